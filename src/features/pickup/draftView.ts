import type { DraftProblem } from '@/domain/registration/draft'
import type { DraftSection } from '@/features/shared/registration/Section'
import type { DraftSyncState } from '@/offline'

/** What the draft list and the editor show of a draft's state; pure, so each rule has a unit test. */

export const SYNC_STATE_COLOR: Record<DraftSyncState, string> = {
  draft: 'gray',
  waiting: 'yellow',
  sending: 'blue',
  sent: 'green',
  attention: 'red',
}

/**
 * The first problem of each field path ("mobile", "instruments.2.name", …). A server refusal the outbox could
 * not tie to a field has the field '' and is shown above the form instead.
 */
export function problemsByField(problems: readonly DraftProblem[]): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const problem of problems) if (problem.field) byField[problem.field] ??= problem.message
  return byField
}

/**
 * The section a field path belongs to, so the editor can open and scroll to the first problem (and a server
 * refusal about "mobile" highlights the contact section).
 */
export type { DraftSection } from '@/features/shared/registration/Section'

export function sectionOf(field: string): DraftSection {
  const head = field.split('.')[0] ?? ''
  if (['enterName', 'enterId', 'enterType', 'socialNumber'].includes(head)) return 'customer'
  if (['applicant', 'agent', 'mobile', 'phone'].includes(head)) return 'contact'
  if (['address', 'provinceid', 'cityid', 'areaid'].includes(head)) return 'address'
  const business = [
    'appointmentId',
    'busSpotPlan',
    'bussinessType',
    'isTemp',
    'hopeTestDate',
    'isSpotBack',
    'businessStaffId',
    'businessStaffName',
    'scanBusinessId',
  ]
  if (business.includes(head)) return 'business'
  if (head === 'isUseCar' || head === 'traffics') return 'car'
  if (head === 'instruments' || head === 'affix') return 'instruments'
  if (head === 'photoFileIds') return 'photos'
  if (head === 'signature') return 'signature'
  return 'remark'
}
