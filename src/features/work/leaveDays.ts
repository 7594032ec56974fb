/**
 * Days of leave between two lab-local times, counted the way the server counts them
 * (server/modules/workflow/leave-days.ts): in half days of the lab's calendar — mornings before 12:00,
 * afternoons from 12:00 — every half day the leave touches counts; weekends and holidays count too.
 * 09:00–18:00 is 1 day, 14:00–18:00 half a day, Monday 09:00 to Wednesday 12:00 is 2.5 days.
 *
 * Times are the wall-clock text of a datetime-local input ("yyyy-MM-ddTHH:mm"), read as the lab's own clock,
 * so the browser's time zone does not change the answer.
 */
const HALF_DAY_MS = 12 * 3600_000
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/

/** Milliseconds of a wall-clock time as if it were UTC (only differences and half-day edges matter). */
export function wallClockMs(text: string): number | null {
  const match = LOCAL_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null
  const ms = Date.UTC(year, month - 1, day, hour, minute, second)
  return new Date(ms).getUTCDate() === day ? ms : null
}

/** Days of leave, or null while a time is missing or the end is not after the start. */
export function leaveDays(start: string, end: string): number | null {
  const from = wallClockMs(start)
  const to = wallClockMs(end)
  if (from === null || to === null || !(to > from)) return null
  return (Math.ceil(to / HALF_DAY_MS) - Math.floor(from / HALF_DAY_MS)) / 2
}

/** The server's lab-local format, "yyyy-MM-dd HH:mm:ss", of a datetime-local value. */
export function toLabTime(value: string): string {
  const [date = '', time = ''] = value.trim().split('T')
  return `${date} ${time.length === 5 ? `${time}:00` : time}`
}
