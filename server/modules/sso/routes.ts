import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { generateSsoUrl } from './service'

export async function ssoRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.get(
    '/api/third-systems/generateSSOUrl',
    {
      config: { access: signedIn('a single sign-on address for the caller herself') },
      schema: {
        tags: ['sso'],
        summary:
          'The signed single-sign-on address of a business system (code=lims) for the signed-in user, to open in a new window',
        querystring: z.object({ code: z.string().trim().min(1).max(32) }),
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          generateSsoUrl(tx, auth.tenantId, auth.userId, request.query.code),
        ),
      )
    },
  )
}

export default ssoRoutes
