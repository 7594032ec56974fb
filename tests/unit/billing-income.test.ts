import { describe, expect, it } from 'vitest'
import { INCOME_MAX_MONTHS, incomePeriod, shiftMonth } from '@/domain/billing/income'

describe('an income period', () => {
  it('lists its months and starts and ends at lab midnight (UTC+8)', () => {
    const answer = incomePeriod('2025-11', '2026-02')
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(answer.period.months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(answer.period.start.toISOString()).toBe('2025-10-31T16:00:00.000Z')
    expect(answer.period.end.toISOString()).toBe('2026-02-28T16:00:00.000Z')
  })

  it('may be one month, and at most three years', () => {
    expect(incomePeriod('2026-05', '2026-05').ok).toBe(true)
    expect(incomePeriod('2024-01', '2026-12')).toMatchObject({ ok: true })
    expect(incomePeriod('2024-01', '2027-01')).toEqual({ ok: false, problem: 'income.periodTooLong' })
    expect(INCOME_MAX_MONTHS).toBe(36)
  })

  it('refuses a reversed period and a month not written YYYY-MM', () => {
    expect(incomePeriod('2026-03', '2026-02')).toEqual({ ok: false, problem: 'income.periodReversed' })
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''])
      expect(incomePeriod(bad, '2026-12')).toEqual({ ok: false, problem: 'income.monthInvalid' })
  })

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-11', -11)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('bad', 1)).toBe('bad')
  })
})
