import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { PLAN_EDITABLE, PLAN_LINE_STATE } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan, tracePlanLine } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import type { PlanAnswer } from './answers'
import { planDetail } from './detail'
import { assertDevicesFree } from './devices'
import type { PlanSubmission } from './input'
import { planProblem } from './problems'
import { findPlan, planContext, planLines, type PlanRecord } from './records'
import { assertPlanStep } from './step'

const blankToNull = (text: string | null | undefined) => text?.trim() || null

/** The plan's period in order, each device once, each line within the period and its own. */
function assertLines(input: PlanSubmission, keptIds: ReadonlySet<string>) {
  if (input.periodEnd < input.periodStart) throw planProblem('plan.periodOrder', { field: 'periodEnd' })
  const seen = new Set<string>()
  input.lines.forEach((line, index) => {
    if (line.id && !keptIds.has(line.id)) throw planProblem('plan.lineUnknown', { line: index })
    if (seen.has(line.deviceId)) throw planProblem('plan.deviceTwice', { line: index, field: 'deviceId' })
    seen.add(line.deviceId)
    if (line.plannedDate < input.periodStart || line.plannedDate > input.periodEnd)
      throw planProblem('plan.plannedOutsidePeriod', { line: index, field: 'plannedDate' })
  })
}

/** The plan's header and lines written as the author sent them, if it is still in the state it was read in. */
async function writePlan(tx: Tx, auth: AuthContext, plan: PlanRecord, input: PlanSubmission, now: Date) {
  const { tenantId, userId } = auth
  const updated = await tx
    .update(tracePlan)
    .set({
      name: input.name,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      remark: blankToNull(input.remark),
      updateUser: userId,
      updateTime: now,
    })
    .where(
      and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.id, plan.id), eq(tracePlan.status, plan.status)),
    )
    .returning({ id: tracePlan.id })
  if (updated.length !== 1) throw planProblem('workflow.notAllowed')
  // Every line of a plan its author may change is still only planned: they are written afresh, keeping ids.
  await tx
    .delete(tracePlanLine)
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.planId, plan.id)))
  if (input.lines.length > 0)
    await tx.insert(tracePlanLine).values(
      input.lines.map((line) => ({
        tenantId,
        id: line.id ?? uuidv7(),
        planId: plan.id,
        deviceId: line.deviceId,
        plannedDate: line.plannedDate,
        checkWay: line.checkWay ?? null,
        agency: blankToNull(line.agency),
        state: PLAN_LINE_STATE.planned,
        createTime: now,
      })),
    )
}

/**
 * Saves the author's changes of a draft, a plan failed at audit or one split off at audit: its name, period,
 * remark and lines (a device added, a line removed, a planned date, a way or an agency changed).
 */
export async function submitPlan(
  tx: Tx,
  auth: AuthContext,
  input: PlanSubmission,
  now: Date,
): Promise<PlanAnswer> {
  const plan = await findPlan(tx, auth.tenantId, input.id, true)
  if (!PLAN_EDITABLE.includes(plan.status)) throw planProblem('plan.notEditable', {}, 409)
  const lines = await planLines(tx, auth.tenantId, plan.id)
  const { ctx } = await planContext(tx, auth, plan, lines)
  assertPlanStep(plan, 'edit', ctx)
  assertLines(input, new Set(lines.map((line) => line.id)))
  await assertDevicesFree(
    tx,
    auth.tenantId,
    plan.id,
    input.lines.map((line) => line.deviceId),
  )
  await writePlan(tx, auth, plan, input, now)
  return planDetail(tx, auth, plan.id)
}
