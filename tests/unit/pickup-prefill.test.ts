import { describe, expect, it } from 'vitest'
import { emptyDraft } from '@/domain/registration/draft'
import {
  draftFromAppointment,
  lineFromInstrument,
  newLine,
  phonesOf,
  regionIdsOf,
  staffFields,
  withAppointment,
  withCustomer,
  withoutAppointment,
} from '@/features/shared/registration/prefill'

const appointment = {
  id: 'appointment-1',
  pickupNo: 'QJ20260302001',
  customerId: 'customer-1',
  customerName: '长沙示范电子有限公司',
  contactName: '王五',
  contactPhone: '13912345678',
  address: '岳麓区麓谷大道 100 号',
  areaCode: '430104',
  acceptorId: 'user-1',
  acceptorName: '取送员',
}

describe('draftFromAppointment', () => {
  it('takes the appointment as plan, the customer, the contact as applicant, the phone, the address and the region', () => {
    const now = new Date('2026-03-02T01:30:00Z')
    expect(draftFromAppointment(appointment, now)).toEqual({
      appointmentId: 'appointment-1',
      busSpotPlan: { id: 'appointment-1', title: 'QJ20260302001 长沙示范电子有限公司' },
      enterId: 'customer-1',
      enterName: '长沙示范电子有限公司',
      applicant: '王五',
      mobile: '13912345678',
      phone: null,
      address: '岳麓区麓谷大道 100 号',
      provinceid: '43',
      cityid: '4301',
      areaid: '430104',
      acceptor: 'user-1',
      acceptorName: '取送员',
      startTime: '2026-03-02T01:30:00.000Z',
    })
  })

  it('keeps a customer without a record as a name only, and a landline as phone', () => {
    const draft = draftFromAppointment({ ...appointment, customerId: null, contactPhone: '0731-88888888' })
    expect(draft.enterId).toBeNull()
    expect(draft).toMatchObject({ mobile: null, phone: '0731-88888888' })
  })
})

describe('withAppointment and withoutAppointment (取件计划)', () => {
  it('a blank draft takes the appointment as its plan with its customer, contact and address', () => {
    const draft = withAppointment(emptyDraft('d1'), appointment)
    expect(draft).toMatchObject({
      id: 'd1',
      appointmentId: 'appointment-1',
      busSpotPlan: { id: 'appointment-1', title: 'QJ20260302001 长沙示范电子有限公司' },
      enterId: 'customer-1',
      enterName: '长沙示范电子有限公司',
      applicant: '王五',
      mobile: '13912345678',
      phone: null,
      address: '岳麓区麓谷大道 100 号',
      provinceid: '43',
      areaid: '430104',
      acceptor: 'user-1',
    })
  })

  it('never overwrites what the user typed, and keeps the phones she gave', () => {
    const typed = {
      ...emptyDraft('d1'),
      enterName: '现场客户',
      applicant: '张三',
      phone: '84567890',
      address: '现场地址',
      provinceid: '11',
    }
    expect(withAppointment(typed, appointment)).toMatchObject({
      appointmentId: 'appointment-1',
      enterName: '现场客户',
      enterId: null,
      applicant: '张三',
      mobile: null,
      phone: '84567890',
      address: '现场地址',
      provinceid: '11',
      cityid: null,
    })
  })

  it('clearing the plan unlinks the appointment and keeps what was taken from it', () => {
    const draft = withoutAppointment(withAppointment(emptyDraft('d1'), appointment))
    expect(draft).toMatchObject({ appointmentId: null, busSpotPlan: null, enterName: '长沙示范电子有限公司' })
  })
})

describe('staffFields', () => {
  it('the registrar is the business staff; nobody signed in leaves it empty', () => {
    expect(staffFields({ id: 'user-9', name: '取送员' })).toEqual({
      businessStaffId: 'user-9',
      businessStaffName: '取送员',
    })
    expect(staffFields(null)).toEqual({ businessStaffId: null, businessStaffName: null })
  })
})

describe('phonesOf and regionIdsOf', () => {
  it('sorts a number into mobile or phone; blank is neither', () => {
    expect(phonesOf('13800000001')).toEqual({ mobile: '13800000001', phone: null })
    expect(phonesOf(' 84567890 ')).toEqual({ mobile: null, phone: '84567890' })
    expect(phonesOf('  ')).toEqual({ mobile: null, phone: null })
    expect(phonesOf(null)).toEqual({ mobile: null, phone: null })
  })

  it('derives province, city and district from the code; a street code stops at the district', () => {
    expect(regionIdsOf('43')).toEqual({ provinceid: '43', cityid: null, areaid: null })
    expect(regionIdsOf('430102001')).toEqual({ provinceid: '43', cityid: '4301', areaid: '430102' })
    expect(regionIdsOf('430100')).toEqual({ provinceid: '43', cityid: '4301', areaid: null })
    expect(regionIdsOf('')).toEqual({ provinceid: null, cityid: null, areaid: null })
  })
})

describe('withCustomer', () => {
  const customer = {
    id: 'customer-2',
    name: '湘江计量用户',
    contact: '李四',
    phone: '0731-84567890',
    address: '芙蓉区五一大道 1 号',
    areaCode: '430102',
    areaCodeName: '湖南省/长沙市/芙蓉区',
    businessType: '3',
  }

  it('links the customer and fills what the draft does not have yet', () => {
    const draft = withCustomer(emptyDraft('d1'), customer)
    expect(draft).toMatchObject({
      enterId: 'customer-2',
      enterName: '湘江计量用户',
      enterType: '3',
      applicant: '李四',
      mobile: null,
      phone: '0731-84567890',
      address: '芙蓉区五一大道 1 号',
      provinceid: '43',
      provinceName: '湖南省',
      cityid: '4301',
      cityName: '长沙市',
      areaid: '430102',
      areaName: '芙蓉区',
    })
  })

  it("takes the customer's organisation type, and none from a customer picked before", () => {
    const first = withCustomer(emptyDraft('d1'), customer)
    expect(first.enterType).toBe('3')
    const { businessType: _none, ...untyped } = customer
    expect(withCustomer(first, { ...untyped, id: 'customer-3' }).enterType).toBeNull()
  })

  it('never overwrites what the user typed', () => {
    const typed = {
      ...emptyDraft('d1'),
      applicant: '张三',
      phone: '84567890',
      address: '现场地址',
      provinceid: '11',
      provinceName: '北京市',
    }
    expect(withCustomer(typed, customer)).toMatchObject({
      applicant: '张三',
      phone: '84567890',
      address: '现场地址',
      provinceid: '11',
      provinceName: '北京市',
      cityid: null,
    })
  })
})

describe('instrument lines', () => {
  it('a known instrument becomes a line of one piece with its inspection type', () => {
    const line = lineFromInstrument('line-1', {
      id: 'instrument-1',
      name: '压力表',
      model: 'Y-100',
      factoryNumber: 'F-1',
      manufacturer: '',
      inspectionType: '1',
      customerId: 'customer-1',
    })
    expect(line).toEqual({
      id: 'line-1',
      instrumentId: 'instrument-1',
      name: '压力表',
      model: 'Y-100',
      factoryNumber: 'F-1',
      manufacturer: null,
      inspectionType: '1',
      quantity: 1,
      remark: null,
    })
  })

  it('a new instrument starts empty, one piece', () => {
    expect(newLine('line-2')).toMatchObject({ id: 'line-2', instrumentId: null, name: '', quantity: 1 })
  })
})
