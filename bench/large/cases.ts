import type { FilterOperator } from '../../src/domain/constants'
import type { SearchPayload, SearchValue } from '../../src/domain/resources'

/** Values read from the seeded database before the run (prepare.ts), so the searches hit real rows. */
export type CaseValues = {
  /** Factory numbers of existing instruments, spread over the table. */
  factoryNumbers: string[]
  /** A next-due-date range matching about BENCH_LARGE_EXPORT_ROWS rows. */
  exportRange: [string, string]
}

/** One measured search: the first page of POST /api/hm-crm/instrument/page, variants taken in turn. */
export type SearchCase = {
  id: string
  label: string
  /** p95 goal in ms, where this case has one. */
  goal?: { pglite: number; postgres: number }
  /** Payloads of the same shape and similar selectivity, so no single cached answer is measured. */
  variants: (values: CaseValues) => SearchPayload[]
}

/** The search bar's conditions on the wire (spec §7: filter and op maps sent as JSON text). */
function bar(conditions: Record<string, [FilterOperator, SearchValue]>): SearchPayload {
  const filter: Record<string, SearchValue> = {}
  const op: Record<string, FilterOperator> = {}
  for (const [field, [operator, value]] of Object.entries(conditions)) {
    filter[field] = value
    op[field] = operator
  }
  return { searchType: 'N', searchParam: { filter: JSON.stringify(filter), op: JSON.stringify(op) } }
}

const GOAL = { pglite: 150, postgres: 50 }

/** Instrument kinds of the seed (each about 0.5 % of the rows; a name contains no other kind's name). */
const SELECTIVE_NAMES = [
  '数显卡尺',
  '电子天平',
  '声级计',
  '心电图机',
  '涡街流量计',
  '照度计',
  '洛氏硬度计',
  '酸度计',
]

const months = ['2025-03', '2025-09', '2026-02', '2026-06', '2026-12', '2027-04']
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number)
  return new Date(Date.UTC(year ?? 2026, m ?? 1, 0)).toISOString().slice(0, 10)
}

export const SEARCH_CASES: SearchCase[] = [
  {
    id: 'likeName',
    label: '(a) name LIKE a kind (~0.5 % of rows)',
    goal: GOAL,
    variants: () => SELECTIVE_NAMES.map((name) => bar({ name: ['LIKE', name] })),
  },
  {
    id: 'factoryEquals',
    label: '(b) factory number = (1 row)',
    goal: GOAL,
    variants: (values) => values.factoryNumbers.map((number) => bar({ factoryNumber: ['=', number] })),
  },
  {
    id: 'inspectionIn',
    label: '(c) inspection type IN 2–3 keys (~40 % of rows)',
    goal: GOAL,
    variants: () => [
      bar({ inspectionType: ['IN', ['1', '7']] }),
      bar({ inspectionType: ['IN', ['5', '2', '6']] }),
    ],
  },
  {
    id: 'dueBetween',
    label: '(d) next due date BETWEEN one month (~3 % of rows)',
    goal: GOAL,
    variants: () => months.map((month) => bar({ nextDueDate: ['BETWEEN', [`${month}-01`, lastDay(month)]] })),
  },
  {
    id: 'advancedOr',
    label: '(e) advanced: name LIKE x OR factory number LIKE y',
    variants: (values) =>
      SELECTIVE_NAMES.map((name, index) => ({
        searchType: 'Y',
        searchParam: { filter: '{}', op: '{}' },
        searchListVO: [
          {
            searchParams: [
              { searchFilter: 'name', searchOp: 'LIKE', searchValue: name, valueType: 'text' },
              {
                searchType: 'or',
                searchFilter: 'factoryNumber',
                searchOp: 'LIKE',
                // Contains: a fragment of an existing number (trigram index).
                searchValue: (values.factoryNumbers[index] ?? 'FN00000001').slice(2, 9),
                valueType: 'text',
              },
            ],
          },
        ],
      })),
  },
  {
    id: 'noFilter',
    label: '(f) no condition: the list as it opens (all rows)',
    variants: () => [{ searchType: 'N', searchParam: { filter: '{}', op: '{}' } }],
  },
  {
    id: 'likeBroad',
    label: '(g) name LIKE 压力表 (~7 % of rows)',
    variants: () => [bar({ name: ['LIKE', '压力表'] })],
  },
]

/** The export's search: about BENCH_LARGE_EXPORT_ROWS rows by next due date. */
export const exportPayload = (values: CaseValues): SearchPayload =>
  bar({ nextDueDate: ['BETWEEN', values.exportRange] })
