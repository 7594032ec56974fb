import type { StaffLapse, StaffLapseBucket, StaffLapseSubject } from '@/api/staffCompetence'

/*
 * The segments of the lapses list: by how soon (the server's buckets, and all of them) and by what lapses.
 * Pure, for their unit tests.
 */

export type BucketChoice = StaffLapseBucket | 'all'
export type SubjectChoice = StaffLapseSubject | 'all'

/** Offered in this order: the most pressing first. */
export const LAPSE_BUCKETS: readonly StaffLapseBucket[] = ['lapsed', 'd30', 'd60', 'd90']
export const BUCKET_CHOICES: readonly BucketChoice[] = [...LAPSE_BUCKETS, 'all']
export const SUBJECT_CHOICES: readonly SubjectChoice[] = ['all', 'certificate', 'authorisation']

export type BucketCounts = Record<BucketChoice, number>

/** How many of the rows of a subject fall in each bucket, and in all. */
export function bucketCounts(rows: readonly StaffLapse[], subject: SubjectChoice): BucketCounts {
  const counts: BucketCounts = { lapsed: 0, d30: 0, d60: 0, d90: 0, all: 0 }
  for (const row of rows) {
    if (subject !== 'all' && row.subject !== subject) continue
    counts[row.bucket] += 1
    counts.all += 1
  }
  return counts
}

/** The rows of a bucket and a subject, in the server's order (soonest first). */
export const lapsesIn = (
  rows: readonly StaffLapse[],
  bucket: BucketChoice,
  subject: SubjectChoice,
): StaffLapse[] =>
  rows.filter(
    (row) => (bucket === 'all' || row.bucket === bucket) && (subject === 'all' || row.subject === subject),
  )
