import type { Localized } from '../resources/types'

/**
 * A label application (标签申领): a customer or reception asks for verification labels (检定合格标签) for
 * instruments whose certificates passed; the lab approves or refuses it with a reason, then issues one
 * numbered label per line and prints them. A refused application may be changed and submitted again.
 */
export const LABEL_APPLY_STATE = {
  draft: 1,
  submitted: 2,
  approved: 3,
  refused: 4,
  issued: 5,
} as const
export type LabelApplyState = (typeof LABEL_APPLY_STATE)[keyof typeof LABEL_APPLY_STATE]

export const LABEL_APPLY_STATES = [
  { value: '1', label: { zh: '草稿', en: 'Draft' } },
  { value: '2', label: { zh: '已提交', en: 'Submitted' } },
  { value: '3', label: { zh: '已批准', en: 'Approved' } },
  { value: '4', label: { zh: '已退回', en: 'Refused' } },
  { value: '5', label: { zh: '已发放', en: 'Issued' } },
] as const satisfies readonly { value: string; label: Localized }[]

export type LabelApplyAction = 'submit' | 'approve' | 'refuse' | 'issue'

/** Who may take a step: the applicant (customer or reception), the lab manager, whoever issues labels. */
export type LabelApplyActor = 'applicant' | 'approver' | 'issuer'

type Step = { from: readonly LabelApplyState[]; to: LabelApplyState; by: LabelApplyActor }

const S = LABEL_APPLY_STATE

export const LABEL_APPLY_STEPS: Readonly<Record<LabelApplyAction, Step>> = {
  submit: { from: [S.draft, S.refused], to: S.submitted, by: 'applicant' },
  approve: { from: [S.submitted], to: S.approved, by: 'approver' },
  refuse: { from: [S.submitted], to: S.refused, by: 'approver' },
  issue: { from: [S.approved], to: S.issued, by: 'issuer' },
}

/** The state an action leads to from `state`, or null when the action is not open in it. */
export function labelApplyNext(state: number, action: LabelApplyAction): LabelApplyState | null {
  const step = LABEL_APPLY_STEPS[action]
  return (step.from as readonly number[]).includes(state) ? step.to : null
}

/** Only a draft or a refused application is changed (its lines, its remark); the rest is the lab's. */
export const labelApplyEditable = (state: number): boolean => state === S.draft || state === S.refused

/** The actions open in a state. */
export const labelApplyActions = (state: number): LabelApplyAction[] =>
  (Object.keys(LABEL_APPLY_STEPS) as LabelApplyAction[]).filter((action) => labelApplyNext(state, action))

/** A refusal states why, in at most this many characters. */
export const REFUSE_REASON_MAX = 500

/** Refusals, in both languages; the server answers them and the pages show the same words. */
export const LABEL_APPLY_MESSAGES = {
  notOpen: { zh: '申领单当前状态不能执行该操作', en: 'The application’s state does not allow this step' },
  notEditable: {
    zh: '只有草稿或已退回的申领单可以修改',
    en: 'Only a draft or refused application may change',
  },
  reasonRequired: { zh: '请填写退回原因', en: 'Give the reason for refusing' },
  empty: { zh: '请至少选择一台器具', en: 'Choose at least one instrument' },
  notPassed: {
    zh: '所选器具没有有效的检定合格证书',
    en: 'A chosen instrument has no valid certificate with a pass verdict',
  },
  oneCustomer: {
    zh: '一张申领单只能包含同一客户的器具',
    en: 'An application covers one customer’s instruments only',
  },
  notIssued: { zh: '标签尚未发放，不能打印', en: 'The labels are not issued yet: nothing to print' },
  notLinked: {
    zh: '您的账号尚未关联客户，不能申领标签',
    en: 'Your account is not linked to a customer yet: you cannot apply for labels',
  },
} as const satisfies Record<string, Localized>
