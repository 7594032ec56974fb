import { parseExact } from '../results/exact'

/*
 * The components of an uncertainty budget (GUM 4, JJF 1059.1 4.3) and the standard uncertainty each gives.
 *
 * - Type A: repeated readings under repeatability conditions. The experimental standard deviation s (Bessel)
 *   over n readings; the result reports the mean of `averaged` readings (n by default), so u = s/√m, with
 *   n − 1 degrees of freedom. A pooled s from an earlier repeatability study (JJF 1059.1 4.3.2.4) may stand
 *   for the readings, with its own degrees of freedom.
 * - Type B: a bound or an uncertainty taken from elsewhere (the standard's certificate, the resolution, the
 *   temperature …). Either a half-width a of an interval with a distribution (u = a/divisor: normal 3 for
 *   ±3σ bounds, rectangular √3, triangular √6, arcsine √2), or an expanded uncertainty U with its k from a
 *   certificate (u = U/k), or a standard uncertainty u itself. Degrees of freedom infinite unless given (JJF 1059.1 4.3.3.5: from the estimate's
 *   relative reliability).
 *
 * Every component carries a sensitivity coefficient c (1 by default): its contribution is |c|·u.
 */

export const DISTRIBUTIONS = ['normal', 'rectangular', 'triangular', 'arcsine'] as const
export type Distribution = (typeof DISTRIBUTIONS)[number]

/** Divisors of a half-width (JJF 1059.1 table 3; normal: the half-width taken as 3σ, p = 99.73 %). */
export const DIVISORS: Record<Distribution, number> = {
  normal: 3,
  rectangular: Math.sqrt(3),
  triangular: Math.sqrt(6),
  arcsine: Math.SQRT2,
}

export type TypeAComponent = {
  type: 'A'
  name: string
  /** The repeated readings, exact decimals as typed. */
  readings: string[]
  /** A pooled standard deviation used instead of readings, with its degrees of freedom. */
  pooledDeviation?: string | null
  pooledDegreesOfFreedom?: number | null
  /** How many readings the reported result averages; the count of readings (1 for a pooled s) when absent. */
  averaged?: number | null
  sensitivity?: string | null
}

export type TypeBComponent = {
  type: 'B'
  name: string
  /**
   * `halfWidth`: value is a, divided by the distribution's divisor; `expanded`: value is U, divided by k;
   * `standard`: value is u.
   */
  basis: 'halfWidth' | 'expanded' | 'standard'
  value: string
  distribution?: Distribution | null
  /** k of an expanded uncertainty. */
  coverageFactor?: string | null
  /** Degrees of freedom; infinite when absent. */
  degreesOfFreedom?: number | null
  sensitivity?: string | null
}

export type BudgetComponent = TypeAComponent | TypeBComponent

export const MAX_READINGS = 100
export const MAX_COMPONENTS = 30

export type ComponentProblem =
  | 'uncertainty.nameRequired'
  | 'uncertainty.readingsTooFew'
  | 'uncertainty.readingInvalid'
  | 'uncertainty.averagedInvalid'
  | 'uncertainty.valueInvalid'
  | 'uncertainty.coverageFactorInvalid'
  | 'uncertainty.distributionRequired'
  | 'uncertainty.degreesOfFreedomInvalid'
  | 'uncertainty.sensitivityInvalid'

/** What one component gives: its standard uncertainty, |c|·u, and ν (Infinity for none). */
export type EvaluatedComponent = {
  standardUncertainty: number
  sensitivity: number
  contribution: number
  degreesOfFreedom: number
  /** Type A only: the mean and the experimental standard deviation of the readings. */
  mean?: number
  standardDeviation?: number
}

const decimal = (text: string | null | undefined): number | null =>
  parseExact(text) ? Number(text!.trim()) : null

