import { describe, expect, it } from 'vitest'
import {
  labClock,
  labCompactDate,
  labDateTime,
  labDay,
  labDayOf,
  labLocalToIso,
  labTimeOn,
} from '@/domain/labClock'

describe('lab days', () => {
  it('are the dates of the lab’s clock (UTC+8), whatever the device’s zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Changsha.
    const late = new Date('2026-03-01T23:30:00Z')
    expect(labDayOf(late)).toBe('2026-03-02')
    expect(labDay(late)).toBe('2026-03-02')
    expect(labDay(late, -1)).toBe('2026-03-01')
    expect(labDay(late, 1)).toBe('2026-03-03')
  })

  it('step over month and year ends', () => {
    expect(labDay(new Date('2026-02-28T04:00:00Z'), 1)).toBe('2026-03-01')
    expect(labDay(new Date('2026-12-31T04:00:00Z'), 1)).toBe('2027-01-01')
    expect(labDay(new Date('2026-01-01T04:00:00Z'), -1)).toBe('2025-12-31')
  })

  it('show times as HH:mm on the lab’s clock', () => {
    expect(labClock('2026-03-02T01:05:00Z')).toBe('09:05')
    expect(labClock(Date.UTC(2026, 2, 2, 15, 30))).toBe('23:30')
    expect(labClock(null)).toBe('')
    expect(labClock('not a time')).toBe('')
  })

  it('read a datetime-local value as lab wall-clock time', () => {
    expect(labLocalToIso('2026-03-02T09:30')).toBe('2026-03-02T01:30:00.000Z')
    expect(labLocalToIso('2026-03-02T03:00')).toBe('2026-03-01T19:00:00.000Z')
    expect(labLocalToIso('')).toBeNull()
    expect(labLocalToIso('2026-03-02')).toBeNull()
    expect(labLocalToIso('2026-02-30T09:00')).toBeNull()
    expect(labLocalToIso('2026-03-02T24:00')).toBeNull()
  })

  it('give document dates, export times and seeded wall-clock times', () => {
    expect(labCompactDate(new Date('2026-12-31T16:00:00Z'))).toBe('20270101')
    expect(labDateTime('2026-03-02T01:05:09.120Z')).toBe('2026-03-02 09:05:09')
    expect(labDateTime('broken')).toBe('broken')
    expect(labTimeOn(new Date('2026-03-01T23:30:00Z'), 1, 9, 30).toISOString()).toBe(
      '2026-03-03T01:30:00.000Z',
    )
  })
})
