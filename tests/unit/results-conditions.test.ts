import { describe, expect, it } from 'vitest'
import {
  checkConditions,
  conditionRange,
  conditionsComplete,
  methodReferencesOf,
  placeText,
  splitMethodReference,
} from '@/domain/results/conditions'
import { addMonths, nextDueDate } from '@/domain/results/nextDue'

describe('environment conditions of a result', () => {
  it('keeps decimals as typed, blanks as null, and checks the ranges exactly', () => {
    expect(
      checkConditions({ temperature: ' 20.30 ', humidity: '45', methodReference: ' JJG  1036-2022 ' }),
    ).toEqual({
      ok: true,
      conditions: { temperature: '20.30', humidity: '45', place: null, methodReference: 'JJG 1036-2022' },
    })
    expect(checkConditions({ temperature: '', humidity: null })).toMatchObject({
      ok: true,
      conditions: { temperature: null, humidity: null },
    })
    expect(checkConditions({ temperature: '-50', humidity: '100.0' }).ok).toBe(true)
    expect(checkConditions({ temperature: '100.000001' })).toEqual({
      ok: false,
      problem: 'result.temperatureInvalid',
    })
    expect(checkConditions({ temperature: '-50.1' })).toMatchObject({ problem: 'result.temperatureInvalid' })
    expect(checkConditions({ temperature: '20,5' })).toMatchObject({ problem: 'result.temperatureInvalid' })
    expect(checkConditions({ humidity: '-0.1' })).toMatchObject({ problem: 'result.humidityInvalid' })
    expect(checkConditions({ humidity: '1e2' })).toMatchObject({ problem: 'result.humidityInvalid' })
  })

  it('is complete with the temperature, the humidity and the method (the place is optional)', () => {
    expect(conditionsComplete({ temperature: '20', humidity: '50', methodReference: 'JJG 52-2013' })).toBe(
      true,
    )
    expect(conditionsComplete({ temperature: '20', humidity: '50', methodReference: ' ' })).toBe(false)
    expect(conditionsComplete({ humidity: '50', methodReference: 'JJG 52-2013' })).toBe(false)
    expect(conditionsComplete(null)).toBe(false)
  })

  it('prints one value, or the range when the items differ', () => {
    expect(conditionRange(['20.3'], '℃')).toBe('20.3 ℃')
    expect(conditionRange(['20.5', '20.1', '20.3', null], '℃')).toBe('20.1–20.5 ℃')
    expect(conditionRange(['20.10', '20.1'], '℃')).toBe('20.10 ℃')
    expect(conditionRange(['-5', '-10.5'], '℃')).toBe('-10.5–-5 ℃')
    expect(conditionRange(['48', '45'], '%RH')).toBe('45–48 %RH')
    expect(conditionRange([null, undefined], '%RH')).toBe('—')
  })

  it('names the place: the lab, the customer’s site, or both', () => {
    expect(placeText([null, 'lab'], '长沙市岳麓区')).toBe('本实验室')
    expect(placeText(['site'], '长沙市岳麓区')).toBe('客户现场（长沙市岳麓区）')
    expect(placeText(['site'], '')).toBe('客户现场')
    expect(placeText(['site', null], '长沙')).toBe('本实验室、客户现场（长沙）')
  })
})

describe('method references', () => {
  it('splits the code from the title', () => {
    expect(splitMethodReference('JJG 1036-2022 电子天平检定规程')).toEqual({
      code: 'JJG 1036-2022',
      name: '电子天平检定规程',
    })
    expect(splitMethodReference('JJF 1059.1-2012《测量不确定度评定与表示》')).toEqual({
      code: 'JJF 1059.1-2012',
      name: '测量不确定度评定与表示',
    })
    expect(splitMethodReference('GB/T 7724-2008 电子称重仪表')).toEqual({
      code: 'GB/T 7724-2008',
      name: '电子称重仪表',
    })
    expect(splitMethodReference('jjg1036-2022电子天平检定规程')).toEqual({
      code: 'JJG1036-2022',
      name: '电子天平检定规程',
    })
    expect(splitMethodReference('ISO 6789-1:2017')).toEqual({ code: 'ISO 6789-1:2017', name: '' })
    expect(splitMethodReference('企业内部校准方法')).toEqual({ code: '', name: '企业内部校准方法' })
  })

  it('lists each method once, in the items’ order', () => {
    expect(
      methodReferencesOf([
        'JJG 52-2013',
        'JJF 1059.1-2012 测量不确定度评定与表示',
        null,
        'JJG 52-2013 弹性元件式一般压力表、压力真空表和真空表检定规程',
        'jjf 1059.1-2012 测量不确定度评定与表示',
      ]),
    ).toEqual([
      { code: 'JJG 52-2013', name: '弹性元件式一般压力表、压力真空表和真空表检定规程' },
      { code: 'JJF 1059.1-2012', name: '测量不确定度评定与表示' },
    ])
  })
})

describe('next due date', () => {
  it('adds the cycle in months, clamped to the end of a shorter month', () => {
    expect(addMonths('2025-06-12', 12)).toBe('2026-06-12')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28')
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28')
    expect(addMonths('2025-12-15', 6)).toBe('2026-06-15')
    expect(addMonths('2025-08-31', 24)).toBe('2027-08-31')
  })

  it('is none without a cycle', () => {
    expect(nextDueDate('2025-06-12', 6)).toBe('2025-12-12')
    // A verification certificate is valid through the day before (the sample certificate's 2025-06-12 → 2026-06-11).
    expect(nextDueDate('2025-06-12', 12, 'verification')).toBe('2026-06-11')
    expect(nextDueDate('2025-03-01', 12, 'verification')).toBe('2026-02-28')
    expect(nextDueDate('2025-06-12', 12, 'calibration')).toBe('2026-06-12')
    expect(nextDueDate('2025-06-12', null)).toBeNull()
    expect(nextDueDate('2025-06-12', 0)).toBeNull()
    expect(nextDueDate('2025-06-12', undefined)).toBeNull()
  })
})
