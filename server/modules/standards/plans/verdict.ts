import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { PLAN_STATUS } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan, tracePlanLine } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { auditCreation } from '../../lab-workflow/audit'
import type { Actor } from '../../lab-workflow/transition'
import type { PlanAnswer } from './answers'
import { nextPlanCode } from './code'
import { planDetail } from './detail'
import type { PlanAuditInput } from './input'
import { planProblem } from './problems'
import { findPlan, planContext, planLines, type PlanRecord } from './records'
import { takePlanStep } from './step'

type AuditFacts = {
  auditorId: string
  auditorName: string | null
  auditedAt: Date
  auditRemark: string | null
}

/**
 * The lines sent back at a split leave for a new plan of the same author and period, with a code of its own,
 * born in 35 (audit split): hers to edit and send again. Its trail starts with the split and its reason.
 */
async function splitOff(
  tx: Tx,
  tenantId: string,
  plan: PlanRecord,
  lineIds: readonly string[],
  audit: AuditFacts,
  now: Date,
): Promise<void> {
  const id = uuidv7()
  await tx.insert(tracePlan).values({
    tenantId,
    id,
    code: await nextPlanCode(tx, tenantId, now),
    name: plan.name,
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
    status: PLAN_STATUS.auditSplit,
    authorId: plan.authorId,
    authorName: plan.authorName,
    ...audit,
    splitFrom: plan.id,
    remark: plan.remark,
    createUser: audit.auditorId,
    createTime: now,
    updateUser: audit.auditorId,
    updateTime: now,
  })
  await tx
    .update(tracePlanLine)
    .set({ planId: id })
    .where(
      and(
        eq(tracePlanLine.tenantId, tenantId),
        eq(tracePlanLine.planId, plan.id),
        inArray(tracePlanLine.id, [...lineIds]),
      ),
    )
  await auditCreation(tx, tenantId, {
    entity: 'trace_plan',
    entityId: id,
    action: 'split',
    state: PLAN_STATUS.auditSplit,
    userId: audit.auditorId,
    at: now,
    reason: audit.auditRemark,
  })
}

const factsOf = (actor: Actor, reason: string | null | undefined, now: Date): AuditFacts => ({
  auditorId: actor.userId,
  auditorName: actor.userName,
  auditedAt: now,
  auditRemark: reason?.trim().slice(0, 500) || null,
})

/**
 * The audit of a plan sent to it, by someone who may audit plans and is not its author: passed (in
 * progress), failed with a reason (back to its author), or split: the lines ticked are sent back as a new plan
 * and the others go on.
 */
export async function auditPlan(
  tx: Tx,
  auth: AuthContext,
  input: PlanAuditInput,
  now: Date,
): Promise<PlanAnswer> {
  const plan = await findPlan(tx, auth.tenantId, input.id, true)
  const lines = await planLines(tx, auth.tenantId, plan.id)
  const sentBack = input.verdict === 'split' ? [...new Set(input.lineIds ?? [])] : []
  const own = new Set(lines.map((line) => line.id))
  if (sentBack.some((id) => !own.has(id))) throw planProblem('plan.lineUnknown', { field: 'lineIds' })
  const { actor, ctx } = await planContext(tx, auth, plan, lines, {
    reason: input.reason,
    sentBackCount: sentBack.length,
  })
  const facts = factsOf(actor, input.reason, now)
  await takePlanStep(tx, {
    tenantId: auth.tenantId,
    plan,
    action: input.verdict,
    ctx,
    actor,
    now,
    change: facts,
  })
  if (input.verdict === 'split') await splitOff(tx, auth.tenantId, plan, sentBack, facts, now)
  return planDetail(tx, auth, plan.id)
}
