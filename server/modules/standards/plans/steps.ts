import { PLAN_STATUS } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import type { AuthContext } from '../../../plugins/access'
import type { PlanAnswer } from './answers'
import { planDetail } from './detail'
import { planProblem } from './problems'
import { findPlan, planContext, planLines } from './records'
import { takePlanStep } from './step'

/** A step of the plan that asks for no more than a reason: send, cancel, complete. */
async function simpleStep(
  tx: Tx,
  auth: AuthContext,
  input: { id: string; reason?: string | null | undefined },
  action: 'send' | 'cancel' | 'complete',
  now: Date,
): Promise<PlanAnswer> {
  const plan = await findPlan(tx, auth.tenantId, input.id, true)
  const lines = await planLines(tx, auth.tenantId, plan.id)
  const { actor, ctx } = await planContext(tx, auth, plan, lines, { reason: input.reason })
  await takePlanStep(tx, { tenantId: auth.tenantId, plan, action, ctx, actor, now })
  return planDetail(tx, auth, plan.id)
}

/** The author sends her plan (with at least one device) to be audited. */
export const sendPlan = (tx: Tx, auth: AuthContext, input: { id: string }, now: Date) =>
  simpleStep(tx, auth, input, 'send', now)

/**
 * Cancels a plan: its author one that never ran (a draft, failed or split off at audit), an auditor one in
 * progress, with a reason. Its devices are free for another plan.
 */
export const cancelPlan = (
  tx: Tx,
  auth: AuthContext,
  input: { id: string; reason?: string | null | undefined },
  now: Date,
) => simpleStep(tx, auth, input, 'cancel', now)

/** Completes a plan in progress whose every line is traced or removed. */
export const completePlan = (tx: Tx, auth: AuthContext, input: { id: string }, now: Date) =>
  simpleStep(tx, auth, input, 'complete', now)

/** Removes drafts (soft delete) by their author; any other plan stays on record (cancel it instead). */
export async function removePlans(tx: Tx, auth: AuthContext, ids: readonly string[], now: Date) {
  for (const id of new Set(ids)) {
    const plan = await findPlan(tx, auth.tenantId, id, true)
    if (plan.status !== PLAN_STATUS.draft) throw planProblem('plan.notDraft', {}, 409)
    const { actor, ctx } = await planContext(tx, auth, plan, [])
    await takePlanStep(tx, {
      tenantId: auth.tenantId,
      plan,
      action: 'remove',
      ctx,
      actor,
      now,
      change: { isDeleted: true },
    })
  }
}
