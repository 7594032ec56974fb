import { isFilterOperator, LIST_STATE_PARAM, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '@/domain/constants'
import { isSearchable, type ResourceDeclaration, type SearchValue } from '@/domain/resources'
import { defaultAdvancedRows } from '@/ui/search/advanced'
import { initialSearchState, type AdvancedRowDraft, type SearchState } from '@/ui/search/state'
import type { SortState } from './payload'

/**
 * What of a list lives in the page's address, so that the back button, a reload and a link sent to a
 * colleague bring back the same rows: what was searched (not what is being typed), the page, its size and the
 * sort. Kept under one query key (`list`), by resource code; the tab strip leaves that key out of a tab's
 * value, so searching does not open a new tab. Whatever the address holds is checked against the
 * declaration: an unknown field, operator or size is dropped, never sent to the server.
 */
export type ListAddress = { searched: SearchState; page: number; pageSize: number; sort: SortState }

type Encoded = {
  q?: {
    values?: Record<string, SearchValue>
    ops?: Record<string, string>
    precise?: true
    advanced?: Omit<AdvancedRowDraft, 'key'>[]
  }
  page?: number
  size?: number
  sort?: string
}

const MAX_TEXT = 500

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined

function searchValue(value: unknown): SearchValue | undefined {
  if (Array.isArray(value)) {
    const items = value.map(text)
    return items.length <= 50 && items.every((item) => item !== undefined) ? (items as string[]) : undefined
  }
  return text(value)
}

const isBlank = (value: SearchValue) =>
  typeof value === 'string' ? value === '' : value.every((item) => item === '')

/** The state of a list as its address writes it; nothing (no key at all) for a list as it first opens. */
export function encodeListAddress(resource: ResourceDeclaration, address: ListAddress): Encoded | undefined {
  const initial = initialSearchState(resource)
  const { searched } = address
  const values = Object.fromEntries(Object.entries(searched.values).filter(([, value]) => !isBlank(value)))
  const ops = Object.fromEntries(
    Object.entries(searched.ops).filter(([name, op]) => initial.ops[name] !== op),
  )
  const q: NonNullable<Encoded['q']> = {}
  if (Object.keys(values).length > 0) q.values = values
  if (Object.keys(ops).length > 0) q.ops = ops
  if (searched.precise) q.precise = true
  if (searched.mode === 'advanced') q.advanced = searched.advanced.map(({ key: _key, ...row }) => row)
  const encoded: Encoded = {}
  if (Object.keys(q).length > 0) encoded.q = q
  if (address.page > 1) encoded.page = address.page
  if (address.pageSize !== PAGE_SIZE_DEFAULT) encoded.size = address.pageSize
  if (address.sort) encoded.sort = `${address.sort.key}:${address.sort.order}`
  return Object.keys(encoded).length > 0 ? encoded : undefined
}

function advancedRows(value: unknown): AdvancedRowDraft[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) return undefined
  const defaults = defaultAdvancedRows()
  const rows: AdvancedRowDraft[] = []
  for (const [index, row] of value.entries()) {
    if (!isRecord(row)) return undefined
    const searchOp = text(row.searchOp)
    const searchValue_ = searchValue(row.searchValue)
    const valueType = row.valueType
    if (!searchOp || !isFilterOperator(searchOp) || searchValue_ === undefined) return undefined
    if (valueType !== 'text' && valueType !== 'date' && valueType !== 'select') return undefined
    rows.push({
      key: defaults[index]?.key ?? `row-${index}`,
      searchType: row.searchType === 'or' ? 'or' : row.searchType === 'and' ? 'and' : undefined,
      searchFilter: text(row.searchFilter) ?? '',
      searchOp,
      searchValue: typeof searchValue_ === 'string' ? searchValue_ : [...searchValue_],
      valueType,
      startTime: text(row.startTime) ?? '',
      endTime: text(row.endTime) ?? '',
    })
  }
  return rows
}

/** The list a page's address describes, for this resource; the first page of everything when it says nothing. */
export function decodeListAddress(resource: ResourceDeclaration, raw: unknown): ListAddress {
  const searched = initialSearchState(resource)
  const address: ListAddress = { searched, page: 1, pageSize: PAGE_SIZE_DEFAULT, sort: null }
  if (!isRecord(raw)) return address
  const searchable = new Set(resource.fields.filter(isSearchable).map((field) => field.name))
  const sortable = new Set(resource.fields.filter((field) => field.sortable).map((field) => field.name))
  if (isRecord(raw.q)) {
    const { values, ops, precise, advanced } = raw.q
    if (isRecord(values))
      for (const [name, value] of Object.entries(values)) {
        const checked = searchValue(value)
        if (searchable.has(name) && checked !== undefined) searched.values[name] = checked
      }
    if (isRecord(ops))
      for (const [name, op] of Object.entries(ops))
        if (searchable.has(name) && typeof op === 'string' && isFilterOperator(op)) searched.ops[name] = op
    searched.precise = precise === true
    const rows = advancedRows(advanced)
    if (rows) {
      searched.mode = 'advanced'
      searched.advanced = rows
    }
  }
  if (Number.isInteger(raw.page) && (raw.page as number) >= 1) address.page = raw.page as number
  if ((PAGE_SIZES as readonly unknown[]).includes(raw.size)) address.pageSize = raw.size as number
  if (typeof raw.sort === 'string') {
    const [key, order] = raw.sort.split(':')
    if (key && sortable.has(key) && (order === 'asc' || order === 'desc')) address.sort = { key, order }
  }
  return address
}

/** The list part of a page's search, for one resource. */
export const listAddressOf = (search: Record<string, unknown>, code: string): unknown => {
  const lists = search[LIST_STATE_PARAM]
  return isRecord(lists) ? lists[code] : undefined
}

/** The page's search with one resource's list state put in (or taken out, when it is the first page of all). */
export function withListAddress(
  search: Record<string, unknown>,
  code: string,
  encoded: Encoded | undefined,
): Record<string, unknown> {
  const lists = isRecord(search[LIST_STATE_PARAM]) ? { ...(search[LIST_STATE_PARAM] as object) } : {}
  const next: Record<string, unknown> = { ...lists }
  if (encoded) next[code] = encoded
  else delete next[code]
  const { [LIST_STATE_PARAM]: _old, ...rest } = search
  return Object.keys(next).length > 0 ? { ...rest, [LIST_STATE_PARAM]: next } : rest
}
