import { daysBetween } from '../standards/validity'

/*
 * The lapses ahead of the lab's staff evidence and authorisations: what lapses within 90 days, bucketed by
 * 30, 60 and 90, and what has lapsed already (certificates for 30 days after their expiry).
 */

export type LapseBucket = 'lapsed' | 'd30' | 'd60' | 'd90'

export const LAPSE_HORIZON_DAYS = 90
/** How long an expired certificate stays on the list (the lab renews it or withdraws what rests on it). */
export const LAPSED_CERTIFICATE_DAYS = 30

/** The bucket of a lapse date on the lab day `today`; null when it is beyond the horizon. */
export function lapseBucket(lapseDate: string, today: string): LapseBucket | null {
  const days = daysBetween(today, lapseDate)
  if (days < 0) return 'lapsed'
  if (days <= 30) return 'd30'
  if (days <= 60) return 'd60'
  if (days <= LAPSE_HORIZON_DAYS) return 'd90'
  return null
}

/** The lead of a notice sent for a bucket: days ahead, 0 once lapsed. */
export const LAPSE_LEADS: Readonly<Record<LapseBucket, number>> = { lapsed: 0, d30: 30, d60: 60, d90: 90 }
