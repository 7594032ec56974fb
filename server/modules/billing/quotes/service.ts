import { and, asc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { QUOTE_EXAMINE, QUOTE_STATUS, quoteStatusOf } from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { decimalOf } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import { nextDayCode } from '../day-code'
import type { Tx } from '../../../db/database'
import { crmCustomer, quote, quoteLine } from '../../../db/schema'
import { AppError, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../plugins/access'
import { billingProblem } from '../problems'
import type { QuoteInput } from './input'
import { priceQuote, type PricedQuoteLine } from './pricing'

export type QuoteRecord = typeof quote.$inferSelect
export type QuoteDetail = Omit<QuoteRecord, 'createTime' | 'updateTime' | 'reviewedAt'> & {
  createTime: string
  updateTime: string
  reviewedAt: string | null
  totalInWords: string
  lines: (PricedQuoteLine & { id: string; lineNo: number })[]
}

const live = (tenantId: string, id: string) =>
  and(eq(quote.tenantId, tenantId), eq(quote.id, id), eq(quote.isDeleted, false))

export async function findQuote(tx: Tx, tenantId: string, id: string): Promise<QuoteRecord> {
  const [row] = await tx.select().from(quote).where(live(tenantId, id))
  if (!row) throw notFound()
  return row
}

export async function quoteDetail(tx: Tx, tenantId: string, id: string, today: string): Promise<QuoteDetail> {
  const row = await expireIfDue(tx, await findQuote(tx, tenantId, id), today)
  const lines = await tx
    .select()
    .from(quoteLine)
    .where(and(eq(quoteLine.tenantId, tenantId), eq(quoteLine.quoteId, id)))
    .orderBy(asc(quoteLine.lineNo))
  return {
    ...row,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    totalInWords: capitalAmount(decimalOf(row.total)),
    lines: lines.map(({ tenantId: _tenant, quoteId: _quote, ...line }) => line),
  }
}

/**
 * quote_status as the facts say today: a quote past its validity date is marked unusable when it is next
 * read or used, so the list shows it so from then on (the list is the engine's and cannot compute it).
 */
export async function expireIfDue(tx: Tx, row: QuoteRecord, today: string): Promise<QuoteRecord> {
  const status = quoteStatusOf(row, today)
  if (status === row.status) return row
  await tx.update(quote).set({ status }).where(live(row.tenantId, row.id))
  return { ...row, status }
}

/** BJ, the lab's day and a serial of the day (BJ202611270001): see day-code.ts. */
async function nextQuoteCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
  return nextDayCode(tx, tenantId, 'BJ', now, async (code) => {
    const [found] = await tx
      .select({ id: quote.id })
      .from(quote)
      .where(and(eq(quote.tenantId, tenantId), eq(quote.code, code)))
      .limit(1)
    return found !== undefined
  })
}

async function assertCustomer(tx: Tx, tenantId: string, customerId: string | null | undefined) {
  if (!customerId) return
  const [found] = await tx
    .select({ id: crmCustomer.id })
    .from(crmCustomer)
    .where(
      and(
        eq(crmCustomer.tenantId, tenantId),
        eq(crmCustomer.id, customerId),
        eq(crmCustomer.isDeleted, false),
      ),
    )
  if (!found) throw new AppError(400, 'crud.referenceMissing', { field: 'customerId' })
}

/**
 * Creates a quote (no id) or changes one that is still to be submitted; prices it and replaces its lines.
 * Answers the quote as saved.
 */
export async function submitQuote(
  tx: Tx,
  auth: AuthContext,
  input: QuoteInput,
  now: Date,
): Promise<QuoteDetail> {
  const { tenantId, userId } = auth
  const existing = input.id ? await findQuote(tx, tenantId, input.id) : null
  if (existing && existing.examineStatus !== QUOTE_EXAMINE.toSubmit)
    throw billingProblem('quote.notEditable', {}, 409)
  await assertCustomer(tx, tenantId, input.customerId)
  if (input.supersedes) await findQuote(tx, tenantId, input.supersedes)
  const { lines, totals } = await priceQuote(tx, tenantId, input, existing?.id ?? null)
  const id = existing?.id ?? uuidv7()
  const header = {
    customerId: input.customerId ?? null,
    customerName: input.customerName,
    contact: input.contact ?? null,
    phone: input.phone ?? null,
    kind: input.kind,
    validUntil: input.validUntil ?? null,
    supersedes: input.supersedes ?? null,
    wholeDiscountPercent: input.wholeDiscountPercent?.trim() || null,
    discountType: input.discountType ?? null,
    discountReason: input.discountReason ?? null,
    taxRatePercent: input.taxRatePercent,
    taxIncluded: input.taxIncluded,
    remark: input.remark ?? null,
    gross: totals.gross,
    allowances: totals.allowances,
    wholeDiscount: totals.wholeDiscount,
    net: totals.net,
    tax: totals.tax,
    total: totals.total,
    status: quoteStatusOf({ validUntil: input.validUntil ?? null, supersededBy: null }, labDayOf(now)),
    updateUser: userId,
    updateTime: now,
  }
  if (existing) {
    await tx.update(quote).set(header).where(live(tenantId, id))
    await tx.delete(quoteLine).where(and(eq(quoteLine.tenantId, tenantId), eq(quoteLine.quoteId, id)))
  } else {
    await tx.insert(quote).values({
      ...header,
      tenantId,
      id,
      code: await nextQuoteCode(tx, tenantId, now),
      examineStatus: QUOTE_EXAMINE.toSubmit,
      createUser: userId,
      createTime: now,
    })
  }
  await tx.insert(quoteLine).values(
    lines.map((line, index) => ({
      ...line,
      id: line.id ?? uuidv7(),
      tenantId,
      quoteId: id,
      lineNo: index + 1,
    })),
  )
  return quoteDetail(tx, tenantId, id, labDayOf(now))
}

/** Removes quotes still to be submitted (soft delete); one sent for review or reviewed stays on record. */
export async function removeQuotes(tx: Tx, auth: AuthContext, ids: readonly string[], now: Date) {
  for (const id of ids) {
    const row = await findQuote(tx, auth.tenantId, id)
    if (row.examineStatus !== QUOTE_EXAMINE.toSubmit) throw billingProblem('quote.notEditable', {}, 409)
    await tx
      .update(quote)
      .set({ isDeleted: true, updateUser: auth.userId, updateTime: now })
      .where(live(auth.tenantId, id))
  }
}

/** Marks the quote a reviewed revision replaces as unusable. */
export async function supersede(tx: Tx, tenantId: string, replaced: string, by: string) {
  await tx
    .update(quote)
    .set({ supersededBy: by, status: QUOTE_STATUS.unusable, updateTime: sql`now()` })
    .where(live(tenantId, replaced))
}
