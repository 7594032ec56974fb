import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { orders } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { idempotencyHeaders } from '../../http/idempotency'
import { idempotentSubmit } from '../../http/idempotent-submit'
import { localeOf } from '../../http/messages'
import { authOf, inTenant } from '../../plugins/access'
import { findRegistration } from './detail'
import { hashedRegistration, registrationAnswer, registrationDetail, registrationDraftBody } from './schemas'
import { submitRegistration } from './service'

/**
 * On-site registration: a draft made offline becomes an order. The list of orders is the
 * resource engine's (`orders` in src/domain/resources/orders.ts: POST /api/crm/registration/page).
 */
export async function registrationRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['registration']

  app.post(
    '/api/crm/registration/submit',
    {
      config: { access: granted('registration_submit') },
      schema: {
        tags,
        summary:
          'Turn a registration draft into an order (state 50) with its samples, photos and signature; a draft sent again answers its order',
        headers: idempotencyHeaders,
        body: registrationDraftBody,
        response: { 200: envelope(registrationAnswer) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const route = 'registration.submit'
      const locale = localeOf(request.headers['accept-language'])
      return idempotentSubmit(
        request,
        reply,
        { db, auth, route, hashed: hashedRegistration(request.body) },
        (tx) => submitRegistration(tx, auth, request.body, locale),
      )
    },
  )

  app.get(
    '/api/crm/registration/detail',
    {
      config: { access: touching(granted(readPermissionsOf(orders)), ['lab_order', 'query.id']) },
      schema: {
        tags,
        summary: 'One order with its samples, photos and signature',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(registrationDetail) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findRegistration(tx, auth.tenantId, request.query.id)),
      )
    },
  )
}

export default registrationRoutes
