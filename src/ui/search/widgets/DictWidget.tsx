import { useMemo } from 'react'
import { useDict } from '@/ui/reference/referenceData'
import { ChoiceWidget } from './ChoiceWidget'
import type { WidgetProps } from './types'

/** A dictionary select (system or business dictionary code), labels in the UI language. */
export function DictWidget(props: WidgetProps & { code: string }) {
  const { code, ...widget } = props
  const options = useDict(code)
  const data = useMemo(() => options.map((option) => ({ value: option.key, label: option.label })), [options])
  return <ChoiceWidget {...widget} data={data} multiple={Boolean(widget.field.multiple)} />
}
