import { formatAmount } from '../money/round'
import { compareExact, parseExact } from '../results/exact'
import {
  evaluateComponent,
  MAX_COMPONENTS,
  type BudgetComponent,
  type ComponentProblem,
  type EvaluatedComponent,
} from './components'
import { decimalText, roundSignificant } from './significant'
import { tQuantile } from './tDistribution'

/*
 * An uncertainty budget (GUM 5–6, JJF 1059.1 4.4–5.3): uncorrelated components combined in quadrature into
 * the combined standard uncertainty uc, their effective degrees of freedom by Welch–Satterthwaite, the
 * coverage factor k from the t-distribution for the chosen probability (or k = 2 where the lab's procedure
 * fixes it), and the expanded uncertainty U = k·uc rounded to two significant figures.
 */

/**
 * `p95`: k = t₉₅(νeff) (JJF 1059.1's U₉₅); `p9545`: k = t₉₅.₄₅(νeff), which is 2 for a large νeff (EA-4/02);
 * `k2`: k = 2 whatever νeff (a procedure that fixes it).
 */
export const COVERAGES = ['p95', 'p9545', 'k2'] as const
export type Coverage = (typeof COVERAGES)[number]

const PROBABILITY: Record<Exclude<Coverage, 'k2'>, number> = { p95: 0.95, p9545: 0.9545 }

export type Budget = { components: BudgetComponent[]; coverage: Coverage }

export type BudgetResult = {
  components: EvaluatedComponent[]
  /** Combined standard uncertainty. */
  combined: number
  /** Welch–Satterthwaite; Infinity when every component has infinite degrees of freedom. */
  effectiveDegreesOfFreedom: number
  /** The coverage factor as printed: two decimals. */
  coverageFactor: string
  /** The coverage probability the factor stands for (about 95 %). */
  coverageProbability: string
  /** U = k·uc, two significant figures, half to even. */
  expanded: string
}

export type BudgetProblem =
  ComponentProblem | 'uncertainty.componentsRequired' | 'uncertainty.tooManyComponents'

export const UNCERTAINTY_MESSAGES: Record<
  BudgetProblem | 'uncertainty.belowCmc',
  { zh: string; en: string }
> = {
  'uncertainty.componentsRequired': {
    zh: '不确定度评定至少需要一个分量',
    en: 'An uncertainty budget needs at least one component',
  },
  'uncertainty.tooManyComponents': {
    zh: `不确定度分量最多${MAX_COMPONENTS}个`,
    en: `At most ${MAX_COMPONENTS} uncertainty components`,
  },
  'uncertainty.nameRequired': { zh: '请填写不确定度来源', en: 'Name the source of each component' },
  'uncertainty.readingsTooFew': {
    zh: 'A类评定须有2至100个重复测量值',
    en: 'A type A evaluation needs 2 to 100 repeated readings',
  },
  'uncertainty.readingInvalid': { zh: '重复测量值须为数字', en: 'Each repeated reading must be a number' },
  'uncertainty.averagedInvalid': {
    zh: '取平均的测量次数须为1至测量次数之间的整数',
    en: 'The readings averaged must be a whole number from 1 to the number of readings',
  },
  'uncertainty.valueInvalid': {
    zh: 'B类分量的区间半宽度或扩展不确定度须为非负数字',
    en: 'A type B half-width or expanded uncertainty must be a number of 0 or more',
  },
  'uncertainty.coverageFactorInvalid': {
    zh: '包含因子须为不小于1的数字',
    en: 'The coverage factor must be a number of at least 1',
  },
  'uncertainty.distributionRequired': {
    zh: '请选择B类分量的分布',
    en: 'Choose the distribution of each type B half-width',
  },
  'uncertainty.degreesOfFreedomInvalid': {
    zh: '自由度须为正整数',
    en: 'Degrees of freedom must be a positive whole number',
  },
  'uncertainty.sensitivityInvalid': {
    zh: '灵敏系数须为数字',
    en: 'The sensitivity coefficient must be a number',
  },
  'uncertainty.belowCmc': {
    zh: '扩展不确定度小于本实验室该测量范围的校准和测量能力（CMC）',
    en: 'The expanded uncertainty is smaller than the lab’s calibration and measurement capability (CMC) for this range',
  },
}

/** Welch–Satterthwaite: νeff = uc⁴ / Σ(uᵢ⁴/νᵢ), components of infinite ν adding nothing. */
export function effectiveDegreesOfFreedom(
  components: readonly EvaluatedComponent[],
  combined: number,
): number {
  const denominator = components.reduce(
    (sum, component) =>
      Number.isFinite(component.degreesOfFreedom) && component.contribution > 0
        ? sum + component.contribution ** 4 / component.degreesOfFreedom
        : sum,
    0,
  )
  return denominator === 0 ? Infinity : combined ** 4 / denominator
}

/** The coverage factor for `coverage` at νeff, rounded to two decimals as the tables print it. */
export function coverageFactorOf(coverage: Coverage, nuEff: number): string {
  if (coverage === 'k2') return '2.00'
  return formatAmount(tQuantile(PROBABILITY[coverage], Math.max(1, nuEff)), 2)
}

export function evaluateBudget(
  budget: Budget,
): { ok: true; result: BudgetResult } | { ok: false; problem: BudgetProblem; index?: number } {
  if (budget.components.length === 0) return { ok: false, problem: 'uncertainty.componentsRequired' }
  if (budget.components.length > MAX_COMPONENTS)
    return { ok: false, problem: 'uncertainty.tooManyComponents' }
  const components: EvaluatedComponent[] = []
  for (const [index, component] of budget.components.entries()) {
    const evaluated = evaluateComponent(component)
    if (!evaluated.ok) return { ok: false, problem: evaluated.problem, index }
    components.push(evaluated.value)
  }
  const combined = Math.sqrt(components.reduce((sum, component) => sum + component.contribution ** 2, 0))
  const nuEff = effectiveDegreesOfFreedom(components, combined)
  const coverageFactor = coverageFactorOf(budget.coverage, nuEff)
  const expanded = roundSignificant(decimalText(Number(coverageFactor) * combined), 2)
  return {
    ok: true,
    result: {
      components,
      combined,
      effectiveDegreesOfFreedom: nuEff,
      coverageFactor,
      coverageProbability: budget.coverage === 'p95' ? '0.95' : '0.9545',
      expanded,
    },
  }
}

/**
 * Whether an expanded uncertainty claims better than the lab's CMC (a lab may not state an uncertainty
 * smaller than it is accredited for). Blank or unreadable values are not compared.
 */
export function belowCmc(uncertainty: string | null | undefined, cmc: string | null | undefined): boolean {
  const u = parseExact(uncertainty)
  const limit = parseExact(cmc)
  return Boolean(u && limit && compareExact(u, limit) < 0)
}
