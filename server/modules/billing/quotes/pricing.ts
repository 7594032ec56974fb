import { and, eq, inArray } from 'drizzle-orm'
import { priceDocument, pricingProblems, type PricedTotals } from '@/domain/billing'
import { parseDecimalText } from '@/domain/money/amount'
import type { Tx } from '../../../db/database'
import { chargeStandard, quoteLine } from '../../../db/schema'
import { dictNames } from '../../charges/service'
import { billingProblem } from '../problems'
import type { QuoteInput } from './input'

/** A line as it is stored: what was asked for, the prices it was made with, and its computed amounts. */
export type PricedQuoteLine = {
  id: string | null
  chargeStandardId: string | null
  itemName: string
  taxon: string | null
  specification: string | null
  inspectionType: string | null
  unit: string
  quantity: number
  standardPrice: string | null
  unitPrice: string
  discountPercent: string | null
  discountType: string | null
  reductionPercent: string | null
  reductionType: string | null
  amount: string
  discount: string
  reduction: string
  net: string
}

/** No percentage given, or zero: nothing taken off, so no reason asked for. */
const blank = (text: string | null | undefined) =>
  !text || text.trim() === '' || parseDecimalText(text)?.coefficient === 0n

async function assertDictionaryKey(
  tx: Tx,
  tenantId: string,
  dict: string,
  value: string | null | undefined,
  where: { line?: number | null; field: string },
) {
  if (!value) return
  const keys = await dictNames(tx, tenantId, dict, 'zh')
  if (!keys.has(value)) throw billingProblem('billing.dictionaryValue', where)
}

/**
 * Prices a quote's lines (src/domain/billing/quoteTotals.ts) from one source: a line of a charge standard
 * takes the standard's price of today when it is new, and keeps the price it was made with when it was saved
 * before (a change of the standard never changes a quote already made); a line typed by hand has its own.
 */
export async function priceQuote(
  tx: Tx,
  tenantId: string,
  input: QuoteInput,
  quoteId: string | null,
): Promise<{ lines: PricedQuoteLine[]; totals: PricedTotals }> {
  if (input.lines.length === 0) throw billingProblem('billing.linesRequired', { field: 'lines' })
  const standardIds = [...new Set(input.lines.flatMap((line) => line.chargeStandardId ?? []))]
  const standards = new Map(
    standardIds.length === 0
      ? []
      : (
          await tx
            .select({ id: chargeStandard.id, price: chargeStandard.price })
            .from(chargeStandard)
            .where(
              and(
                eq(chargeStandard.tenantId, tenantId),
                inArray(chargeStandard.id, standardIds),
                eq(chargeStandard.isDeleted, false),
              ),
            )
        ).map((row) => [row.id, row.price]),
  )
  const saved = new Map(
    quoteId === null
      ? []
      : (
          await tx
            .select({
              id: quoteLine.id,
              chargeStandardId: quoteLine.chargeStandardId,
              standardPrice: quoteLine.standardPrice,
            })
            .from(quoteLine)
            .where(and(eq(quoteLine.tenantId, tenantId), eq(quoteLine.quoteId, quoteId)))
        ).map((row) => [row.id, row]),
  )

  const resolved = input.lines.map((line, index) => {
    const keep = line.id ? saved.get(line.id) : undefined
    let standardPrice: string | null = null
    if (line.chargeStandardId) {
      standardPrice =
        keep && keep.chargeStandardId === line.chargeStandardId
          ? keep.standardPrice
          : (standards.get(line.chargeStandardId) ?? null)
      if (standardPrice === null)
        throw billingProblem('billing.chargeStandardMissing', { line: index, field: 'chargeStandardId' })
    }
    return { line, standardPrice, unitPrice: standardPrice ?? line.unitPrice ?? '' }
  })

  const document = {
    lines: resolved.map(({ line, unitPrice }) => ({
      unitPrice,
      quantity: line.quantity,
      discountPercent: line.discountPercent ?? null,
      reductionPercent: line.reductionPercent ?? null,
    })),
    wholeDiscountPercent: input.wholeDiscountPercent ?? null,
    taxRatePercent: input.taxRatePercent,
    taxIncluded: input.taxIncluded,
  }
  const [problem] = pricingProblems(document)
  if (problem) throw billingProblem(problem.code, { line: problem.line, field: problem.field })

  for (const [index, { line }] of resolved.entries()) {
    if (!blank(line.discountPercent) && !line.discountType)
      throw billingProblem('billing.discountTypeRequired', { line: index, field: 'discountType' })
    if (!blank(line.reductionPercent) && !line.reductionType)
      throw billingProblem('billing.reductionTypeRequired', { line: index, field: 'reductionType' })
    await assertDictionaryKey(tx, tenantId, 'discount_type', line.discountType, {
      line: index,
      field: 'discountType',
    })
    await assertDictionaryKey(tx, tenantId, 'reduction_type', line.reductionType, {
      line: index,
      field: 'reductionType',
    })
    await assertDictionaryKey(tx, tenantId, 'CHARGE_TAXON', line.taxon, { line: index, field: 'taxon' })
    await assertDictionaryKey(tx, tenantId, 'inspection_type', line.inspectionType, {
      line: index,
      field: 'inspectionType',
    })
  }
  if (!blank(input.wholeDiscountPercent) && !input.discountType)
    throw billingProblem('billing.discountTypeRequired', { field: 'discountType' })
  await assertDictionaryKey(tx, tenantId, 'discount_type', input.discountType, { field: 'discountType' })

  const totals = priceDocument(document)
  const lines = resolved.map(({ line, standardPrice, unitPrice }, index): PricedQuoteLine => {
    const priced = totals.lines[index]!
    return {
      id: keepId(line.id, saved),
      chargeStandardId: line.chargeStandardId ?? null,
      itemName: line.itemName,
      taxon: line.taxon ?? null,
      specification: line.specification ?? null,
      inspectionType: line.inspectionType ?? null,
      unit: line.unit,
      quantity: line.quantity,
      standardPrice,
      unitPrice,
      discountPercent: blank(line.discountPercent) ? null : (line.discountPercent ?? null),
      discountType: blank(line.discountPercent) ? null : (line.discountType ?? null),
      reductionPercent: blank(line.reductionPercent) ? null : (line.reductionPercent ?? null),
      reductionType: blank(line.reductionPercent) ? null : (line.reductionType ?? null),
      ...priced,
    }
  })
  return { lines, totals }
}

/** A line's id is kept only when it was a line of this quote (an id from elsewhere makes a new line). */
const keepId = (id: string | null | undefined, saved: Map<string, unknown>) =>
  id && saved.has(id) ? id : null
