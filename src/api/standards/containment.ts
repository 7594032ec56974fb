import { api } from '../client'
import { unwrapEnvelope } from '../envelope'
import { NO_LOADING } from '../requestFlags'
import type { ReviewOutcome } from './types'

/** Containments (certificates issued with a device found wrong) and the reviews of those certificates. */

export const fetchContainments = () =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/containment/list', { params: { query: {} }, headers: NO_LOADING }),
  )

export const fetchSuspects = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/containment/suspects', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST mark: the ticked certificates go under review (复核中, each customer told); answers how many. */
export const markForReview = (id: string, reportIds: string[]) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/containment/mark', { body: { id, reportIds } }))

/** POST certificate-review/close: the review ends, the certificate confirmed or revoked, with the reason. */
export const closeReview = (id: string, outcome: ReviewOutcome, reason: string) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/certificate-review/close', { body: { id, outcome, reason } }))
