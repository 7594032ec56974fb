import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { AUTHORISATION_PROBLEMS, type AuthorisationProblem } from '@/domain/staff/authorisation'

/** Why an authorisation does not hold today, as the matrix's tooltip and print name it. */
const PROBLEM_LABELS: Record<AuthorisationProblem, MessageDescriptor> = {
  notAuthorised: msg`未获授权`,
  withdrawn: msg`授权已撤销`,
  expired: msg`授权已到期`,
  noEvidence: msg`授权没有依据（证书或培训）`,
  certificateOfOther: msg`依据的证书不是本人的`,
  certificateWithdrawn: msg`依据的证书已撤回`,
  certificateDeleted: msg`依据的证书已删除`,
  certificateExpired: msg`依据的证书已过期`,
  certificateNotCovering: msg`依据的证书不涵盖该项目`,
  trainingDeleted: msg`依据的培训已删除`,
  trainingNotAttended: msg`未参加依据的培训`,
  trainingNotEvaluated: msg`依据的培训尚无效果评价`,
  trainingPoor: msg`依据的培训评价为较差`,
  trainingNotCovering: msg`依据的培训不涵盖该项目`,
}

const isProblem = (code: string): code is AuthorisationProblem =>
  (AUTHORISATION_PROBLEMS as readonly string[]).includes(code)

/** A problem code's meaning; a code this browser does not know yet is shown as it is. */
export const problemLabel = (i18n: I18n, code: string): string =>
  isProblem(code) ? i18n._(PROBLEM_LABELS[code]) : code
