import { addDecimals, decimalToString, roundDecimalHalfEven, type Decimal } from './decimal'

/*
 * Money as exact decimals read from text ('1234.50', as the database's numeric columns and the forms give
 * it), never through a binary double. Amounts are rounded half-to-even to 2 decimals only where a rule says
 * so (a line, a discount, a tax, a total), with `roundAmount`.
 */

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/

/** Exact value of decimal text; null for anything else (blank, '1e3', '1,000', '.5'). */
export function parseDecimalText(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return null
  const [, sign = '', whole = '0', fraction = ''] = match
  const coefficient = BigInt(whole + fraction)
  return { negative: sign === '-' && coefficient !== 0n, coefficient, exponent: -fraction.length }
}

/** Exact value of decimal text the caller already checked (a column value, a constant): throws otherwise. */
export function decimalOf(text: string): Decimal {
  const value = parseDecimalText(text)
  if (!value) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`)
  return value
}

export const ZERO: Decimal = { negative: false, coefficient: 0n, exponent: 0 }

const signed = (d: Decimal): bigint => (d.negative ? -d.coefficient : d.coefficient)

const fromSigned = (value: bigint, exponent: number): Decimal => ({
  negative: value < 0n,
  coefficient: value < 0n ? -value : value,
  exponent,
})

export const negate = (d: Decimal): Decimal => fromSigned(-signed(d), d.exponent)

export const subtract = (a: Decimal, b: Decimal): Decimal => addDecimals([a, negate(b)])

export const sum = (values: readonly Decimal[]): Decimal => addDecimals(values)

/** Exact product. */
export const multiply = (a: Decimal, b: Decimal): Decimal =>
  fromSigned(signed(a) * signed(b), a.exponent + b.exponent)

/** `percent` % of a value, exact: percentOf(200, 12.5) is 25.000. */
export const percentOf = (value: Decimal, percent: Decimal): Decimal => {
  const product = multiply(value, percent)
  return { ...product, exponent: product.exponent - 2 }
}

/**
 * a / b rounded half-to-even to `decimals` places (tax contained in a tax-inclusive price). Exact: the
 * quotient is carried to one place past the target and the remainder decides the tie.
 */
export function divideRounded(a: Decimal, b: Decimal, decimals: number): Decimal {
  if (b.coefficient === 0n) throw new RangeError('division by zero')
  // a / b = (ca · 10^ea) / (cb · 10^eb); scale so the integer quotient has `decimals` places.
  const shift = decimals + a.exponent - b.exponent
  let numerator = a.coefficient
  let denominator = b.coefficient
  if (shift >= 0) numerator *= 10n ** BigInt(shift)
  else denominator *= 10n ** BigInt(-shift)
  let quotient = numerator / denominator
  const twiceRemainder = (numerator % denominator) * 2n
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n
  const negative = a.negative !== b.negative && quotient !== 0n
  return { negative, coefficient: quotient, exponent: -decimals }
}

/** -1, 0 or 1. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = signed(subtract(a, b))
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

export const isZero = (d: Decimal): boolean => d.coefficient === 0n

/** The spec's money rounding: half-to-even, 2 decimals. */
export const roundAmount = (d: Decimal): Decimal => roundDecimalHalfEven(d, 2)

/** '1234.50': an amount as it is stored and sent, rounded half-to-even to 2 decimals. */
export const amountText = (d: Decimal): string => decimalToString(roundAmount(d))
