import { describe, expect, it } from 'vitest'
import { dueState, isDue } from '@/features/portal/dueState'
import type { BookingValues } from '@/features/pickup/booking'
import { instrumentBooking } from '@/features/portal/instrumentBooking'

const TODAY = '2026-11-26'

describe('due instruments of the customers’ portal', () => {
  it('marks overdue before today, due soon from today to 30 days on, later after that', () => {
    expect(dueState('2026-11-25', TODAY)).toBe('overdue')
    expect(dueState('2026-11-26', TODAY)).toBe('soon')
    expect(dueState('2026-12-26', TODAY)).toBe('soon')
    expect(dueState('2026-12-27', TODAY)).toBe('later')
    // Across a month end and a leap day.
    expect(dueState('2028-03-01', '2028-01-31')).toBe('soon')
    expect(dueState(null, TODAY)).toBe('undated')
    expect(dueState('2026-13-01', TODAY)).toBe('undated')
    expect(['overdue', 'soon', 'later', 'undated'].map((state) => isDue(state as never))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('books her due instruments with their count and a remark naming each', () => {
    const defaults: BookingValues = {
      customerId: '',
      customerName: '长沙星沙电子仪器有限公司',
      contactName: '周客户',
      contactPhone: '13800000008',
      areaCode: '',
      areaCodeName: '',
      address: '',
      pickupTime: '',
      instrumentCount: '',
      remark: '',
    }
    const booking = instrumentBooking(defaults, [
      { name: '电子天平', factoryNumber: 'XS-B-1107' },
      { name: '数字压力计', factoryNumber: null },
    ])
    expect(booking).toMatchObject({
      customerName: '长沙星沙电子仪器有限公司',
      instrumentCount: '2',
      remark: '电子天平 (XS-B-1107); 数字压力计',
    })
    const many = instrumentBooking(
      defaults,
      Array.from({ length: 60 }, (_, i) => ({ name: `器具${i}`, factoryNumber: 'FN-000000' })),
    )
    expect(many.remark).toHaveLength(500)
    expect(many.remark.endsWith('…')).toBe(true)
  })
})
