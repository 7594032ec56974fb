import {
  decidePlan,
  planMachine,
  type PlanAction,
  type PlanContext,
  type PlanStatus,
} from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan } from '../../../db/schema'
import { applyTransition, writeIfStill, type Actor } from '../../lab-workflow/transition'
import { planProblem } from './problems'
import type { PlanRecord } from './records'

/** Refuses a step the plan's machine and rules do not allow now (with the rule's own message). */
export function assertPlanStep(plan: PlanRecord, action: PlanAction, ctx: PlanContext): PlanStatus {
  const decision = decidePlan(plan.status, action, ctx)
  if (!decision.ok) throw planProblem(decision.refusal)
  return decision.to
}

type PlanChange = Partial<
  Pick<typeof tracePlan.$inferInsert, 'auditorId' | 'auditorName' | 'auditedAt' | 'auditRemark' | 'isDeleted'>
>

/**
 * Takes one step of a plan: checked against its rules, then written only if the plan is still in the state it
 * was read in (409 otherwise), with its row of the audit trail, in the caller's transaction.
 */
export async function takePlanStep(
  tx: Tx,
  step: {
    tenantId: string
    plan: PlanRecord
    action: PlanAction
    ctx: PlanContext
    actor: Actor
    now: Date
    change?: PlanChange
  },
): Promise<PlanStatus> {
  const { tenantId, plan, action, ctx, actor, now } = step
  assertPlanStep(plan, action, ctx)
  return applyTransition(tx, {
    tenantId,
    machine: planMachine,
    entityId: plan.id,
    from: plan.status,
    action,
    ctx,
    actor,
    write: (to) =>
      writeIfStill(
        tx,
        tracePlan,
        tracePlan.status,
        { tenantId, id: plan.id, from: plan.status },
        { ...step.change, status: to, updateUser: actor.userId, updateTime: now },
      ),
  })
}
