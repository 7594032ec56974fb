import { amountText, decimalOf, divideRounded, multiply, negate, sum } from '../money/amount'

/*
 * An invoice's figures, the same in the dialog and on the server. The lab's prices include the tax, so an
 * invoice's total is what its orders come to and the tax is the part of it the rate names:
 *
 *   total = Σ order totals
 *   tax   = round(total × rate / (100 + rate))   half-to-even, to the fen
 *   net   = total − tax                          (so net + tax is the total, exactly)
 */

export type InvoiceAmounts = { total: string; tax: string; net: string }

const HUNDRED = decimalOf('100')

/** The figures of an invoice over orders of these totals ('yuan.fen' texts) at `taxRatePercent` (0–100). */
export function invoiceAmounts(orderTotals: readonly string[], taxRatePercent: string): InvoiceAmounts {
  const total = sum(orderTotals.map(decimalOf))
  const rate = decimalOf(taxRatePercent.trim())
  const tax = divideRounded(multiply(total, rate), sum([HUNDRED, rate]), 2)
  const net = sum([total, negate(tax)])
  return { total: amountText(total), tax: amountText(tax), net: amountText(net) }
}

/** A red-letter invoice's figures: the voided invoice's, negative, so the two add up to nothing. */
export function redLetterAmounts(original: InvoiceAmounts): InvoiceAmounts {
  const minus = (text: string) => amountText(negate(decimalOf(text)))
  return { total: minus(original.total), tax: minus(original.tax), net: minus(original.net) }
}
