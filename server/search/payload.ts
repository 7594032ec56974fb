import { z } from 'zod'
import {
  PAGE_SIZE_DEFAULT,
  STATISTICS_PAGE_SIZES,
  isFilterOperator,
  type FilterOperator,
} from '../../src/domain/constants'
import type { SearchValue } from '../../src/domain/resources'
import { badRequest } from '../http/errors'

/**
 * The search payload of spec §3 as it arrives (see src/domain/resources/search-payload.ts), checked for
 * shape only: which fields exist and what their values mean is the resource's business (resolve.ts).
 */

/** At most this many conditions (search bar entries plus advanced rows) in one search. */
export const MAX_CONDITIONS = 50
/** Longest accepted value (each item of a list or pair counts on its own). */
export const MAX_VALUE_LENGTH = 500
/** Most items of an IN / NOT IN list. */
export const MAX_LIST_ITEMS = 1000
/** The largest page: the biggest statistics page size of spec §9. */
export const MAX_PAGE_SIZE = Math.max(...STATISTICS_PAGE_SIZES)

// null is accepted wherever a value may be missing (browsers serialise cleared fields as null) and turned
// into undefined, so the parsed payload is the domain's SearchPayload.
const missing = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined)

/** A value sent as a JSON number is the same search as its text. */
const scalar = z.union([z.string(), z.number().transform(String)])
const searchValue = z.union([scalar, z.array(scalar)])

const pageNumber = z.coerce.number().int().positive()

const advancedRowSchema = z.object({
  searchType: missing(z.enum(['and', 'or', ''])).transform((value) => value || undefined),
  searchFilter: missing(z.string()).transform((value) => value ?? ''),
  // Any text: an operator outside FILTER_OPERATORS gets its own message (search.unknownOperator), which a
  // schema enum would turn into a generic shape error.
  searchOp: missing(z.string()).transform((value) => value ?? ''),
  searchValue: missing(searchValue),
  valueType: missing(z.enum(['text', 'date', 'select', ''])).transform((value) => value || 'text'),
  startTime: missing(z.string()),
  endTime: missing(z.string()),
})

/** The request body of `POST {base}/page` and `POST {base}/export`. */
export const searchPayloadSchema = z.object({
  searchType: missing(z.enum(['N', 'Y'])),
  searchParam: missing(
    z.object({
      /** JSON text: field → value (string, number, string[] or a [from, to] pair). */
      filter: missing(z.string()),
      /** JSON text: field → operator (missing → the field's default operator). */
      op: missing(z.string()),
    }),
  ),
  searchListVO: missing(z.array(z.object({ searchParams: missing(z.array(advancedRowSchema)) }))),
  current: missing(pageNumber),
  size: missing(pageNumber.max(MAX_PAGE_SIZE)),
  precise: missing(z.boolean()),
  ascs: missing(z.string()),
  descs: missing(z.string()),
})

/** What a client may send (nulls, numbers as values). */
export type SearchPayloadBody = z.input<typeof searchPayloadSchema>
/**
 * A body after the route's schema (fastify-type-provider-zod hands the parsed output to the handler). It
 * differs from the domain's SearchPayload only in holding operators as plain text (checked later, with
 * their own message), so compileSearch takes either.
 */
export type ParsedSearchBody = z.output<typeof searchPayloadSchema>

/** The query string of `POST {base}/page?current=&size=` (it wins over current/size in the body). */
export const searchPagingQuerySchema = z.object({
  current: pageNumber.optional(),
  size: pageNumber.max(MAX_PAGE_SIZE).optional(),
})

/** One condition as sent: the field name is still the user's text. An operator of '' means the default. */
export type RawCondition = { field: string; op: FilterOperator | ''; value: SearchValue | undefined }

export type RawAdvancedRow = RawCondition & {
  connector: 'and' | 'or'
  /** A date row (valueType 'date'): its value is the [startTime, endTime] pair. */
  isDateRow: boolean
}

export type ParsedSearch = {
  /** The search bar and header row (searchParam): always applied. */
  conditions: RawCondition[]
  /** Advanced groups (searchListVO), only when searchType is 'Y'; [] otherwise. */
  groups: RawAdvancedRow[][]
  sort: { field: string; order: 'asc' | 'desc' }[]
  paging: { current: number; size: number }
  precise: boolean
}

const clip = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text)

const badPayload = (detail: string) => badRequest('search.badPayload', { detail: clip(detail) })

function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

