import { Group, Input, NativeSelect, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { isFilterOperator } from '@/domain/constants'
import type { ResourceField, SearchValue } from '@/domain/resources'
import { barOperators, widgetField } from './bar'
import { FieldLabel } from './FieldLabel'
import { SearchField } from './SearchField'
import { operatorOf, setFieldOperator, type SearchState } from './state'
import { useSearchTexts } from './useSearchTexts'

export type BarFieldProps = {
  field: ResourceField
  state: SearchState
  onStateChange: (state: SearchState) => void
  onChange: (value: SearchValue) => void
  onSubmit: (value?: SearchValue) => void
  error: string | undefined
  /** Expanded grid: an operator picker beside the widget (spec §9's bar operators). */
  withOperator: boolean
}

/** One condition of the search bar: the field's widget for its operator, and in the grid the operator. */
export function BarField({
  field,
  state,
  onStateChange,
  onChange,
  onSubmit,
  error,
  withOperator,
}: BarFieldProps) {
  const { t } = useLingui()
  const texts = useSearchTexts()
  const op = operatorOf(state, field)
  const shown = widgetField(field, op)
  const widget = (
    <SearchField
      field={shown}
      value={state.values[field.name]}
      onChange={onChange}
      onSubmit={onSubmit}
      label={!withOperator}
      error={error}
    />
  )
  if (!withOperator) return widget
  const name = texts.label(field)
  return (
    <Stack gap={2} miw={0}>
      <Input.Label size="sm">
        <FieldLabel text={name} />
      </Input.Label>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <NativeSelect
          size="sm"
          w={100}
          style={{ flexShrink: 0 }}
          aria-label={t`${name} 条件`}
          value={op}
          data={barOperators(field).map((value) => ({ value, label: texts.operator(value) }))}
          onChange={(event) => {
            const next = event.currentTarget.value
            if (isFilterOperator(next)) onStateChange(setFieldOperator(state, field, next))
          }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>{widget}</div>
      </Group>
    </Stack>
  )
}
