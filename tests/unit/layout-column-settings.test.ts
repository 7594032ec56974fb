import { describe, expect, it } from 'vitest'
import { defineResource, resources } from '@/domain/resources'
import {
  columnWidthOf,
  defaultLayout,
  mergeLayout,
  moveEntry,
  updateEntry,
} from '@/ui/column-settings/layout'

const label = (zh: string) => ({ zh, en: zh })

const gauges = defineResource({
  code: 'test-gauge',
  label: label('量具'),
  table: 'gauge',
  base: '/api/test/gauge',
  permission: 'gauge',
  titleField: 'name',
  fields: [
    { name: 'name', label: label('名称'), type: 'input', data: 'text', searchByDefault: true },
    { name: 'model', label: label('型号'), type: 'input', data: 'text' },
    { name: 'note', label: label('备注'), type: 'input', data: 'text', hidden: true, searchable: false },
    { name: 'secret', label: label('内部'), type: 'input', data: 'text', list: false },
    { name: 'state', label: label('状态'), type: 'select', data: 'text', searchByDefault: true },
  ],
})

describe('defaultLayout', () => {
  it('lists the listed fields (hidden ones not visible) and the searchable ones (default ones visible)', () => {
    expect(defaultLayout(gauges)).toEqual({
      columns: [
        { name: 'name', visible: true },
        { name: 'model', visible: true },
        { name: 'note', visible: false },
        { name: 'state', visible: true },
      ],
      search: [
        { name: 'name', visible: true },
        { name: 'model', visible: false },
        { name: 'secret', visible: false },
        { name: 'state', visible: true },
      ],
    })
  })

  it('works for every declared resource', () => {
    for (const resource of resources) {
      const layout = defaultLayout(resource)
      expect(layout.columns.length, resource.code).toBeGreaterThan(0)
      expect(mergeLayout(resource, JSON.stringify(layout))).toEqual(layout)
    }
  })
})

describe('mergeLayout', () => {
  it('keeps a saved order, visibility and widths, from text or an object', () => {
    const saved = {
      columns: [
        { name: 'state', visible: false, width: 90 },
        { name: 'name', visible: true, width: 240 },
        { name: 'model', visible: false },
        { name: 'note', visible: true },
      ],
      search: [
        { name: 'state', visible: false },
        { name: 'model', visible: true },
        { name: 'name', visible: true },
        { name: 'secret', visible: false },
      ],
    }
    expect(mergeLayout(gauges, saved)).toEqual(saved)
    expect(mergeLayout(gauges, JSON.stringify(saved))).toEqual(saved)
  })

  it('drops unknown and repeated names and appends fields the saved layout does not know', () => {
    const merged = mergeLayout(gauges, {
      columns: [
        { name: 'gone', visible: true },
        { name: 'model', visible: false },
        { name: 'model', visible: true },
        { name: 'secret', visible: true },
      ],
      search: [{ name: 'note', visible: true }, { name: 'state' }],
    })
    expect(merged.columns).toEqual([
      { name: 'model', visible: false },
      { name: 'name', visible: true },
      { name: 'note', visible: false },
      { name: 'state', visible: true },
    ])
    // A search entry without visibility keeps the default one.
    expect(merged.search.map((entry) => [entry.name, entry.visible])).toEqual([
      ['state', true],
      ['name', true],
      ['model', false],
      ['secret', false],
    ])
  })

  it('ignores widths that are not sensible numbers, and rounds the rest', () => {
    const merged = mergeLayout(gauges, {
      columns: [
        { name: 'name', visible: true, width: '200' },
        { name: 'model', visible: true, width: 5 },
        { name: 'note', visible: true, width: 1e9 },
        { name: 'state', visible: true, width: 120.6 },
      ],
    })
    expect(merged.columns.map((entry) => entry.width)).toEqual([undefined, undefined, undefined, 121])
    expect('width' in (merged.columns[0] ?? {})).toBe(false)
  })

  it('reads the old product’s prop / isShow names', () => {
    const merged = mergeLayout(gauges, { columns: [{ prop: 'state', isShow: false }] })
    expect(merged.columns[0]).toEqual({ name: 'state', visible: false })
  })

  it('falls back to the default layout (per part) on anything unusable', () => {
    const fallback = defaultLayout(gauges)
    for (const bad of [undefined, null, '', '{oops', '[]', 42, 'null', [], true])
      expect(mergeLayout(gauges, bad)).toEqual(fallback)
    expect(mergeLayout(gauges, { columns: 'x', search: null })).toEqual(fallback)
    const onlyColumns = mergeLayout(gauges, { columns: [{ name: 'state', visible: true }] })
    expect(onlyColumns.search).toEqual(fallback.search)
    expect(onlyColumns.columns[0]?.name).toBe('state')
  })

  it('never shares entries with the default it was built from', () => {
    const a = mergeLayout(gauges, null)
    a.columns[0]!.visible = false
    expect(mergeLayout(gauges, null).columns[0]?.visible).toBe(true)
  })
})

describe('draft edits', () => {
  it('moves an entry up or down, and not beyond the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveEntry(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
    expect(moveEntry(['a', 'b', 'c'], 7, 1)).toEqual(['a', 'b', 'c'])
  })

  it('updates one entry by name', () => {
    const entries = [
      { name: 'a', visible: true },
      { name: 'b', visible: true },
    ]
    expect(updateEntry(entries, 'b', (e) => ({ ...e, visible: false }))).toEqual([
      { name: 'a', visible: true },
      { name: 'b', visible: false },
    ])
    expect(entries[1]?.visible).toBe(true)
  })

  it('reads a typed width: whole numbers within limits, else none', () => {
    expect(columnWidthOf(150)).toBe(150)
    expect(columnWidthOf('180')).toBe(180)
    expect(columnWidthOf('')).toBeUndefined()
    expect(columnWidthOf(10)).toBeUndefined()
    expect(columnWidthOf(99999)).toBeUndefined()
  })
})
