/*
 * Units as a lab types them (`kPa`, `μm`, `℃`, `N·m`, `m/s²`) in the machine-readable syntax of the D-SI
 * (PTB's Digital System of Units, used by the Digital Calibration Certificate): `\kilo\pascal`,
 * `\micro\metre`, `\degreecelsius`, `\newton\metre`, `\metre\second\tothe{-2}`.
 *
 * A text that is not surely one SI unit (or one accepted for use with the SI) answers null rather than a
 * guess: the D-SI schema types a unit as any string, so nothing downstream would catch `pH` read as
 * picohenry or `Gs` (gauss) as gigasecond. The caller then keeps such values as text.
 */

/**
 * A unit in D-SI syntax, and the power of ten a value typed in the lab's unit is multiplied by to be in it:
 * 0 for nearly every unit; `bar` is written as `\pascal` with 5, as the D-SI has no bar.
 */
export type DsiUnit = { unit: string; exponent: number }

type UnitEntry = { dsi: string; prefixable: boolean }

const unit = (dsi: string, prefixable = true): UnitEntry => ({ dsi, prefixable })

// The SI units, and those the SI Brochure (9th ed., table 8) accepts for use with them. The tonne takes no
// prefix here, so `ft` is not read as a femtotonne.
const UNITS: Readonly<Record<string, UnitEntry>> = {
  m: unit('\\metre'),
  g: unit('\\gram'),
  kg: unit('\\kilogram', false),
  s: unit('\\second'),
  A: unit('\\ampere'),
  K: unit('\\kelvin'),
  mol: unit('\\mole'),
  cd: unit('\\candela'),
  Hz: unit('\\hertz'),
  N: unit('\\newton'),
  Pa: unit('\\pascal'),
  J: unit('\\joule'),
  W: unit('\\watt'),
  C: unit('\\coulomb'),
  V: unit('\\volt'),
  F: unit('\\farad'),
  '\u03a9': unit('\\ohm'),
  S: unit('\\siemens'),
  Wb: unit('\\weber'),
  T: unit('\\tesla'),
  H: unit('\\henry'),
  lm: unit('\\lumen'),
  lx: unit('\\lux'),
  Bq: unit('\\becquerel'),
  Gy: unit('\\gray'),
  Sv: unit('\\sievert'),
  kat: unit('\\katal'),
  rad: unit('\\radian'),
  sr: unit('\\steradian'),
  L: unit('\\litre'),
  l: unit('\\litre'),
  eV: unit('\\electronvolt'),
  '\u00b0C': unit('\\degreecelsius', false),
  t: unit('\\tonne', false),
  min: unit('\\minute', false),
  h: unit('\\hour', false),
  d: unit('\\day', false),
  '\u00b0': unit('\\degree', false),
  '\u2032': unit('\\arcminute', false),
  '\u2032\u2032': unit('\\arcsecond', false),
  '%': unit('\\percent', false),
  dB: unit('\\decibel', false),
}

const PREFIXES: Readonly<Record<string, string>> = {
  Y: '\\yotta',
  Z: '\\zetta',
  E: '\\exa',
  P: '\\peta',
  T: '\\tera',
  G: '\\giga',
  M: '\\mega',
  k: '\\kilo',
  h: '\\hecto',
  da: '\\deca',
  d: '\\deci',
  c: '\\centi',
  m: '\\milli',
  '\u03bc': '\\micro',
  // Typed where μ is hard to reach: `um`, `uA`.
  u: '\\micro',
  n: '\\nano',
  p: '\\pico',
  f: '\\femto',
  a: '\\atto',
  z: '\\zepto',
  y: '\\yocto',
}

// Longest first: `da` (deca) before `d` (deci).
const PREFIX_ORDER = Object.keys(PREFIXES).sort((a, b) => b.length - a.length)

/**
 * Whole texts read directly: relative humidity is a percentage; the bar and mbar are exact multiples of the
 * pascal; and a few miswritings of prefixes that are common on Chinese lab forms and cannot mean anything
 * else (`KPa`, `Mpa`, `Kg`).
 */
