import { nextDueDate } from '../results/nextDue'

/*
 * When a standard device may be used: its state (DEVICE_STATE) and its valid-until, which follows from its last
 * trace and its interval (VERIFICATION_CYCLE, months; 999999 non-periodic). Dates are lab days (yyyy-MM-dd).
 */

/** DEVICE_STATE keys. */
export const DEVICE_STATE = { inUse: 1, disabled: 2, scrapped: 3, sealed: 4, repair: 5 } as const

/** VERIFICATION_CYCLE's key of a device with no interval (traced when needed). */
export const NON_PERIODIC = '999999'

/**
 * The day a device falls due: through the day before the same date an interval after its last trace (as a
 * verification certificate states it). Null without a last trace or a periodic interval.
 */
export function deviceValidUntil(lastTraceDate: string | null | undefined, cycle: string | null | undefined) {
  if (!lastTraceDate || !cycle || cycle === NON_PERIODIC) return null
  return nextDueDate(lastTraceDate, Number(cycle), 'verification')
}

/** Why a device cannot be chosen for a result today (null: it can). */
export type DeviceUnusable = 'overdue' | 'repair' | 'sealed' | 'disabled' | 'scrapped'

const STATE_REASON: Record<number, DeviceUnusable> = {
  [DEVICE_STATE.disabled]: 'disabled',
  [DEVICE_STATE.scrapped]: 'scrapped',
  [DEVICE_STATE.sealed]: 'sealed',
  [DEVICE_STATE.repair]: 'repair',
}

export function deviceUnusable(
  device: { status: number; validUntil: string },
  today: string,
): DeviceUnusable | null {
  const byState = STATE_REASON[device.status]
  if (byState) return byState
  return device.validUntil < today ? 'overdue' : null
}

export const UNUSABLE_LABELS: Record<DeviceUnusable, { zh: string; en: string }> = {
  overdue: { zh: '已过有效期', en: 'Past due' },
  repair: { zh: '维修中', en: 'Under repair' },
  sealed: { zh: '已封存', en: 'Sealed' },
  disabled: { zh: '已停用', en: 'Disabled' },
  scrapped: { zh: '已报废', en: 'Scrapped' },
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The due list's buckets: past due, or due within 30, 60 or 90 days. */
export type DueBucket = 'overdue' | 'd30' | 'd60' | 'd90'

export function dueBucket(validUntil: string, today: string): DueBucket | null {
  const days = daysBetween(today, validUntil)
  if (days < 0) return 'overdue'
  if (days <= 30) return 'd30'
  if (days <= 60) return 'd60'
  if (days <= 90) return 'd90'
  return null
}
