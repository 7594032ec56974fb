import { Group, Input, Text, TextInput, type MantineSize } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { dayAfter, dayBefore, fromDateTimeLocal, toDateTimeLocal } from '../dates'
import { onEnter, pairOf, textOf, type WidgetProps } from './types'

/** date / dateTime: one native picker ('YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss' on the wire). */
export function DateWidget(props: WidgetProps) {
  const { field, value, onChange, onSubmit, size, label, ariaLabel, error, required } = props
  const withTime = field.type === 'dateTime'
  const text = textOf(value)
  return (
    <TextInput
      type={withTime ? 'datetime-local' : 'date'}
      size={size}
      label={label}
      aria-label={ariaLabel}
      error={error}
      withAsterisk={required}
      value={withTime ? toDateTimeLocal(text) : text}
      onChange={(event) => {
        const next = event.currentTarget.value
        onChange(withTime ? fromDateTimeLocal(next) : next)
      }}
      onKeyDown={onEnter(() => onSubmit(value))}
    />
  )
}

export type DateRangeInputsProps = {
  start: string
  end: string
  onChange: (start: string, end: string) => void
  onSubmit?: () => void
  size: MantineSize
  startLabel: string
  endLabel: string
  error?: boolean
}

/**
 * Two date pickers. Spec §5: the end picker disables dates on or before the start (min = the day after), the
 * start picker dates on or after the end (max = the day before).
 */
export function DateRangeInputs({
  start,
  end,
  onChange,
  onSubmit,
  size,
  startLabel,
  endLabel,
  error,
}: DateRangeInputsProps) {
  const { t } = useLingui()
  const submit = onEnter(() => onSubmit?.())
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <TextInput
        type="date"
        size={size}
        flex={1}
        miw={0}
        aria-label={startLabel}
        error={error}
        value={start}
        max={end ? dayBefore(end) : undefined}
        onChange={(event) => onChange(event.currentTarget.value, end)}
        onKeyDown={submit}
      />
      <Text span size={size} c="dimmed" aria-hidden>
        {t`至`}
      </Text>
      <TextInput
        type="date"
        size={size}
        flex={1}
        miw={0}
        aria-label={endLabel}
        error={error}
        value={end}
        min={start ? dayAfter(start) : undefined}
        onChange={(event) => onChange(start, event.currentTarget.value)}
        onKeyDown={submit}
      />
    </Group>
  )
}

/** daterange: start and end dates sent as a pair [start, end] with BETWEEN. */
export function DateRangeWidget(props: WidgetProps) {
  const { value, onChange, onSubmit, size, label, ariaLabel, error, required } = props
  const { t } = useLingui()
  const [start, end] = pairOf(value)
  return (
    <Input.Wrapper label={label} error={error} size={size} withAsterisk={required}>
      <DateRangeInputs
        start={start}
        end={end}
        size={size}
        startLabel={t`${ariaLabel} 开始日期`}
        endLabel={t`${ariaLabel} 结束日期`}
        error={Boolean(error)}
        onChange={(nextStart, nextEnd) => onChange([nextStart, nextEnd])}
        onSubmit={() => onSubmit(value)}
      />
    </Input.Wrapper>
  )
}
