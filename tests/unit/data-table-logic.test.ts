import { describe, expect, it } from 'vitest'
import { PAGE_SIZES } from '../../src/domain/constants'
import {
  cellFlex,
  columnWidth,
  FALLBACK_COLUMN_WIDTH,
  INDEX_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  tableWidth,
} from '../../src/ui/data-table/layout'
import { pageCount, pageSizeOptions, parsePageInput, rowNumber } from '../../src/ui/data-table/pagination'
import { ariaSort, nextSort } from '../../src/ui/data-table/sort'

describe('sorting', () => {
  it('cycles asc → desc → none on one column', () => {
    const asc = nextSort(null, 'name')
    expect(asc).toEqual({ key: 'name', order: 'asc' })
    const desc = nextSort(asc, 'name')
    expect(desc).toEqual({ key: 'name', order: 'desc' })
    expect(nextSort(desc, 'name')).toBeNull()
    expect(nextSort(undefined, 'name')).toEqual({ key: 'name', order: 'asc' })
  })

  it('another column starts ascending', () => {
    expect(nextSort({ key: 'name', order: 'desc' }, 'model')).toEqual({ key: 'model', order: 'asc' })
  })

  it('gives aria-sort per column', () => {
    const sort = { key: 'name', order: 'desc' } as const
    expect(ariaSort(sort, 'name')).toBe('descending')
    expect(ariaSort({ key: 'name', order: 'asc' }, 'name')).toBe('ascending')
    expect(ariaSort(sort, 'model')).toBe('none')
    expect(ariaSort(null, 'name')).toBe('none')
  })
})

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1)
    expect(pageCount(50, 50)).toBe(1)
    expect(pageCount(51, 50)).toBe(2)
    expect(pageCount(1_000_000, 5000)).toBe(200)
    expect(pageCount(10, 0)).toBe(1)
  })

  it('numbers rows continuously across pages', () => {
    expect(rowNumber(1, 50, 0)).toBe(1)
    expect(rowNumber(3, 50, 4)).toBe(105)
    expect(rowNumber(2, 5000, 4999)).toBe(10000)
  })

  it('parses the jump box, clamped to the pages', () => {
    expect(parsePageInput(' 3 ', 10)).toBe(3)
    expect(parsePageInput('0', 10)).toBe(1)
    expect(parsePageInput('99', 10)).toBe(10)
    expect(parsePageInput('', 10)).toBeNull()
    expect(parsePageInput('2.5', 10)).toBeNull()
    expect(parsePageInput('-1', 10)).toBeNull()
    expect(parsePageInput('abc', 10)).toBeNull()
  })

  it('offers the spec page sizes plus the current one', () => {
    expect(pageSizeOptions(PAGE_SIZES, 50)).toEqual([...PAGE_SIZES])
    expect(pageSizeOptions([15, 20, 50], 30)).toEqual([15, 20, 30, 50])
    expect(pageSizeOptions([50, 15, 15], 0)).toEqual([15, 50])
  })
})

describe('column layout', () => {
  it('sanitises widths', () => {
    expect(columnWidth(150)).toBe(150)
    expect(columnWidth(120.6)).toBe(121)
    expect(columnWidth(10)).toBe(40)
    expect(columnWidth(0)).toBe(FALLBACK_COLUMN_WIDTH)
    expect(columnWidth(Number.NaN)).toBe(FALLBACK_COLUMN_WIDTH)
    expect(columnWidth(undefined)).toBe(FALLBACK_COLUMN_WIDTH)
  })

  it('sums the fixed and data columns', () => {
    const fixed = SELECTION_COLUMN_WIDTH + INDEX_COLUMN_WIDTH
    expect(tableWidth([{ width: 100 }, { width: 200 }], null)).toBe(fixed + 300)
    expect(tableWidth([{ width: 100 }], 160)).toBe(fixed + 260)
    expect(tableWidth([], null)).toBe(fixed)
  })

  it('lets data cells grow in proportion to their width, fixed cells never', () => {
    expect(cellFlex(120, true)).toBe('120 0 120px')
    expect(cellFlex(40, false)).toBe('0 0 40px')
  })
})
