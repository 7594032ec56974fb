import { describe, expect, it } from 'vitest'

import {
  ADVANCED_SEARCH_ROWS,
  DEFAULT_SEARCH_OPERATOR,
  FILTER_OPERATORS,
  LANGUAGES,
  PAGE_SIZES,
  PAGE_SIZE_DEFAULT,
  SEARCH_BAR_OPERATORS,
  STATISTICS_PAGE_SIZE,
  STATISTICS_PAGE_SIZES,
  THEMES,
  DEFAULT_LANGUAGE,
  columnSettingsKey,
  isFilterOperator,
  screenSizeClass,
} from '../../src/domain/constants'

describe('screenSizeClass', () => {
  it.each([
    [0, 0],
    [320, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ])('puts a width of %d px in class %d', (width, expected) => {
    expect(screenSizeClass(width)).toBe(expected)
  })
})

describe('paging', () => {
  it('offers the default sizes among the options', () => {
    expect(PAGE_SIZES).toContain(PAGE_SIZE_DEFAULT)
    expect(STATISTICS_PAGE_SIZES).toContain(STATISTICS_PAGE_SIZE)
    expect(PAGE_SIZES).toEqual([15, 20, 50, 100, 200, 300, 500, 1000, 5000])
  })
})

describe('search constants', () => {
  it('lists the 13 filter operators of spec §9', () => {
    expect(FILTER_OPERATORS).toHaveLength(13)
    expect(new Set(FILTER_OPERATORS).size).toBe(13)
  })

  it('offers only known operators in the search bar, LIKE by default', () => {
    for (const op of SEARCH_BAR_OPERATORS) expect(isFilterOperator(op)).toBe(true)
    expect(DEFAULT_SEARCH_OPERATOR).toBe('LIKE')
    expect(isFilterOperator('DROP TABLE')).toBe(false)
    expect(isFilterOperator('like')).toBe(false)
  })

  it('starts advanced search with one pair of rows', () => {
    expect(ADVANCED_SEARCH_ROWS).toBe(2)
  })

  it('keys column layouts by resource code', () => {
    expect(columnSettingsKey('crm_order')).toBe('search-crm_order')
  })
})

describe('look', () => {
  it('defaults to a language it offers', () => {
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE)
    expect(THEMES).toHaveLength(6)
  })
})
