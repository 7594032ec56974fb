import { describe, expect, it } from 'vitest'
import {
  draftProblems,
  emptyDraft,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  spotPlanOf,
  upgradeDraftRecord,
  type RegistrationDraft,
  type StoredDraftRecord,
} from '@/domain/registration/draft'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'

/** A draft that may be sent: a customer, one instrument, a signature. */
const sendable = (patch: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...emptyDraft('d1'),
  enterName: '示范客户',
  signature: 'file-1',
  instruments: [
    {
      id: 'l1',
      instrumentId: null,
      name: '压力表',
      model: null,
      factoryNumber: null,
      manufacturer: null,
      inspectionType: null,
      quantity: 1,
      remark: null,
    },
  ],
  ...patch,
})

describe('emptyDraft (spec §3 "Registration draft record")', () => {
  it("has the spec's defaults and every field the form fills, empty", () => {
    expect(emptyDraft('d1')).toMatchObject({
      id: 'd1',
      bussinessType: '1',
      isTemp: 0,
      isUseCar: 0,
      isSpotBack: 0,
      enterType: null,
      busSpotPlan: null,
      businessStaffId: null,
      businessStaffName: null,
      affix: null,
      scanBusinessId: null,
      traffics: [],
      instruments: [],
      photoFileIds: [],
    })
  })
})

describe('draftProblems', () => {
  it('a complete draft has none', () => {
    expect(draftProblems(sendable())).toEqual([])
  })

  it('asks for a customer, an instrument and the signature', () => {
    const fields = draftProblems(emptyDraft('d1')).map((problem) => [problem.field, problem.message])
    expect(fields).toEqual([
      ['enterName', REGISTRATION_MESSAGES.customerRequired],
      ['instruments', REGISTRATION_MESSAGES.instrumentsRequired],
      ['signature', REGISTRATION_MESSAGES.signatureRequired],
    ])
  })

  it("checks the phones with the spec's messages", () => {
    expect(draftProblems(sendable({ mobile: '1391234' }))).toEqual([
      { field: 'mobile', message: VALIDATION_MESSAGES.mobile },
    ])
    expect(draftProblems(sendable({ phone: 'abc' }))).toEqual([
      { field: 'phone', message: VALIDATION_MESSAGES.phone },
    ])
    expect(draftProblems(sendable({ mobile: '13912345678', phone: '0731-88888888' }))).toEqual([])
  })

  it('refuses text longer than its column: the accessories, a scanned number, the staff name', () => {
    const long = (length: number) => 'x'.repeat(length)
    expect(draftProblems(sendable({ affix: long(REGISTRATION_LIMITS.remark) }))).toEqual([])
    expect(draftProblems(sendable({ affix: long(REGISTRATION_LIMITS.remark + 1) }))).toEqual([
      { field: 'affix', message: REGISTRATION_MESSAGES.tooLong },
    ])
    expect(draftProblems(sendable({ scanBusinessId: long(REGISTRATION_LIMITS.code) }))).toEqual([])
    expect(draftProblems(sendable({ scanBusinessId: long(REGISTRATION_LIMITS.code + 1) }))).toEqual([
      { field: 'scanBusinessId', message: REGISTRATION_MESSAGES.tooLong },
    ])
    expect(draftProblems(sendable({ businessStaffName: long(REGISTRATION_LIMITS.code + 1) }))).toEqual([
      { field: 'businessStaffName', message: REGISTRATION_MESSAGES.tooLong },
    ])
  })
})

describe('spotPlanOf', () => {
  it('names the appointment by its pickup number and customer', () => {
    expect(spotPlanOf({ id: 'a1', pickupNo: 'QJ20261126001', customerName: '示范客户' })).toEqual({
      id: 'a1',
      title: 'QJ20261126001 示范客户',
    })
  })
})

describe('upgradeDraftRecord (a draft stored by an earlier version of the app)', () => {
  const older = (bussinessType: string): StoredDraftRecord => {
    const { enterType: _type, affix: _affix, scanBusinessId: _scan, ...rest } = sendable({ bussinessType })
    return rest
  }

  it('moves an organisation type chosen in the old 业务类型 to 单位性质, and 业务类型 back to its default', () => {
    expect(upgradeDraftRecord(older('3'))).toMatchObject({
      enterType: '3',
      bussinessType: '1',
      affix: null,
      scanBusinessId: null,
      enterName: '示范客户',
    })
  })

  it('claims no organisation type for the preselected 1', () => {
    expect(upgradeDraftRecord(older('1'))).toMatchObject({ enterType: null, bussinessType: '1' })
  })

  it('leaves a record of this version as it is', () => {
    const current = sendable({ bussinessType: '2', enterType: '4', affix: '电源线' })
    expect(upgradeDraftRecord(current)).toEqual(current)
  })
})