function operatorOf(value: unknown): FilterOperator | '' {
  if (value === undefined || value === null || value === '') return ''
  if (typeof value === 'string' && isFilterOperator(value)) return value
  throw badRequest('search.unknownOperator', {
    op: clip(String(typeof value === 'string' ? value : JSON.stringify(value))),
  })
}

function jsonObject(text: string | undefined, name: string): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badPayload(`searchParam.${name} is not JSON`)
  }
  if (parsed === null) return {}
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badPayload(`searchParam.${name} must be a JSON object`)
  }
  return parsed as Record<string, unknown>
}

function filterValue(field: string, value: unknown): SearchValue | undefined {
  const parsed = searchValue.nullable().safeParse(value)
  if (!parsed.success) throw badPayload(`searchParam.filter.${field}: a text, a number or a list of them`)
  return parsed.data ?? undefined
}

/** Search bar conditions from the two JSON maps; a field's value decides whether it is a condition. */
function barConditions(filterText: string | undefined, opText: string | undefined): RawCondition[] {
  const filter = jsonObject(filterText, 'filter')
  const ops = jsonObject(opText, 'op')
  // An operator for a field without a value is no condition, but its field and operator are still checked:
  // a search the resource cannot do is refused by name, not answered with the unfiltered list.
  const fields = [...new Set([...Object.keys(filter), ...Object.keys(ops)])]
  if (fields.length > MAX_CONDITIONS) throw badRequest('search.tooManyConditions', { max: MAX_CONDITIONS })
  return fields.map((field) => ({
    field,
    op: operatorOf(Object.hasOwn(ops, field) ? ops[field] : undefined),
    value: Object.hasOwn(filter, field) ? filterValue(field, filter[field]) : undefined,
  }))
}

type AdvancedRowInput = z.output<typeof advancedRowSchema>

const parts = (value: SearchValue) =>
  typeof value === 'string' ? [value.trim()] : value.map((v) => v.trim())

function advancedRow(row: AdvancedRowInput, index: number): RawAdvancedRow {
  const start = row.startTime?.trim() ?? ''
  const end = row.endTime?.trim() ?? ''
  // A date row carries its range in startTime/endTime (spec §3). A row that is not marked as one uses its
  // searchValue, and its start/end only when it has no value (a row switched away from a date field may
  // still hold stale dates).
  const range = start !== '' || end !== '' ? [start, end] : undefined
  const hasValue = row.searchValue !== undefined && parts(row.searchValue).some((part) => part !== '')
  const isDateRow = row.valueType === 'date' || (!hasValue && range !== undefined)
  return {
    field: row.searchFilter.trim(),
    op: operatorOf(row.searchOp),
    value: isDateRow ? (range ?? row.searchValue) : row.searchValue,
    // The first row has no connector (spec §4); a later row without one continues the AND run.
    connector: index > 0 && row.searchType === 'or' ? 'or' : 'and',
    isDateRow,
  }
}

function sortList(text: string | undefined, order: 'asc' | 'desc') {
  return (text ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '')
    .map((field) => ({ field, order }))
}

/**
 * Checks a search body (and the page query) and normalises it. Throws AppError 400: search.badPayload for a
 * wrong shape or JSON, search.unknownOperator, search.tooManyConditions. Fields, values and sort fields are
 * checked against the resource later (resolveSearch).
 */
export function parseSearchPayload(body: unknown, query?: unknown): ParsedSearch {
  const parsed = searchPayloadSchema.safeParse(body ?? {})
  if (!parsed.success) throw badPayload(describe(parsed.error))
  const paging = searchPagingQuerySchema.safeParse(query ?? {})
  if (!paging.success) throw badPayload(describe(paging.error))
  const payload = parsed.data

  const conditions = barConditions(payload.searchParam?.filter, payload.searchParam?.op)
  const groups =
    payload.searchType === 'Y'
      ? (payload.searchListVO ?? []).map((group) => (group.searchParams ?? []).map(advancedRow))
      : []
  const rowCount = groups.reduce((sum, group) => sum + group.length, 0)
  if (conditions.length + rowCount > MAX_CONDITIONS || groups.length > MAX_CONDITIONS) {
    throw badRequest('search.tooManyConditions', { max: MAX_CONDITIONS })
  }
  return {
    conditions,
    groups,
    sort: [...sortList(payload.ascs, 'asc'), ...sortList(payload.descs, 'desc')],
    paging: {
      current: paging.data.current ?? payload.current ?? 1,
      size: paging.data.size ?? payload.size ?? PAGE_SIZE_DEFAULT,
    },
    precise: payload.precise ?? false,
  }
}
