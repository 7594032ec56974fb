import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { certificateConclusion } from '@/domain/results/conclusion'
import {
  DECISION_RULE,
  judge,
  ruleOf,
  ruleStatement,
  worstVerdict,
  type DecisionRule,
} from '@/domain/results/decisionRule'
import { parseExact, type Exact } from '@/domain/results/exact'
import { evaluatePoint } from '@/domain/results/measuredPoint'

const exact = (text: string): Exact => parseExact(text)!
/** A value of thousandths, as a lab types it: `units / 1000`. */
const thousandths = (units: number): Exact => ({ units: BigInt(units), scale: 3 })

const GUARDED_U: DecisionRule = { kind: 'guarded', guardBand: null }

describe('decision rules (ILAC-G8:09/2019)', () => {
  it('simple acceptance: the issue’s own case (error 0.5, MPE 0.6, U 0.2) passes, 0.61 fails', () => {
    expect(judge(exact('0.5'), exact('0.6'), { kind: 'simple' }, exact('0.2'))).toEqual({
      ok: true,
      verdict: 'pass',
    })
    expect(judge(exact('0.61'), exact('0.6'), { kind: 'simple' }, exact('0.2'))).toEqual({
      ok: true,
      verdict: 'fail',
    })
  })

  it('guarded acceptance with w = U: the same case is a conditional pass; each zone has its verdict', () => {
    const at = (error: string) => judge(exact(error), exact('0.6'), GUARDED_U, exact('0.2'))
    expect(at('0.4')).toEqual({ ok: true, verdict: 'pass' })
    expect(at('-0.4')).toEqual({ ok: true, verdict: 'pass' })
    expect(at('0.5')).toEqual({ ok: true, verdict: 'conditionalPass' })
    expect(at('0.6')).toEqual({ ok: true, verdict: 'conditionalPass' })
    expect(at('0.7')).toEqual({ ok: true, verdict: 'conditionalFail' })
    expect(at('-0.8')).toEqual({ ok: true, verdict: 'conditionalFail' })
    expect(at('0.81')).toEqual({ ok: true, verdict: 'fail' })
  })

  it('a declared guard band replaces U; without either guarded acceptance cannot judge', () => {
    expect(judge(exact('0.5'), exact('0.6'), GUARDED_U, exact('0.2'), exact('0.05'))).toEqual({
      ok: true,
      verdict: 'pass',
    })
    expect(judge(exact('0.5'), exact('0.6'), GUARDED_U, null)).toEqual({
      ok: false,
      problem: 'result.guardBandUncertaintyRequired',
    })
  })

  it('no statement judges nothing', () => {
    expect(judge(exact('9'), exact('0.6'), { kind: 'none' }, exact('0.2'))).toEqual({
      ok: true,
      verdict: null,
    })
  })

  it('simple acceptance flips exactly at the limit, for any limit and either sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (limit, negative) => {
        const sign = negative ? -1 : 1
        const verdict = (units: number) =>
          judge(thousandths(sign * units), thousandths(limit), { kind: 'simple' }, null)
        expect(verdict(limit)).toEqual({ ok: true, verdict: 'pass' })
        expect(verdict(limit + 1)).toEqual({ ok: true, verdict: 'fail' })
      }),
    )
  })

  it('guarded acceptance flips exactly at L − w, L and L + w', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (limit, band, negative) => {
          const sign = negative ? -1 : 1
          const verdict = (units: number) =>
            judge(thousandths(sign * units), thousandths(limit), GUARDED_U, thousandths(band))
          const expected = (units: number) =>
            units <= limit - band
              ? 'pass'
              : units <= limit
                ? 'conditionalPass'
                : units <= limit + band
                  ? 'conditionalFail'
                  : 'fail'
          for (const units of [
            limit - band,
            limit - band + 1,
            limit,
            limit + 1,
            limit + band,
            limit + band + 1,
          ])
            if (units >= 0) expect(verdict(units)).toEqual({ ok: true, verdict: expected(units) })
        },
      ),
    )
  })

  it('an item’s verdict is its worst point’s; no statement when no point states one', () => {
    expect(worstVerdict(['pass', 'conditionalPass', 'pass'])).toBe('conditionalPass')
    expect(worstVerdict(['conditionalFail', 'fail', 'pass'])).toBe('fail')
    expect(worstVerdict([null, null])).toBeNull()
  })

  it('reads the rule a capability stores', () => {
    expect(ruleOf(DECISION_RULE.simple, null)).toEqual({ kind: 'simple' })
    expect(ruleOf(DECISION_RULE.guarded, ' 0.05 ')).toEqual({ kind: 'guarded', guardBand: '0.05' })
    expect(ruleOf(DECISION_RULE.guarded, '')).toEqual({ kind: 'guarded', guardBand: null })
    expect(ruleOf(DECISION_RULE.none, '0.05')).toEqual({ kind: 'none' })
    expect(ruleOf(null, null)).toEqual({ kind: 'simple' })
  })
})

