import {
  amountText,
  compare,
  decimalOf,
  divideRounded,
  multiply,
  parseDecimalText,
  percentOf,
  roundAmount,
  subtract,
  sum,
  ZERO,
} from '../money/amount'
import type { Decimal } from '../money/decimal'

/*
 * The arithmetic of a priced document (a quote, a contract's list, an order's charges), the same in the
 * browser and on the server. Every amount is exact decimal; each is rounded half-to-even to 2 decimals at the
 * point its rule names, and every later figure is computed from the rounded ones, so the printed lines always
 * add up to the printed totals:
 *
 *   line amount  = round(unit price × quantity)
 *   line discount = round(line amount × discount %)          (discount_type says why)
 *   line reduction = round((amount − discount) × reduction %) (reduction_type: compulsory inspection, …)
 *   line net     = amount − discount − reduction
 *   whole discount = round(Σ line net × whole discount %)
 *   net          = Σ line net − whole discount
 *   tax          = round(net × rate %), added (total = net + tax), or the part of a tax-inclusive net
 *                  (round(net × rate / (100 + rate)), total = net)
 */

export type PricedLineInput = {
  unitPrice: string
  quantity: number
  /** Percent off the line, 0–100; blank for none. */
  discountPercent?: string | null
  /** Percent of what is left waived, 0–100; blank for none. */
  reductionPercent?: string | null
}

export type PricedDocumentInput = {
  lines: readonly PricedLineInput[]
  wholeDiscountPercent?: string | null
  taxRatePercent?: string | null
  /** Whether the prices already contain the tax (the lab's published prices usually do). */
  taxIncluded: boolean
}

export type PricedLine = {
  amount: string
  discount: string
  reduction: string
  net: string
}

export type PricedTotals = {
  lines: PricedLine[]
  /** Σ line amount, before any discount. */
  gross: string
  /** Σ line discount + Σ line reduction + whole discount. */
  allowances: string
  wholeDiscount: string
  net: string
  tax: string
  total: string
}

/** Why a document cannot be priced: the field and the message code the forms and the server show. */
export type PricingProblem = {
  line: number | null
  field:
    | 'unitPrice'
    | 'quantity'
    | 'discountPercent'
    | 'reductionPercent'
    | 'wholeDiscountPercent'
    | 'taxRatePercent'
  code: 'billing.amountInvalid' | 'billing.quantityInvalid' | 'billing.percentInvalid'
}

/** The most a quantity may be: a batch of a thousand instruments times a thousand, and no more. */
export const MAX_QUANTITY = 1_000_000

const HUNDRED = decimalOf('100')
const AMOUNT_TEXT = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/
const PERCENT_TEXT = /^(?:100(?:\.0{1,2})?|[1-9]?\d(?:\.\d{1,2})?)$/

const percentOrZero = (text: string | null | undefined): Decimal =>
  text === null || text === undefined || text.trim() === '' ? ZERO : decimalOf(text.trim())

const percentValid = (text: string | null | undefined) =>
  text === null || text === undefined || text.trim() === '' || PERCENT_TEXT.test(text.trim())

/** The problems of a document's input, first of each line and field; empty when it can be priced. */
export function pricingProblems(input: PricedDocumentInput): PricingProblem[] {
  const problems: PricingProblem[] = []
  input.lines.forEach((line, index) => {
    if (!AMOUNT_TEXT.test(line.unitPrice.trim()))
      problems.push({ line: index, field: 'unitPrice', code: 'billing.amountInvalid' })
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
      problems.push({ line: index, field: 'quantity', code: 'billing.quantityInvalid' })
    if (!percentValid(line.discountPercent))
      problems.push({ line: index, field: 'discountPercent', code: 'billing.percentInvalid' })
    if (!percentValid(line.reductionPercent))
      problems.push({ line: index, field: 'reductionPercent', code: 'billing.percentInvalid' })
  })
  if (!percentValid(input.wholeDiscountPercent))
    problems.push({ line: null, field: 'wholeDiscountPercent', code: 'billing.percentInvalid' })
  if (!percentValid(input.taxRatePercent))
    problems.push({ line: null, field: 'taxRatePercent', code: 'billing.percentInvalid' })
  return problems
}

function priceLine(line: PricedLineInput): {
  amount: Decimal
  discount: Decimal
  reduction: Decimal
  net: Decimal
} {
  const amount = roundAmount(multiply(decimalOf(line.unitPrice.trim()), decimalOf(String(line.quantity))))
  const discount = roundAmount(percentOf(amount, percentOrZero(line.discountPercent)))
  const reduction = roundAmount(percentOf(subtract(amount, discount), percentOrZero(line.reductionPercent)))
  return { amount, discount, reduction, net: subtract(subtract(amount, discount), reduction) }
}

/** Prices a document; throws a RangeError on input `pricingProblems` refuses (check it first). */
export function priceDocument(input: PricedDocumentInput): PricedTotals {
  const problems = pricingProblems(input)
  if (problems.length > 0) throw new RangeError(`cannot price: ${problems.map((p) => p.code).join(', ')}`)
  const lines = input.lines.map(priceLine)
  const lineNet = sum(lines.map((line) => line.net))
  const wholeDiscount = roundAmount(percentOf(lineNet, percentOrZero(input.wholeDiscountPercent)))
  const net = subtract(lineNet, wholeDiscount)
  const rate = percentOrZero(input.taxRatePercent)
  const tax = input.taxIncluded
    ? divideRounded(multiply(net, rate), sum([HUNDRED, rate]), 2)
    : roundAmount(percentOf(net, rate))
  const total = input.taxIncluded ? net : sum([net, tax])
  const allowances = sum([...lines.flatMap((line) => [line.discount, line.reduction]), wholeDiscount])
  return {
    lines: lines.map((line) => ({
      amount: amountText(line.amount),
      discount: amountText(line.discount),
      reduction: amountText(line.reduction),
      net: amountText(line.net),
    })),
    gross: amountText(sum(lines.map((line) => line.amount))),
    allowances: amountText(allowances),
    wholeDiscount: amountText(wholeDiscount),
    net: amountText(net),
    tax: amountText(tax),
    total: amountText(total),
  }
}

/** Whether an amount text is a valid non-negative amount of at most 2 decimals (the column's numeric(12,2)). */
export const isAmountText = (text: string): boolean => AMOUNT_TEXT.test(text.trim())

/** a ≤ b for two amount texts. */
export const amountAtMost = (a: string, b: string): boolean => {
  const left = parseDecimalText(a)
  const right = parseDecimalText(b)
  return left !== null && right !== null && compare(left, right) <= 0
}
