/** Storage use above this share of the quota is "nearly full" (photos taken offline would soon fail). */
export const STORAGE_WARNING_RATIO = 0.9

/** Whether an estimate (navigator.storage.estimate()) says storage is nearly full. Unknown counts as not. */
export function isStorageNearlyFull(estimate: { usage?: number; quota?: number }): boolean {
  const { usage, quota } = estimate
  if (usage === undefined || quota === undefined || quota <= 0) return false
  return usage / quota > STORAGE_WARNING_RATIO
}
