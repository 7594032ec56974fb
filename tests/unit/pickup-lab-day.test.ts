import { describe, expect, it } from 'vitest'
import { bookingBody, bookingProblems, EMPTY_BOOKING } from '@/features/pickup/booking'
import { dayOffset, labClock, labDay, labDayOf, labLocalToIso } from '@/features/pickup/labDay'

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

  it('map the switch to offsets', () => {
    expect([dayOffset('yesterday'), dayOffset('today'), dayOffset('tomorrow')]).toEqual([-1, 0, 1])
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
  })
})

describe('booking a pickup', () => {
  const filled = {
    ...EMPTY_BOOKING,
    customerName: ' 示范客户 ',
    contactName: '王五',
    contactPhone: '13912345678',
    address: '岳麓区 1 号',
    pickupTime: '2026-03-02T09:30',
    instrumentCount: '3',
  }

  it('asks for customer, contact, phone, address, time and a count', () => {
    expect(bookingProblems(EMPTY_BOOKING)).toEqual({
      customerName: 'customerRequired',
      contactName: 'contactRequired',
      contactPhone: 'phoneRequired',
      address: 'addressRequired',
      pickupTime: 'timeRequired',
    })
    expect(bookingProblems(filled)).toEqual({})
  })

  it('checks the phone and the count', () => {
    expect(bookingProblems({ ...filled, contactPhone: '123' })).toEqual({ contactPhone: 'phone' })
    expect(bookingProblems({ ...filled, contactPhone: '0731-84567890' })).toEqual({})
    for (const count of ['0', '1.5', 'x', '10000'])
      expect(bookingProblems({ ...filled, instrumentCount: count }), count).toEqual({
        instrumentCount: 'count',
      })
  })

  it('sends trimmed text, the time as an instant and only the optional fields that are set', () => {
    expect(bookingBody(filled)).toEqual({
      customerName: '示范客户',
      contactName: '王五',
      contactPhone: '13912345678',
      address: '岳麓区 1 号',
      pickupTime: '2026-03-02T01:30:00.000Z',
      instrumentCount: 3,
    })
    expect(
      bookingBody({ ...filled, customerId: 'c1', areaCode: '4301', remark: ' 两台大件 ' }),
    ).toMatchObject({
      customerId: 'c1',
      areaCode: '4301',
      remark: '两台大件',
    })
  })
})
