import { and, asc, eq } from 'drizzle-orm'
import { planActions } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { auditTrail } from '../../lab-workflow/audit'
import type { PlanAnswer } from './answers'
import { findPlan, planContext, planLines } from './records'

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString())

/**
 * One plan as its screen shows it: the plan, its lines with their devices, the plans it was split from or
 * into, the steps the caller may take now and its audit trail.
 */
export async function planDetail(tx: Tx, auth: AuthContext, id: string): Promise<PlanAnswer> {
  const { tenantId } = auth
  const plan = await findPlan(tx, tenantId, id)
  const lines = await planLines(tx, tenantId, id)
  const { ctx } = await planContext(tx, auth, plan, lines)
  const link = { id: tracePlan.id, code: tracePlan.code }
  const [splitFrom] = plan.splitFrom
    ? await tx
        .select(link)
        .from(tracePlan)
        .where(and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.id, plan.splitFrom)))
    : []
  const splits = await tx
    .select(link)
    .from(tracePlan)
    .where(and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.splitFrom, id), eq(tracePlan.isDeleted, false)))
    .orderBy(asc(tracePlan.code))
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
    status: plan.status,
    authorId: plan.authorId,
    authorName: plan.authorName,
    auditorId: plan.auditorId,
    auditorName: plan.auditorName,
    auditedAt: iso(plan.auditedAt),
    auditRemark: plan.auditRemark,
    remark: plan.remark,
    splitFrom: splitFrom ?? null,
    splits,
    createTime: new Date(plan.createTime).toISOString(),
    updateTime: new Date(plan.updateTime).toISOString(),
    lines,
    actions: planActions(plan.status, ctx),
    audit: await auditTrail(tx, tenantId, 'trace_plan', id),
  }
}
