import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { ownAccount } from '../shared/access-reasons'
import { ownSignature, setOwnSignature } from './signature'

const signature = z.object({ fileId: z.string().nullable() })

/** Her handwritten signature, printed above her name on the certificates she drafts, audits or approves. */
export default async function signatureRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  app.get(
    '/api/blade-user/signature',
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary: 'The signed-in user’s handwritten signature (a stored PNG; null when she keeps none)',
        response: { 200: envelope(signature) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => ownSignature(tx, auth.tenantId, auth.userId))),
  )

  app.put(
    '/api/blade-user/signature',
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary:
          'Keeps the signed-in user’s handwritten signature (a PNG she uploaded), or clears it with null; printed on the certificates she signs',
        body: z.object({ fileId: z.uuid().nullable() }),
        response: { 200: envelope(signature) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          setOwnSignature(tx, auth.tenantId, auth.userId, request.body.fileId),
        ),
      ),
  )
}
