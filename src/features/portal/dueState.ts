/** How soon an instrument is due for its next verification, on the lab's calendar (yyyy-MM-dd days). */
export type DueState = 'overdue' | 'soon' | 'later' | 'undated'

/** Due within this many days (today included) counts as soon: 30天内到期. */
export const DUE_SOON_DAYS = 30

const DAY_MS = 24 * 3_600_000

/** Whole days from `today` to `day` (negative when `day` is past); both yyyy-MM-dd. */
export const daysBetween = (today: string, day: string): number =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)

/** Overdue before today, soon from today to 30 days on, later after that; undated without a valid date. */
export function dueState(nextDueDate: string | null | undefined, today: string): DueState {
  if (!nextDueDate || Number.isNaN(Date.parse(`${nextDueDate}T00:00:00Z`))) return 'undated'
  const days = daysBetween(today, nextDueDate)
  if (days < 0) return 'overdue'
  return days <= DUE_SOON_DAYS ? 'soon' : 'later'
}

/** Whether the instrument should be sent for verification now (a pickup is worth booking). */
export const isDue = (state: DueState): boolean => state === 'overdue' || state === 'soon'
