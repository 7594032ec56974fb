import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { nextSelection, pageSelectionState, togglePageSelection } from '../../src/ui/data-table/selection'

const ids = ['a', 'b', 'c', 'd', 'e', 'f']
const sorted = (set: Set<string>) => [...set].sort()

describe('nextSelection', () => {
  it('a plain click toggles the row and makes it the anchor', () => {
    const on = nextSelection(new Set(), ids, 2, null, false)
    expect(sorted(on.selection)).toEqual(['c'])
    expect(on.anchor).toBe(2)
    const off = nextSelection(on.selection, ids, 2, on.anchor, false)
    expect(sorted(off.selection)).toEqual([])
    expect(off.anchor).toBe(2)
  })

  it('a plain click ignores the anchor even with one set', () => {
    const result = nextSelection(new Set(['a']), ids, 4, 0, false)
    expect(sorted(result.selection)).toEqual(['a', 'e'])
    expect(result.anchor).toBe(4)
  })

  it('SHIFT+click selects the range from the anchor down to the clicked row', () => {
    const first = nextSelection(new Set(), ids, 1, null, false)
    const range = nextSelection(first.selection, ids, 4, first.anchor, true)
    expect(sorted(range.selection)).toEqual(['b', 'c', 'd', 'e'])
    expect(range.anchor).toBe(4)
  })

  it('SHIFT+click works upwards too', () => {
    const first = nextSelection(new Set(), ids, 4, null, false)
    const range = nextSelection(first.selection, ids, 1, first.anchor, true)
    expect(sorted(range.selection)).toEqual(['b', 'c', 'd', 'e'])
  })

  it('the range takes the anchor state: unchecking the anchor then SHIFT+click clears the range', () => {
    const all = new Set(ids)
    const uncheck = nextSelection(all, ids, 1, null, false)
    expect(uncheck.selection.has('b')).toBe(false)
    const range = nextSelection(uncheck.selection, ids, 3, uncheck.anchor, true)
    expect(sorted(range.selection)).toEqual(['a', 'e', 'f'])
  })

  it('the range overrides the state of rows inside it, whatever they were', () => {
    const current = new Set(['c'])
    const range = nextSelection(current, ids, 4, 0, true)
    // Anchor 'a' is not selected: the whole range a..e is cleared, 'c' included.
    expect(sorted(range.selection)).toEqual([])
  })

  it('SHIFT+click chains from the last clicked row', () => {
    const a = nextSelection(new Set(), ids, 0, null, false)
    const b = nextSelection(a.selection, ids, 2, a.anchor, true)
    const c = nextSelection(b.selection, ids, 5, b.anchor, true)
    expect(sorted(c.selection)).toEqual(ids)
    expect(c.anchor).toBe(5)
  })

  it('SHIFT+click without an anchor (or on the anchor itself) is a plain toggle', () => {
    expect(sorted(nextSelection(new Set(), ids, 3, null, true).selection)).toEqual(['d'])
    expect(sorted(nextSelection(new Set(['d']), ids, 3, 3, true).selection)).toEqual([])
  })

  it('an anchor outside the page is ignored', () => {
    const result = nextSelection(new Set(), ids, 2, 99, true)
    expect(sorted(result.selection)).toEqual(['c'])
    expect(result.anchor).toBe(2)
  })

  it('keeps ids of other pages and never mutates its input', () => {
    const current = new Set(['other-page'])
    const result = nextSelection(current, ids, 0, null, false)
    expect(sorted(result.selection)).toEqual(['a', 'other-page'])
    expect(sorted(current)).toEqual(['other-page'])
    expect(result.selection).not.toBe(current)
  })

  it('a click outside the page changes nothing', () => {
    const result = nextSelection(new Set(['a']), ids, 10, 1, false)
    expect(sorted(result.selection)).toEqual(['a'])
  })

  it('property: a SHIFT range leaves rows outside it untouched and sets rows inside to the anchor state', () => {
    const page = Array.from({ length: 30 }, (_, i) => `r${i}`)
    fc.assert(
      fc.property(
        fc.subarray(page),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 29 }),
        (chosen, anchor, clicked) => {
          const current = new Set(chosen)
          const { selection } = nextSelection(current, page, clicked, anchor, true)
          const [from, to] = [Math.min(anchor, clicked), Math.max(anchor, clicked)]
          page.forEach((id, i) => {
            const inside = i >= from && i <= to
            if (anchor === clicked) {
              expect(selection.has(id)).toBe(i === clicked ? !current.has(id) : current.has(id))
            } else if (inside) {
              expect(selection.has(id)).toBe(current.has(page[anchor]!))
            } else {
              expect(selection.has(id)).toBe(current.has(id))
            }
          })
        },
      ),
    )
  })
})

describe('page selection (header checkbox)', () => {
  it('reports none, some and all', () => {
    expect(pageSelectionState(new Set(), ids)).toBe('none')
    expect(pageSelectionState(new Set(['a', 'other']), ids)).toBe('some')
    expect(pageSelectionState(new Set(ids), ids)).toBe('all')
    expect(pageSelectionState(new Set(['x']), [])).toBe('none')
  })

  it('selects the whole page from none or some, and clears it from all, keeping other pages', () => {
    const some = togglePageSelection(new Set(['a', 'other']), ids)
    expect(sorted(some)).toEqual([...ids, 'other'].sort())
    const cleared = togglePageSelection(some, ids)
    expect(sorted(cleared)).toEqual(['other'])
    expect(sorted(togglePageSelection(new Set(), ids))).toEqual(ids)
  })
})
