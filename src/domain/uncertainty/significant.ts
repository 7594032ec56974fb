/*
 * Rounding an uncertainty for the certificate (GUM 7.2.6, JJF 1059.1 5.3.9): the expanded uncertainty keeps
 * two significant figures, rounded half to even (GB/T 8170 四舍六入五成双), on the decimal it stands for.
 */

/**
 * A computed value as decimal text, read at 12 significant digits: the binary noise of a double
 * (0.1 + 0.2 = 0.30000000000000004) lies beyond them, so the text is the decimal the arithmetic meant.
 */
export function decimalText(value: number, precision = 12): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
  const [mantissa = '0', exponentText = '0'] = value.toPrecision(precision).split('e')
  const negative = mantissa.startsWith('-')
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.')
  const exponent = Number(exponentText)
  const digits = whole + fraction
  const point = whole.length + exponent
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`
  return trimDecimal(negative ? `-${text}` : text)
}

function trimDecimal(text: string): string {
  let out = text
  if (out.includes('.')) out = out.replace(/0+$/, '').replace(/\.$/, '')
  out = out.replace(/^(-?)0+(?=\d)/, '$1')
  return out === '-0' ? '0' : out
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * `text` rounded half to even to `figures` significant figures: 58.52 → 59, 0.012 5 → 0.012, 0.013 5 →
 * 0.014, 67.14 → 67, 1 250 → 1 200. Trailing zeros that are significant stay (0.10, not 0.1).
 */
export function roundSignificant(text: string, figures: number): string {
  const match = DECIMAL.exec(text.trim())
  if (!match) throw new RangeError(`not a decimal: ${text}`)
  const [, sign = '', whole = '', fraction = ''] = match
  const digits = (whole + fraction).replace(/^0+/, '')
  if (digits === '') return '0'
  // Position of the first significant digit, counted in decimal places (negative: left of the point).
  const leadingZeros = (whole + fraction).length - digits.length
  const firstPlace = leadingZeros - whole.length + 1
  const keepPlaces = firstPlace + figures - 1
  const scaled = BigInt(whole + fraction)
  const shift = fraction.length - keepPlaces
  let kept: bigint
  if (shift <= 0) kept = scaled * 10n ** BigInt(-shift)
  else {
    const divisor = 10n ** BigInt(shift)
    kept = scaled / divisor
    const rest = scaled % divisor
    const twice = rest * 2n
    if (twice > divisor || (twice === divisor && kept % 2n === 1n)) kept += 1n
  }
  // Carrying may add a digit (9.96 → 10.0): the figures stay as many, so the carried zero is dropped.
  if (kept.toString().length > figures) return formatPlaces(sign, kept / 10n, keepPlaces - 1)
  return formatPlaces(sign, kept, keepPlaces)
}

function formatPlaces(sign: string, units: bigint, places: number): string {
  if (places <= 0) return `${sign}${(units * 10n ** BigInt(-places)).toString()}`
  const digits = units.toString().padStart(places + 1, '0')
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`
}

/** The decimal places of a decimal text (0 for a whole number). */
export function placesOf(text: string): number {
  const fraction = text.split('.')[1]
  return fraction ? fraction.length : 0
}
