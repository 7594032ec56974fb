import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { INVOICEABLE_STATES } from '@/domain/billing'
import type { Tx } from '../../../db/database'
import { nextDayCode } from '../day-code'
import { crmCustomer, invoice, invoiceOrder, labOrder } from '../../../db/schema'
import { notFound } from '../../../http/errors'

/** Reading invoices and the orders they may cover: the rows the issuing, the red letter and the PDF share. */

export type InvoiceRecord = typeof invoice.$inferSelect

export const liveInvoice = (tenantId: string, id: string) =>
  and(eq(invoice.tenantId, tenantId), eq(invoice.id, id), eq(invoice.isDeleted, false))

export async function findInvoice(
  tx: Tx,
  tenantId: string,
  id: string,
  lock = false,
): Promise<InvoiceRecord> {
  const query = tx.select().from(invoice).where(liveInvoice(tenantId, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

/** Whether a live invoice of the lab already carries this number (the tax system's numbers are unique). */
export async function numberTaken(tx: Tx, tenantId: string, invoiceNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(
      and(eq(invoice.tenantId, tenantId), eq(invoice.invoiceNo, invoiceNo), eq(invoice.isDeleted, false)),
    )
    .limit(1)
  return row !== undefined
}

/** The orders an invoice covers, with the amount invoiced for each, in order number order. */
export async function invoiceOrdersOf(tx: Tx, tenantId: string, invoiceId: string) {
  return tx
    .select({ orderId: invoiceOrder.orderId, orderNo: labOrder.orderNo, amount: invoiceOrder.amount })
    .from(invoiceOrder)
    .innerJoin(
      labOrder,
      and(eq(labOrder.tenantId, invoiceOrder.tenantId), eq(labOrder.id, invoiceOrder.orderId)),
    )
    .where(and(eq(invoiceOrder.tenantId, tenantId), eq(invoiceOrder.invoiceId, invoiceId)))
    .orderBy(asc(labOrder.orderNo))
}

/** The orders chosen for an invoice, locked: two invoices issued at once over one order cannot both pass. */
export async function lockedOrders(tx: Tx, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return []
  return tx
    .select({
      id: labOrder.id,
      orderNo: labOrder.orderNo,
      customerId: labOrder.customerId,
      objectState: labOrder.objectState,
      invoiceId: labOrder.invoiceId,
      total: labOrder.total,
    })
    .from(labOrder)
    .where(
      and(eq(labOrder.tenantId, tenantId), inArray(labOrder.id, [...ids]), eq(labOrder.isDeleted, false)),
    )
    .for('update')
}

/** A customer's settled orders no live invoice covers: what the dialog offers to tick. */
export async function invoiceableOrders(tx: Tx, tenantId: string, customerId: string) {
  const rows = await tx
    .select({
      id: labOrder.id,
      orderNo: labOrder.orderNo,
      customerName: labOrder.enterName,
      objectState: labOrder.objectState,
      total: labOrder.total,
      settledAt: labOrder.settledAt,
    })
    .from(labOrder)
    .where(
      and(
        eq(labOrder.tenantId, tenantId),
        eq(labOrder.customerId, customerId),
        eq(labOrder.isDeleted, false),
        inArray(labOrder.objectState, [...INVOICEABLE_STATES]),
        isNull(labOrder.invoiceId),
      ),
    )
    .orderBy(asc(labOrder.settledAt), asc(labOrder.orderNo))
  return rows.map((row) => ({ ...row, settledAt: row.settledAt?.toISOString() ?? null }))
}

/**
 * The buyer block from the customer's record: her name, credit code, address and telephone. The record has
 * no bank details, so those stay blank for finance to fill in.
 */
export async function buyerOf(tx: Tx, tenantId: string, customerId: string) {
  const [row] = await tx
    .select({
      name: crmCustomer.name,
      socialCreditCode: crmCustomer.socialCreditCode,
      areaCodeName: crmCustomer.areaCodeName,
      address: crmCustomer.address,
      phone: crmCustomer.phone,
    })
    .from(crmCustomer)
    .where(
      and(
        eq(crmCustomer.tenantId, tenantId),
        eq(crmCustomer.id, customerId),
        eq(crmCustomer.isDeleted, false),
      ),
    )
  if (!row) throw notFound()
  // The address names its district already; the region path is only the fallback.
  const address = row.address?.trim() || row.areaCodeName?.replaceAll('/', '') || ''
  return {
    customerId,
    buyerName: row.name,
    buyerTaxNo: row.socialCreditCode?.trim() || null,
    buyerAddress: address ? address.slice(0, 200) : null,
    buyerPhone: row.phone?.trim() || null,
    buyerBank: null,
    buyerAccount: null,
  }
}

/** FP, the lab's day and a serial of the day (FP202611270001): see day-code.ts. */
export async function nextInvoiceCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
  return nextDayCode(tx, tenantId, 'FP', now, async (code) => {
    const [found] = await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(and(eq(invoice.tenantId, tenantId), eq(invoice.code, code)))
      .limit(1)
    return found !== undefined
  })
}
