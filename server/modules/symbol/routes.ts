import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, idsField, ok, pageOf } from '../../http/envelope'
import { badRequest } from '../../http/errors'
import { inTenant } from '../../plugins/access'
import { ownThings } from '../shared/access-reasons'
import { findSymbols, removePersonSymbols, submitPersonSymbol, type SymbolList } from './service'

const symbolRecord = z.object({ id: z.string(), code: z.string(), sort: z.number().int() })

/** Longest symbol the table holds (varchar 16). */
const SYMBOL_MAX_LENGTH = 16
/** The keyboard asks for everything at once (spec §9: 9999). */
const SYMBOL_MAX_PAGE = 99999

const pageNumber = z.coerce.number().int().min(1)
const pageSize = z.coerce.number().int().min(1).max(SYMBOL_MAX_PAGE)

const pagingQuery = z.object({ current: pageNumber.optional(), size: pageSize.optional() })

/**
 * A symbol filter from the spec's search payload: `searchParam.filter` is JSON text (or an object) of
 * field → value, of which only `code` can be searched here. Another field, an operator for one, or text
 * that is not JSON is refused with a message naming it, never answered with the unfiltered list.
 */
function codeFilter(searchParam: unknown): string | undefined {
  if (searchParam === undefined || searchParam === null) return undefined
  if (typeof searchParam !== 'object') throw badRequest('search.badPayload', { detail: 'searchParam' })
  const parsed = (key: 'filter' | 'op'): Record<string, unknown> => {
    const raw = (searchParam as Record<string, unknown>)[key]
    if (raw === undefined || raw === null || raw === '') return {}
    let value: unknown = raw
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw)
      } catch {
        throw badRequest('search.badPayload', { detail: `searchParam.${key} is not JSON` })
      }
    }
    if (value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value))
      throw badRequest('search.badPayload', { detail: `searchParam.${key} must be a JSON object` })
    return value as Record<string, unknown>
  }
  const filter = parsed('filter')
  const unknown = [...Object.keys(filter), ...Object.keys(parsed('op'))].find((field) => field !== 'code')
  if (unknown !== undefined) throw badRequest('search.unknownField', { field: unknown.slice(0, 100) })
  const code = filter.code
  return typeof code === 'string' && code.trim() !== '' ? code.trim().slice(0, SYMBOL_MAX_LENGTH) : undefined
}

const searchBody = z
  .object({
    current: pageNumber.optional(),
    size: pageSize.optional(),
    searchType: z.enum(['N', 'Y']).optional(),
    searchParam: z.unknown().optional(),
  })
  .loose()

const symbolCode = z
  .string()
  .transform((value) => value.replaceAll('\u0000', '').trim())
  .pipe(z.string().min(1).max(SYMBOL_MAX_LENGTH))

const submitBody = z.object({
  code: symbolCode,
  sort: z.coerce.number().int().min(0).max(999999).optional(),
})

/** Why every signed-in user reads the lab's common list. */
const COMMON_SYMBOLS = 'the lab’s symbols of the math input'

/** The math input's virtual keyboard (spec §7 "Symbols and lists"): the lab's common list and each person's. */
export async function symbolRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['symbol']
  const response = { 200: envelope(pageOf(symbolRecord)) }

  const list = (
    request: FastifyRequest,
    kind: SymbolList,
    query: z.infer<typeof pagingQuery>,
    body?: z.infer<typeof searchBody> | null,
  ) =>
    inTenant(db, request, (tx, auth) =>
      findSymbols(tx, auth.tenantId, auth.userId, kind, {
        // The query's paging wins over the body's, as the spec's calls send both.
        current: query.current ?? body?.current ?? 1,
        size: query.size ?? body?.size ?? 10,
        code: codeFilter(body?.searchParam),
      }),
    )

  for (const [url, kind] of [
    ['/api/symbol/commonList', 'common'],
    ['/api/bas/sysSymbol/personList', 'person'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: signedIn(kind === 'common' ? COMMON_SYMBOLS : ownThings) },
        schema: {
          tags,
          summary: `${kind === 'common' ? "The lab's common" : "The signed-in person's own"} symbols, paged`,
          querystring: pagingQuery,
          response,
        },
      },
      async (request) => ok(await list(request, kind, request.query)),
    )
  }

  for (const [url, kind] of [
    ['/api/symbols/commonList', 'common'],
    ['/api/symbols/personList', 'person'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: signedIn(kind === 'common' ? COMMON_SYMBOLS : ownThings) },
        schema: {
          tags,
          summary: `${kind === 'common' ? "The lab's common" : "The signed-in person's own"} symbols, paged (query or body current, size; searchParam.filter may hold a code)`,
          querystring: pagingQuery,
          body: searchBody.nullish(),
          response,
        },
      },
      async (request) => ok(await list(request, kind, request.query, request.body)),
    )
  }

  app.post(
    '/api/symbols/person/submit',
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: "Add a symbol to the signed-in person's own list (again: moves it to the given sort)",
        body: submitBody,
        response: { 200: envelope(symbolRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          submitPersonSymbol(tx, auth.tenantId, auth.userId, request.body),
        ),
      )
    },
  )

  app.post(
    '/api/symbols/person/remove',
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: "Remove symbols from the signed-in person's own list (ids, comma-separated)",
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removePersonSymbols(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )
}

export default symbolRoutes
