import { and, eq, inArray, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  accountDigits,
  INVOICE_STATE,
  invoiceAmounts,
  invoiceMachine,
  invoiceProblems,
  type InvoiceContext,
} from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { decimalOf } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import { allowedActions } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { invoice, invoiceOrder, labOrder } from '../../../db/schema'
import { AppError } from '../../../http/errors'
import type { AuthContext } from '../../../plugins/access'
import { auditCreation, auditTrail } from '../../lab-workflow/audit'
import type { IssueInput } from './input'
import { invoiceRefusal } from './problems'
import { findInvoice, invoiceOrdersOf, lockedOrders, nextInvoiceCode, numberTaken } from './records'
import { notifyCustomer } from '../../notify/customer'

const orNull = (text: string | null | undefined) => text?.trim() || null

/** One invoice with its orders, what the caller may do with it, its trail, and the invoice it pairs with. */
export async function invoiceDetail(tx: Tx, auth: AuthContext, id: string) {
  const row = await findInvoice(tx, auth.tenantId, id)
  const [reversed] = row.reverses
    ? await tx
        .select({ id: invoice.id, invoiceNo: invoice.invoiceNo })
        .from(invoice)
        .where(and(eq(invoice.tenantId, auth.tenantId), eq(invoice.id, row.reverses)))
    : []
  const [reversedBy] = await tx
    .select({ id: invoice.id, invoiceNo: invoice.invoiceNo })
    .from(invoice)
    .where(and(eq(invoice.tenantId, auth.tenantId), eq(invoice.reverses, id), eq(invoice.isDeleted, false)))
  const ctx: InvoiceContext = { userId: auth.userId, isManager: false, reason: null }
  return {
    id: row.id,
    code: row.code,
    invoiceNo: row.invoiceNo,
    issuedOn: row.issuedOn,
    kind: row.kind,
    customerId: row.customerId,
    buyerName: row.buyerName,
    buyerTaxNo: row.buyerTaxNo,
    buyerAddress: row.buyerAddress,
    buyerPhone: row.buyerPhone,
    buyerBank: row.buyerBank,
    buyerAccount: row.buyerAccount,
    taxRatePercent: row.taxRatePercent,
    total: row.total,
    tax: row.tax,
    net: row.net,
    totalInWords: capitalAmount(decimalOf(row.total)),
    status: row.status,
    reverses: reversed?.id ?? null,
    reversesNo: reversed?.invoiceNo ?? null,
    reversedBy: reversedBy?.id ?? null,
    reversedByNo: reversedBy?.invoiceNo ?? null,
    reason: row.reason,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
    orders: await invoiceOrdersOf(tx, auth.tenantId, id),
    actions: allowedActions(invoiceMachine, row.status, ctx),
    audit: await auditTrail(tx, auth.tenantId, 'invoice', id),
  }
}

/**
 * Records an invoice finance issued in the tax system over settled orders of one customer: checks it as the
 * dialog does (and against the orders as stored and the numbers already recorded), computes its figures from
 * the orders, and marks each order invoiced. Refused input changes nothing.
 */
export async function issueInvoice(tx: Tx, auth: AuthContext, input: IssueInput, now: Date) {
  const { tenantId, userId } = auth
  const orderIds = [...new Set(input.orderIds)]
  const orders = await lockedOrders(tx, tenantId, orderIds)
  const invoiceNo = input.invoiceNo.trim()
  const problems = invoiceProblems(
    { ...input, orderIds },
    {
      orders,
      today: labDayOf(now),
      numberTaken: invoiceNo !== '' && (await numberTaken(tx, tenantId, invoiceNo)),
    },
  )
  if (problems.length > 0) throw invoiceRefusal(problems)
  const customerId = orders[0]!.customerId!
  const rate = input.taxRatePercent.trim()
  const amounts = invoiceAmounts(
    orders.map((order) => order.total),
    rate,
  )
  const id = uuidv7()
  await tx.insert(invoice).values({
    tenantId,
    id,
    code: await nextInvoiceCode(tx, tenantId, now),
    invoiceNo,
    issuedOn: input.issuedOn.trim(),
    kind: input.kind,
    customerId,
    buyerName: input.buyerName.trim(),
    buyerTaxNo: orNull(input.buyerTaxNo)?.toUpperCase() ?? null,
    buyerAddress: orNull(input.buyerAddress),
    buyerPhone: orNull(input.buyerPhone),
    buyerBank: orNull(input.buyerBank),
    buyerAccount: orNull(accountDigits(input.buyerAccount ?? '')),
    taxRatePercent: rate,
    ...amounts,
    status: INVOICE_STATE.issued,
    remark: orNull(input.remark),
    createUser: userId,
    updateUser: userId,
    createTime: now,
    updateTime: now,
  })
  await tx.insert(invoiceOrder).values(
    orders.map((order) => ({
      tenantId,
      id: uuidv7(),
      invoiceId: id,
      orderId: order.id,
      amount: order.total,
    })),
  )
  const marked = await tx
    .update(labOrder)
    .set({ invoiceId: id })
    .where(and(eq(labOrder.tenantId, tenantId), inArray(labOrder.id, orderIds), isNull(labOrder.invoiceId)))
    .returning({ id: labOrder.id })
  // The orders were locked and checked: another invoice cannot have taken one meanwhile.
  if (marked.length !== orderIds.length) throw new AppError(409, 'crud.conflict')
  // The trail starts with who issued it (a red letter adds who voided it, and why).
  await auditCreation(tx, tenantId, {
    entity: 'invoice',
    entityId: id,
    action: 'issue',
    state: INVOICE_STATE.issued,
    userId,
    at: now,
  })
  await notifyCustomer(tx, {
    tenantId,
    customerId,
    event: 'invoice.issued',
    eventId: `invoice.issued:${id}`,
    values: {
      customerName: input.buyerName.trim(),
      invoiceNo,
      amount: amounts.total,
      issuedOn: input.issuedOn.trim(),
    },
    senderId: userId,
  })
  return invoiceDetail(tx, auth, id)
}
