import { describe, expect, it } from 'vitest'
import { MATH_KEYBOARD_ROWS } from '@/domain/constants'
import { commonSymbolRows, commonSymbols } from '../../server/seed/data/symbols'
import { insertAtCaret, mergeSymbols, parseCachedSymbols, splitRows } from '@/ui/math/keyboard'

const entries = (codes: readonly string[]) => codes.map((code, index) => ({ code, sort: index + 1 }))

describe('splitRows', () => {
  it('splits the seeded common list into its 14 groups of 20', () => {
    const rows = splitRows(commonSymbols)
    expect(rows).toHaveLength(MATH_KEYBOARD_ROWS)
    expect(rows).toEqual(commonSymbolRows.map((row) => [...row]))
  })

  it('keeps rows as even as possible, the first rows taking the remainder, in order', () => {
    const symbols = Array.from({ length: 31 }, (_, i) => `s${i}`)
    const rows = splitRows(symbols)
    expect(rows).toHaveLength(14)
    expect(rows.map((row) => row.length)).toEqual([3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])
    expect(rows.flat()).toEqual(symbols)
  })

  it('never makes empty rows', () => {
    expect(splitRows([])).toEqual([])
    expect(splitRows(['a', 'b', 'c'])).toEqual([['a'], ['b'], ['c']])
    expect(splitRows(['a', 'b', 'c'], 0)).toEqual([['a', 'b', 'c']])
  })
})

describe('mergeSymbols', () => {
  it('puts the common list first, then the person’s, each by sort, once each', () => {
    const common = [
      { code: '≤', sort: 2 },
      { code: '±', sort: 1 },
    ]
    const person = [
      { code: 'mm/a', sort: 9 },
      { code: '±', sort: 1 },
      { code: ' ', sort: 3 },
      { code: '℃/h', sort: 4 },
    ]
    expect(mergeSymbols(common, person)).toEqual(['±', '≤', '℃/h', 'mm/a'])
    expect(mergeSymbols(entries(commonSymbols), [])).toEqual(commonSymbols)
  })
})

describe('insertAtCaret', () => {
  it('inserts at the caret and moves the caret after the symbol', () => {
    expect(insertAtCaret('10mm', '±', 2)).toEqual({ value: '10±mm', caret: 3 })
    expect(insertAtCaret('', 'μm', 0)).toEqual({ value: 'μm', caret: 2 })
  })

  it('replaces a selection', () => {
    expect(insertAtCaret('a<=b', '≤', 1, 3)).toEqual({ value: 'a≤b', caret: 2 })
    // A backwards range is treated as a caret at its start.
    expect(insertAtCaret('abc', '×', 2, 1)).toEqual({ value: 'ab×c', caret: 3 })
  })

  it('appends when the caret is unknown or out of range', () => {
    expect(insertAtCaret('20', '℃', null)).toEqual({ value: '20℃', caret: 3 })
    expect(insertAtCaret('20', '℃', undefined)).toEqual({ value: '20℃', caret: 3 })
    expect(insertAtCaret('20', '℃', 99)).toEqual({ value: '20℃', caret: 3 })
    expect(insertAtCaret('20', '-', -5)).toEqual({ value: '-20', caret: 1 })
  })
})

describe('parseCachedSymbols', () => {
  it('accepts a list of strings and nothing else', () => {
    expect(parseCachedSymbols(JSON.stringify(['±', '≤']))).toEqual(['±', '≤'])
    for (const raw of [null, '', '[]', '{', '[1]', '{"a":1}', '"±"'])
      expect(parseCachedSymbols(raw), String(raw)).toBeNull()
  })
})
