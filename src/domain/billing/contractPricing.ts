import {
  amountText,
  compare,
  decimalOf,
  multiply,
  percentOf,
  roundAmount,
  subtract,
  ZERO,
} from '../money/amount'
import type { Decimal } from '../money/decimal'

/*
 * How an order's test item is priced when the order names a contract, the same in the browser and on the
 * server. One price source: the charge standard's price is what a quote starts from, a contract discounts and
 * an order charges; the item keeps the standard price it was priced with beside the price it charges.
 */

/** Dictionary contract_type. */
export const CONTRACT_KIND = { list: 0, discount: 1, package: 2 } as const
export type ContractKind = (typeof CONTRACT_KIND)[keyof typeof CONTRACT_KIND]

/** Where an item's unit price came from. */
export type PriceBasis = 'standard' | 'list' | 'discount' | 'package'

/** A line of a contract as pricing reads it. */
export type ContractLineTerms = {
  itemName: string
  inspectionType: string
  specification: string | null
  unitPrice: string
}

/** What of a contract decides its orders' prices. */
export type ContractTerms = {
  kind: number
  /** Discount contract: percent off the standard price, 0–100. */
  discountPercent: string | null
  lines: readonly ContractLineTerms[]
}

/** The item to price: the sample's instrument, its model as the specification, and the standard price found. */
export type ItemQuestion = {
  instrumentName: string
  inspectionType: string | null
  specification: string | null
  /** The charge standard's price for it today; null when the lab files none. */
  standardPrice: string | null
}

export type ItemUnitPrice = {
  /** Null: nothing to charge it by (no contract line and no standard price). */
  unitPrice: string | null
  basis: PriceBasis
  standardPrice: string | null
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim()

/**
 * The contract lines written for an item: the same instrument name (surrounding spaces aside) and inspection
 * type; when some are written for exactly the item's specification, only those (the most specific wins). Of
 * several, the cheapest first, as the charge standards choose: the customer is never charged more than the
 * lowest agreed price it cannot be told apart from.
 */
export function matchingLines<L extends ContractLineTerms>(lines: readonly L[], item: ItemQuestion): L[] {
  if (!item.inspectionType) return []
  const named = lines.filter(
    (line) => same(line.itemName, item.instrumentName) && line.inspectionType === item.inspectionType,
  )
  const spec = item.specification?.trim()
  const exact = spec ? named.filter((line) => same(line.specification, spec)) : []
  const chosen = exact.length > 0 ? exact : named
  return [...chosen].sort((a, b) => compare(decimalOf(a.unitPrice), decimalOf(b.unitPrice)))
}

/** The standard price less a percentage, rounded half-to-even per unit: never more than the standard. */
export function discountedPrice(standardPrice: string, percent: string): string {
  const standard = decimalOf(standardPrice)
  return amountText(subtract(standard, roundAmount(percentOf(standard, decimalOf(percent)))))
}

/**
 * An item's unit price under a contract (none: the standard price):
 * - list (0): the matching line's agreed price; no line written for it, the standard price;
 * - discount (1): the standard price less the contract's percentage;
 * - package (2): nothing (the package sum pays for it), when the package lists no instruments or lists this
 *   one; an instrument the package does not list is charged at the standard price.
 */
export function contractUnitPrice(terms: ContractTerms | null, item: ItemQuestion): ItemUnitPrice {
  const standard: ItemUnitPrice = {
    unitPrice: item.standardPrice,
    basis: 'standard',
    standardPrice: item.standardPrice,
  }
  if (!terms) return standard
  if (terms.kind === CONTRACT_KIND.list) {
    const [line] = matchingLines(terms.lines, item)
    return line
      ? { unitPrice: amountText(decimalOf(line.unitPrice)), basis: 'list', standardPrice: item.standardPrice }
      : standard
  }
  if (terms.kind === CONTRACT_KIND.discount) {
    if (item.standardPrice === null) return standard
    return {
      unitPrice: discountedPrice(item.standardPrice, terms.discountPercent ?? '0'),
      basis: 'discount',
      standardPrice: item.standardPrice,
    }
  }
  if (terms.kind === CONTRACT_KIND.package) {
    const covered = terms.lines.length === 0 || matchingLines(terms.lines, item).length > 0
    return covered ? { unitPrice: '0.00', basis: 'package', standardPrice: item.standardPrice } : standard
  }
  return standard
}

export type ItemCharge = {
  /** unit × quantity. */
  gross: string
  /** round(gross × reduction %), half-to-even. */
  reduction: string
  /** gross − reduction: what the item adds to the order's total. */
  amount: string
}

const percentOrZero = (text: string | null | undefined): Decimal =>
  text === null || text === undefined || text.trim() === '' ? ZERO : decimalOf(text.trim())

/** An item's charge: unit price × quantity, less its reduction (a percentage of it, half-to-even). */
export function itemCharge(
  unitPrice: string | null,
  quantity: number,
  reductionPercent?: string | null,
): ItemCharge {
  const gross = roundAmount(multiply(decimalOf(unitPrice ?? '0'), decimalOf(String(quantity))))
  const reduction = roundAmount(percentOf(gross, percentOrZero(reductionPercent)))
  return {
    gross: amountText(gross),
    reduction: amountText(reduction),
    amount: amountText(subtract(gross, reduction)),
  }
}

/**
 * What an item counts against its contract's ceiling: its amount, or for a package item (which charges
 * nothing) its standard price × quantity.
 */
export function usedByItem(item: {
  basis: PriceBasis | null
  standardPrice: string | null
  quantity: number
  amount: string
}): string {
  if (item.basis !== 'package') return amountText(decimalOf(item.amount))
  return amountText(multiply(decimalOf(item.standardPrice ?? '0'), decimalOf(String(item.quantity))))
}
