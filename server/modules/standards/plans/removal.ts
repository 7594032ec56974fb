import { and, eq } from 'drizzle-orm'
import { PLAN_LINE_STATE } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlanLine } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import type { PlanAnswer } from './answers'
import { planDetail } from './detail'
import type { PlanRemovalAudit, PlanRemovalRequest } from './input'
import { planProblem } from './problems'
import { findPlan, planContext, planLines } from './records'
import { assertPlanStep, takePlanStep } from './step'

const setLine = (
  tx: Tx,
  tenantId: string,
  lineId: string,
  values: Pick<typeof tracePlanLine.$inferInsert, 'state' | 'removalReason'>,
) =>
  tx
    .update(tracePlanLine)
    .set(values)
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.id, lineId)))

/**
 * The author asks, with a reason, to take a device still to be traced off a plan in progress: the plan waits
 * for an auditor's word on it (25).
 */
export async function requestRemoval(
  tx: Tx,
  auth: AuthContext,
  input: PlanRemovalRequest,
  now: Date,
): Promise<PlanAnswer> {
  const plan = await findPlan(tx, auth.tenantId, input.id, true)
  const lines = await planLines(tx, auth.tenantId, plan.id)
  const { actor, ctx } = await planContext(tx, auth, plan, lines, { reason: input.reason })
  assertPlanStep(plan, 'requestRemoval', ctx)
  const line = lines.find((candidate) => candidate.id === input.lineId)
  if (!line) throw planProblem('plan.lineUnknown', { field: 'lineId' })
  if (line.state !== PLAN_LINE_STATE.planned) throw planProblem('plan.lineNotPlanned', { field: 'lineId' })
  await takePlanStep(tx, { tenantId: auth.tenantId, plan, action: 'requestRemoval', ctx, actor, now })
  await setLine(tx, auth.tenantId, line.id, {
    state: PLAN_LINE_STATE.removalPending,
    removalReason: input.reason?.trim().slice(0, 500) ?? null,
  })
  return planDetail(tx, auth, plan.id)
}

/**
 * An auditor's word on the removal asked: approved, the device is off the plan (free for another); rejected
 * (with a reason), it is to be traced again. Either way the plan is back in progress.
 */
export async function auditRemoval(
  tx: Tx,
  auth: AuthContext,
  input: PlanRemovalAudit,
  now: Date,
): Promise<PlanAnswer> {
  const plan = await findPlan(tx, auth.tenantId, input.id, true)
  const lines = await planLines(tx, auth.tenantId, plan.id)
  const { actor, ctx } = await planContext(tx, auth, plan, lines, { reason: input.reason })
  const action = input.verdict === 'approve' ? 'approveRemoval' : 'rejectRemoval'
  await takePlanStep(tx, { tenantId: auth.tenantId, plan, action, ctx, actor, now })
  for (const line of lines.filter((candidate) => candidate.state === PLAN_LINE_STATE.removalPending))
    await setLine(
      tx,
      auth.tenantId,
      line.id,
      input.verdict === 'approve'
        ? { state: PLAN_LINE_STATE.removed }
        : { state: PLAN_LINE_STATE.planned, removalReason: null },
    )
  return planDetail(tx, auth, plan.id)
}
