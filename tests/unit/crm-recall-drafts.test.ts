import { describe, expect, it } from 'vitest'
import type { ChargeStandardOption } from '@/api/quotes'
import type { RecallRow } from '@/features/crm/recall/recallApi'
import { instrumentLabel, recallBooking, recallQuote, standardFor } from '@/features/crm/recall/recallDrafts'
import { windowChoices } from '@/features/crm/recall/recallWindow'
import { draftProblems } from '@/features/finance/quoteDraft'

const row: RecallRow = {
  instrumentId: '0190a5e0-0000-7000-8000-0000000000a1',
  name: '电子天平',
  model: 'ME204E',
  factoryNumber: 'XS-B-1107',
  inspectionType: '1',
  nextDueDate: '2026-12-15',
  days: 18,
  customerId: '0190a5e0-0000-7000-8000-0000000000c1',
  customerName: '长沙星沙电子仪器有限公司',
  contact: '周客户',
  phone: '13800000008',
  address: '湖南省长沙市长沙县 星沙大道 18 号',
  remindedAt: null,
}

const standard = (id: string, instrumentName: string, price: string): ChargeStandardOption => ({
  id,
  instrumentName,
  specification: null,
  inspectionType: '1',
  taxon: '13',
  price,
  unit: '台',
})

describe('recall drafts', () => {
  it('names the instrument by name, model and serial', () => {
    expect(instrumentLabel(row)).toBe('电子天平 ME204E (XS-B-1107)')
    expect(instrumentLabel({ name: '卡尺', model: null, factoryNumber: null })).toBe('卡尺')
  })

  it('books the pickup for the row’s customer at the address of its record, the time left to pick', () => {
    const booking = recallBooking(row, {
      id: row.customerId,
      address: '凉塘路18号',
      areaCode: '430121',
      areaCodeName: '湖南省/长沙市/长沙县',
    })
    expect(booking).toMatchObject({
      customerId: row.customerId,
      customerName: row.customerName,
      contactName: '周客户',
      contactPhone: '13800000008',
      address: '凉塘路18号',
      areaCode: '430121',
      areaCodeName: '湖南省/长沙市/长沙县',
      pickupTime: '',
      instrumentCount: '1',
      remark: '电子天平 ME204E (XS-B-1107)',
    })
    // Without the record: the row's own facts, no address.
    expect(recallBooking({ ...row, contact: null }, null)).toMatchObject({ contactName: '', address: '' })
  })

  it('picks the standard named as the instrument, else the first listed, else none', () => {
    const exact = standard('s2', '电子天平', '100.00')
    const near = standard('s1', '电子天平(高精度)', '300.00')
    expect(standardFor('电子天平', [near, exact])).toBe(exact)
    expect(standardFor('电子天平', [near])).toBe(near)
    expect(standardFor('电子天平', [])).toBeNull()
  })

  it('quotes the instrument as one line for the row’s customer', () => {
    const priced = recallQuote(row, standard('s2', '电子天平', '100.00'))
    expect(priced).toMatchObject({
      id: null,
      customerId: row.customerId,
      customerName: row.customerName,
      contact: '周客户',
      phone: '13800000008',
      remark: '电子天平 ME204E (XS-B-1107)',
    })
    expect(priced.lines).toHaveLength(1)
    expect(priced.lines[0]).toMatchObject({
      chargeStandardId: 's2',
      itemName: '电子天平',
      unitPrice: '100.00',
    })
    expect(draftProblems(priced)).toEqual([])
    // No standard: a line by hand, named as the instrument, its price to type.
    const byHand = recallQuote(row, null)
    expect(byHand.lines[0]).toMatchObject({ chargeStandardId: null, itemName: '电子天平', unit: '台' })
    expect(byHand.lines[0]?.unitPrice).toBe('')
  })

  it('offers the lab’s own window among 30, 60 and 90 days', () => {
    expect(windowChoices(undefined)).toEqual([30, 60, 90])
    expect(windowChoices(30)).toEqual([30, 60, 90])
    expect(windowChoices(45)).toEqual([30, 45, 60, 90])
  })
})
