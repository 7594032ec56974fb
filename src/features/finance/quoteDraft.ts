import type { ChargeStandardOption, Quote, QuoteSubmission } from '@/api/quotes'
import {
  pricingProblems,
  priceDocument,
  QUOTE_KIND,
  type BillingMessageCode,
  type PricedDocumentInput,
  type PricedLine,
  type PricedTotals,
} from '@/domain/billing'
import { parseDecimalText } from '@/domain/money/amount'

/*
 * The quote editor's own logic, pure so that it is tested on its own (tests/unit/finance-quote-draft.test.ts):
 * the quote as typed (every number is text, as typed), what the server is sent, and the live totals. How a
 * quote is priced, and what a valid price or percentage is, stay the domain's (src/domain/billing): the
 * browser runs the very code the server prices with.
 */

/** A line as it is typed. */
export type LineDraft = {
  /** Stays with the line while others are added or removed (React's key, the key of its problems). */
  key: number
  /** The saved line: it keeps the standard price it was made with. */
  id: string | null
  chargeStandardId: string | null
  itemName: string
  taxon: string | null
  specification: string | null
  inspectionType: string | null
  unit: string
  quantity: string
  /** The price: the charge standard's (shown, never sent) or the one typed for a line without a standard. */
  unitPrice: string
  discountPercent: string
  discountType: string
  reductionPercent: string
  reductionType: string
}

export type QuoteDraft = {
  id: string | null
  customerId: string | null
  customerName: string
  contact: string
  phone: string
  /** Dictionary discountType: '1' regular, '2' bid. */
  kind: string
  validUntil: string
  wholeDiscountPercent: string
  discountType: string
  discountReason: string
  taxRatePercent: string
  taxIncluded: boolean
  remark: string
  supersedes: string | null
  lines: LineDraft[]
}

export type HeaderField = 'customerName' | 'wholeDiscountPercent' | 'discountType' | 'taxRatePercent' | 'kind'
export type LineField =
  | 'itemName'
  | 'unit'
  | 'unitPrice'
  | 'quantity'
  | 'discountPercent'
  | 'discountType'
  | 'reductionPercent'
  | 'reductionType'

/** Why the draft cannot be saved yet: the field (of a line, by index, or of the quote) and why. */
export type DraftProblem =
  | { line: null; field: HeaderField | 'lines'; code: BillingMessageCode | 'required' }
  | { line: number; field: LineField; code: BillingMessageCode | 'required' }

/** The VAT rate most of the lab's services carry, and whether its published prices include it. */
export const DEFAULT_TAX_RATE = '6'

let lastKey = 0
const nextKey = () => ++lastKey

export const emptyQuoteDraft = (): QuoteDraft => ({
  id: null,
  customerId: null,
  customerName: '',
  contact: '',
  phone: '',
  kind: String(QUOTE_KIND.regular),
  validUntil: '',
  wholeDiscountPercent: '',
  discountType: '',
  discountReason: '',
  taxRatePercent: DEFAULT_TAX_RATE,
  taxIncluded: true,
  remark: '',
  supersedes: null,
  lines: [],
})

const blankLine = (): Omit<LineDraft, 'key' | 'itemName' | 'unit' | 'unitPrice'> => ({
  id: null,
  chargeStandardId: null,
  taxon: null,
  specification: null,
  inspectionType: null,
  quantity: '1',
  discountPercent: '',
  discountType: '',
  reductionPercent: '',
  reductionType: '',
})

/** A line priced from a charge standard (its price of today; the server takes it from the standard again). */
export const lineFromStandard = (standard: ChargeStandardOption): LineDraft => ({
  ...blankLine(),
  key: nextKey(),
  chargeStandardId: standard.id,
  itemName: standard.instrumentName,
  taxon: standard.taxon,
  specification: standard.specification,
  inspectionType: standard.inspectionType,
  unit: standard.unit,
  unitPrice: standard.price,
})

/** A line typed by hand: its name, unit and price are the user's. */
export const handLine = (unit: string): LineDraft => ({
  ...blankLine(),
  key: nextKey(),
  itemName: '',
  unit,
  unitPrice: '',
})

const text = (value: string | null) => value ?? ''

/** The saved quote as the editor starts from it. */
export const draftOfQuote = (quote: Quote): QuoteDraft => ({
  id: quote.id,
  customerId: quote.customerId,
  customerName: quote.customerName,
  contact: text(quote.contact),
  phone: text(quote.phone),
  kind: String(quote.kind),
  validUntil: text(quote.validUntil),
  wholeDiscountPercent: text(quote.wholeDiscountPercent),
  discountType: text(quote.discountType),
  discountReason: text(quote.discountReason),
  taxRatePercent: quote.taxRatePercent,
  taxIncluded: quote.taxIncluded,
  remark: text(quote.remark),
  supersedes: quote.supersedes,
  lines: quote.lines.map((line) => ({
    key: nextKey(),
    id: line.id,
    chargeStandardId: line.chargeStandardId,
    itemName: line.itemName,
    taxon: line.taxon,
    specification: line.specification,
    inspectionType: line.inspectionType,
    unit: line.unit,
    quantity: String(line.quantity),
    unitPrice: line.unitPrice,
    discountPercent: text(line.discountPercent),
    discountType: text(line.discountType),
    reductionPercent: text(line.reductionPercent),
    reductionType: text(line.reductionType),
  })),
})

/**
 * A typed quantity as the pricing reads it: digits only ('1e3', '2.0' and '' are not quantities, and NaN
 * makes `pricingProblems` say so). A count of instruments, not money: a JS number holds it exactly.
 */
