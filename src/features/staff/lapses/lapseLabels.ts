import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BucketChoice, SubjectChoice } from './lapseFilters'

/** The segments of the lapses list as the page offers them. */
export const BUCKET_LABELS: Record<BucketChoice, MessageDescriptor> = {
  lapsed: msg`已失效`,
  d30: msg`30天内`,
  d60: msg`60天内`,
  d90: msg`90天内`,
  all: msg`全部`,
}

export const SUBJECT_LABELS: Record<SubjectChoice, MessageDescriptor> = {
  all: msg`证书和授权`,
  certificate: msg`仅证书`,
  authorisation: msg`仅授权`,
}
