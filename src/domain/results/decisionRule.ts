import type { Localized } from '../resources/types'
import { absExact, addExact, compareExact, subtractExact, type Exact } from './exact'

/*
 * Decision rules (ISO/IEC 17025 7.8.6, ILAC-G8:09/2019): how a measured error is judged against its maximum
 * permitted error L, given the expanded uncertainty U.
 *
 * - Simple acceptance (guard band w = 0): |e| ≤ L passes, anything beyond fails.
 * - Guarded acceptance (w = U unless the lab declares another w): |e| ≤ L − w passes, L − w < |e| ≤ L is a
 *   conditional pass (inside the tolerance, but within w of its edge), L < |e| ≤ L + w a conditional fail,
 *   beyond L + w a fail.
 * - No statement: a calibration that reports values only; it states no conformity at all.
 *
 * Computed on exact decimals: a point exactly at a limit falls on the inner side of it.
 */

/** Dictionary decision_rule: the codes a capability and a result store. */
export const DECISION_RULE = { simple: 1, guarded: 2, none: 3 } as const
export type DecisionRuleKind = keyof typeof DECISION_RULE

export type DecisionRule =
  | { kind: 'simple' }
  /** guardBand: the declared w; null: w = U of each point. */
  | { kind: 'guarded'; guardBand: string | null }
  | { kind: 'none' }

export const SIMPLE_ACCEPTANCE: DecisionRule = { kind: 'simple' }

export const VERDICTS = ['pass', 'conditionalPass', 'conditionalFail', 'fail'] as const
export type Verdict = (typeof VERDICTS)[number]

export const VERDICT_LABELS: Record<Verdict, Localized> = {
  pass: { zh: '合格', en: 'Pass' },
  conditionalPass: { zh: '有条件合格', en: 'Conditional pass' },
  conditionalFail: { zh: '有条件不合格', en: 'Conditional fail' },
  fail: { zh: '不合格', en: 'Fail' },
}

/** A failed verdict (outside the tolerance, with or without the guard band): what an as-found finding is. */
export const isOutOfTolerance = (verdict: Verdict | null): boolean =>
  verdict === 'fail' || verdict === 'conditionalFail'

export function ruleOf(code: number | null | undefined, guardBand: string | null | undefined): DecisionRule {
  if (code === DECISION_RULE.none) return { kind: 'none' }
  if (code === DECISION_RULE.guarded) return { kind: 'guarded', guardBand: guardBand?.trim() || null }
  return SIMPLE_ACCEPTANCE
}

export type JudgeOutcome =
  | { ok: true; verdict: Verdict | null }
  /** Guarded acceptance with no declared w needs the point's U. */
  | { ok: false; problem: 'result.guardBandUncertaintyRequired' }

/**
 * The verdict of an error against ±limit under the rule. `guardBand` is the rule's declared w when it has
 * one, else the point's U (already checked to be a number of 0 or more, when given).
 */
export function judge(
  error: Exact,
  limit: Exact,
  rule: DecisionRule,
  uncertainty: Exact | null,
  declaredGuardBand: Exact | null = null,
): JudgeOutcome {
  if (rule.kind === 'none') return { ok: true, verdict: null }
  const e = absExact(error)
  const tolerance = absExact(limit)
  if (rule.kind === 'simple') return { ok: true, verdict: compareExact(e, tolerance) <= 0 ? 'pass' : 'fail' }
  const w = declaredGuardBand ?? uncertainty
  if (!w) return { ok: false, problem: 'result.guardBandUncertaintyRequired' }
  const band = absExact(w)
  if (compareExact(e, subtractExact(tolerance, band)) <= 0) return { ok: true, verdict: 'pass' }
  if (compareExact(e, tolerance) <= 0) return { ok: true, verdict: 'conditionalPass' }
  if (compareExact(e, addExact(tolerance, band)) <= 0) return { ok: true, verdict: 'conditionalFail' }
  return { ok: true, verdict: 'fail' }
}

const SEVERITY: Record<Verdict, number> = { pass: 0, conditionalPass: 1, conditionalFail: 2, fail: 3 }

/** An item's verdict: its worst point's (null when the rule states none, or there is no point). */
export function worstVerdict(verdicts: readonly (Verdict | null)[]): Verdict | null {
  let worst: Verdict | null = null
  for (const verdict of verdicts)
    if (verdict && (worst === null || SEVERITY[verdict] > SEVERITY[worst])) worst = verdict
  return worst
}

/** How the certificate states the rule it applied (the wording of a Chinese lab, and English). */
export function ruleStatement(rule: DecisionRule): Localized {
  switch (rule.kind) {
    case 'simple':
      return {
        zh: '判定规则：简单接受（保护带 w = 0，ILAC-G8:09/2019），误差绝对值不大于最大允许误差为合格。',
        en: 'Decision rule: simple acceptance (guard band w = 0, ILAC-G8:09/2019): a point passes when its error is within the maximum permitted error.',
      }
    case 'guarded':
      return rule.guardBand
        ? {
            zh: `判定规则：保护带接受（保护带 w = ${rule.guardBand}，ILAC-G8:09/2019），落在保护带内的结果判为有条件合格或有条件不合格。`,
            en: `Decision rule: guarded acceptance (guard band w = ${rule.guardBand}, ILAC-G8:09/2019): a result within the guard band is a conditional pass or a conditional fail.`,
          }
        : {
            zh: '判定规则：保护带接受（保护带 w = U，ILAC-G8:09/2019），落在保护带内的结果判为有条件合格或有条件不合格。',
            en: 'Decision rule: guarded acceptance (guard band w = U, ILAC-G8:09/2019): a result within the guard band is a conditional pass or a conditional fail.',
          }
    case 'none':
      return {
        zh: '本证书仅报告测量结果，不作符合性声明。',
        en: 'This certificate reports measured values only and makes no statement of conformity.',
      }
  }
}
