import { addDecimals, decimalToNumber, decimalToString, roundDecimalHalfEven, toDecimal } from './decimal'

// Spec §9: rounding helpers use half-to-even with 2 decimals by default; Excel totals rows use 2 decimals.
export const DEFAULT_DECIMALS = 2

// Same bounds as Number.prototype.toFixed, so callers meet no new surprise.
const checkDecimals = (decimals: number): void => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be an integer from 0 to 100, got ${decimals}`)
  }
}

/**
 * Banker's rounding of the decimal the number stands for: roundHalfEven(2.675) is 2.68 and
 * roundHalfEven(2.665) is 2.66. NaN and ±Infinity come back unchanged; -0 and negative results that
 * round to zero come back as 0.
 */
export const roundHalfEven = (value: number, decimals: number = DEFAULT_DECIMALS): number => {
  checkDecimals(decimals)
  if (!Number.isFinite(value)) return value
  return decimalToNumber(roundDecimalHalfEven(toDecimal(value), decimals))
}

/**
 * Exact decimal sum, then banker's rounding: for export totals rows, where adding doubles would drift
 * (0.1 + 0.2 is 0.30000000000000004). A NaN or infinite entry makes the total NaN or infinite, as `+` would.
 */
export const sumRounded = (values: readonly number[], decimals: number = DEFAULT_DECIMALS): number => {
  checkDecimals(decimals)
  if (!values.every(Number.isFinite)) return values.reduce((a, b) => a + b, 0)
  return decimalToNumber(roundDecimalHalfEven(addDecimals(values.map(toDecimal)), decimals))
}

/**
 * Text with exactly `decimals` decimals after banker's rounding, for display and export: formatAmount(2.5)
 * is '2.50', formatAmount(1.005) is '1.00'. Unlike toFixed it never switches to exponent notation and
 * never prints '-0.00'. NaN and ±Infinity are printed as String() prints them.
 */
export const formatAmount = (value: number, decimals: number = DEFAULT_DECIMALS): string => {
  checkDecimals(decimals)
  if (!Number.isFinite(value)) return String(value)
  return decimalToString(roundDecimalHalfEven(toDecimal(value), decimals))
}
