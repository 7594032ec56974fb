import type { FilterOperator } from '../constants'

/**
 * The search payload of spec §3 ("Search records") as MetroDesk sends it to `POST {base}/page` and
 * `POST {base}/export`:
 *
 * - `searchParam`: the search bar and header row conditions, as two JSON texts (spec §7: the filter and
 *   operator maps are turned into text before sending): `filter` maps a field to its value, `op` maps a
 *   field to its operator (missing → the field's default operator).
 * - `searchType`: 'Y' when the advanced search is in use; then `searchListVO` applies as well.
 * - `searchListVO`: groups of advanced rows; groups are joined with AND, rows inside a group by their own
 *   connector (AND binds tighter than OR, as in SQL).
 * - `precise`: the exact-match checkbox; text conditions compare with '=' instead of LIKE.
 * - `ascs` / `descs`: comma-separated sortable field names.
 *
 * Values: a string for one value; an array of strings for IN / NOT IN; a pair [from, to] for BETWEEN,
 * NOT BETWEEN and 'and' (a two-part range, either end may be empty).
 */
export type SearchValue = string | readonly string[]

export type SearchParam = { filter: string; op: string }

export type AdvancedConnector = 'and' | 'or'
export type AdvancedValueType = 'text' | 'date' | 'select'

export type AdvancedRow = {
  /** The connector to the previous row; the first row has none (spec §4). */
  searchType?: AdvancedConnector
  searchFilter: string
  searchOp: FilterOperator
  /** Text or select value; an array for IN / NOT IN. */
  searchValue?: SearchValue
  valueType: AdvancedValueType
  /** A date row's range (spec §5: both ends are required). */
  startTime?: string
  endTime?: string
}

export type AdvancedGroup = { searchParams: AdvancedRow[] }

export type SearchPayload = {
  searchType?: 'N' | 'Y'
  searchParam?: SearchParam
  searchListVO?: AdvancedGroup[]
  current?: number
  size?: number
  precise?: boolean
  ascs?: string
  descs?: string
}

export type SearchCondition = { field: string; op: FilterOperator; value: SearchValue }

const isEmptyValue = (value: SearchValue): boolean =>
  typeof value === 'string' ? value.trim() === '' : value.every((part) => part.trim() === '')

/** Turns the bar's conditions into the wire form; empty values are left out (an empty box is no filter). */
export function encodeSearchParam(conditions: readonly SearchCondition[]): SearchParam {
  const filter: Record<string, SearchValue> = {}
  const op: Record<string, FilterOperator> = {}
  for (const condition of conditions) {
    if (isEmptyValue(condition.value)) continue
    filter[condition.field] =
      typeof condition.value === 'string' ? condition.value.trim() : condition.value.map((v) => v.trim())
    op[condition.field] = condition.op
  }
  return { filter: JSON.stringify(filter), op: JSON.stringify(op) }
}
