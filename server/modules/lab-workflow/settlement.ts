import { and, eq } from 'drizzle-orm'
import {
  orderObjectState,
  sampleSettlement,
  type ObjectState,
  type OrderState,
  type SampleSettlement,
  type SampleState,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { labOrder, orderSample } from '../../db/schema'
import { refreshOrderTotal } from '../billing/charges/order-total'

/**
 * The settlement states follow the workflow (the charges are a module of their own): after every change of
 * an order or a sample, each sample's sample_settlement and the order's OBJECT_STATE are recomputed by
 * src/domain/workflow/settlement and written where they changed. States the charges set are kept there.
 */
export async function followSettlement(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ status: labOrder.status, objectState: labOrder.objectState })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
  if (!order) return
  await refreshOrderTotal(tx, tenantId, orderId)
  const samples = await tx
    .select({ id: orderSample.id, status: orderSample.status, settlement: orderSample.settlement })
    .from(orderSample)
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.orderId, orderId),
        eq(orderSample.isDeleted, false),
      ),
    )
  const settled = samples.map((sample) => ({
    id: sample.id,
    state: sample.status as SampleState,
    before: sample.settlement,
    settlement: sampleSettlement(
      sample.status as SampleState,
      order.status as OrderState,
      sample.settlement as SampleSettlement,
    ),
  }))
  for (const sample of settled.filter((entry) => entry.settlement !== entry.before))
    await tx
      .update(orderSample)
      .set({ settlement: sample.settlement })
      .where(and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, sample.id)))
  const objectState = orderObjectState(order.status as OrderState, settled, order.objectState as ObjectState)
  if (objectState !== order.objectState)
    await tx
      .update(labOrder)
      .set({ objectState })
      .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
}
