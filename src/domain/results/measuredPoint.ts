import { judge, SIMPLE_ACCEPTANCE, type DecisionRule, type Verdict } from './decisionRule'
import { formatExact, parseExact, subtractExact, type Exact } from './exact'

export { parseExact } from './exact'

/**
 * A measured point of a test item's result: nominal value, the reading as found and (after
 * adjustment) as left, the error, the maximum permitted error and the expanded uncertainty, with a conformity
 * verdict. Values are exact decimals as typed (no binary floating point: 0.1 + 0.2 must stay 0.3 on a
 * certificate), kept as text.
 *
 * The verdict follows the decision rule of the item (./decisionRule.ts: simple acceptance unless the lab's
 * capability declares guarded acceptance or no statement). The as-found reading, when there is one, is judged
 * against the same limits: an instrument found out of tolerance before adjustment is a finding of its own.
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

export type MeasuredPoint = MeasuredPointInput & {
  /** The reported reading's error: as left when given, else as found. */
  error: string
  /** Null when the rule states no conformity. */
  verdict: Verdict | null
  /** The as-found reading's error and verdict (null without an as-found reading). */
  asFoundError: string | null
  asFoundVerdict: Verdict | null
}

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
  'result.guardBandUncertaintyRequired': {
    zh: '保护带接受须填写扩展不确定度',
    en: 'Guarded acceptance needs the expanded uncertainty of each point',
  },
} as const
export type ResultProblem = keyof typeof RESULT_MESSAGES

export const MAX_POINTS = 200

/**
 * The point with its error (reading − nominal, at the finer of their decimals) and verdict under `rule`, and
 * the as-found reading's, or the problem.
 */
export function evaluatePoint(
  point: MeasuredPointInput,
  rule: DecisionRule = SIMPLE_ACCEPTANCE,
): { ok: true; point: MeasuredPoint } | { ok: false; problem: ResultProblem } {
  const nominal = parseExact(point.nominal)
  if (!nominal) return { ok: false, problem: 'result.nominalInvalid' }
  const asFoundText = point.asFound?.trim() ?? ''
  const asLeftText = point.asLeft?.trim() ?? ''
  if (!asLeftText && !asFoundText) return { ok: false, problem: 'result.readingRequired' }
  const asFound = asFoundText ? parseExact(asFoundText) : null
  const asLeft = asLeftText ? parseExact(asLeftText) : null
  if ((asFoundText && !asFound) || (asLeftText && !asLeft))
    return { ok: false, problem: 'result.readingInvalid' }
  const permitted = parseExact(point.permittedError)
  if (!permitted) return { ok: false, problem: 'result.permittedErrorInvalid' }
  let uncertainty: Exact | null = null
  if (point.uncertainty?.trim()) {
    uncertainty = parseExact(point.uncertainty)
    if (!uncertainty || uncertainty.units < 0n) return { ok: false, problem: 'result.uncertaintyInvalid' }
  }
  const guardBand = rule.kind === 'guarded' ? parseExact(rule.guardBand) : null
  const judged = (reading: Exact) => {
    const error = subtractExact(reading, nominal)
    return { error, outcome: judge(error, permitted, rule, uncertainty, guardBand) }
  }
  const reported = judged((asLeft ?? asFound)!)
  if (!reported.outcome.ok) return { ok: false, problem: reported.outcome.problem }
  const found = asFound ? (asLeft ? judged(asFound) : reported) : null
  if (found && !found.outcome.ok) return { ok: false, problem: found.outcome.problem }
  return {
    ok: true,
    point: {
      ...point,
      error: formatExact(reported.error),
      verdict: reported.outcome.verdict,
      asFoundError: found ? formatExact(found.error) : null,
      asFoundVerdict: found?.outcome.ok ? found.outcome.verdict : null,
    },
  }
}

/** Every point evaluated, or the first problem (with its 0-based index). */
export function evaluatePoints(
  points: readonly MeasuredPointInput[],
  rule: DecisionRule = SIMPLE_ACCEPTANCE,
): { ok: true; points: MeasuredPoint[] } | { ok: false; problem: ResultProblem; index: number } {
  if (points.length === 0) return { ok: false, problem: 'result.pointsRequired', index: -1 }
  if (points.length > MAX_POINTS) return { ok: false, problem: 'result.tooManyPoints', index: -1 }
  const evaluated: MeasuredPoint[] = []
  for (const [index, point] of points.entries()) {
    const result = evaluatePoint(point, rule)
    if (!result.ok) return { ok: false, problem: result.problem, index }
    evaluated.push(result.point)
  }
  return { ok: true, points: evaluated }
}
