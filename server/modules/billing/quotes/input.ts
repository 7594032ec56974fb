import { z } from 'zod'
import { QUOTE_KIND } from '@/domain/billing'

/*
 * What the quote form sends. Prices, percentages and amounts are decimal text, never JSON numbers: a
 * binary double cannot hold 0.1, and the totals must be the ones printed. What each text may hold is checked
 * by src/domain/billing/quoteTotals.ts (the same rules the form shows), not here, so a bad value gets the
 * field's own message.
 */

const optionalText = (max: number) => z.string().trim().max(max).nullish()
const decimalText = z.string().trim().max(20)

export const quoteLineInput = z.object({
  /** The line kept from the saved quote: it keeps the standard price it was made with. */
  id: z.uuid().nullish(),
  /** The charge standard the line prices; without one the line is typed by hand with its own price. */
  chargeStandardId: z.uuid().nullish(),
  itemName: z.string().trim().min(1).max(200),
  taxon: optionalText(64),
  specification: optionalText(200),
  inspectionType: optionalText(64),
  unit: z.string().trim().min(1).max(16).default('台'),
  quantity: z.number().int(),
  /** Only for a line without a charge standard: a standard's line is priced from the standard. */
  unitPrice: decimalText.nullish(),
  discountPercent: decimalText.nullish(),
  discountType: optionalText(64),
  reductionPercent: decimalText.nullish(),
  reductionType: optionalText(64),
})

export const quoteInput = z.object({
  id: z.uuid().nullish(),
  customerId: z.uuid().nullish(),
  customerName: z.string().trim().min(1).max(200),
  contact: optionalText(64),
  phone: optionalText(32),
  kind: z.union([z.literal(QUOTE_KIND.regular), z.literal(QUOTE_KIND.bid)]),
  validUntil: z.iso.date().nullish(),
  /** The quote this one replaces (a revision): it becomes unusable once this one is reviewed. */
  supersedes: z.uuid().nullish(),
  wholeDiscountPercent: decimalText.nullish(),
  discountType: optionalText(64),
  discountReason: optionalText(500),
  taxRatePercent: decimalText.default('6'),
  taxIncluded: z.boolean().default(true),
  remark: optionalText(500),
  lines: z.array(quoteLineInput).max(500),
})

export type QuoteInput = z.infer<typeof quoteInput>
export type QuoteLineInput = z.infer<typeof quoteLineInput>
