import { describe, expect, it } from 'vitest'
import { fittingCount } from '@/ui/fold'

describe('a row that folds what does not fit into 更多', () => {
  it('shows every item when they all fit, without room for 更多', () => {
    expect(fittingCount([80, 100, 90], 70, 80 + 100 + 90 + 2 * 4, 4)).toBe(3)
  })

  it('keeps room for 更多 once something has to fold', () => {
    // 80 + 4 + 100 + 4 + 70 = 258 fits; one more entry of 90 does not.
    expect(fittingCount([80, 100, 90, 60], 70, 300, 4)).toBe(2)
    expect(fittingCount([80, 100, 90, 60], 70, 257, 4)).toBe(1)
  })

  it('folds everything into 更多 when even the first entry does not fit beside it', () => {
    expect(fittingCount([120, 100], 70, 150, 4)).toBe(0)
  })

  it('does not fold an entry for half a pixel of rounding', () => {
    expect(fittingCount([80.4, 100.3], 70, 184.2, 4)).toBe(2)
  })

  it('handles an empty row', () => {
    expect(fittingCount([], 70, 0, 4)).toBe(0)
  })
})
