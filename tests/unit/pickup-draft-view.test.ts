import { describe, expect, it } from 'vitest'
import { emptyDraft, REGISTRATION_MESSAGES, type RegistrationDraft } from '@/domain/registration/draft'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'
import { visibleProblems } from '@/features/pickup/draftProblems'
import { problemsByField, sectionOf } from '@/features/pickup/draftView'
import type { LocalDraft } from '@/offline'

const complete = (id: string): RegistrationDraft => ({
  ...emptyDraft(id),
  enterName: '示范客户',
  mobile: '13912345678',
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
})

const localDraft = (record: RegistrationDraft, patch: Partial<LocalDraft> = {}): LocalDraft => ({
  id: record.id,
  ownerKey: '100001:u1',
  tenantId: '100001',
  record,
  photos: [],
  signature: { id: 's1', name: 'signature.png', type: 'image/png', size: 10, fileId: null },
  syncState: 'draft',
  message: null,
  problems: [],
  answer: null,
  createdAt: 0,
  updatedAt: 0,
  ...patch,
})

describe('problemsByField', () => {
  it('keeps the first message of each field and leaves out problems without a field', () => {
    expect(
      problemsByField([
        { field: 'mobile', message: 'a' },
        { field: 'mobile', message: 'b' },
        { field: 'instruments.0.name', message: 'c' },
        { field: '', message: 'd' },
      ]),
    ).toEqual({ mobile: 'a', 'instruments.0.name': 'c' })
  })
})

describe('sectionOf', () => {
  it('finds the section of a field path', () => {
    expect(sectionOf('enterName')).toBe('customer')
    // The credit code and the organisation type are asked with the customer, not the contact.
    expect(sectionOf('socialNumber')).toBe('customer')
    expect(sectionOf('enterType')).toBe('customer')
    expect(sectionOf('mobile')).toBe('contact')
    expect(sectionOf('hopeTestDate')).toBe('business')
    expect(sectionOf('busSpotPlan')).toBe('business')
    expect(sectionOf('appointmentId')).toBe('business')
    expect(sectionOf('scanBusinessId')).toBe('business')
    expect(sectionOf('businessStaffName')).toBe('business')
    expect(sectionOf('traffics.1.carNumber')).toBe('car')
    expect(sectionOf('instruments.3.quantity')).toBe('instruments')
    expect(sectionOf('affix')).toBe('instruments')
    expect(sectionOf('signature')).toBe('signature')
    expect(sectionOf('remark')).toBe('remark')
  })
})

describe('visibleProblems', () => {
  it('shows nothing before the first submit, the live rules after it', () => {
    const record = { ...complete('d1'), enterName: '' }
    const draft = localDraft(record)
    expect(visibleProblems(draft, record, false, new Set())).toEqual([])
    expect(visibleProblems(draft, record, true, new Set())).toEqual([
      { field: 'enterName', message: REGISTRATION_MESSAGES.customerRequired },
    ])
    // Fixed as it is typed.
    expect(visibleProblems(draft, complete('d1'), true, new Set())).toEqual([])
  })

  it('counts the signature that is on the device but not uploaded yet', () => {
    const record = complete('d1')
    expect(visibleProblems(localDraft(record, { signature: null }), record, true, new Set())).toEqual([
      { field: 'signature', message: REGISTRATION_MESSAGES.signatureRequired },
    ])
  })

  it('shows a server refusal on its field until that field is changed', () => {
    const record = { ...complete('d1'), mobile: '123' }
    const refused = localDraft(record, {
      syncState: 'attention',
      message: VALIDATION_MESSAGES.mobile,
      problems: [{ field: 'mobile', message: VALIDATION_MESSAGES.mobile }],
    })
    expect(visibleProblems(refused, record, false, new Set())).toEqual([
      { field: 'mobile', message: VALIDATION_MESSAGES.mobile },
    ])
    expect(visibleProblems(refused, complete('d1'), false, new Set(['mobile']))).toEqual([])
    // A line's change covers the problems of its fields.
    const line = localDraft(record, {
      syncState: 'attention',
      problems: [{ field: 'instruments.0.name', message: 'x' }],
    })
    expect(visibleProblems(line, record, false, new Set(['instruments.0']))).toEqual([])
    expect(visibleProblems(line, record, false, new Set(['instruments.1']))).toHaveLength(1)
  })
})
