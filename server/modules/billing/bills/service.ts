import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { balanceOf, billMachine, paymentProblem, type BillContext } from '@/domain/billing'
import { amountText, decimalOf, sum } from '@/domain/money/amount'
import {
  allowedActions,
  auditEntry,
  decide,
  OBJECT_STATE,
  REFUSALS,
  SAMPLE_SETTLEMENT,
  type ObjectState,
} from '@/domain/workflow'
import { bookIncome, unbookIncome } from '../income/booking'
import type { Tx } from '../../../db/database'
import { labOrder, orderSample, payment, testItem, workflowAudit } from '../../../db/schema'
import { AppError, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../plugins/access'
import { dictNames } from '../../charges/service'
import { auditTrail } from '../../lab-workflow/audit'
import { actorOf, applyTransition, workflowRefusal, type Actor } from '../../lab-workflow/transition'
import { billingProblem } from '../problems'

export type PaymentInput = {
  orderId: string
  amount: string
  chargeType: string
  paidOn: string
  reference?: string | null | undefined
  reason?: string | null | undefined
}

/** A payment's amount: yuan with at most two decimals, negative for a refund. */
const PAYMENT_AMOUNT = /^-?(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/

/** The order as a bill, locked for the transaction: two payments confirmed at once are added one by one. */
async function lockedBill(tx: Tx, tenantId: string, orderId: string) {
  const [bill] = await tx
    .select({
      id: labOrder.id,
      orderNo: labOrder.orderNo,
      customerName: labOrder.enterName,
      objectState: labOrder.objectState,
      total: labOrder.total,
      paid: labOrder.paid,
      wasGuaranteed: labOrder.wasGuaranteed,
      settledAt: labOrder.settledAt,
    })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId), eq(labOrder.isDeleted, false)))
    .for('update')
  if (!bill) throw notFound()
  return bill
}

const contextOf = (
  bill: { total: string; paid: string; wasGuaranteed: boolean },
  actor: Actor,
  reason: string | null,
): BillContext => ({
  userId: actor.userId,
  isManager: actor.isManager,
  reason,
  total: bill.total,
  paid: bill.paid,
  wasGuaranteed: bill.wasGuaranteed,
})

/** A bill with its charged items, its payments, the steps the caller may take and its audit trail. */
export async function billDetail(tx: Tx, auth: AuthContext, orderId: string) {
  const bill = await lockedBill(tx, auth.tenantId, orderId)
  const items = await tx
    .select({
      id: testItem.id,
      name: testItem.name,
      sampleName: orderSample.name,
      state: testItem.state,
      unitPrice: testItem.unitPrice,
      quantity: testItem.quantity,
      amount: testItem.amount,
    })
    .from(testItem)
    .innerJoin(
      orderSample,
      and(eq(orderSample.tenantId, testItem.tenantId), eq(orderSample.id, testItem.sampleId)),
    )
    .where(
      and(eq(testItem.tenantId, auth.tenantId), eq(testItem.orderId, orderId), eq(testItem.isDeleted, false)),
    )
    .orderBy(asc(orderSample.sort), asc(testItem.sort))
  const payments = await tx
    .select({
      id: payment.id,
      amount: payment.amount,
      chargeType: payment.chargeType,
      paidOn: payment.paidOn,
      reference: payment.reference,
      reason: payment.reason,
      recordedBy: payment.createUser,
      confirmedBy: payment.confirmedBy,
    })
    .from(payment)
    .where(
      and(eq(payment.tenantId, auth.tenantId), eq(payment.orderId, orderId), eq(payment.isDeleted, false)),
    )
    .orderBy(asc(payment.createTime), asc(payment.id))
  const actor = await actorOf(tx, auth)
  return {
    ...bill,
    settledAt: bill.settledAt?.toISOString() ?? null,
    balance: amountText(balanceOf(bill.total, bill.paid)),
    items,
    payments,
    actions: allowedActions(billMachine, bill.objectState, contextOf(bill, actor, null)),
    audit: await auditTrail(tx, auth.tenantId, 'bill', orderId),
  }
}

/** Settle (finance confirms the bill; its total is fixed from now on), guarantee (pay later) or unsettle. */
export async function transitionBill(
  tx: Tx,
  auth: AuthContext,
  input: { orderId: string; action: 'settle' | 'guarantee' | 'unsettle'; reason?: string | null | undefined },
  now: Date,
) {
  const bill = await lockedBill(tx, auth.tenantId, input.orderId)
  const actor = await actorOf(tx, auth)
  const to = await moveBill(
    tx,
    auth.tenantId,
    bill,
    input.action,
    contextOf(bill, actor, input.reason ?? null),
    actor,
    now,
  )
  return { objectState: to }
}

