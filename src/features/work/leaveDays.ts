import { leaveDays as daysBetween, parseLeaveTime } from '@/domain/leave/leave-days'

/**
 * Days of leave between two datetime-local values ("yyyy-MM-ddTHH:mm", the lab's own clock), counted by the
 * rule the server applies (src/domain/leave/leave-days.ts), or null while a time is missing or the end is
 * not after the start.
 */
export function leaveDays(start: string, end: string): number | null {
  const from = parseLeaveTime(start.trim(), 'start')
  const to = parseLeaveTime(end.trim(), 'end')
  if (!from || !to || !(to.getTime() > from.getTime())) return null
  return daysBetween(from, to)
}

/** The server's lab-local format, "yyyy-MM-dd HH:mm:ss", of a datetime-local value. */
export function toLabTime(value: string): string {
  const [date = '', time = ''] = value.trim().split('T')
  return `${date} ${time.length === 5 ? `${time}:00` : time}`
}
