import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordHistories } from '@/domain/resources'
import type { Db } from '../../../db/database'
import { envelope, ok, pageOf } from '../../../http/envelope'
import { inTenant } from '../../../plugins/access'
import { resourceAccess } from '../../../resources/access-rules'
import { pagingOf, pagingQuery, recordSchema } from '../../../resources/schemas'
import { findRecordHistory } from './service'

/** A query field of one value or several (`a,b` or repeated). */
const codes = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(50))

/** A day (yyyy-MM-dd, the whole day in lab time) or a moment (ISO 8601). */
const day = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'yyyy-MM-dd or an ISO 8601 moment')

/**
 * 变更记录 searched by administrators (ISO/IEC 17025 8.4): the change history of every master record of the
 * lab, by kind of record, record, who, action, date range and a word in the changes. Read only: nothing in the
 * history can be changed or removed through the API. The page's own list is the engine's
 * POST /api/system/record-history/page (the spec's search payload) over the same declaration.
 */
export async function recordHistoryRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.get(
    `${recordHistories.base}/page`,
    {
      config: { access: resourceAccess(recordHistories).page },
      schema: {
        tags: [`resource:${recordHistories.code}`],
        summary:
          'Change history of the lab’s master records, newest first: who, when, each field before and after',
        querystring: pagingQuery.extend({
          resource: codes
            .optional()
            .meta({ description: 'Kinds of record (resource codes), comma-separated' }),
          recordId: z.uuid().optional(),
          userId: z.uuid().optional().meta({ description: 'Who made the change' }),
          action: codes.optional().meta({ description: 'create, update, remove, password, grant …' }),
          from: day.optional(),
          to: day.optional(),
          keyword: z.string().trim().max(100).optional().meta({
            description: 'Text anywhere in the changes: a field’s name, a value before or after',
          }),
        }),
        response: { 200: envelope(pageOf(recordSchema(recordHistories))) },
      },
    },
    async (request) => {
      const { current, size, ...query } = request.query
      const paging = pagingOf({ current, size }, undefined)
      return ok(await inTenant(db, request, (tx, auth) => findRecordHistory(tx, auth, query, paging)))
    },
  )
}

export default recordHistoryRoutes
