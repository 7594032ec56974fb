import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  ORDER_STATUS,
  allowedActions,
  orderMachine,
  type OrderAction,
  type OrderState,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { labOrder, orderSample, testItem } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { auditTrail } from './audit'
import { orderContext, type OrderRow } from './order-context'
import { linkCustomerRecords } from './order-customer'
import { openReports } from './report'
import { followSettlement } from './settlement'
import { applyTransition, writeIfStill, type Actor } from './transition'
import { chargeOfNewItem } from '../billing/charges/item-price'
import { refreshOrderTotal } from '../billing/charges/order-total'

async function lockedOrder(tx: Tx, tenantId: string, orderId: string): Promise<OrderRow> {
  const [order] = await tx
    .select({ id: labOrder.id, status: labOrder.status, customerId: labOrder.customerId })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId), eq(labOrder.isDeleted, false)))
    // Its samples and items are read next to decide: nobody changes the order meanwhile.
    .for('update')
  if (!order) throw notFound()
  return order
}

export async function transitionOrder(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: { id: string; action: string; reason?: string | null },
): Promise<OrderState> {
  let order = await lockedOrder(tx, tenantId, input.id)
  if (input.action === 'submit' && order.status === ORDER_STATUS.registered) {
    await linkCustomerRecords(tx, tenantId, actor, order.id)
    order = await lockedOrder(tx, tenantId, input.id)
  }
  const ctx = await orderContext(tx, tenantId, order, actor, input.reason)
  const status = await applyTransition(tx, {
    tenantId,
    machine: orderMachine,
    entityId: order.id,
    from: order.status,
    action: input.action,
    ctx,
    actor,
    write: (to) =>
      writeIfStill(
        tx,
        labOrder,
        labOrder.status,
        { tenantId, id: order.id, from: order.status },
        { status: to, updateUser: actor.userId, updateTime: sql`now()` },
      ),
  })
  // Released: each sample's report waits for its items.
  if (status === ORDER_STATUS.testing) await openReports(tx, tenantId, actor, order.id)
  await followSettlement(tx, tenantId, order.id)
  return status
}

/** The order's state, the actions the user may take now (the buttons) and its audit trail. */
export async function orderWorkflow(tx: Tx, tenantId: string, actor: Actor, orderId: string) {
  const [order] = await tx
    .select({ id: labOrder.id, status: labOrder.status, customerId: labOrder.customerId })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId), eq(labOrder.isDeleted, false)))
  if (!order) throw notFound()
  const ctx = await orderContext(tx, tenantId, order, actor)
  return {
    status: order.status,
    actions: allowedActions(orderMachine, order.status, ctx) as OrderAction[],
    audit: await auditTrail(tx, tenantId, 'order', order.id),
  }
}

/**
 * Adds a test item to a sample while its order is still being registered or reviewed (50/100 … reception
 * decides what is tested); later the lab changes items through their own machine.
 */
export async function addTestItem(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: { sampleId: string; name: string; abilityCode: string; inspectionType?: string | null },
): Promise<{ id: string }> {
  const [sample] = await tx
    .select({
      id: orderSample.id,
      orderId: orderSample.orderId,
      status: orderSample.status,
      inspectionType: orderSample.inspectionType,
      name: orderSample.name,
      model: orderSample.model,
      quantity: orderSample.quantity,
    })
    .from(orderSample)
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.id, input.sampleId),
        eq(orderSample.isDeleted, false),
      ),
    )
  if (!sample) throw notFound()
  const order = await lockedOrder(tx, tenantId, sample.orderId)
  if (order.status !== ORDER_STATUS.registered && order.status !== ORDER_STATUS.pendingAudit)
    throw new AppError(409, 'domain.message', {
      message: {
        zh: '委托单已审核，不能再添加检测项目',
        en: 'The order has passed review: no more test items',
      },
    })
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(testItem)
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.sampleId, sample.id)))) as [{ n: number }]
  const id = uuidv7()
  const inspectionType = input.inspectionType ?? sample.inspectionType?.slice(0, 8) ?? null
  await tx.insert(testItem).values({
    tenantId,
    id,
    orderId: sample.orderId,
    sampleId: sample.id,
    name: input.name,
    abilityCode: input.abilityCode,
    inspectionType,
    ...(await chargeOfNewItem(tx, tenantId, sample, inspectionType)),
    sort: n,
    createUser: actor.userId,
    updateUser: actor.userId,
  })
  await refreshOrderTotal(tx, tenantId, sample.orderId)
  return { id }
}
