/*
 * Exact decimals of measured values, as typed: units × 10^-scale. No binary floating point between the
 * typed reading and the verdict: 0.1 + 0.2 must stay 0.3 on a certificate, and a point exactly at its limit
 * must conform.
 */

export type Exact = { units: bigint; scale: number }

const NUMBER = /^([+-]?)(\d{1,15})(?:\.(\d{1,10}))?$/

export function parseExact(text: string | null | undefined): Exact | null {
  const match = NUMBER.exec((text ?? '').trim())
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  const units = BigInt(`${whole}${fraction}`)
  return { units: sign === '-' ? -units : units, scale: fraction.length }
}

/** The value's units at a finer (or equal) scale. */
export const rescale = (value: Exact, scale: number): bigint =>
  value.units * 10n ** BigInt(scale - value.scale)

export const absUnits = (value: bigint) => (value < 0n ? -value : value)

export const absExact = (value: Exact): Exact => ({ units: absUnits(value.units), scale: value.scale })

/** a − b, at the finer of their scales. */
export function subtractExact(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale)
  return { units: rescale(a, scale) - rescale(b, scale), scale }
}

/** a + b, at the finer of their scales. */
export function addExact(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale)
  return { units: rescale(a, scale) + rescale(b, scale), scale }
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compareExact(a: Exact, b: Exact): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale)
  const [x, y] = [rescale(a, scale), rescale(b, scale)]
  return x < y ? -1 : x > y ? 1 : 0
}

export function formatExact(value: Exact): string {
  const { units, scale } = value
  const digits = absUnits(units)
    .toString()
    .padStart(scale + 1, '0')
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return units < 0n ? `-${text}` : text
}
