import { describe, expect, it } from 'vitest'
import { emptyDraft } from '@/domain/registration/draft'
import { spotPlanOptions } from '@/features/pickup/spotPlans'
import type { CachedAppointment } from '@/offline'

const row = (id: string, pickupTime: string, status: number, day = '2026-11-26'): CachedAppointment => ({
  id,
  tenantId: '100001',
  day,
  cachedAt: 0,
  record: {
    id,
    pickupNo: `QJ-${id}`,
    customerName: `客户${id}`,
    pickupTime,
    status,
    customerId: null,
    contactName: null,
    contactPhone: null,
    address: null,
    areaCode: null,
    instrumentCount: 1,
    acceptorId: null,
    acceptorName: null,
    orderId: null,
    remark: null,
  },
})

describe('spotPlanOptions (取件计划)', () => {
  it('lists the booked and accepted appointments of every cached day, soonest first, with their lab time', () => {
    const options = spotPlanOptions(
      [
        row('b', '2026-11-27T01:00:00.000Z', 2, '2026-11-27'),
        row('a', '2026-11-26T02:12:00.000Z', 1),
        row('cancelled', '2026-11-26T03:00:00.000Z', 0),
        row('registered', '2026-11-26T04:00:00.000Z', 3),
      ],
      emptyDraft('d1'),
    )
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ['a', 'QJ-a 客户a · 11-26 10:12'],
      ['b', 'QJ-b 客户b · 11-27 09:00'],
    ])
  })

  it("keeps the draft's own appointment even when registered, and a plan the device no longer holds", () => {
    const registered = spotPlanOptions([row('mine', '2026-11-26T04:00:00.000Z', 3)], {
      appointmentId: 'mine',
      busSpotPlan: { id: 'mine', title: 'QJ-mine 客户mine' },
    })
    expect(registered.map((option) => option.value)).toEqual(['mine'])
    const gone = spotPlanOptions([], {
      appointmentId: 'old',
      busSpotPlan: { id: 'old', title: 'QJ-old 旧客户' },
    })
    expect(gone).toEqual([{ value: 'old', label: 'QJ-old 旧客户', appointment: null }])
  })

  it("leaves out an appointment another of the user's drafts fulfils, but not the draft's own", () => {
    const rows = [row('a', '2026-11-26T02:00:00.000Z', 2), row('b', '2026-11-26T03:00:00.000Z', 2)]
    const taken = new Set(['a'])
    expect(spotPlanOptions(rows, emptyDraft('d1'), taken).map((option) => option.value)).toEqual(['b'])
    const own = { appointmentId: 'a', busSpotPlan: { id: 'a', title: 'QJ-a 客户a' } }
    expect(spotPlanOptions(rows, own, taken).map((option) => option.value)).toEqual(['a', 'b'])
  })

  it('skips cached rows that are not appointments', () => {
    const broken: CachedAppointment = { ...row('x', '2026-11-26T01:00:00.000Z', 1), record: { id: 'x' } }
    expect(spotPlanOptions([broken], emptyDraft('d1'))).toEqual([])
  })
})
