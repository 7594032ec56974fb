/**
 * The texts the date pickers and the wire use, and calendar-day arithmetic on them. A day is 'YYYY-MM-DD'; a
 * time of day on the wire is 'YYYY-MM-DD HH:mm:ss' (the common brief), which is also what the pickers of
 * @mantine/dates give; some forms keep 'YYYY-MM-DDTHH:mm' (the lab-local text their rules read). UTC keeps
 * a day from shifting with the browser's time zone or a daylight-saving change.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const shiftDay = (date: string, days: number): string => {
  const match = DAY.exec(date)
  if (!match) return ''
  const [, year, month, day] = match
  const shifted = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days))
  return shifted.toISOString().slice(0, 10)
}

/** The next calendar day ('' for anything that is not a day): the end picker's first day (spec §5). */
export const dayAfter = (date: string): string => shiftDay(date, 1)

/** The previous calendar day: the start picker's last day (spec §5). */
export const dayBefore = (date: string): string => shiftDay(date, -1)

/** The day of a day or a time of day ('2026-01-02 03:04:00', '2026-01-02T03:04' → '2026-01-02'). */
export const dayOf = (value: string): string => {
  const day = value.slice(0, 10)
  return DAY.test(day) ? day : ''
}

/** A form's 'YYYY-MM-DDTHH:mm' as the picker and the wire take it, 'YYYY-MM-DD HH:mm:ss'. */
export const fromDateTimeLocal = (value: string): string => {
  if (!value) return ''
  const text = value.replace('T', ' ')
  return text.length === 16 ? `${text}:00` : text
}

/** The picker's 'YYYY-MM-DD HH:mm:ss' (or an ISO text) as a form keeps it, 'YYYY-MM-DDTHH:mm'. */
export const toDateTimeLocal = (value: string): string => (value ? value.replace(' ', 'T').slice(0, 16) : '')

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A stored time as the time picker shows it, 'YYYY-MM-DD HH:mm:ss'. The server answers timestamps as ISO
 * instants ('…T07:00:00.000Z'): those are shown on this device's clock, as the browser's own inputs did;
 * a text without a zone is already a wall-clock time. '' for anything else.
 */
export function toPickerDateTime(value: string): string {
  const text = value.trim()
  if (!text) return ''
  if (!ZONED.test(text)) {
    const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?/.exec(text)
    return local ? `${local[1]} ${local[2]}:${local[3] ?? '00'}` : DAY.test(text) ? `${text} 00:00:00` : ''
  }
  const at = new Date(text)
  if (Number.isNaN(at.getTime())) return ''
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
  return `${day} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
}
