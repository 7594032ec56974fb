import type { FilterOperator } from '../../src/domain/constants'
import {
  allowsOperator,
  defaultOperator,
  fieldByName,
  isDateType,
  isListOperator,
  isPairOperator,
  isSearchable,
  type ResourceDeclaration,
  type ResourceField,
  type SearchValue,
} from '../../src/domain/resources'
import { badRequest } from '../http/errors'
import {
  MAX_LIST_ITEMS,
  MAX_VALUE_LENGTH,
  type ParsedSearch,
  type RawAdvancedRow,
  type RawCondition,
} from './payload'
import { badValue, checkText, coerceValue, type SearchBound } from './values'

/**
 * A parsed search checked against one resource: every field is a declared, searchable field, every
 * operator is allowed for it, every value is normalised for its column. What is left is plain data that
 * compile.ts turns into SQL without looking at the user's text again.
 */

const COMPARE_OPERATORS = ['=', '!=', '<', '>', '<=', '>='] as const
export type CompareOperator = (typeof COMPARE_OPERATORS)[number]

const isCompareOperator = (op: FilterOperator): op is CompareOperator =>
  (COMPARE_OPERATORS as readonly string[]).includes(op)

export type ResolvedCondition =
  /** Contains (ILIKE '%…%', the user's wildcards escaped); `negate` for NOT LIKE. */
  | { kind: 'like'; field: ResourceField; pattern: string; negate: boolean }
  | { kind: 'compare'; field: ResourceField; op: CompareOperator; bound: SearchBound }
  /** IN / NOT IN over normalised values. */
  | { kind: 'list'; field: ResourceField; values: string[]; negate: boolean }
  /** BETWEEN / NOT BETWEEN (both ends) and 'and' (either end may be missing). */
  | { kind: 'range'; field: ResourceField; from?: SearchBound; to?: SearchBound; negate: boolean }

export type ResolvedSort = { field: ResourceField; order: 'asc' | 'desc' }

export type ResolvedSearch = {
  /** ANDed. */
  conditions: ResolvedCondition[]
  /** Advanced groups, ANDed; each group is OR-ed runs of AND-ed conditions. */
  groups: ResolvedCondition[][][]
  /** The requested sort, else the declaration's default; the compiler adds t.id last. */
  sort: ResolvedSort[]
}

const clip = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text)

