import { Group, Text, type MantineSize } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '@/ui/dates/DateField'
import { DateRangeField } from '@/ui/dates/DateRangeField'
import { DateTimeField } from '@/ui/dates/DateTimeField'
import { toPickerDateTime } from '@/ui/dates/days'
import { dayAfter, dayBefore } from '../dates'
import { pairOf, textOf, type WidgetProps } from './types'

/*
 * A picked date is the search's Enter: picking a day, a time (its 确定) or both ends of a range searches at
 * once, as choosing an option does in the header row, which has no 查询 button of its own.
 */

/** date / dateTime: one day ('YYYY-MM-DD' on the wire), or a day and a time ('YYYY-MM-DD HH:mm:ss'). */
export function DateWidget(props: WidgetProps) {
  const { field, value, onChange, onSubmit, size, label, ariaLabel, error, required } = props
  const { t } = useLingui()
  const common = {
    size,
    label,
    'aria-label': ariaLabel,
    error,
    withAsterisk: required,
    clearable: true,
  }
  if (field.type === 'dateTime') {
    const text = toPickerDateTime(textOf(value))
    return (
      <DateTimeField
        {...common}
        placeholder={t`请选择时间`}
        value={text}
        onChange={(next) => {
          onChange(next)
          if (!next) onSubmit(next)
        }}
        onDropdownClose={() => onSubmit(text)}
      />
    )
  }
  return (
    <DateField
      {...common}
      placeholder={t`请选择日期`}
      value={textOf(value)}
      onChange={(next) => {
        onChange(next)
        onSubmit(next)
      }}
    />
  )
}

export type DateRangeInputsProps = {
  start: string
  end: string
  onChange: (start: string, end: string) => void
  size: MantineSize
  startLabel: string
  endLabel: string
  error?: boolean
}

/**
 * Two day pickers, the advanced search's date row. Spec §5: the end picker disables the days on or before the
 * start (its first day is the day after), the start picker those on or after the end.
 */
export function DateRangeInputs({
  start,
  end,
  onChange,
  size,
  startLabel,
  endLabel,
  error,
}: DateRangeInputsProps) {
  const { t } = useLingui()
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <DateField
        size={size}
        flex={1}
        miw={0}
        aria-label={startLabel}
        placeholder={t`开始日期`}
        error={error}
        clearable
        value={start}
        maxDate={end ? dayBefore(end) : undefined}
        onChange={(next) => onChange(next, end)}
      />
      <Text span size={size} c="dimmed" aria-hidden>
        {t`至`}
      </Text>
      <DateField
        size={size}
        flex={1}
        miw={0}
        aria-label={endLabel}
        placeholder={t`结束日期`}
        error={error}
        clearable
        value={end}
        minDate={start ? dayAfter(start) : undefined}
        onChange={(next) => onChange(start, next)}
      />
    </Group>
  )
}

/**
 * daterange: a start and an end day in one calendar, sent as a pair [start, end] with BETWEEN (one end alone
 * is an open range, src/ui/search/state.ts). The header row's narrow cells get a short placeholder.
 */
export function DateRangeWidget(props: WidgetProps) {
  const { value, onChange, onSubmit, size, label, ariaLabel, error, required } = props
  const { t } = useLingui()
  const [start, end] = pairOf(value)
  const compact = size === 'xs'
  return (
    <DateRangeField
      size={size}
      label={label}
      aria-label={ariaLabel}
      error={error}
      withAsterisk={required}
      clearable
      placeholder={compact ? t`起止日期` : t`开始日期 – 结束日期`}
      start={start}
      end={end}
      onChange={(nextStart, nextEnd) => onChange([nextStart, nextEnd])}
      onCommit={(nextStart, nextEnd) => onSubmit([nextStart, nextEnd])}
    />
  )
}
