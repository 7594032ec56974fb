import { describe, expect, it } from 'vitest'
import {
  draftProblems,
  emptyDraft,
  REGISTRATION_MESSAGES,
  type RegistrationDraft,
} from '@/domain/registration/draft'
import { deskOrderBody, deskProblems, ITEM_MESSAGES, newDeskForm } from '@/features/lab-work/desk/deskOrder'

const line = (id: string, name = '压力表') => ({
  id,
  instrumentId: null,
  name,
  model: null,
  factoryNumber: null,
  manufacturer: null,
  inspectionType: null,
  quantity: 1,
  remark: null,
})

/** A walk-in customer's draft: a customer and two instruments, no signature. */
const walkIn = (patch: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...emptyDraft('d1'),
  enterName: '来访客户',
  instruments: [line('l1'), line('l2', '温度计')],
  ...patch,
})

describe('the desk variant of the registration rules', () => {
  it('does not ask for a signature at the desk, and still does on site', () => {
    expect(draftProblems(walkIn(), 'desk')).toEqual([])
    expect(draftProblems(walkIn())).toEqual([
      { field: 'signature', message: REGISTRATION_MESSAGES.signatureRequired },
    ])
    expect(draftProblems(walkIn(), 'site')).toHaveLength(1)
  })

  it('keeps every other rule at the desk', () => {
    const fields = draftProblems(walkIn({ enterName: ' ', instruments: [] }), 'desk').map((p) => p.field)
    expect(fields).toEqual(['enterName', 'instruments'])
  })
})

describe('a walk-in order of the desk', () => {
  it('checks each test item and names it by its line', () => {
    const form = {
      record: walkIn(),
      items: { l2: [{ id: 'i1', name: ' ', abilityCode: null }] },
    }
    expect(deskProblems(form)).toEqual([
      { field: 'instruments.1.items.0.name', message: ITEM_MESSAGES.nameRequired },
      { field: 'instruments.1.items.0.abilityCode', message: ITEM_MESSAGES.abilityRequired },
    ])
  })

  it('sends the items with the index of their line, after a line before them was removed', () => {
    const record = walkIn({ instruments: [line('l2', '温度计')] })
    const body = deskOrderBody({
      record,
      items: {
        l1: [{ id: 'gone', name: '示值误差', abilityCode: '1' }],
        l2: [{ id: 'i1', name: ' 测量范围 ', abilityCode: '1' }],
      },
    })
    expect(body.items).toEqual([{ line: 0, name: '测量范围', abilityCode: '1' }])
    expect(body.id).toBe('d1')
  })

  it('starts empty, with the spec defaults', () => {
    const form = newDeskForm('n1')
    expect(form.record).toEqual(emptyDraft('n1'))
    expect(form.items).toEqual({})
  })
})
