/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' texts (the value of an <input type="date">). UTC keeps a day from
 * shifting with the browser's time zone or a daylight-saving change.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const shiftDay = (date: string, days: number): string => {
  const match = DAY.exec(date)
  if (!match) return ''
  const [, year, month, day] = match
  const shifted = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days))
  return shifted.toISOString().slice(0, 10)
}

/** The next calendar day ('' for anything that is not a date): the end picker's minimum (spec §5). */
export const dayAfter = (date: string): string => shiftDay(date, 1)

/** The previous calendar day: the start picker's maximum (spec §5). */
export const dayBefore = (date: string): string => shiftDay(date, -1)

/** datetime-local gives 'YYYY-MM-DDTHH:mm'; the wire takes 'YYYY-MM-DD HH:mm:ss' (common brief). */
export const fromDateTimeLocal = (value: string): string => {
  if (!value) return ''
  const text = value.replace('T', ' ')
  return text.length === 16 ? `${text}:00` : text
}

/** The wire's 'YYYY-MM-DD HH:mm:ss' (or ISO) shown in a datetime-local input. */
export const toDateTimeLocal = (value: string): string => (value ? value.replace(' ', 'T').slice(0, 16) : '')
