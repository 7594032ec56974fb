import { and, asc, eq, inArray, lte, ne, notExists, notInArray, sql } from 'drizzle-orm'
import { DEVICE_STATE } from '@/domain/standards/validity'
import { PLAN_CLOSED, PLAN_LINE_STATE } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { standardDevice, tracePlan, tracePlanLine } from '../../../db/schema'
import { planProblem } from './problems'

/*
 * Which devices a plan may take: live ones not scrapped, and not held by another plan. A plan holds its
 * devices until it is completed or cancelled (or removed as a draft); a line removed from it frees its device.
 */

/** The lines of live plans, other than `exceptPlan`, that hold their device. */
const holdingLines = (tenantId: string, exceptPlan: string | null) =>
  and(
    eq(tracePlanLine.tenantId, tenantId),
    ne(tracePlanLine.state, PLAN_LINE_STATE.removed),
    eq(tracePlan.isDeleted, false),
    notInArray(tracePlan.status, [...PLAN_CLOSED]),
    exceptPlan ? ne(tracePlan.id, exceptPlan) : undefined,
  )

const planOfLine = and(eq(tracePlan.tenantId, tracePlanLine.tenantId), eq(tracePlan.id, tracePlanLine.planId))

const usable = (tenantId: string) =>
  and(
    eq(standardDevice.tenantId, tenantId),
    eq(standardDevice.isDeleted, false),
    ne(standardDevice.status, DEVICE_STATE.scrapped),
  )

/**
 * The devices a plan for a period proposes: every usable one due on or before the period's end (overdue ones
 * too) that no other plan holds, the soonest due first.
 */
export async function dueDevices(tx: Tx, tenantId: string, periodEnd: string) {
  return tx
    .select({
      id: standardDevice.id,
      validUntil: standardDevice.validUntil,
      checkWay: standardDevice.checkWay,
    })
    .from(standardDevice)
    .where(
      and(
        usable(tenantId),
        lte(standardDevice.validUntil, periodEnd),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tracePlanLine)
            .innerJoin(tracePlan, planOfLine)
            .where(and(holdingLines(tenantId, null), eq(tracePlanLine.deviceId, standardDevice.id))),
        ),
      ),
    )
    .orderBy(asc(standardDevice.validUntil), asc(standardDevice.name), asc(standardDevice.id))
}

/**
 * Refuses devices a plan may not take (naming the first line concerned): unknown or scrapped, or held by
 * another plan.
 */
export async function assertDevicesFree(
  tx: Tx,
  tenantId: string,
  planId: string,
  deviceIds: readonly string[],
): Promise<void> {
  if (deviceIds.length === 0) return
  const found = await tx
    .select({ id: standardDevice.id })
    .from(standardDevice)
    .where(and(usable(tenantId), inArray(standardDevice.id, [...deviceIds])))
  const known = new Set(found.map((row) => row.id))
  const unknown = deviceIds.findIndex((id) => !known.has(id))
  if (unknown >= 0) throw planProblem('plan.deviceUnknown', { line: unknown, field: 'deviceId' })
  const held = await tx
    .select({ deviceId: tracePlanLine.deviceId })
    .from(tracePlanLine)
    .innerJoin(tracePlan, planOfLine)
    .where(and(holdingLines(tenantId, planId), inArray(tracePlanLine.deviceId, [...deviceIds])))
  const taken = new Set(held.map((row) => row.deviceId))
  const first = deviceIds.findIndex((id) => taken.has(id))
  if (first >= 0) throw planProblem('plan.deviceOnOtherPlan', { line: first, field: 'deviceId' })
}
