import { and, asc, desc, eq } from 'drizzle-orm'
import { CONTRACT_STATUS, contractRefusal, isPercentText, itemCharge } from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { parseDecimalText } from '@/domain/money/amount'
import { OBJECT_STATE } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { contract, labOrder, orderSample, testItem } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import { dictNames } from '../../charges/service'
import { contractProblem } from '../contracts/problems'
import { assertContractTakesOrder } from '../contracts/terms'
import { refreshContractUsed } from '../contracts/usage'
import { repriceOrderItems } from './item-price'
import { refreshOrderTotal } from './order-total'

const contractColumns = {
  id: contract.id,
  code: contract.code,
  name: contract.name,
  kind: contract.kind,
  discountPercent: contract.discountPercent,
  validFrom: contract.validFrom,
  validUntil: contract.validUntil,
  ceiling: contract.ceiling,
  used: contract.used,
  status: contract.status,
}

async function orderOf(tx: Tx, tenantId: string, orderId: string, lock = false) {
  const query = tx
    .select({
      id: labOrder.id,
      orderNo: labOrder.orderNo,
      customerId: labOrder.customerId,
      objectState: labOrder.objectState,
      contractId: labOrder.contractId,
      total: labOrder.total,
    })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId), eq(labOrder.isDeleted, false)))
  const [order] = lock ? await query.for('update') : await query
  if (!order) throw notFound()
  return order
}

/** An order's charges may change while its bill is open (not settled yet). */
const assertOpen = (order: { objectState: number }) => {
  if (order.objectState >= OBJECT_STATE.settled) throw contractProblem('charge.billClosed', {}, 409)
}

/**
 * An order's charges as the bill dialog edits them: the contract it names, the customer's contracts it could
 * name instead (with why one may not take it today), and each item's price, where it came from, its standard
 * price and its reduction.
 */
export async function orderCharges(tx: Tx, tenantId: string, orderId: string, now: Date) {
  const order = await orderOf(tx, tenantId, orderId)
  const today = labDayOf(now)
  const [named] = order.contractId
    ? await tx
        .select(contractColumns)
        .from(contract)
        .where(and(eq(contract.tenantId, tenantId), eq(contract.id, order.contractId)))
    : []
  const choices = order.customerId
    ? await tx
        .select(contractColumns)
        .from(contract)
        .where(
          and(
            eq(contract.tenantId, tenantId),
            eq(contract.customerId, order.customerId),
            eq(contract.isDeleted, false),
            eq(contract.status, CONTRACT_STATUS.inForce),
          ),
        )
        .orderBy(desc(contract.validUntil))
    : []
  const items = await tx
    .select({
      id: testItem.id,
      name: testItem.name,
      sampleName: orderSample.name,
      state: testItem.state,
      inspectionType: testItem.inspectionType,
      taxon: testItem.taxon,
      standardPrice: testItem.standardPrice,
      unitPrice: testItem.unitPrice,
      priceBasis: testItem.priceBasis,
      quantity: testItem.quantity,
      reductionType: testItem.reductionType,
      reductionPercent: testItem.reductionPercent,
      reduction: testItem.reduction,
      amount: testItem.amount,
    })
    .from(testItem)
    .innerJoin(
      orderSample,
      and(eq(orderSample.tenantId, testItem.tenantId), eq(orderSample.id, testItem.sampleId)),
    )
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.orderId, orderId), eq(testItem.isDeleted, false)))
    .orderBy(asc(orderSample.sort), asc(testItem.sort))
  return {
    orderId: order.id,
    objectState: order.objectState,
    open: order.objectState < OBJECT_STATE.settled,
    total: order.total,
    contract: named ?? null,
    choices: choices.map((choice) => ({ ...choice, refusal: contractRefusal(choice, today) })),
    items,
  }
}

/**
 * Names a contract on an order, or none, while its bill is open: the contract must be the customer's and take
 * new orders today. Every live item is priced again by it (from the standard price each was priced with), the
 * order's total and both contracts' used amounts follow.
 */
export async function setOrderContract(
  tx: Tx,
  tenantId: string,
  input: { orderId: string; contractId: string | null },
  now: Date,
) {
  const order = await orderOf(tx, tenantId, input.orderId, true)
  assertOpen(order)
  if (input.contractId === order.contractId) return orderCharges(tx, tenantId, order.id, now)
  if (input.contractId)
    await assertContractTakesOrder(tx, tenantId, input.contractId, order.customerId, labDayOf(now))
  await tx
    .update(labOrder)
    .set({ contractId: input.contractId })
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, order.id)))
  await repriceOrderItems(tx, tenantId, order.id)
  await refreshOrderTotal(tx, tenantId, order.id)
  if (order.contractId) await refreshContractUsed(tx, tenantId, order.contractId)
  return orderCharges(tx, tenantId, order.id, now)
}

const zeroPercent = (text: string | null | undefined) =>
  !text || text.trim() === '' || parseDecimalText(text)?.coefficient === 0n

/**
 * Sets an item's reduction (reduction_type and the percentage of its charge waived) while its bill is open;
 * a blank or zero percentage clears it. The item's amount and the order's total follow.
 */
export async function setItemReduction(
  tx: Tx,
  tenantId: string,
  input: { orderId: string; itemId: string; reductionType?: string | null; reductionPercent?: string | null },
  now: Date,
) {
  const order = await orderOf(tx, tenantId, input.orderId, true)
  assertOpen(order)
  const [item] = await tx
    .select({
      id: testItem.id,
      unitPrice: testItem.unitPrice,
      quantity: testItem.quantity,
      state: testItem.state,
    })
    .from(testItem)
    .where(
      and(
        eq(testItem.tenantId, tenantId),
        eq(testItem.id, input.itemId),
        eq(testItem.orderId, order.id),
        eq(testItem.isDeleted, false),
      ),
    )
  if (!item) throw notFound()
  if (item.state === 0) throw contractProblem('charge.itemCancelled', { field: 'itemId' }, 409)
  const clear = zeroPercent(input.reductionPercent)
  const percent = clear ? null : (input.reductionPercent ?? '').trim()
  if (percent !== null && !isPercentText(percent))
    throw contractProblem('charge.reductionPercent', { field: 'reductionPercent' })
  const kind = clear ? null : input.reductionType?.trim() || null
  if (percent !== null && !kind)
    throw contractProblem('charge.reductionTypeRequired', { field: 'reductionType' })
  if (kind && !(await dictNames(tx, tenantId, 'reduction_type', 'zh')).has(kind))
    throw contractProblem('billing.dictionaryValue', { field: 'reductionType' })
  const charge = itemCharge(item.unitPrice, item.quantity, percent)
  await tx
    .update(testItem)
    .set({
      reductionType: kind,
      reductionPercent: percent,
      reduction: charge.reduction,
      amount: charge.amount,
    })
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, item.id)))
  await refreshOrderTotal(tx, tenantId, order.id)
  return orderCharges(tx, tenantId, order.id, now)
}
