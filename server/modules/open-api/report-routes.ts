import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyone } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok, pageOf } from '../../http/envelope'
import { originOf } from '../../http/origin'
import { withSignedCall } from './credentials'
import { pageOpenReports } from './reports'

const openReport = z
  .object({
    certificateNo: z.string(),
    orderNo: z.string(),
    sampleNo: z.string().nullable(),
    instrumentName: z.string(),
    instrumentModel: z.string().nullable(),
    factoryNumber: z.string().nullable(),
    customerName: z.string(),
    issueDate: z.string(),
    nextDueDate: z.string().nullable(),
    conclusion: z.string(),
    state: z.enum(['valid', 'revoked', 'superseded', 'under_review']),
    supersededBy: z.string().nullable(),
    delivered: z.boolean(),
    pdfSha256: z.string(),
    verificationUrl: z.string(),
  })
  .meta({ id: 'OpenApiReport' })

const optionalText = (max: number) => z.string().trim().max(max).optional()

/**
 * The query as the app sent it, which is what it signed: the parsed query has defaults and numbers the app
 * never wrote.
 */
const rawQuery = (url: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''))

/** The certificates of a third system's user, by a call signed with its API token (docs/open-api.md). */
export async function openApiReportRoutes(
  appBase: FastifyInstance,
  options: { db: Db; tokenSecret: string },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, tokenSecret } = options

  app.post(
    '/api/report/pageReport',
    {
      config: {
        access: anyone(
          'an API token of a registered third system and its HMAC-SHA256 signature of token, nonce, timestamp and query; each nonce once, within 5 minutes',
        ),
      },
      schema: {
        tags: ['open-api'],
        summary:
          'A page of the certificates issued for the orders of a third system’s user (by id or account) and/or phone',
        querystring: z.object({
          createUser: optionalText(64),
          createUserCode: optionalText(64),
          createUserPhone: optionalText(32),
          current: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        headers: z.object({
          token: z
            .string()
            .trim()
            .max(2048)
            .meta({ description: 'From POST /csApi/blade-expand/open/token/api_token' }),
          nonce: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_-]{8,64}$/, 'nonce: 8 to 64 letters, digits, - or _')
            .meta({ description: 'A new random value for every call' }),
          timestamp: z.string().trim().max(16).meta({ description: 'Unix time, seconds or milliseconds' }),
          sign: z.string().trim().max(128).meta({ description: 'Lowercase hex HMAC-SHA256' }),
        }),
        response: { 200: envelope(pageOf(openReport)) },
      },
    },
    async (request) => {
      const { headers, query } = request
      const call = {
        token: headers.token,
        nonce: headers.nonce,
        timestamp: headers.timestamp,
        sign: headers.sign,
        query: rawQuery(request.url),
      }
      return ok(
        await withSignedCall(db, tokenSecret, call, (tx, signed) =>
          pageOpenReports(tx, signed.tenantId, query, query, originOf(request)),
        ),
      )
    },
  )
}

export default openApiReportRoutes
