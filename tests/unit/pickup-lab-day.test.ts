import { describe, expect, it } from 'vitest'
import { bookingBody, bookingFor, bookingProblems, EMPTY_BOOKING } from '@/features/pickup/booking'
import { dayOffset } from '@/features/pickup/labDay'

describe('the day switch', () => {
  it('maps the choices to offsets', () => {
    expect([dayOffset('yesterday'), dayOffset('today'), dayOffset('tomorrow')]).toEqual([-1, 0, 1])
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

describe("a customer's own booking", () => {
  it('starts from her company, name and phone; what she did not give stays empty', () => {
    expect(bookingFor({ companyName: '星沙电子', realName: '周客户', phone: '13800000008' })).toEqual({
      ...EMPTY_BOOKING,
      customerName: '星沙电子',
      contactName: '周客户',
      contactPhone: '13800000008',
    })
    expect(bookingFor({ companyName: null, realName: null, phone: null })).toEqual(EMPTY_BOOKING)
  })
})