/** A "contains" pattern whose wildcards in the user's text are literal (as `contains` in shared/crud.ts). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function searchableField(resource: ResourceDeclaration, name: string): ResourceField {
  const field = fieldByName(resource, name)
  if (!field || !isSearchable(field)) throw badRequest('search.unknownField', { field: clip(name) })
  return field
}

function checkOperator(field: ResourceField, op: FilterOperator): void {
  if ((op === 'BETWEEN' || op === 'NOT BETWEEN') && !isDateType(field.type)) {
    throw badRequest('search.betweenDateOnly')
  }
  if (!allowsOperator(field, op)) throw badRequest('search.operatorNotAllowed', { field: field.label, op })
}

const parts = (value: SearchValue): string[] =>
  (typeof value === 'string' ? value.split(',') : [...value]).map((part) => part.trim())

function listCondition(field: ResourceField, op: FilterOperator, value: SearchValue) {
  const items = parts(value).filter((item) => item !== '')
  if (items.length === 0) return undefined
  if (items.length > MAX_LIST_ITEMS) {
    throw badValue(field, { zh: `超过${MAX_LIST_ITEMS}个值`, en: `more than ${MAX_LIST_ITEMS} values` })
  }
  const values = items.map((item) => {
    checkText(field, item, MAX_VALUE_LENGTH)
    return coerceValue(field, item).value
  })
  // Duplicates change nothing but the array's size.
  return { kind: 'list' as const, field, values: [...new Set(values)], negate: op === 'NOT IN' }
}

function rangeCondition(field: ResourceField, op: FilterOperator, value: SearchValue, isDateRow: boolean) {
  const ends = parts(value)
  if (ends.length > 2) throw badValue(field, { zh: '应为起止两个值', en: 'expected [from, to]' })
  const [from = '', to = ''] = ends
  if (from === '' && to === '') return undefined
  // BETWEEN and a date row need both ends (spec §5); 'and' is a two-part range with either end open.
  if ((op !== 'and' || isDateRow) && (from === '' || to === '')) throw badRequest('search.needsRange')
  const bound = (text: string) => {
    if (text === '') return undefined
    checkText(field, text, MAX_VALUE_LENGTH)
    return coerceValue(field, text)
  }
  return { kind: 'range' as const, field, from: bound(from), to: bound(to), negate: op === 'NOT BETWEEN' }
}

function singleText(field: ResourceField, value: SearchValue, isDateRow: boolean): string {
  if (typeof value === 'string') return value.trim()
  const items = parts(value).filter((item) => item !== '')
  if (isDateRow && value.length === 2 && items.length === 1) throw badRequest('search.needsRange')
  if (items.length > 1) throw badValue(field, { zh: '只能有一个值', en: 'expected one value' })
  return items[0] ?? ''
}

/** One condition, or undefined when its value is empty (an empty box is no filter). */
function resolveCondition(
  resource: ResourceDeclaration,
  raw: RawCondition,
  precise: boolean,
  isDateRow = false,
): ResolvedCondition | undefined {
  const field = searchableField(resource, raw.field)
  const op = raw.op === '' ? defaultOperator(field) : raw.op
  checkOperator(field, op)
  if (raw.value === undefined) return undefined
  if (isListOperator(op)) return listCondition(field, op, raw.value)
  if (isPairOperator(op)) return rangeCondition(field, op, raw.value, isDateRow)

  const text = singleText(field, raw.value, isDateRow)
  if (text === '') return undefined
  checkText(field, text, MAX_VALUE_LENGTH)
  if (op === 'LIKE' || op === 'NOT LIKE') {
    // The exact-match checkbox turns "contains" into equality for text (spec §2).
    if (precise && field.data === 'text') {
      return {
        kind: 'compare',
        field,
        op: op === 'LIKE' ? '=' : '!=',
        bound: { value: text, wholeDay: false },
      }
    }
    return { kind: 'like', field, pattern: containsPattern(text), negate: op === 'NOT LIKE' }
  }
  // Every operator left is a comparison; the check keeps that true if FILTER_OPERATORS ever grows.
  if (!isCompareOperator(op)) throw badRequest('search.unknownOperator', { op })
  return { kind: 'compare', field, op, bound: coerceValue(field, text) }
}

/** Splits a group at its 'or' connectors: AND binds tighter than OR (spec §4, as in SQL). */
function resolveGroup(resource: ResourceDeclaration, rows: RawAdvancedRow[], precise: boolean) {
  const runs: ResolvedCondition[][] = []
  for (const row of rows) {
    if (row.field === '') {
      // A row left empty is no condition; a value without a field is an incomplete row (spec §5).
      if (row.value !== undefined && parts(row.value).some((part) => part !== '')) {
        throw badRequest('search.noField')
      }
      continue
    }
    const condition = resolveCondition(resource, row, precise, row.isDateRow)
    if (!condition) continue
    const run = runs.at(-1)
    if (!run || row.connector === 'or') runs.push([condition])
    else run.push(condition)
  }
  return runs
}

function resolveSort(resource: ResourceDeclaration, sort: ParsedSearch['sort']): ResolvedSort[] {
  const seen = new Set<string>()
  const resolved: ResolvedSort[] = []
  for (const { field: name, order } of sort) {
    const field = fieldByName(resource, name)
    if (!field?.sortable) throw badRequest('search.unknownSort', { field: clip(name) })
    if (seen.has(name)) continue
    seen.add(name)
    resolved.push({ field, order })
  }
  if (resolved.length > 0 || !resource.defaultSort) return resolved
  const fallback = fieldByName(resource, resource.defaultSort.field)
  return fallback ? [{ field: fallback, order: resource.defaultSort.order }] : []
}

export function resolveSearch(resource: ResourceDeclaration, parsed: ParsedSearch): ResolvedSearch {
  const conditions: ResolvedCondition[] = []
  for (const raw of parsed.conditions) {
    const condition = resolveCondition(resource, raw, parsed.precise)
    if (condition) conditions.push(condition)
  }
  const groups = parsed.groups
    .map((rows) => resolveGroup(resource, rows, parsed.precise))
    .filter((runs) => runs.length > 0)
  return { conditions, groups, sort: resolveSort(resource, parsed.sort) }
}