const WHOLE: Readonly<Record<string, DsiUnit>> = {
  '%RH': { unit: '\\percent', exponent: 0 },
  '%rh': { unit: '\\percent', exponent: 0 },
  bar: { unit: '\\pascal', exponent: 5 },
  mbar: { unit: '\\hecto\\pascal', exponent: 0 },
  ppm: { unit: '\\one', exponent: -6 },
  KPa: { unit: '\\kilo\\pascal', exponent: 0 },
  Kpa: { unit: '\\kilo\\pascal', exponent: 0 },
  kpa: { unit: '\\kilo\\pascal', exponent: 0 },
  Mpa: { unit: '\\mega\\pascal', exponent: 0 },
  MPA: { unit: '\\mega\\pascal', exponent: 0 },
  Kg: { unit: '\\kilogram', exponent: 0 },
  KG: { unit: '\\kilogram', exponent: 0 },
  KN: { unit: '\\kilo\\newton', exponent: 0 },
  Nm: { unit: '\\newton\\metre', exponent: 0 },
  kWh: { unit: '\\kilo\\watt\\hour', exponent: 0 },
}

/** Texts that parse as a prefixed unit but never mean it in a lab: the pH value, the gauss, horsepower. */
const NOT_UNITS = new Set(['pH', 'Gs', 'PS'])

const FACTOR = /^(.*?)(?:\^?([-−]?\d+))?$/u

function symbolOf(symbol: string): string | null {
  const known = UNITS[symbol]
  if (known) return known.dsi
  for (const prefix of PREFIX_ORDER) {
    if (!symbol.startsWith(prefix)) continue
    const base = UNITS[symbol.slice(prefix.length)]
    if (base?.prefixable) return `${PREFIXES[prefix]}${base.dsi}`
  }
  return null
}

function factorOf(text: string, sign: 1 | -1): { dsi: string; power: number } | null {
  const match = FACTOR.exec(text)
  if (!match?.[1]) return null
  const dsi = symbolOf(match[1])
  if (!dsi) return null
  const power = sign * (match[2] ? Number(match[2].replace('−', '-')) : 1)
  return power === 0 ? null : { dsi, power }
}

/** `kg/(m·s2)` → the numerator's factors and the denominators' (`/` binds to the left: `m/s/s` = m·s⁻²). */
function factorsOf(text: string): { factor: string; sign: 1 | -1 }[] | null {
  const parts = text.split('/')
  const factors: { factor: string; sign: 1 | -1 }[] = []
  for (const [index, raw] of parts.entries()) {
    const part = raw.trim().replace(/^\((.*)\)$/u, '$1')
    if (!part) return null
    const sign = index === 0 ? 1 : -1
    for (const factor of part.split(/[\s·⋅*×.]+/u)) {
      if (!factor) return null
      factors.push({ factor, sign })
    }
  }
  return factors
}

/**
 * The D-SI form of a unit typed in the lab, or null when it is not surely one (blank, `格`, `HRC`, `r/min`,
 * `mmHg`, `%FS`).
 */
export function dsiUnitOf(text: string | null | undefined): DsiUnit | null {
  // NFKC folds the look-alikes labs type: ℃ → °C, µ (micro sign) → μ, Ω (ohm sign) → Ω, ² → 2, ㎫ → MPa, ％ → %.
  // `° C` is one symbol, not a degree times a coulomb.
  const normal = (text ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/\u00b0 C/gu, '\u00b0C')
  if (!normal || NOT_UNITS.has(normal)) return null
  const whole = WHOLE[normal.replace(/\s/gu, '')]
  if (whole) return whole
  const factors = factorsOf(normal)
  if (!factors) return null
  // The same unit twice is one unit with the summed power: `m/s/s` is `\metre\second\tothe{-2}`.
  const powers = new Map<string, number>()
  for (const { factor, sign } of factors) {
    if (NOT_UNITS.has(factor)) return null
    const written = factorOf(factor, sign)
    if (!written) return null
    powers.set(written.dsi, (powers.get(written.dsi) ?? 0) + written.power)
  }
  const dsi = [...powers]
    .filter(([, power]) => power !== 0)
    .map(([symbol, power]) => (power === 1 ? symbol : `${symbol}\\tothe{${power}}`))
    .join('')
  return dsi ? { unit: dsi, exponent: 0 } : null
}

const DECIMAL = /^([-+]?(?:\d*\.\d+|\d+\.\d*|\d+\.?))(?:[Ee]([-+]?\d+))?$/u

/**
 * A decimal text times 10^exponent, still exact and as typed (`1.6` bar → `1.6E5` Pa): the digits, and with
 * them the precision the lab stated, are kept; only the exponent changes. Null for a text that is no decimal.
 */
export function scaleDecimal(value: string, exponent: number): string | null {
  const match = DECIMAL.exec(value.trim())
  if (!match) return null
  const power = Number(match[2] ?? '0') + exponent
  return power === 0 ? match[1]! : `${match[1]!}E${power}`
}
