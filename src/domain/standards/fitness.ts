import { parseExact } from '../results/measuredPoint'

/*
 * Whether a standard device is fit for a result (ISO/IEC 17025 6.4.1, 6.4.5): it measures the item's
 * quantity, every measured point lies within its range, and it is accurate enough. Accuracy is judged by the
 * test uncertainty ratio, TUR = |item MPE| / device accuracy (its MPE, else its expanded uncertainty U), the
 * smallest over the points: under 1:1 the device cannot tell a conforming point from a failing one, under the
 * lab's warning ratio (standards.turWarn, 4:1 by default) the tester is told. Values are exact decimals as
 * typed, compared without binary floating point.
 */

type Exact = NonNullable<ReturnType<typeof parseExact>>

/** A non-negative ratio of two exact decimals (the denominator positive). */
type Ratio = { num: bigint; den: bigint }

export type FitnessPoint = { nominal: string; permittedError: string; unit?: string | null }

export type FitnessDevice = {
  /** Dictionary measure_quantity (null on a device registered before it was asked). */
  measurand: string | null
  rangeMin: string | null
  rangeMax: string | null
  rangeUnit: string | null
  /** ± in the range's unit. */
  mpe: string | null
  /** Expanded uncertainty U of its calibration, in the range's unit. */
  uncertainty: string | null
}

/** Why a device is not fit; `index` is the 0-based point concerned. */
export type FitnessProblem =
  | { problem: 'quantityUnknown' }
  | { problem: 'quantity'; deviceMeasurand: string; itemMeasurand: string }
  | { problem: 'unit'; index: number; unit: string; deviceUnit: string }
  | { problem: 'range'; index: number; nominal: string; unit: string; min: string | null; max: string | null }
  | { problem: 'tur'; index: number; tur: string }

/** Fit, with the smallest TUR (2 decimals; null when the device states no accuracy) and whether to warn. */
export type Fitness = { fit: true; tur: string | null; warning: boolean } | ({ fit: false } & FitnessProblem)

export const DEFAULT_TUR_WARN = '4'

/** The same unit written two common ways (°C typed on a keyboard, ℃ as registered). */
const unitKey = (unit: string | null | undefined): string => (unit ?? '').trim().replace(/^°C$/, '℃')

const absolute = (value: Exact): Exact => ({
  units: value.units < 0n ? -value.units : value.units,
  scale: value.scale,
})

const pow10 = (exponent: number) => 10n ** BigInt(exponent)

/** a − b as a sign: −1, 0, 1. */
function compareExact(a: Exact, b: Exact): number {
  const scale = Math.max(a.scale, b.scale)
  const left = a.units * pow10(scale - a.scale)
  const right = b.units * pow10(scale - b.scale)
  return left < right ? -1 : left > right ? 1 : 0
}

const ratioOf = (numerator: Exact, denominator: Exact): Ratio => ({
  num: numerator.units * pow10(denominator.scale),
  den: denominator.units * pow10(numerator.scale),
})

const below = (a: Ratio, b: Ratio): boolean => a.num * b.den < b.num * a.den

/** The ratio with 2 decimals, rounded half to even (2.345 → '2.34', 2.355 → '2.36'). */
export function formatRatio(ratio: Ratio): string {
  const scaled = ratio.num * 100n
  let quotient = scaled / ratio.den
  const twice = (scaled % ratio.den) * 2n
  if (twice > ratio.den || (twice === ratio.den && quotient % 2n === 1n)) quotient += 1n
  const digits = quotient.toString().padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** The device's accuracy: |MPE| when stated, else |U|; null when neither is a positive number. */
function accuracyOf(device: FitnessDevice): Exact | null {
  for (const text of [device.mpe, device.uncertainty]) {
    const value = parseExact(text)
    if (value && value.units !== 0n) return absolute(value)
  }
  return null
}

/** The warning ratio from the lab's parameter; an unreadable or non-positive one falls back to 4:1. */
function warnRatio(turWarn: string | null | undefined): Ratio {
  const value = parseExact(turWarn) ?? parseExact(DEFAULT_TUR_WARN)!
  const usable = value.units > 0n ? value : parseExact(DEFAULT_TUR_WARN)!
  return { num: usable.units, den: pow10(usable.scale) }
}

/**
 * Whether `device` is fit for an item measuring `itemMeasurand` at `points`. Points are compared with its range
 * only in its unit (another unit is a problem of its own); a device without a unit is compared on its quantity
 * only, as its range and accuracy cannot be read.
 */
export function deviceFitness(
  itemMeasurand: string,
  points: readonly FitnessPoint[],
  device: FitnessDevice,
  turWarn: string | null | undefined = DEFAULT_TUR_WARN,
): Fitness {
  const deviceMeasurand = device.measurand?.trim()
  if (!deviceMeasurand) return { fit: false, problem: 'quantityUnknown' }
  if (deviceMeasurand !== itemMeasurand.trim())
    return { fit: false, problem: 'quantity', deviceMeasurand, itemMeasurand: itemMeasurand.trim() }
  const deviceUnit = unitKey(device.rangeUnit)
  if (!deviceUnit) return { fit: true, tur: null, warning: false }
  const min = parseExact(device.rangeMin)
  const max = parseExact(device.rangeMax)
  const accuracy = accuracyOf(device)
  let smallest: { ratio: Ratio; index: number } | null = null
  for (const [index, point] of points.entries()) {
    const unit = unitKey(point.unit)
    if (unit !== deviceUnit)
      return {
        fit: false,
        problem: 'unit',
        index,
        unit: point.unit?.trim() ?? '',
        deviceUnit: device.rangeUnit!.trim(),
      }
    const nominal = parseExact(point.nominal)
    if (nominal && ((min && compareExact(nominal, min) < 0) || (max && compareExact(nominal, max) > 0)))
      return {
        fit: false,
        problem: 'range',
        index,
        nominal: point.nominal.trim(),
        unit: device.rangeUnit!.trim(),
        min: min ? device.rangeMin!.trim() : null,
        max: max ? device.rangeMax!.trim() : null,
      }
    const permitted = parseExact(point.permittedError)
    if (!accuracy || !permitted) continue
    const ratio = ratioOf(absolute(permitted), accuracy)
    if (!smallest || below(ratio, smallest.ratio)) smallest = { ratio, index }
  }
  if (!smallest) return { fit: true, tur: null, warning: false }
  const tur = formatRatio(smallest.ratio)
  if (below(smallest.ratio, { num: 1n, den: 1n }))
    return { fit: false, problem: 'tur', index: smallest.index, tur }
  return { fit: true, tur, warning: below(smallest.ratio, warnRatio(turWarn)) }
}
