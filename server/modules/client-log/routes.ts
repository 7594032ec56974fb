import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok, pageOf, pageQuery } from '../../http/envelope'
import { localeOf, translate } from '../../http/messages'
import { inTenant } from '../../plugins/access'
import { findClientErrors, storeClientErrors } from './service'

/** Entries one upload may carry (the browser keeps its local log short). */
export const CLIENT_LOG_BATCH_LIMIT = 200

/** PostgreSQL text cannot hold NUL characters; nobody means one, so they are dropped, not refused. */
const stripNul = (value: string) => value.replaceAll('\u0000', '')
const text = (max: number) => z.string().max(max).transform(stripNul)

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null)

const clientErrorEntry = z.object({
  url: text(2000),
  // The browser's own clock, as text (or epoch milliseconds).
  time: z.union([text(64), z.number()]).transform(String),
  type: text(32).pipe(z.string().trim().min(1)),
  message: text(4000),
  stack: optionalText(20000),
  info: optionalText(4000),
})

const clientErrorRecord = z.object({
  id: z.string(),
  userId: z.string(),
  account: z.string().nullable(),
  realName: z.string().nullable(),
  url: z.string(),
  time: z.string(),
  type: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  info: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createTime: z.string().nullable(),
})

export async function clientLogRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['client-log']

  app.post(
    '/api/blade-log/client-error/upload',
    {
      config: { access: signedIn('her own browser’s error log') },
      schema: {
        tags,
        summary:
          "Upload the browser's local error log (an array of { url, time, type, message, stack, info })",
        body: z.array(clientErrorEntry).max(CLIENT_LOG_BATCH_LIMIT),
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (request) => {
      const stored = await inTenant(db, request, (tx, auth) =>
        storeClientErrors(
          tx,
          auth.tenantId,
          { userId: auth.userId, userAgent: request.headers['user-agent'], ip: request.ip },
          request.body,
        ),
      )
      return ok(stored, translate('clientLog.sent', localeOf(request.headers['accept-language'])))
    },
  )

  app.get(
    '/api/blade-log/client-error/list',
    {
      config: { access: granted('log_view') },
      schema: {
        tags,
        summary:
          'Uploaded browser errors of the tenant, newest first (administrators, or permission log_view)',
        querystring: pageQuery.extend({
          type: text(32).optional(),
          userId: z.uuid().optional(),
          message: text(255).optional(),
          url: text(255).optional(),
        }),
        response: { 200: envelope(pageOf(clientErrorRecord)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findClientErrors(tx, auth.tenantId, request.query)))
    },
  )
}

export default clientLogRoutes