/** Audit rows per insert: 11 parameters a row stays far below PostgreSQL's 65,535 a statement. */
const AUDIT_BATCH = 1000

/**
 * Settles many bills in one action, all or none: each is decided by the same machine as a single settle and
 * gets the same audit row. The orders are locked in id order (two batches sharing orders cannot deadlock);
 * the first that may not be settled (by the order asked) refuses the whole batch, naming it. The writes are
 * set-based: one update of the orders, one of their samples, the audit rows in a few inserts.
 */
export async function settleBills(tx: Tx, auth: AuthContext, orderIds: readonly string[], now: Date) {
  const ids = [...new Set(orderIds)]
  if (ids.length === 0) return { settled: 0, total: '0.00' }
  const locked = await tx
    .select({
      id: labOrder.id,
      orderNo: labOrder.orderNo,
      objectState: labOrder.objectState,
      total: labOrder.total,
      paid: labOrder.paid,
      wasGuaranteed: labOrder.wasGuaranteed,
    })
    .from(labOrder)
    .where(
      and(eq(labOrder.tenantId, auth.tenantId), inArray(labOrder.id, ids), eq(labOrder.isDeleted, false)),
    )
    .orderBy(asc(labOrder.id))
    .for('update')
  const byId = new Map(locked.map((bill) => [bill.id, bill]))
  const actor = await actorOf(tx, auth)
  const entries = []
  for (const id of ids) {
    const bill = byId.get(id)
    if (!bill) throw notFound()
    const ctx = contextOf(bill, actor, null)
    const decision = decide(billMachine, bill.objectState, 'settle', ctx)
    if (!decision.ok) throw refusalOf(bill.orderNo, decision.refusal)
    entries.push(
      auditEntry(billMachine, {
        entityId: id,
        action: 'settle',
        from: bill.objectState as ObjectState,
        to: decision.to,
        ctx,
        at: now.toISOString(),
      }),
    )
  }
  const updated = await tx
    .update(labOrder)
    .set({ objectState: OBJECT_STATE.settled, settledAt: now, settledBy: actor.userId })
    .where(
      and(
        eq(labOrder.tenantId, auth.tenantId),
        inArray(labOrder.id, ids),
        eq(labOrder.objectState, OBJECT_STATE.toSettle),
      ),
    )
    .returning({ id: labOrder.id })
  if (updated.length !== ids.length) throw workflowRefusal('workflow.notAllowed')
  await bookIncome(tx, auth.tenantId, ids)
  await tx
    .update(orderSample)
    .set({ settlement: SAMPLE_SETTLEMENT.settling })
    .where(
      and(
        eq(orderSample.tenantId, auth.tenantId),
        inArray(orderSample.orderId, ids),
        eq(orderSample.isDeleted, false),
        ne(orderSample.settlement, SAMPLE_SETTLEMENT.notSettleable),
      ),
    )
  for (let start = 0; start < entries.length; start += AUDIT_BATCH)
    await tx.insert(workflowAudit).values(
      entries.slice(start, start + AUDIT_BATCH).map((entry) => ({
        tenantId: auth.tenantId,
        id: uuidv7(),
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        fromState: entry.from,
        toState: entry.to,
        reason: null,
        userId: actor.userId,
        userName: actor.userName,
        at: now,
      })),
    )
  return { settled: ids.length, total: amountText(sum(locked.map((bill) => decimalOf(bill.total)))) }
}

/** The machine's refusal of one bill of a batch, saying which bill it is. */
function refusalOf(orderNo: string, refusal: Parameters<typeof workflowRefusal>[0]): AppError {
  const { status } = workflowRefusal(refusal)
  const text = REFUSALS[refusal]
  return new AppError(
    status,
    'domain.message',
    {
      message: {
        zh: `委托单${orderNo}不能结算：${text.zh}`,
        en: `Bill ${orderNo} cannot be settled: ${text.en}`,
      },
    },
    { refusal, orderNo },
  )
}

async function moveBill(
  tx: Tx,
  tenantId: string,
  bill: { id: string; objectState: number },
  action: string,
  ctx: BillContext,
  actor: Actor,
  now: Date,
): Promise<ObjectState> {
  return applyTransition(tx, {
    tenantId,
    machine: billMachine,
    entityId: bill.id,
    from: bill.objectState,
    action,
    ctx,
    actor,
    write: async (to) => {
      const updated = await tx
        .update(labOrder)
        .set({
          objectState: to,
          ...(action === 'settle' ? { settledAt: now, settledBy: actor.userId } : {}),
          ...(action === 'unsettle' ? { settledAt: null, settledBy: null, wasGuaranteed: false } : {}),
          ...(to === OBJECT_STATE.guaranteed ? { wasGuaranteed: true } : {}),
        })
        .where(
          and(
            eq(labOrder.tenantId, tenantId),
            eq(labOrder.id, bill.id),
            eq(labOrder.objectState, bill.objectState),
          ),
        )
        .returning({ id: labOrder.id })
      if (updated.length !== 1) return false
      await followSamples(tx, tenantId, bill.id, to)
      if (action === 'settle') await bookIncome(tx, tenantId, [bill.id])
      if (action === 'unsettle') await unbookIncome(tx, tenantId, bill.id)
      return true
    },
  })
}

