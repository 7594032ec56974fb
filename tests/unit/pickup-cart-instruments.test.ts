import { describe, expect, it } from 'vitest'
import { emptyDraft } from '@/domain/registration/draft'
import {
  planFromCart,
  withCartInstruments,
  type CartInstrument,
  type InstrumentRecord,
} from '@/features/pickup/cartInstruments'

const instrument = (id: string, customerId: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  customerId,
  name: `器具${id}`,
  ...extra,
})

const entry = (lineId: string, item: InstrumentRecord | null, itemType = 'instrument'): CartInstrument => ({
  line: { id: lineId, itemType, itemId: item?.id ?? 'gone' },
  instrument: item,
})

describe('planFromCart', () => {
  it('takes every instrument of one customer, in the cart order', () => {
    const plan = planFromCart([entry('c1', instrument('i1', 'a')), entry('c2', instrument('i2', 'a'))])
    expect(plan).toEqual({
      customerId: 'a',
      instruments: [instrument('i1', 'a'), instrument('i2', 'a')],
      used: ['c1', 'c2'],
      otherCustomers: false,
    })
  })

  it('takes only the first customer’s instruments and says that others are left', () => {
    const plan = planFromCart([
      entry('c1', instrument('i1', 'b')),
      entry('c2', instrument('i2', 'a')),
      entry('c3', instrument('i3', 'b')),
    ])
    expect(plan?.customerId).toBe('b')
    expect(plan?.used).toEqual(['c1', 'c3'])
    expect(plan?.instruments.map((row) => row.id)).toEqual(['i1', 'i3'])
    expect(plan?.otherCustomers).toBe(true)
  })

  it('leaves services, instruments that are gone and instruments without a customer in the cart', () => {
    const plan = planFromCart([
      entry('s1', instrument('x', 'a'), 'charge_standard'),
      entry('c0', null),
      entry('c1', instrument('i1', null)),
      entry('c2', instrument('i2', 'a')),
    ])
    expect(plan).toMatchObject({ customerId: 'a', used: ['c2'], otherCustomers: false })
  })

  it('reads a numeric customer id as text', () => {
    const plan = planFromCart([entry('c1', { id: 'i1', customerId: 42 })])
    expect(plan?.customerId).toBe('42')
  })

  it('is null when the cart holds no instrument to register', () => {
    expect(planFromCart([])).toBeNull()
    expect(planFromCart([entry('c0', null)])).toBeNull()
  })
})

describe('withCartInstruments', () => {
  it('picks the customer and adds each instrument as a line of one piece', () => {
    let next = 0
    const customer = { id: 'a', name: '长沙示范电子有限公司', contact: '王五', businessType: 'enterprise' }
    const record = withCartInstruments(
      emptyDraft('d1'),
      customer,
      [instrument('i1', 'a', { model: 'M1', factoryNumber: 'F1' }), instrument('i2', 'a')],
      () => `line-${++next}`,
    )
    expect(record).toMatchObject({
      enterId: 'a',
      enterName: '长沙示范电子有限公司',
      enterType: 'enterprise',
      applicant: '王五',
    })
    expect(record.instruments).toEqual([
      expect.objectContaining({
        id: 'line-1',
        instrumentId: 'i1',
        name: '器具i1',
        model: 'M1',
        factoryNumber: 'F1',
        quantity: 1,
      }),
      expect.objectContaining({ id: 'line-2', instrumentId: 'i2', name: '器具i2', quantity: 1 }),
    ])
  })

  it('does not add an instrument the registration already has', () => {
    const first = withCartInstruments(emptyDraft('d1'), { id: 'a' }, [instrument('i1', 'a')], () => 'l1')
    const again = withCartInstruments(first, { id: 'a' }, [instrument('i1', 'a')], () => 'l2')
    expect(again.instruments.map((line) => line.id)).toEqual(['l1'])
  })
})