/** Mean and Bessel standard deviation computed on exact decimals up to the square root. */
function meanAndDeviation(readings: string[]): { mean: number; deviation: number } {
  const values = readings.map((reading) => parseExact(reading)!)
  const scale = Math.max(...values.map((value) => value.scale))
  const units = values.map((value) => value.units * 10n ** BigInt(scale - value.scale))
  const n = BigInt(units.length)
  const sum = units.reduce((a, b) => a + b, 0n)
  // Σ(x − x̄)² = (nΣx² − (Σx)²)/n, exact in integers until the final division.
  const squares = units.reduce((a, b) => a + b * b, 0n)
  const spread = n * squares - sum * sum
  const unit = 10 ** scale
  const variance = Number(spread) / Number(n * (n - 1n)) / (unit * unit)
  return { mean: Number(sum) / Number(n) / unit, deviation: Math.sqrt(variance) }
}

/** What a component gives, once its standard uncertainty is known: |c|·u beside it. */
const given = (
  standardUncertainty: number,
  sensitivity: number,
  degreesOfFreedom: number,
  readings: Pick<EvaluatedComponent, 'mean' | 'standardDeviation'> = {},
): { ok: true; value: EvaluatedComponent } => ({
  ok: true,
  value: {
    standardUncertainty,
    sensitivity,
    contribution: Math.abs(sensitivity) * standardUncertainty,
    degreesOfFreedom,
    ...readings,
  },
})

export function evaluateComponent(
  component: BudgetComponent,
): { ok: true; value: EvaluatedComponent } | { ok: false; problem: ComponentProblem } {
  if (!component.name.trim()) return { ok: false, problem: 'uncertainty.nameRequired' }
  const sensitivityText = component.sensitivity?.trim() || '1'
  const sensitivity = decimal(sensitivityText)
  if (sensitivity === null) return { ok: false, problem: 'uncertainty.sensitivityInvalid' }
  if (component.type === 'A' && component.pooledDeviation?.trim()) {
    const deviation = decimal(component.pooledDeviation)
    if (deviation === null || deviation < 0) return { ok: false, problem: 'uncertainty.valueInvalid' }
    const dof = component.pooledDegreesOfFreedom ?? null
    if (dof === null || !(Number.isInteger(dof) && dof >= 1))
      return { ok: false, problem: 'uncertainty.degreesOfFreedomInvalid' }
    const averaged = component.averaged ?? 1
    if (!Number.isInteger(averaged) || averaged < 1 || averaged > MAX_READINGS)
      return { ok: false, problem: 'uncertainty.averagedInvalid' }
    return given(deviation / Math.sqrt(averaged), sensitivity, dof, { standardDeviation: deviation })
  }
  if (component.type === 'A') {
    const readings = component.readings.map((reading) => reading.trim()).filter(Boolean)
    if (readings.length < 2 || readings.length > MAX_READINGS)
      return { ok: false, problem: 'uncertainty.readingsTooFew' }
    if (readings.some((reading) => !parseExact(reading)))
      return { ok: false, problem: 'uncertainty.readingInvalid' }
    const averaged = component.averaged ?? readings.length
    if (!Number.isInteger(averaged) || averaged < 1 || averaged > readings.length)
      return { ok: false, problem: 'uncertainty.averagedInvalid' }
    const { mean, deviation } = meanAndDeviation(readings)
    return given(deviation / Math.sqrt(averaged), sensitivity, readings.length - 1, {
      mean,
      standardDeviation: deviation,
    })
  }
  const value = decimal(component.value)
  if (value === null || value < 0) return { ok: false, problem: 'uncertainty.valueInvalid' }
  let divisor = 1
  if (component.basis === 'expanded') {
    const k = decimal(component.coverageFactor)
    if (k === null || k < 1) return { ok: false, problem: 'uncertainty.coverageFactorInvalid' }
    divisor = k
  } else if (component.basis === 'halfWidth') {
    if (!component.distribution || !DIVISORS[component.distribution])
      return { ok: false, problem: 'uncertainty.distributionRequired' }
    divisor = DIVISORS[component.distribution]
  }
  const dof = component.degreesOfFreedom ?? null
  if (dof !== null && !(Number.isInteger(dof) && dof >= 1))
    return { ok: false, problem: 'uncertainty.degreesOfFreedomInvalid' }
  return given(value / divisor, sensitivity, dof ?? Infinity)
}
