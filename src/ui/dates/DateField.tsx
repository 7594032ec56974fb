import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates'
import { AppDatesProvider } from './AppDatesProvider'
import { DATE_FORMAT } from './calendarLocale'
import { useCalendarProps } from './useCalendarProps'

export type DateFieldProps = Omit<DatePickerInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string
  /** The picked day, or '' when cleared. */
  onChange: (value: string) => void
}

/** One day, picked in a calendar: 'YYYY-MM-DD' in and out, shown so in every language. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const calendar = useCalendarProps()
  return (
    <AppDatesProvider>
      <DatePickerInput
        {...calendar}
        valueFormat={DATE_FORMAT}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </AppDatesProvider>
  )
}
