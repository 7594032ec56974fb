import { PLAN_PEOPLE_RULES, planMessage, type PlanRefusal } from '@/domain/standards/plan'
import { AppError } from '../../../http/errors'

/** Where a refused plan points: the line (0-based, as sent) and the field. */
export type PlanProblemFacts = { line?: number; field?: string }

/**
 * A refusal of a plan's step or change, in both languages, with its code in `data.problem`: a rule on people
 * answers 403, a step not open from the plan's state 409, anything wrong with the request 400.
 */
export function planProblem(code: PlanRefusal, facts: PlanProblemFacts = {}, status?: number): AppError {
  const answer = status ?? (code === 'workflow.notAllowed' ? 409 : PLAN_PEOPLE_RULES.has(code) ? 403 : 400)
  return new AppError(answer, 'domain.message', { message: planMessage(code) }, { problem: code, ...facts })
}
