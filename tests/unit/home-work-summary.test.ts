import { describe, expect, it } from 'vitest'
import { barShare, countText, workListTiles } from '@/features/home/workListTiles'

const plain = (value: number) => String(value)

describe('home page work lists', () => {
  it('labels the counts in the UI language, in the workflow order, with their menu paths', () => {
    const counts = [
      { code: 'lab_audit', count: 2, capped: false },
      { code: 'lab_confirmation', count: 5, capped: false },
    ] as const
    expect(workListTiles(counts, 'zh')).toEqual([
      { code: 'lab_confirmation', label: '结果确认', path: '/lab/confirmation', count: 5, capped: false },
      { code: 'lab_audit', label: '报告审核', path: '/lab/audit', count: 2, capped: false },
    ])
    expect(workListTiles(counts, 'en').map((tile) => tile.label)).toEqual(['Confirmation', 'Report audit'])
  })

  it('shows nothing for a user without lists, and leaves out a code this build does not know', () => {
    expect(workListTiles([], 'zh')).toEqual([])
    const unknown = [{ code: 'lab_future', count: 1, capped: false }] as unknown as Parameters<
      typeof workListTiles
    >[0]
    expect(workListTiles(unknown, 'zh')).toEqual([])
  })

  it('writes a capped count with a plus', () => {
    expect(countText({ count: 10000, capped: true }, plain)).toBe('10000+')
    expect(countText({ count: 10000, capped: false }, plain)).toBe('10000')
    expect(countText({ count: 0, capped: false }, plain)).toBe('0')
  })
})

describe('the bars', () => {
  it('are as long as their share of the largest count', () => {
    expect(barShare(10000, 10000)).toBe(1)
    expect(barShare(2500, 10000)).toBe(0.25)
    expect(barShare(0, 10000)).toBe(0)
  })

  it('are empty when nothing waits anywhere', () => {
    expect(barShare(0, 0)).toBe(0)
  })
})
