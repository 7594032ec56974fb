import { LAB_UTC_OFFSET_MS as LAB_OFFSET_MS } from '../labClock'

const HALF_DAY_MS = 12 * 3600_000
const DAY_MS = 24 * 3600_000

/** Longest leave one request may cover. */
export const MAX_LEAVE_DAYS = 366

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/**
 * A time of a leave form: an ISO 8601 instant with its zone, or a lab-local "yyyy-MM-dd HH:mm[:ss]"
 * (the BladeX forms' format), or a bare date. A bare date means the start of that day for the start of a
 * leave and the end of that day for its end, so 2025-03-03 … 2025-03-05 is three days.
 */
export function parseLeaveTime(text: string, edge: 'start' | 'end'): Date | null {
  const local = LOCAL_TIME.exec(text)
  if (local) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = local
      .slice(1)
      .map((value) => Number(value ?? 0))
    const dateOnly = local[4] === undefined
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null
    const utc = Date.UTC(year, month - 1, day, hour, minute, second)
    // Date.UTC rolls 2025-02-30 over to March: such a date does not exist.
    if (new Date(utc).getUTCDate() !== day) return null
    return new Date(utc - LAB_OFFSET_MS + (dateOnly && edge === 'end' ? DAY_MS : 0))
  }
  if (!ZONED_TIME.test(text)) return null
  const time = Date.parse(text)
  return Number.isNaN(time) ? null : new Date(time)
}

/**
 * Days of leave between two instants, in half days of the lab's calendar (mornings before 12:00,
 * afternoons from 12:00): every half day the leave touches counts. 09:00–18:00 is 1 day, 14:00–18:00
 * half a day, Monday 09:00 to Wednesday 12:00 is 2.5 days. Calendar days: weekends and holidays count,
 * since the lab's working calendar is not known here.
 */
export function leaveDays(start: Date, end: Date): number {
  const from = start.getTime() + LAB_OFFSET_MS
  const to = end.getTime() + LAB_OFFSET_MS
  if (!(to > from)) return 0
  const halves = Math.ceil(to / HALF_DAY_MS) - Math.floor(from / HALF_DAY_MS)
  return halves / 2
}
