/*
 * Coverage factors from Student's t-distribution (GUM G.3, JJF 1059.1 5.3.3): the k for which an interval
 * ±k·uc holds about p of the values, given the effective degrees of freedom. Computed rather than read off a
 * table, so every ν has its factor; the unit tests hold it to the published tables (GUM table G.2).
 */

/** Coverage probabilities a budget may ask for: 95 % (k₉₅) and 95.45 % (k = 2 for infinite ν). */
export const COVERAGE_PROBABILITIES = ['0.95', '0.9545'] as const
export type CoverageProbability = (typeof COVERAGE_PROBABILITIES)[number]

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI)

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits, far beyond what a k needs. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = c[0]!
  for (let i = 1; i < c.length; i++) sum += c[i]! / (z + i)
  const t = z + 7.5
  return LOG_SQRT_2PI + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** The continued fraction of the regularized incomplete beta function (modified Lentz). */
function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < tiny) d = tiny
  d = 1 / d
  let h = d
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return h
}

/** I_x(a, b), the regularized incomplete beta function. */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(x, a, b)) / a
    : 1 - (front * betaFraction(1 - x, b, a)) / b
}

/** P(|T| ≤ t) for Student's t with ν degrees of freedom. */
function twoSidedT(t: number, nu: number): number {
  return 1 - incompleteBeta(nu / (nu + t * t), nu / 2, 0.5)
}

/**
 * P(|Z| ≤ z) for the normal distribution: erf(z/√2) by its series, which cancels badly for a large z; beyond
 * z = 6 the probability differs from 1 by less than 2·10⁻⁹, far past any coverage asked for.
 */
function twoSidedNormal(z: number): number {
  if (z >= 6) return 1
  const x = z / Math.SQRT2
  let term = x
  let sum = x
  for (let n = 1; n < 200; n++) {
    term *= (-x * x) / n
    const next = term / (2 * n + 1)
    sum += next
    if (Math.abs(next) < 1e-17 * Math.abs(sum)) break
  }
  return (2 / Math.sqrt(Math.PI)) * sum
}

/** The t (or z) with P(|T| ≤ t) = p, by bisection: the CDF is monotone, so it always converges. */
function quantile(p: number, cdf: (t: number) => number): number {
  let low = 0
  let high = 1000
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (cdf(mid) < p) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/**
 * t_p(ν), the two-sided quantile: the coverage factor for probability p with ν degrees of freedom (ν = ∞: the
 * normal distribution's). A fractional ν is truncated to the next lower integer first (GUM G.4.1 note 1),
 * which keeps the interval on the safe side.
 */
export function tQuantile(p: number, nu: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`coverage probability must lie in (0, 1), got ${p}`)
  if (!(nu >= 1)) throw new RangeError(`degrees of freedom must be 1 or more, got ${nu}`)
  if (!Number.isFinite(nu)) return quantile(p, twoSidedNormal)
  const whole = Math.floor(nu)
  return quantile(p, (t) => twoSidedT(t, whole))
}
