import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyone } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { issueApiToken } from './credentials'

const tokenAnswer = z
  .object({
    /** Sent as the `token` header of the app's calls (docs/open-api.md). */
    token: z.string(),
    expiresAt: z.string(),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'OpenApiToken' })

/** The token a registered third system gets by signing its app id and the time (docs/open-api.md). */
export async function openApiTokenRoutes(appBase: FastifyInstance, options: { db: Db; tokenSecret: string }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, tokenSecret } = options

  app.post(
    '/csApi/blade-expand/open/token/api_token',
    {
      config: {
        access: anyone(
          'a third system the lab registered: HMAC-SHA256 of appId and timestamp with its secret, within 5 minutes, each signature once',
        ),
      },
      schema: {
        tags: ['open-api'],
        summary:
          'An API token for a registered third system: sign = HMAC-SHA256 hex of "appId\\ntimestamp" with the app secret',
        querystring: z.object({ appId: z.string().trim().min(1).max(64) }),
        headers: z.object({
          timestamp: z.string().trim().max(16).meta({ description: 'Unix time, seconds or milliseconds' }),
          sign: z.string().trim().max(128).meta({ description: 'Lowercase hex HMAC-SHA256' }),
          'tenant-id': z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'tenantId: 6 digits')
            .optional()
            .meta({ description: 'The lab; may be left out where the installation serves one lab' }),
        }),
        response: { 200: envelope(tokenAnswer) },
      },
    },
    async (request) =>
      ok(
        await issueApiToken(db, tokenSecret, {
          tenantId: request.headers['tenant-id'],
          appId: request.query.appId,
          timestamp: request.headers.timestamp,
          sign: request.headers.sign,
        }),
      ),
  )
}

export default openApiTokenRoutes
