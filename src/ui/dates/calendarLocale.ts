/**
 * How the calendars read in each language of the app. The pickers show values the way the tables do
 * (2026-03-01, 2026-03-01 09:00) in both languages; the calendar's own headings and the days' spoken names
 * follow the language: 2026年3月 / March 2026, 2026年3月1日 / 1 March 2026.
 */
export type CalendarLocale = {
  /** The dayjs locale (month and weekday names). */
  dayjs: 'zh-cn' | 'en'
  /** The heading of a month's days. */
  monthLabel: string
  /** The heading of a year's months. */
  yearLabel: string
  /** A day's accessible name. */
  dayLabel: string
}

const ZH: CalendarLocale = {
  dayjs: 'zh-cn',
  monthLabel: 'YYYY年M月',
  yearLabel: 'YYYY年',
  dayLabel: 'YYYY年M月D日',
}
const EN: CalendarLocale = {
  dayjs: 'en',
  monthLabel: 'MMMM YYYY',
  yearLabel: 'YYYY',
  dayLabel: 'D MMMM YYYY',
}

/** The calendar settings of an app language ('zh', 'en'); Chinese for anything else, as the app does. */
export const calendarLocale = (language: string): CalendarLocale => (language === 'en' ? EN : ZH)

/** A day as the pickers show it (and the wire takes it). */
export const DATE_FORMAT = 'YYYY-MM-DD'

/** A time of day as the pickers show it (the wire adds the seconds). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm'
