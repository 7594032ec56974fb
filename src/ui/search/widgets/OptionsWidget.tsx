import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { localize, type Localized } from '@/domain/resources'
import { ChoiceWidget } from './ChoiceWidget'
import type { WidgetProps } from './types'

export type OptionsWidgetProps = WidgetProps & {
  options: readonly { value: string; label: Localized }[]
}

/** A select of the declaration's fixed options. */
export function OptionsWidget({ options, ...widget }: OptionsWidgetProps) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const data = useMemo(
    () => options.map((option) => ({ value: option.value, label: localize(option.label, locale) })),
    [options, locale],
  )
  return <ChoiceWidget {...widget} data={data} multiple={Boolean(widget.field.multiple)} />
}
