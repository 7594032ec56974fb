import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CertificateStanding, ContainmentTrigger } from '@/api/standards/types'
import type { DueBucket } from '@/domain/standards/validity'

/** What started a containment, as people read it. */
export const TRIGGER_LABELS: Record<ContainmentTrigger, MessageDescriptor> = {
  trace: msg`溯源不合格`,
  check: msg`期间核查不合格`,
  repair: msg`维修发现超差`,
}

/** Where a certificate stands. */
export const STANDING_LABELS: Record<CertificateStanding, MessageDescriptor> = {
  valid: msg`有效`,
  revoked: msg`已撤销`,
  superseded: msg`已替代`,
  under_review: msg`复核中`,
}

export const STANDING_COLORS: Record<CertificateStanding, string> = {
  valid: 'green',
  revoked: 'red',
  superseded: 'gray',
  under_review: 'orange',
}

/** The due list's segments in the order they are offered. */
export const DUE_BUCKETS: readonly DueBucket[] = ['overdue', 'd30', 'd60', 'd90']

export const BUCKET_LABELS: Record<DueBucket, MessageDescriptor> = {
  overdue: msg`已过期`,
  d30: msg`30天内`,
  d60: msg`60天内`,
  d90: msg`90天内`,
}
