import { and, asc, eq } from 'drizzle-orm'
import { lineIsOpen, PLAN_LINE_STATE, type PlanContext, type PlanStatus } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { standardDevice, tracePlan, tracePlanLine } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import { hasPermissionIn, type AuthContext } from '../../../plugins/access'
import { actorOf, type Actor } from '../../lab-workflow/transition'

/** Auditing a plan someone else made, and the removals asked on it. */
export const PLAN_AUDIT_PERMISSION = 'trace_plan_audit'

export type PlanRecord = Omit<typeof tracePlan.$inferSelect, 'status'> & { status: PlanStatus }

export const livePlan = (tenantId: string, id: string) =>
  and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.id, id), eq(tracePlan.isDeleted, false))

/** A live plan of the lab (404 otherwise), locked for the change about to be made when `lock`. */
export async function findPlan(tx: Tx, tenantId: string, id: string, lock = false): Promise<PlanRecord> {
  const query = tx.select().from(tracePlan).where(livePlan(tenantId, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return { ...row, status: row.status as PlanStatus }
}

/** A plan's lines with what the plan's screen shows of their devices, by planned date. */
export async function planLines(tx: Tx, tenantId: string, planId: string) {
  return tx
    .select({
      id: tracePlanLine.id,
      deviceId: tracePlanLine.deviceId,
      deviceName: standardDevice.name,
      deviceModel: standardDevice.model,
      deviceSerialNo: standardDevice.serialNo,
      deviceValidUntil: standardDevice.validUntil,
      deviceStatus: standardDevice.status,
      plannedDate: tracePlanLine.plannedDate,
      checkWay: tracePlanLine.checkWay,
      agency: tracePlanLine.agency,
      state: tracePlanLine.state,
      removalReason: tracePlanLine.removalReason,
      resultId: tracePlanLine.resultId,
    })
    .from(tracePlanLine)
    .innerJoin(
      standardDevice,
      and(eq(standardDevice.tenantId, tracePlanLine.tenantId), eq(standardDevice.id, tracePlanLine.deviceId)),
    )
    .where(and(eq(tracePlanLine.tenantId, tenantId), eq(tracePlanLine.planId, planId)))
    .orderBy(asc(tracePlanLine.plannedDate), asc(standardDevice.name), asc(tracePlanLine.id))
}

export type PlanLineRow = Awaited<ReturnType<typeof planLines>>[number]

/** Who acts on a plan and the facts of its rules: author, audit grant, its lines. */
export async function planContext(
  tx: Tx,
  auth: AuthContext,
  plan: PlanRecord,
  lines: readonly Pick<PlanLineRow, 'state'>[],
  asked: { reason?: string | null | undefined; sentBackCount?: number } = {},
): Promise<{ actor: Actor; ctx: PlanContext }> {
  const actor = await actorOf(tx, auth)
  const ctx: PlanContext = {
    userId: auth.userId,
    isManager: actor.isManager,
    reason: asked.reason ?? null,
    authorId: plan.authorId,
    mayAudit: await hasPermissionIn(tx, auth, PLAN_AUDIT_PERMISSION),
    lineCount: lines.filter((line) => line.state !== PLAN_LINE_STATE.removed).length,
    openLineCount: lines.filter((line) => lineIsOpen(line.state)).length,
    sentBackCount: asked.sentBackCount ?? 0,
  }
  return { actor, ctx }
}
