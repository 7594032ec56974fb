import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, STATISTICS_PAGE_SIZES } from '@/domain/constants'
import {
  localize,
  type ResourceDeclaration,
  type ResourceField,
  type SearchPayload,
} from '@/domain/resources'
import { validators } from '@/domain/validation/registry'
import { AppError, badRequest } from '../http/errors'
import type { Locale, MessageKey, MessageParams } from '../http/messages'

/*
 * Zod schemas derived from a resource declaration: the record the engine answers with, the body of its
 * create/update form, and the search payload of page/export. Field rules (required, maxLength, pattern,
 * validator) give the same messages the browser's form shows (spec §5).
 */

/** One entry of a record's change history (server/resources/history.ts HistoryEntry), newest first. */
export const historyEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
})

/** Fields the create/edit form writes: own columns the declaration does not mark server-computed. */
export const formFields = (resource: ResourceDeclaration): ResourceField[] =>
  resource.fields.filter((field) => field.form !== false && !field.join)

const recordValue = (field: ResourceField): z.ZodType => {
  switch (field.data) {
    case 'int':
      return z.number().int().nullable()
    case 'boolean':
      return z.boolean().nullable()
    // Decimals stay text so no cent is lost to a double; dates 'YYYY-MM-DD', timestamps ISO 8601.
    default:
      return z.string().nullable()
  }
}

/** A record as page and detail answer it: the id and every declared field, camelCase. */
export function recordSchema(resource: ResourceDeclaration) {
  const shape: Record<string, z.ZodType> = { id: z.string() }
  for (const field of resource.fields) shape[field.name] = recordValue(field)
  return z.object(shape)
}

export type ResourceRecord = Record<string, string | number | boolean | null>

/** The documented body of submit; the handler checks it field by field with `parseInput`. */
export function formBodySchema(resource: ResourceDeclaration) {
  const shape: Record<string, z.ZodType> = {
    id: z.union([z.uuid(), z.literal('')]).optional(),
  }
  for (const field of formFields(resource)) {
    shape[field.name] = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional()
  }
  return z.object(shape)
}

/**
 * The body of page and export: a search payload (src/domain/resources/search-payload.ts), plus `columns` for
 * export. Documented loosely on purpose: the compiler checks the shape itself (server/search/payload.ts) so
 * a malformed search answers its own message (search.badPayload, search.unknownField …) rather than a
 * generic schema error.
 */
export const searchBody = z.record(z.string(), z.unknown()).meta({
  description: 'SearchPayload (spec §3): searchType, searchParam, searchListVO, precise, ascs, descs',
})

export type SearchBody = z.infer<typeof searchBody>

/** The payload as the compiler takes it (it validates every part and answers search.* errors). */
export const toPayload = (body: SearchBody | undefined): SearchPayload => (body ?? {}) as SearchPayload

const MAX_PAGE_SIZE = Math.max(...STATISTICS_PAGE_SIZES)

export const pagingQuery = z.object({
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
})

/** Query string wins over body (the browser sends current/size in the URL, spec §7). */
export function pagingOf(
  query: z.infer<typeof pagingQuery>,
  body: SearchBody | undefined,
): { current: number; size: number } {
  const fromBody = pagingQuery.safeParse({
    current: body?.current ?? undefined,
    size: body?.size ?? undefined,
  })
  if (!fromBody.success) throw badRequest('search.badPayload', { detail: 'current/size' })
  return {
    current: query.current ?? fromBody.data.current ?? 1,
    size: query.size ?? fromBody.data.size ?? PAGE_SIZE_DEFAULT,
  }
}

/** Export: the user's visible columns in their order (anything else is ignored). */
export function columnsOf(body: SearchBody | undefined): string[] | undefined {
  const parsed = z.array(z.string().max(64)).max(500).safeParse(body?.columns)
  return parsed.success ? parsed.data : undefined
}

// --- Form input ---

type Problem = { key: MessageKey; params: MessageParams }
type Checked = { ok: true; value: string | number | boolean | null } | { ok: false; problem: Problem }

const DECIMAL = /^-?\d{1,10}(\.\d{1,2})?$/
const INT = /^-?\d{1,10}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const INT_MAX = 2_147_483_647

const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')

function validDate(text: string): string | null {
  const match = DATE.exec(text)
  if (!match) return null
  const [, y, m, d] = match
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  const iso = date.toISOString().slice(0, 10)
  return iso === `${y}-${m}-${d}` ? iso : null
}

/** One field's value as it is stored, or the problem to tell the user. */
function checkField(field: ResourceField, raw: unknown, locale: Locale): Checked {
  const label = localize(field.label, locale)
  const problem = (key: MessageKey, params: MessageParams = {}): Checked => ({
    ok: false,
    problem: { key, params: { label, ...params } },
  })
  if (isBlank(raw)) return field.required ? problem('resource.fieldRequired') : { ok: true, value: null }
  if (typeof raw === 'object' || typeof raw === 'function') return problem('resource.badText')
  // PostgreSQL text cannot hold NUL; nobody means one. Numbers are taken as JavaScript prints them.
  const text = String(raw).replaceAll('\u0000', '').trim()

  if (field.validator) {
    const result = validators[field.validator](text)
    if (!result.ok) return problem('resource.fieldInvalid', { detail: result.message })
  }
  if (field.pattern && !new RegExp(field.pattern).test(text)) {
    const detail = field.message ? localize(field.message, locale) : text
    return problem('resource.fieldInvalid', { detail })
  }

  switch (field.data) {
    case 'int': {
      if (!INT.test(text) || Math.abs(Number(text)) > INT_MAX) return problem('resource.badNumber')
      return { ok: true, value: Number(text) }
    }
    case 'decimal':
      return DECIMAL.test(text) ? { ok: true, value: text } : problem('resource.badNumber')
    case 'date': {
      const date = validDate(text)
      return date ? { ok: true, value: date } : problem('resource.badDate')
    }
    case 'timestamp': {
      const time = new Date(text.includes('T') ? text : text.replace(' ', 'T'))
      return Number.isNaN(time.getTime())
        ? problem('resource.badDate')
        : { ok: true, value: time.toISOString() }
    }
    case 'uuid':
      return UUID.test(text)
        ? { ok: true, value: text.toLowerCase() }
        : problem('resource.fieldInvalid', { detail: text })
    case 'boolean':
      if (['true', '1'].includes(text)) return { ok: true, value: true }
      if (['false', '0'].includes(text)) return { ok: true, value: false }
      return problem('resource.badText')
    default: {
      if (typeof raw === 'boolean') return problem('resource.badText')
      const max = field.maxLength
      if (max !== undefined && [...text].length > max) return problem('resource.tooLong', { max })
      return { ok: true, value: text }
    }
  }
}

export type ParsedInput = {
  id: string | undefined
  values: Map<ResourceField, string | number | boolean | null>
}

/**
 * The submit body checked field by field; the first problem becomes a 400 in the user's language. Only
 * form fields are read: anything else in the body (ids of other tenants, audit columns) is ignored.
 */
export function parseInput(
  resource: ResourceDeclaration,
  body: Record<string, unknown>,
  locale: Locale,
): ParsedInput {
  const values: ParsedInput['values'] = new Map()
  for (const field of formFields(resource)) {
    // On update a field left out keeps its value; on create it is empty (and required fields say so).
    if (body.id && !(field.name in body)) continue
    const checked = checkField(field, body[field.name], locale)
    if (!checked.ok) throw new AppError(400, checked.problem.key, checked.problem.params)
    values.set(field, checked.value)
  }
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : undefined
  return { id, values }
}
