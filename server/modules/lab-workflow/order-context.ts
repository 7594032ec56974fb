import { and, eq } from 'drizzle-orm'
import { SAMPLE_STATE, type ItemState, type OrderContext, type ReportState } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { labReport, orderSample, testItem } from '../../db/schema'
import type { Actor } from './transition'

export type OrderRow = { id: string; status: number; customerId: string | null }

/** What the order machine needs to know about an order: its customer, samples, items and reports. */
export async function orderContext(
  tx: Tx,
  tenantId: string,
  order: OrderRow,
  actor: Actor,
  reason?: string | null,
) {
  const samples = await tx
    .select({ id: orderSample.id, status: orderSample.status })
    .from(orderSample)
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.orderId, order.id),
        eq(orderSample.isDeleted, false),
      ),
    )
  const items = await tx
    .select({ sampleId: testItem.sampleId, state: testItem.state })
    .from(testItem)
    .where(
      and(eq(testItem.tenantId, tenantId), eq(testItem.orderId, order.id), eq(testItem.isDeleted, false)),
    )
  const reports = await tx
    .select({ state: labReport.state })
    .from(labReport)
    .where(
      and(eq(labReport.tenantId, tenantId), eq(labReport.orderId, order.id), eq(labReport.isDeleted, false)),
    )
  const live = samples.filter((sample) => sample.status !== SAMPLE_STATE.abandoned)
  const ctx: OrderContext = {
    userId: actor.userId,
    isManager: actor.isManager,
    reason: reason ?? null,
    hasCustomer: order.customerId !== null,
    sampleItemCounts: live.map(
      (sample) => items.filter((item) => item.sampleId === sample.id && item.state !== 0).length,
    ),
    itemStates: items.map((item) => item.state as ItemState),
    reportStates: reports.map((report) => report.state as ReportState),
  }
  return ctx
}
