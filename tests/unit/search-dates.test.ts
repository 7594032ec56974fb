import { describe, expect, it } from 'vitest'
import { calendarLocale } from '../../src/ui/dates/calendarLocale'
import { dayOf, fromDateTimeLocal, toDateTimeLocal, toPickerDateTime } from '../../src/ui/dates/days'
import { rangeChange } from '../../src/ui/dates/ranges'

describe('rangeChange (a range picker of the search)', () => {
  it('keeps a start alone without searching, and searches once both ends are picked', () => {
    expect(rangeChange(['', ''], ['2031-02-15', null])).toEqual({ value: ['2031-02-15', ''] })
    expect(rangeChange(['2031-02-15', ''], ['2031-02-15', '2031-03-20'])).toEqual({
      value: ['2031-02-15', '2031-03-20'],
      commit: ['2031-02-15', '2031-03-20'],
    })
  })

  it('keeps a start alone when the calendar closes before the end (an open range) and searches with it', () => {
    // @mantine/dates clears such a start as its dropdown closes: the change comes as [null, null].
    expect(rangeChange(['2031-02-15', ''], [null, null])).toEqual({ commit: ['2031-02-15', ''] })
  })

  it('clears otherwise, and searches without the range', () => {
    expect(rangeChange(['2031-02-15', '2031-03-20'], [null, null])).toEqual({
      value: ['', ''],
      commit: ['', ''],
    })
    expect(rangeChange(['', ''], [null, null])).toEqual({ value: ['', ''], commit: ['', ''] })
  })

  it('a new start after a whole range drops the old end', () => {
    expect(rangeChange(['2031-02-15', '2031-03-20'], ['2031-04-01', null])).toEqual({
      value: ['2031-04-01', ''],
    })
  })
})

describe('date texts of the pickers and the wire', () => {
  it('a form keeps YYYY-MM-DDTHH:mm; the picker and the wire take YYYY-MM-DD HH:mm:ss', () => {
    expect(fromDateTimeLocal('2027-03-01T09:00')).toBe('2027-03-01 09:00:00')
    expect(toDateTimeLocal('2027-03-01 09:00:00')).toBe('2027-03-01T09:00')
    expect(toDateTimeLocal(fromDateTimeLocal('2027-03-01T09:00'))).toBe('2027-03-01T09:00')
    expect(fromDateTimeLocal('')).toBe('')
    expect(toDateTimeLocal('')).toBe('')
  })

  it('dayOf: the day of a day or of a time of day', () => {
    expect(dayOf('2027-03-01T09:00')).toBe('2027-03-01')
    expect(dayOf('2027-03-01 09:00:00')).toBe('2027-03-01')
    expect(dayOf('2027-03-01')).toBe('2027-03-01')
    expect(dayOf('')).toBe('')
    expect(dayOf('tomorrow')).toBe('')
  })

  it('toPickerDateTime: wall-clock texts as they are, seconds added', () => {
    expect(toPickerDateTime('2027-03-01 09:30:15')).toBe('2027-03-01 09:30:15')
    expect(toPickerDateTime('2027-03-01T09:30')).toBe('2027-03-01 09:30:00')
    expect(toPickerDateTime('2027-03-01')).toBe('2027-03-01 00:00:00')
    expect(toPickerDateTime('')).toBe('')
    expect(toPickerDateTime('not a time')).toBe('')
  })

  it("toPickerDateTime: an ISO instant from the server on this device's clock", () => {
    const iso = '2027-03-01T01:30:00.000Z'
    const at = new Date(iso)
    const pad = (n: number) => String(n).padStart(2, '0')
    const expected = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:00`
    expect(toPickerDateTime(iso)).toBe(expected)
    expect(toPickerDateTime('2027-03-01T09:30:00+08:00')).toBe(expected)
  })
})

describe('calendarLocale', () => {
  it('Chinese headings and day names for zh (and for an unknown language), English ones for en', () => {
    expect(calendarLocale('zh')).toMatchObject({
      dayjs: 'zh-cn',
      monthLabel: 'YYYY年M月',
      dayLabel: 'YYYY年M月D日',
    })
    expect(calendarLocale('fr').dayjs).toBe('zh-cn')
    expect(calendarLocale('en')).toMatchObject({
      dayjs: 'en',
      monthLabel: 'MMMM YYYY',
      dayLabel: 'D MMMM YYYY',
    })
  })
})