describe('as-found readings', () => {
  it('are judged against the same limits as the reported reading: an as-found of 1.0 against 0.6 fails', () => {
    const point = evaluatePoint({ nominal: '10', asFound: '11.0', asLeft: '10.1', permittedError: '0.6' })
    expect(point).toMatchObject({
      ok: true,
      point: { error: '0.1', verdict: 'pass', asFoundError: '1.0', asFoundVerdict: 'fail' },
    })
  })

  it('are the reported reading when nothing was adjusted, and absent without one', () => {
    expect(evaluatePoint({ nominal: '10', asFound: '10.5', permittedError: '0.6' }, GUARDED_U)).toEqual({
      ok: false,
      problem: 'result.guardBandUncertaintyRequired',
    })
    expect(
      evaluatePoint({ nominal: '10', asFound: '10.5', permittedError: '0.6', uncertainty: '0.2' }, GUARDED_U),
    ).toMatchObject({
      point: { verdict: 'conditionalPass', asFoundVerdict: 'conditionalPass', asFoundError: '0.5' },
    })
    expect(evaluatePoint({ nominal: '10', asLeft: '10.5', permittedError: '0.6' })).toMatchObject({
      point: { asFoundError: null, asFoundVerdict: null },
    })
  })
})

describe('the certificate’s conclusion', () => {
  const result = (
    verdicts: ('pass' | 'conditionalPass' | 'fail' | null)[],
    rule = 1,
    asFoundFail = false,
  ) => ({
    points: verdicts.map((verdict, index) => ({
      verdict,
      asFoundVerdict: asFoundFail && index === 0 ? ('fail' as const) : verdict,
    })),
    decisionRule: rule,
    guardBand: null,
  })

  it('states the verdict and the rule applied', () => {
    expect(certificateConclusion([result(['pass', 'pass'])], '校准')).toBe(
      `所检各测量点均符合要求。${ruleStatement({ kind: 'simple' }).zh}`,
    )
    expect(certificateConclusion([result(['pass', 'conditionalPass'], 2)], '检定')).toBe(
      `所检各测量点均在最大允许误差内，其中有测量点落在保护带内，判为有条件合格，详见结果。${ruleStatement(GUARDED_U).zh}`,
    )
    expect(certificateConclusion([result(['fail'])], '检定')).toMatch(/^所检项目中有不符合要求的测量点/)
  })

  it('a calibration with no statement prints no 合格', () => {
    const text = certificateConclusion([result([null, null], 3)], '校准')
    expect(text).toBe('本证书仅报告测量结果，不作符合性声明。')
    expect(text).not.toContain('合格')
  })

  it('tells the customer what an as-found reading out of tolerance means', () => {
    expect(certificateConclusion([result(['pass'], 1, true)], '校准')).toContain(
      '校准前有测量点超出最大允许误差（见校准前示值），建议评估该器具自上次校准以来的测量结果所受的影响。',
    )
  })
})
