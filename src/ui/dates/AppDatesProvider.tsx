import '@mantine/dates/styles.css'
import 'dayjs/locale/zh-cn'
import { useEffect, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { DatesProvider } from '@mantine/dates'
import { calendarLocale } from './calendarLocale'
import { keepCalendarFocus } from './keepCalendarFocus'

export type AppDatesProviderProps = { children: ReactNode }

/**
 * The dates settings of the app's current language (month and weekday names, Monday first). Every picker of
 * src/ui/dates renders inside one, so the pickers, their styles and the Chinese dayjs locale load with the
 * pages that have a date field, never with the sign-in page; a language switch re-renders them.
 */
export function AppDatesProvider({ children }: AppDatesProviderProps) {
  const { i18n } = useLingui()
  useEffect(keepCalendarFocus, [])
  return (
    <DatesProvider settings={{ locale: calendarLocale(i18n.locale).dayjs, firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  )
}
