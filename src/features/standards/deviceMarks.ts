import { DEVICE_STATE } from '@/domain/standards/validity'
import type { SuspectCertificate } from '@/api/standards/types'

/*
 * Small rules of the standards pages, kept pure for their unit tests.
 */

/** A device in use whose valid-until has passed on the lab's calendar: the register marks it 已过期. */
export function expiredInUse(row: Readonly<Record<string, unknown>>, today: string): boolean {
  const validUntil = typeof row.validUntil === 'string' ? row.validUntil.slice(0, 10) : ''
  return Number(row.status) === DEVICE_STATE.inUse && validUntil !== '' && validUntil < today
}

/** 发现超差 is asked only when a device goes for repair (what was found wrong with it). */
export const asksOutOfTolerance = (toState: number | null): boolean => toState === DEVICE_STATE.repair

/** A certificate that may be marked for review: still standing as valid and not under a review already. */
export const markable = (certificate: SuspectCertificate): boolean =>
  certificate.standing === 'valid' && certificate.review === null

/** The ids of the ticked certificates that may still be marked, in the list's order. */
export function reportIdsToMark(
  certificates: readonly SuspectCertificate[],
  ticked: ReadonlySet<string>,
): string[] {
  return certificates
    .filter((certificate) => ticked.has(certificate.reportId) && markable(certificate))
    .map((certificate) => certificate.reportId)
}

/** TRACE_TYPE 自校: the lab calibrates the device itself, by a procedure of its own instead of at an agency. */
export const SELF_CALIBRATION = 4

export const tracedInHouse = (traceType: number | null): boolean => traceType === SELF_CALIBRATION

/** Only text that is not blank is sent; blank optional inputs go as null. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** SOURCE_TRACE_RESULT keys: a trace result's or an interim check's verdict. */
export const TRACE_RESULT = { conforming: 1, nonConforming: 2 } as const