/**
 * Each sample's sample_settlement follows its bill: settling while the bill is settled or guaranteed, settled
 * once it is paid, settleable again when a settlement is undone. Samples not settleable (rejected) stay so.
 */
async function followSamples(tx: Tx, tenantId: string, orderId: string, state: ObjectState) {
  const settlement =
    state === OBJECT_STATE.paid
      ? SAMPLE_SETTLEMENT.settled
      : state === OBJECT_STATE.toSettle
        ? SAMPLE_SETTLEMENT.settleable
        : SAMPLE_SETTLEMENT.settling
  await tx
    .update(orderSample)
    .set({ settlement })
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.orderId, orderId),
        eq(orderSample.isDeleted, false),
        ne(orderSample.settlement, SAMPLE_SETTLEMENT.notSettleable),
      ),
    )
}

async function assertChargeType(tx: Tx, tenantId: string, chargeType: string) {
  const types = await dictNames(tx, tenantId, 'charge_type', 'zh')
  if (!types.has(chargeType)) throw billingProblem('payment.chargeTypeInvalid', { field: 'chargeType' })
}

/**
 * Records a payment (or a refund, negative, with its reason) on a settled or guaranteed bill. It counts once
 * someone else confirms it; the amount is checked against the bill now and again at confirmation.
 */
export async function recordPayment(tx: Tx, auth: AuthContext, input: PaymentInput, now: Date) {
  const bill = await lockedBill(tx, auth.tenantId, input.orderId)
  if (!PAYMENT_AMOUNT.test(input.amount.trim()))
    throw billingProblem('billing.amountInvalid', { field: 'amount' })
  await assertChargeType(tx, auth.tenantId, input.chargeType)
  const problem = paymentProblem(
    { state: bill.objectState as ObjectState, total: bill.total, paid: bill.paid },
    input,
  )
  if (problem) throw billingProblem(problem, { field: 'amount' })
  const id = uuidv7()
  await tx.insert(payment).values({
    tenantId: auth.tenantId,
    id,
    orderId: bill.id,
    amount: amountText(decimalOf(input.amount.trim())),
    chargeType: input.chargeType,
    paidOn: input.paidOn,
    reference: input.reference ?? null,
    reason: input.reason ?? null,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  })
  return { id }
}

/**
 * Confirms a payment someone else recorded: it now counts towards what the order has paid, and a bill the
 * payments cover is paid (a refund that leaves it short goes back to where it stood).
 */
export async function confirmPayment(tx: Tx, auth: AuthContext, paymentId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(payment)
    .where(and(eq(payment.tenantId, auth.tenantId), eq(payment.id, paymentId), eq(payment.isDeleted, false)))
  if (!row) throw notFound()
  if (row.confirmedBy) throw billingProblem('payment.confirmed', {}, 409)
  if (row.createUser === auth.userId) throw billingProblem('payment.sameAsRecorder', {}, 403)
  const bill = await lockedBill(tx, auth.tenantId, row.orderId)
  const problem = paymentProblem(
    { state: bill.objectState as ObjectState, total: bill.total, paid: bill.paid },
    row,
  )
  if (problem) throw billingProblem(problem, { field: 'amount' })
  await tx
    .update(payment)
    .set({ confirmedBy: auth.userId, confirmedAt: now, updateUser: auth.userId, updateTime: now })
    .where(and(eq(payment.tenantId, auth.tenantId), eq(payment.id, paymentId)))
  const [updated] = await tx
    .update(labOrder)
    .set({ paid: sql`${labOrder.paid} + ${row.amount}::numeric` })
    .where(and(eq(labOrder.tenantId, auth.tenantId), eq(labOrder.id, bill.id)))
    .returning({ paid: labOrder.paid })
  const after = { ...bill, paid: updated?.paid ?? bill.paid }
  const actor = await actorOf(tx, auth)
  const ctx = contextOf(after, actor, row.reason)
  for (const action of ['markPaid', 'markUnpaid'] as const) {
    if (decide(billMachine, after.objectState, action, ctx).ok)
      await moveBill(tx, auth.tenantId, after, action, ctx, actor, now)
  }
  return { paid: after.paid }
}
