import { describe, expect, it } from 'vitest'
import type { CompetenceMatrix, StaffLapse } from '@/api/staffCompetence'
import { bucketCounts, LAPSE_BUCKETS, lapsesIn } from '@/features/staff/lapses/lapseFilters'
import {
  columnBands,
  gridColumns,
  kindCodes,
  shownAt,
  type GridColumn,
} from '@/features/staff/matrix/matrixModel'
import { firstWithCount } from '@/ui/layout/firstWithCount'

const lapse = (subject: StaffLapse['subject'], bucket: StaffLapse['bucket'], id: string): StaffLapse => ({
  subject,
  id,
  userId: 'u1',
  person: '李检测',
  deptId: null,
  deptName: null,
  what: { zh: id, en: id },
  lapseDate: null,
  days: null,
  bucket,
  problem: null,
})

describe('the lapses list', () => {
  const rows = [
    lapse('authorisation', 'lapsed', 'a1'),
    lapse('certificate', 'd30', 'c1'),
    lapse('certificate', 'd90', 'c2'),
    lapse('authorisation', 'd90', 'a2'),
  ]

  it('counts each bucket, and all of them, for the subject chosen', () => {
    expect(bucketCounts(rows, 'all')).toEqual({ lapsed: 1, d30: 1, d60: 0, d90: 2, all: 4 })
    expect(bucketCounts(rows, 'certificate')).toEqual({ lapsed: 0, d30: 1, d60: 0, d90: 1, all: 2 })
  })

  it('lists a bucket and a subject in the server’s order', () => {
    expect(lapsesIn(rows, 'd90', 'all').map((row) => row.id)).toEqual(['c2', 'a2'])
    expect(lapsesIn(rows, 'all', 'authorisation').map((row) => row.id)).toEqual(['a1', 'a2'])
  })

  it('opens on the most pressing bucket with something in it, else on all', () => {
    expect(firstWithCount(bucketCounts(rows, 'certificate'), LAPSE_BUCKETS, 'all')).toBe('d30')
    expect(firstWithCount(bucketCounts([], 'all'), LAPSE_BUCKETS, 'all')).toBe('all')
    expect(firstWithCount(undefined, LAPSE_BUCKETS, 'all')).toBe('all')
  })
})

describe('the competence matrix', () => {
  const matrix: CompetenceMatrix = {
    day: '2026-05-10',
    columns: [
      { abilityCode: '2', itemName: '示值误差' },
      { abilityCode: '2', itemName: '重复性' },
      { abilityCode: '3', itemName: '外观' },
      { abilityCode: '1', itemName: '密封性' },
    ],
    rows: [
      {
        userId: 'u1',
        person: '李检测',
        deptName: '检测部',
        cells: [
          { c: 0, until: '2027-01-31', problem: null },
          { c: 1, until: null, problem: 'certificateExpired' },
          { c: 3, until: null, problem: 'withdrawn' },
        ],
        kinds: [
          { abilityCode: '3', until: null, problem: null },
          { abilityCode: '10', until: null, problem: 'noEvidence' },
        ],
      },
      {
        userId: 'u2',
        person: '王复核',
        deptName: null,
        cells: [{ c: 1, until: '2026-12-31', problem: null }],
        kinds: [{ abilityCode: '2', until: null, problem: 'expired' }],
      },
      {
        userId: 'u3',
        person: '赵批准',
        deptName: null,
        cells: [],
        kinds: [{ abilityCode: '2', until: '2026-06-30', problem: null }],
      },
    ],
  }
  const [u1, u2, u3] = matrix.rows as [
    CompetenceMatrix['rows'][number],
    CompetenceMatrix['rows'][number],
    CompetenceMatrix['rows'][number],
  ]
  const columns = gridColumns(matrix)
  const item = (index: number): GridColumn => {
    const column = columns.find((entry) => entry.type === 'item' && entry.index === index)
    if (!column) throw new Error(`no column ${index}`)
    return column
  }

  it('leads with a column per kind someone holds in full, in the codes’ order, then the items', () => {
    expect(kindCodes(matrix)).toEqual(['2', '3', '10'])
    expect(columns.slice(0, 3)).toEqual([
      { type: 'kind', abilityCode: '2' },
      { type: 'kind', abilityCode: '3' },
      { type: 'kind', abilityCode: '10' },
    ])
    expect(columns).toHaveLength(7)
    expect(columns[3]).toEqual({ type: 'item', index: 0, abilityCode: '2', itemName: '示值误差' })
  })

  it('shows a person’s own authorisation for an item', () => {
    expect(shownAt(u1, item(0))).toEqual({
      grant: { c: 0, until: '2027-01-31', problem: null },
      viaKind: false,
    })
    expect(shownAt(u1, item(3))?.grant.problem).toBe('withdrawn')
  })

  it('covers every item of a kind held in full where she has none of her own', () => {
    expect(shownAt(u1, item(2))).toEqual({
      grant: { abilityCode: '3', until: null, problem: null },
      viaKind: true,
    })
    expect(shownAt(u3, item(0))?.viaKind).toBe(true)
    expect(shownAt(u3, item(2))).toBeNull()
  })

  it('shows the authorisation that holds before one that lapsed, her own first', () => {
    // Her own for 重复性 lapsed and she holds no kind of 校准: the lapse shows.
    expect(shownAt(u1, item(1))?.grant.problem).toBe('certificateExpired')
    // His own holds; his kind lapsed: his own shows.
    expect(shownAt(u2, item(1))).toEqual({
      grant: { c: 1, until: '2026-12-31', problem: null },
      viaKind: false,
    })
    // Nothing of his own for 示值误差: the lapsed kind shows, as the kind's.
    expect(shownAt(u2, item(0))).toEqual({
      grant: { abilityCode: '2', until: null, problem: 'expired' },
      viaKind: true,
    })
  })

  it('fills a kind’s own column from the kind held in full, lapsed or not', () => {
    const kind = (code: string): GridColumn => ({ type: 'kind', abilityCode: code })
    expect(shownAt(u1, kind('3'))?.viaKind).toBe(false)
    expect(shownAt(u1, kind('10'))?.grant.problem).toBe('noEvidence')
    expect(shownAt(u1, kind('2'))).toBeNull()
  })

  it('prints the columns in bands of a page’s width', () => {
    expect(columnBands([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(columnBands([], 12)).toEqual([])
    expect(columnBands([1, 2], 0)).toEqual([[1], [2]])
  })
})
