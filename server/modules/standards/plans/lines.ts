import { and, eq } from 'drizzle-orm'
import {
  PLAN_LINE_STATE,
  PLAN_STATUS,
  lineIsOpen,
  type PlanContext,
  type PlanStatus,
} from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan, tracePlanLine, traceResult } from '../../../db/schema'
import { staffNameOf } from '../../shared/staff'
import { planProblem } from './problems'
import { takePlanStep } from './step'

/** Where a device may be traced against its line: a plan under way (a removal of another line may be asked). */
const TRACEABLE: readonly PlanStatus[] = [PLAN_STATUS.inProgress, PLAN_STATUS.removalAudit]

/**
 * A trace result recorded against a plan's line: the line is traced (naming the result), and when it was the
 * plan's last open line the plan completes by itself (20), its trail naming whoever recorded the result.
 * Call it in the transaction that records the result, once the result row is written: it names the device
 * and who recorded it (`recordedBy` when given). Refuses (400) a line that is not on a plan in progress, one
 * already traced, one removed or whose removal is being audited, and a result of another device.
 */
export async function markPlanLineTraced(
  tx: Tx,
  tenantId: string,
  lineId: string,
  resultId: string,
  recordedBy?: string,
): Promise<{ planId: string; status: PlanStatus }> {
  const [line] = await tx
    .select()
    .from(tracePlanLine)
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.id, lineId)))
    .for('update')
  if (!line) throw planProblem('plan.lineUnknown', { field: 'planLineId' })
  const [row] = await tx
    .select()
    .from(tracePlan)
    .where(and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.id, line.planId)))
    .for('update')
  const plan = row ? { ...row, status: row.status as PlanStatus } : null
  if (line.state === PLAN_LINE_STATE.traced) throw planProblem('plan.lineTraced', { field: 'planLineId' })
  if (!plan || plan.isDeleted || !TRACEABLE.includes(plan.status))
    throw planProblem('plan.traceNotInProgress', { field: 'planLineId' })
  if (line.state !== PLAN_LINE_STATE.planned) throw planProblem('plan.lineNotOpen', { field: 'planLineId' })
  const [result] = await tx
    .select({ deviceId: traceResult.deviceId, by: traceResult.recordedBy, name: traceResult.recordedByName })
    .from(traceResult)
    .where(and(eq(traceResult.tenantId, tenantId), eq(traceResult.id, resultId)))
  if (!result || result.deviceId !== line.deviceId) throw planProblem('plan.resultMismatch')

  await tx
    .update(tracePlanLine)
    .set({ state: PLAN_LINE_STATE.traced, resultId })
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.id, lineId)))
  const lines = await tx
    .select({ state: tracePlanLine.state })
    .from(tracePlanLine)
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.planId, plan.id)))
  if (plan.status !== PLAN_STATUS.inProgress || lines.some((other) => lineIsOpen(other.state)))
    return { planId: plan.id, status: plan.status }

  const userId = recordedBy ?? result.by
  const actor = {
    userId,
    userName: (userId === result.by ? result.name : null) ?? (await staffNameOf(tx, tenantId, userId)),
    isManager: false,
  }
  const ctx: PlanContext = {
    userId: actor.userId,
    isManager: false,
    authorId: plan.authorId,
    mayAudit: false,
    lineCount: lines.filter((other) => other.state !== PLAN_LINE_STATE.removed).length,
    openLineCount: 0,
    sentBackCount: 0,
  }
  const status = await takePlanStep(tx, {
    tenantId,
    plan,
    action: 'autoComplete',
    ctx,
    actor,
    now: new Date(),
  })
  return { planId: plan.id, status }
}
