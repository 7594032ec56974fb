/**
 * A measured point of a test item's result: nominal value, the reading as found and (after
 * adjustment) as left, the error, the maximum permitted error and the expanded uncertainty, with a conformity
 * verdict. Values are exact decimals as typed (no binary floating point: 0.1 + 0.2 must stay 0.3 on a
 * certificate), kept as text.
 *
 * Decision rule: simple acceptance (ILAC-G8:09/2019 4.2.1, guard band w = 0): a point conforms when
 * |error| ≤ |MPE|. The uncertainty is reported beside it, as the certificate states the rule used.
 */
export type MeasuredPointInput = {
  nominal: string
  asFound?: string | null
  asLeft?: string | null
  /** Maximum permitted error (MPE), ± this value. */
  permittedError: string
  /** Expanded uncertainty U (k = 2). */
  uncertainty?: string | null
  unit?: string | null
}

export type MeasuredPoint = MeasuredPointInput & { error: string; verdict: 'pass' | 'fail' }

export const RESULT_MESSAGES = {
  'result.pointsRequired': { zh: '请至少填写一个测量点', en: 'Enter at least one measured point' },
  'result.nominalInvalid': { zh: '标称值须为数字', en: 'The nominal value must be a number' },
  'result.readingRequired': {
    zh: '请填写示值（校准前或校准后）',
    en: 'Enter a reading (as found or as left)',
  },
  'result.readingInvalid': { zh: '示值须为数字', en: 'A reading must be a number' },
  'result.permittedErrorInvalid': {
    zh: '最大允许误差须为数字',
    en: 'The maximum permitted error must be a number',
  },
  'result.uncertaintyInvalid': {
    zh: '不确定度须为非负数字',
    en: 'The uncertainty must be a number of 0 or more',
  },
  'result.tooManyPoints': { zh: '测量点最多200个', en: 'At most 200 measured points' },
} as const
export type ResultProblem = keyof typeof RESULT_MESSAGES

export const MAX_POINTS = 200

/** An exact decimal: units × 10^-scale. */
type Exact = { units: bigint; scale: number }

const NUMBER = /^([+-]?)(\d{1,15})(?:\.(\d{1,10}))?$/

export function parseExact(text: string | null | undefined): Exact | null {
  const match = NUMBER.exec((text ?? '').trim())
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  const units = BigInt(`${whole}${fraction}`)
  return { units: sign === '-' ? -units : units, scale: fraction.length }
}

const rescale = (value: Exact, scale: number): bigint => value.units * 10n ** BigInt(scale - value.scale)

const abs = (value: bigint) => (value < 0n ? -value : value)

function formatExact(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = abs(units)
    .toString()
    .padStart(scale + 1, '0')
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return negative ? `-${text}` : text
}

/** The point with its error (reading − nominal, at the finer of their decimals) and verdict, or the problem. */
export function evaluatePoint(
  point: MeasuredPointInput,
): { ok: true; point: MeasuredPoint } | { ok: false; problem: ResultProblem } {
  const nominal = parseExact(point.nominal)
  if (!nominal) return { ok: false, problem: 'result.nominalInvalid' }
  const readingText = point.asLeft?.trim() || point.asFound?.trim() || ''
  if (!readingText) return { ok: false, problem: 'result.readingRequired' }
  const reading = parseExact(readingText)
  const found = point.asFound?.trim() ? parseExact(point.asFound) : nominal
  if (!reading || !found) return { ok: false, problem: 'result.readingInvalid' }
  const permitted = parseExact(point.permittedError)
  if (!permitted) return { ok: false, problem: 'result.permittedErrorInvalid' }
  if (point.uncertainty?.trim()) {
    const uncertainty = parseExact(point.uncertainty)
    if (!uncertainty || uncertainty.units < 0n) return { ok: false, problem: 'result.uncertaintyInvalid' }
  }
  const scale = Math.max(nominal.scale, reading.scale)
  const error = rescale(reading, scale) - rescale(nominal, scale)
  const limitScale = Math.max(scale, permitted.scale)
  const conforms = abs(error) * 10n ** BigInt(limitScale - scale) <= abs(rescale(permitted, limitScale))
  return {
    ok: true,
    point: { ...point, error: formatExact(error, scale), verdict: conforms ? 'pass' : 'fail' },
  }
}

/** Every point evaluated, or the first problem (with its 0-based index). */
export function evaluatePoints(
  points: readonly MeasuredPointInput[],
): { ok: true; points: MeasuredPoint[] } | { ok: false; problem: ResultProblem; index: number } {
  if (points.length === 0) return { ok: false, problem: 'result.pointsRequired', index: -1 }
  if (points.length > MAX_POINTS) return { ok: false, problem: 'result.tooManyPoints', index: -1 }
  const evaluated: MeasuredPoint[] = []
  for (const [index, point] of points.entries()) {
    const result = evaluatePoint(point)
    if (!result.ok) return { ok: false, problem: result.problem, index }
    evaluated.push(result.point)
  }
  return { ok: true, points: evaluated }
}
