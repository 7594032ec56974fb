import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates'
import { AppDatesProvider } from './AppDatesProvider'
import { DATE_FORMAT } from './calendarLocale'
import { dayAfter } from './days'
import { rangeChange } from './ranges'
import { useCalendarProps } from './useCalendarProps'

type Omitted = 'type' | 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'allowSingleDateInRange'

export type DateRangeFieldProps = Omit<DatePickerInputProps<'range'>, Omitted> & {
  /** 'YYYY-MM-DD', or '' for an open start. */
  start: string
  /** 'YYYY-MM-DD', or '' for an open end. */
  end: string
  onChange: (start: string, end: string) => void
  /**
   * A range is settled: both ends picked, the calendar closed on a start alone (an open range, from that day
   * on), or cleared. A search runs here.
   */
  onCommit?: (start: string, end: string) => void
}

/**
 * A range of days in one calendar: the first click picks the start, the second the end. Spec §5: once the
 * start is picked, the days on or before it are disabled (no one-day range, no end before the start).
 * Closing the calendar on a start alone keeps it (the search reads it as "from that day on").
 */
export function DateRangeField({ start, end, onChange, onCommit, ...props }: DateRangeFieldProps) {
  const calendar = useCalendarProps()
  const handleChange = (picked: [string | null, string | null]) => {
    const change = rangeChange([start, end], picked)
    if (change.value) onChange(...change.value)
    if (change.commit) onCommit?.(...change.commit)
    const [from, to] = change.value ?? ['', '']
    if (from && !to) focusDayAfter(from)
  }
  // The start just picked turns disabled and drops the focus, which would leave the calendar deaf to the
  // keyboard (arrows, Escape): it goes to the first day the end may take.
  const focusDayAfter = (day: string) =>
    requestAnimationFrame(() => {
      const dropdown = document.querySelector<HTMLElement>('[data-dates-dropdown]')
      const name = CSS.escape(calendar.getDayAriaLabel(dayAfter(day)))
      const next = dropdown?.querySelector<HTMLElement>(`button[aria-label="${name}"]:not(:disabled)`)
      ;(next ?? dropdown)?.focus()
    })
  const handleClear = () => {
    onChange('', '')
    onCommit?.('', '')
  }
  return (
    <AppDatesProvider>
      <DatePickerInput
        {...calendar}
        valueFormat={DATE_FORMAT}
        {...props}
        type="range"
        allowSingleDateInRange={false}
        clearButtonProps={{ ...calendar.clearButtonProps, onClick: handleClear }}
        value={[start || null, end || null]}
        minDate={start && !end ? dayAfter(start) : undefined}
        onChange={handleChange}
      />
    </AppDatesProvider>
  )
}
