import type { FilterOperator } from '@/domain/constants'
import {
  defaultOperator,
  encodeSearchParam,
  isDateType,
  isSearchable,
  type ResourceDeclaration,
  type ResourceField,
  type SearchCondition,
  type SearchPayload,
  type SearchValue,
} from '@/domain/resources'
import { defaultAdvancedRows, toAdvancedRows } from './advanced'
import { coerceValue, isBlankValue } from './bar'
import { dayAfter } from './dates'

/** One row of the advanced search as the panel edits it (spec §3 "Advanced search row"). */
export type AdvancedRowDraft = {
  key: string
  searchType: 'and' | 'or' | undefined
  searchFilter: string
  searchOp: FilterOperator
  searchValue: string | string[]
  valueType: 'text' | 'date' | 'select'
  startTime: string
  endTime: string
}

/** Everything the search bar, the header row and the advanced search hold: plain data (STYLE.md). */
export type SearchState = {
  /** Bar and header row values by field name. */
  values: Record<string, SearchValue>
  /** Chosen operators (default from defaultOperator(field)). */
  ops: Record<string, FilterOperator>
  /** The 精确匹配 checkbox: text compares with = instead of LIKE. */
  precise: boolean
  mode: 'normal' | 'advanced'
  /** Compact single row vs expanded multi-condition grid. */
  expanded: boolean
  advanced: AdvancedRowDraft[]
}

export function initialSearchState(resource: ResourceDeclaration): SearchState {
  const ops: Record<string, FilterOperator> = {}
  for (const field of resource.fields) if (isSearchable(field)) ops[field.name] = defaultOperator(field)
  return { values: {}, ops, precise: false, mode: 'normal', expanded: false, advanced: defaultAdvancedRows() }
}

export const operatorOf = (state: SearchState, field: ResourceField): FilterOperator =>
  state.ops[field.name] ?? defaultOperator(field)

export const setFieldValue = (state: SearchState, name: string, value: SearchValue): SearchState => ({
  ...state,
  values: { ...state.values, [name]: value },
})

/** A new operator for a field, its value reshaped for it (a range keeps its start, a list its first item …). */
export function setFieldOperator(state: SearchState, field: ResourceField, op: FilterOperator): SearchState {
  const value = state.values[field.name]
  const values =
    value === undefined ? state.values : { ...state.values, [field.name]: coerceValue(value, op) }
  return { ...state, values, ops: { ...state.ops, [field.name]: op } }
}

const isPlainDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text)

/**
 * One bar condition on the wire. A date range with one end only becomes an open range (from the start on, or
 * up to and including the end day), because BETWEEN needs both ends on the server; any other range with a
 * missing end is not a condition yet.
 */
export function barCondition(
  field: ResourceField,
  op: FilterOperator,
  raw: SearchValue,
): SearchCondition | undefined {
  const value = coerceValue(raw, op)
  if (isBlankValue(value)) return undefined
  if ((op === 'BETWEEN' || op === 'NOT BETWEEN') && typeof value !== 'string') {
    const [from = '', to = ''] = value.map((part) => part.trim())
    if (from !== '' && to !== '') return { field: field.name, op, value: [from, to] }
    if (op === 'NOT BETWEEN' || !isDateType(field.type)) return undefined
    if (from !== '') return { field: field.name, op: '>=', value: from }
    return isPlainDate(to)
      ? { field: field.name, op: '<', value: dayAfter(to) }
      : { field: field.name, op: '<=', value: to }
  }
  return { field: field.name, op, value }
}

/**
 * The search payload of the common brief's wire format: the bar and header row as `searchParam`, and in
 * advanced mode the complete advanced rows as one group with searchType 'Y'. Paging and sorting are the
 * caller's (current, size, ascs, descs).
 */
export function toSearchPayload(resource: ResourceDeclaration, state: SearchState): SearchPayload {
  const conditions: SearchCondition[] = []
  for (const field of resource.fields) {
    const value = state.values[field.name]
    if (!isSearchable(field) || value === undefined) continue
    const condition = barCondition(field, operatorOf(state, field), value)
    if (condition) conditions.push(condition)
  }
  const payload: SearchPayload = {
    searchType: 'N',
    searchParam: encodeSearchParam(conditions),
    precise: state.precise,
  }
  if (state.mode !== 'advanced') return payload
  const rows = toAdvancedRows(state.advanced)
  if (rows.length === 0) return payload
  return { ...payload, searchType: 'Y', searchListVO: [{ searchParams: rows }] }
}
