// Exact decimal values for money arithmetic: value = (negative ? -1 : 1) * coefficient * 10^exponent.
// A JavaScript number is read through its shortest round-trip decimal form (String(x)), which is the
// literal the user typed or the server sent: 2.675 is taken as exactly 2.675, not as the binary double
// 2.67499999999999982236431605997495353221893310546875 that Math.round(x * 100) would see.

export type Decimal = { negative: boolean; coefficient: bigint; exponent: number }

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

/** Reads a finite number; throws a RangeError for NaN and ±Infinity, which have no decimal value. */
export const toDecimal = (value: number): Decimal => {
  const match = Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null
  if (!match) throw new RangeError(`Not a finite number: ${value}`)
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match
  return {
    negative: sign === '-',
    coefficient: BigInt(whole + fraction),
    exponent: Number(exponent) - fraction.length,
  }
}

const pow10 = (n: number): bigint => 10n ** BigInt(n)

/** Rescales to a smaller exponent without losing anything (the coefficient grows). */
const alignTo = (d: Decimal, exponent: number): bigint => d.coefficient * pow10(d.exponent - exponent)

/** Exact sum. */
export const addDecimals = (values: readonly Decimal[]): Decimal => {
  if (values.length === 0) return { negative: false, coefficient: 0n, exponent: 0 }
  const exponent = Math.min(...values.map((d) => d.exponent))
  let total = 0n
  for (const d of values) total += d.negative ? -alignTo(d, exponent) : alignTo(d, exponent)
  return { negative: total < 0n, coefficient: total < 0n ? -total : total, exponent }
}

/**
 * Rounds to `decimals` places, ties to the even neighbour (banker's rounding). The result always has
 * exponent -decimals. A result of zero is never negative, so -0.001 does not print as "-0.00".
 */
export const roundDecimalHalfEven = (d: Decimal, decimals: number): Decimal => {
  const target = -decimals
  if (d.exponent >= target) {
    const coefficient = alignTo(d, target)
    return { negative: d.negative && coefficient !== 0n, coefficient, exponent: target }
  }
  const divisor = pow10(target - d.exponent)
  let quotient = d.coefficient / divisor
  const twiceRemainder = (d.coefficient % divisor) * 2n
  if (twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n)) quotient += 1n
  return { negative: d.negative && quotient !== 0n, coefficient: quotient, exponent: target }
}

/** Plain positional notation with exactly max(0, -exponent) decimals; no exponent, no grouping. */
export const decimalToString = (d: Decimal): string => {
  const places = Math.max(0, -d.exponent)
  const digits = (d.exponent > 0 ? alignTo(d, 0) : d.coefficient).toString().padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places)
  return (d.negative ? '-' : '') + whole + (places > 0 ? '.' + fraction : '')
}

/** The nearest double to the exact decimal (Number() on decimal text is correctly rounded). */
export const decimalToNumber = (d: Decimal): number => {
  const n = Number(decimalToString(d))
  return n === 0 ? 0 : n
}