export const quantityOf = (typed: string): number =>
  /^\d{1,9}$/.test(typed.trim()) ? Number(typed) : Number.NaN

/** No percentage, or zero: nothing taken off, so no kind asked for (the server's rule). */
export const noPercent = (typed: string): boolean => {
  const value = parseDecimalText(typed)
  return typed.trim() === '' || (value !== null && value.coefficient === 0n)
}

/** The document the domain prices: the browser's totals are the server's. */
export const pricingInputOf = (draft: QuoteDraft): PricedDocumentInput => ({
  lines: draft.lines.map((line) => ({
    unitPrice: line.unitPrice,
    quantity: quantityOf(line.quantity),
    discountPercent: line.discountPercent,
    reductionPercent: line.reductionPercent,
  })),
  wholeDiscountPercent: draft.wholeDiscountPercent,
  taxRatePercent: draft.taxRatePercent,
  taxIncluded: draft.taxIncluded,
})

/** The totals of the draft as it stands, or null while an input cannot be priced. */
export function liveTotals(draft: QuoteDraft): PricedTotals | null {
  const input = pricingInputOf(draft)
  return pricingProblems(input).length === 0 ? priceDocument(input) : null
}

/**
 * Each line's amounts on their own, or null for a line that cannot be priced yet: a line's figures depend on
 * it alone, so one wrong input leaves the other lines' amounts in place (the totals wait for it).
 */
export function liveLines(draft: QuoteDraft): (PricedLine | null)[] {
  return pricingInputOf(draft).lines.map((line) => {
    const alone = { lines: [line], taxIncluded: true }
    return pricingProblems(alone).length === 0 ? (priceDocument(alone).lines[0] ?? null) : null
  })
}

/** Everything that keeps the draft from being saved, in the order of the form (the quote, then each line). */
export function draftProblems(draft: QuoteDraft): DraftProblem[] {
  const problems: DraftProblem[] = []
  if (draft.customerName.trim() === '') problems.push({ line: null, field: 'customerName', code: 'required' })
  if (draft.kind === '') problems.push({ line: null, field: 'kind', code: 'required' })
  const pricing = pricingProblems(pricingInputOf(draft))
  // The quote's own: its tax rate and its whole discount.
  for (const problem of pricing)
    if (problem.line === null)
      problems.push({ line: null, field: problem.field as HeaderField, code: problem.code })
  if (!noPercent(draft.wholeDiscountPercent) && draft.discountType === '')
    problems.push({ line: null, field: 'discountType', code: 'billing.discountTypeRequired' })
  if (draft.lines.length === 0) problems.push({ line: null, field: 'lines', code: 'billing.linesRequired' })
  draft.lines.forEach((line, index) => {
    if (line.itemName.trim() === '') problems.push({ line: index, field: 'itemName', code: 'required' })
    if (line.unit.trim() === '') problems.push({ line: index, field: 'unit', code: 'required' })
    for (const problem of pricing)
      if (problem.line === index)
        problems.push({ line: index, field: problem.field as LineField, code: problem.code })
    if (!noPercent(line.discountPercent) && line.discountType === '')
      problems.push({ line: index, field: 'discountType', code: 'billing.discountTypeRequired' })
    if (!noPercent(line.reductionPercent) && line.reductionType === '')
      problems.push({ line: index, field: 'reductionType', code: 'billing.reductionTypeRequired' })
  })
  return problems
}

const orNull = (typed: string) => (typed.trim() === '' ? null : typed.trim())

/**
 * What POST submit takes. A line of a charge standard sends no price (the server prices it from the
 * standard); a kind is sent only with its percentage, as the server keeps it.
 */
export const submissionOf = (draft: QuoteDraft): QuoteSubmission => ({
  id: draft.id,
  customerId: draft.customerId,
  customerName: draft.customerName.trim(),
  contact: orNull(draft.contact),
  phone: orNull(draft.phone),
  kind: draft.kind === String(QUOTE_KIND.bid) ? QUOTE_KIND.bid : QUOTE_KIND.regular,
  validUntil: orNull(draft.validUntil),
  supersedes: draft.supersedes,
  wholeDiscountPercent: orNull(draft.wholeDiscountPercent),
  discountType: noPercent(draft.wholeDiscountPercent) ? null : orNull(draft.discountType),
  discountReason: orNull(draft.discountReason),
  // No rate typed is no tax (the column has no blank).
  taxRatePercent: draft.taxRatePercent.trim() || '0',
  taxIncluded: draft.taxIncluded,
  remark: orNull(draft.remark),
  lines: draft.lines.map((line) => ({
    id: line.id,
    chargeStandardId: line.chargeStandardId,
    itemName: line.itemName.trim(),
    taxon: line.taxon,
    specification: line.specification,
    inspectionType: line.inspectionType,
    unit: line.unit.trim(),
    quantity: quantityOf(line.quantity),
    ...(line.chargeStandardId ? {} : { unitPrice: line.unitPrice.trim() }),
    discountPercent: orNull(line.discountPercent),
    discountType: noPercent(line.discountPercent) ? null : orNull(line.discountType),
    reductionPercent: orNull(line.reductionPercent),
    reductionType: noPercent(line.reductionPercent) ? null : orNull(line.reductionType),
  })),
})

/** '1234567.5' → '1,234,567.5': an amount's text with its thousands marked, for reading (never for sums). */
export function groupedAmount(amount: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount)
  if (!match) return amount
  const [, sign = '', whole = '', fraction = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`
}
