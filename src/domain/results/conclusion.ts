import { isOutOfTolerance, ruleOf, ruleStatement, worstVerdict, type Verdict } from './decisionRule'

/** What the conclusion of a certificate reads from each of its items' results. */
export type ConcludedResult = {
  points: readonly { verdict: Verdict | null; asFoundVerdict: Verdict | null }[]
  /** Dictionary decision_rule the item was judged by, and its declared guard band. */
  decisionRule: number
  guardBand: string | null
}

/**
 * The conclusion a certificate prints (in Chinese, as the certificate is): the verdict over every point of
 * its items, what an as-found reading out of tolerance means for the customer, and the decision rule(s)
 * applied. `verb` is the work's (校准, 检定, 检测). A certificate whose items state no conformity says only so.
 */
export function certificateConclusion(results: readonly ConcludedResult[], verb: string): string {
  const rules = [
    ...new Map(
      results.map((result) => {
        const rule = ruleOf(result.decisionRule, result.guardBand)
        return [JSON.stringify(rule), rule] as const
      }),
    ).values(),
  ]
  const points = results.flatMap((result) => result.points)
  const worst = worstVerdict(points.map((point) => point.verdict))
  const sentences: string[] = []
  if (worst === 'pass') sentences.push('所检各测量点均符合要求。')
  else if (worst === 'conditionalPass')
    sentences.push('所检各测量点均在最大允许误差内，其中有测量点落在保护带内，判为有条件合格，详见结果。')
  else if (worst !== null) sentences.push('所检项目中有不符合要求的测量点，详见结果。')
  if (points.some((point) => isOutOfTolerance(point.asFoundVerdict)))
    sentences.push(
      `${verb}前有测量点超出最大允许误差（见${verb}前示值），建议评估该器具自上次${verb}以来的测量结果所受的影响。`,
    )
  return [...sentences, ...rules.map((rule) => ruleStatement(rule).zh)].join('')
}
