import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, formatNumber, numberPrefix, ruleProblems } from '@/domain/numbering'
import { fieldError, type FieldMessages } from '@/domain/resources'
import { FINENESS_PATTERN, WEIGHT_PATTERN, jewelAppraisals, metalLabels } from '@/domain/resources/jewels'
import { gramsText } from '@/domain/jewels/grams'

const messages: FieldMessages = {
  required: (label) => `required ${label}`,
  tooLong: (label) => `long ${label}`,
  pattern: (label) => `pattern ${label}`,
}
const field = (resource: typeof jewelAppraisals | typeof metalLabels, name: string) =>
  resource.fields.find((candidate) => candidate.name === name)!

describe('jewellery documents: the form rules and numbers', () => {
  it('takes a weight above 0 with at most three decimals and seven digits before the point', () => {
    const weight = new RegExp(WEIGHT_PATTERN)
    for (const good of ['1', '0.001', '12.345', '9999999.999', '0.5', '056.780'])
      expect(weight.test(good), good).toBe(true)
    for (const bad of ['0', '0.000', '-1', '1.2345', '12345678', '1.', '.5', 'abc', '1e3', ''])
      expect(weight.test(bad), bad).toBe(false)
    const totalWeight = field(jewelAppraisals, 'totalWeight')
    expect(fieldError(totalWeight, '0', 'zh', messages)).toBe('请输入大于0的重量（克），最多3位小数')
    expect(fieldError(totalWeight, '', 'en', messages)).toBe('required Total weight (g)')
    expect(fieldError(field(metalLabels, 'weight'), '12.3', 'zh', messages)).toBeUndefined()
  })

  it('takes a fineness as GB 11887 marks it: the metal and parts per thousand', () => {
    const fineness = new RegExp(FINENESS_PATTERN)
    for (const good of ['Au999', 'Au750', 'Pt950', 'Pd990', 'Ag925', 'S925'])
      expect(fineness.test(good), good).toBe(true)
    for (const bad of ['24K', 'au999', 'Au99', 'Au9999', '足金', 'Cu999'])
      expect(fineness.test(bad), bad).toBe(false)
  })

  it('numbers appraisals JD + lab day + 4 digits and labels BQ + 8 digits by default', () => {
    const now = new Date('2026-03-14T18:30:00Z') // 02:30 on the 15th on the lab's clock
    for (const document of ['jewelAppraisal', 'metalLabel'] as const)
      expect(ruleProblems(DEFAULT_RULES[document])).toEqual([])
    expect(formatNumber(DEFAULT_RULES.jewelAppraisal, { now }, 7)).toEqual({
      ok: true,
      number: 'JD202603150007',
    })
    expect(numberPrefix(DEFAULT_RULES.jewelAppraisal, { now })).toMatchObject({
      ok: true,
      prefix: 'JD20260315',
    })
    expect(formatNumber(DEFAULT_RULES.metalLabel, { now }, 42)).toEqual({ ok: true, number: 'BQ00000042' })
  })

  it('prints grams without trailing zeros', () => {
    expect(gramsText('12.500')).toBe('12.5 g')
    expect(gramsText('3.000')).toBe('3 g')
    expect(gramsText('0.125')).toBe('0.125 g')
  })
})
