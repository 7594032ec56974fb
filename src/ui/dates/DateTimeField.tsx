import { useLingui } from '@lingui/react/macro'
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates'
import { AppDatesProvider } from './AppDatesProvider'
import { DATE_TIME_FORMAT } from './calendarLocale'
import { useCalendarProps } from './useCalendarProps'

export type DateTimeFieldProps = Omit<DateTimePickerProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** 'YYYY-MM-DD HH:mm:ss', or '' for none. */
  value: string
  /** The picked time, 'YYYY-MM-DD HH:mm:ss', or '' when cleared. */
  onChange: (value: string) => void
}

/** A day and a time of day: the calendar, then hours and minutes, then 确定. */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  const { t } = useLingui()
  const calendar = useCalendarProps()
  return (
    <AppDatesProvider>
      <DateTimePicker
        {...calendar}
        valueFormat={DATE_TIME_FORMAT}
        timePickerProps={{ hoursInputLabel: t`小时`, minutesInputLabel: t`分钟` }}
        submitButtonProps={{ 'aria-label': t`确定` }}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </AppDatesProvider>
  )
}
