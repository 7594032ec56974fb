import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { REGISTRATION_LIMITS } from '@/domain/registration/draft'
import { granted } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope } from '../../http/envelope'
import { idempotencyHeaders } from '../../http/idempotency'
import { idempotentSubmit } from '../../http/idempotent-submit'
import { localeOf } from '../../http/messages'
import { authOf } from '../../plugins/access'
import { actorOf } from '../lab-workflow/transition'
import { ORDER_DESK_PERMISSION, submitDeskOrder } from './desk'
import { registrationAnswer, registrationDraftBody } from './schemas'

const deskItem = z.object({
  line: z.number().int().min(0).max(REGISTRATION_LIMITS.instruments),
  name: z.string().trim().min(1).max(200),
  abilityCode: z.string().trim().min(1).max(8).meta({ description: 'Dictionary ability_type' }),
})

const deskOrderBody = registrationDraftBody
  .extend({
    items: z
      .array(deskItem)
      .max(REGISTRATION_LIMITS.instruments * 10)
      .optional()
      .transform((value) => value ?? []),
  })
  .meta({ description: 'RegistrationDraft with the test items of its instrument lines' })

/**
 * The reception desk's registration of a walk-in customer: the registration draft through the same submission as
 * on site, its origin known by this route (the customer's signature is optional here, never on site).
 */
export async function deskOrderRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.post(
    '/api/crm/registration/desk-submit',
    {
      config: { access: granted(ORDER_DESK_PERMISSION) },
      schema: {
        tags: ['registration'],
        summary:
          'Register a walk-in order at the reception desk (state 50) with its test items; the signature is optional; a draft sent again answers its order',
        headers: idempotencyHeaders,
        body: deskOrderBody,
        response: { 200: envelope(registrationAnswer) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const route = 'registration.desk-submit'
      const locale = localeOf(request.headers['accept-language'])
      return idempotentSubmit(request, reply, { db, auth, route, hashed: request.body }, async (tx) => {
        const actor = { ...(await actorOf(tx, auth)), tenantId: auth.tenantId }
        return submitDeskOrder(tx, actor, request.body, locale)
      })
    },
  )
}

export default deskOrderRoutes
