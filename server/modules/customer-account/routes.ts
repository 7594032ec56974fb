import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CUSTOMER_LINK, customerAccounts } from '@/domain/resources'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok } from '../../http/envelope'
import { actorOf } from '../../plugins/access'
import { auditContextOf } from '../security-log/context'
import { findOwnLink, setCustomerLink } from './service'

const linkAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  linkState: z.number().int(),
  account: z.string(),
  realName: z.string(),
})

/** 客户账号: the lab links a customer's own account to its customer record, removes or refuses the link. */
export async function customerAccountRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['customer-account']
  const base = customerAccounts.base

  app.get(
    `${base}/mine`,
    {
      schema: {
        tags,
        summary: "The caller's own customer account: whether the lab has linked it, and to which customer",
        response: {
          200: envelope(
            z
              .object({
                linkState: z.number().int(),
                companyName: z.string().nullable(),
                customerId: z.string().nullable(),
                customerName: z.string().nullable(),
              })
              .nullable(),
          ),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      return ok(await withTenant(db, actor.tenantId, (tx) => findOwnLink(tx, actor.tenantId, actor.userId)))
    },
  )

  const actions = [
    [
      'link',
      CUSTOMER_LINK.linked,
      'Link the account to a customer of the lab: it reads that customer’s records',
    ],
    ['unlink', CUSTOMER_LINK.awaiting, 'Remove the link: the account reads nothing but its own bookings'],
    ['reject', CUSTOMER_LINK.refused, 'Refuse the link the account asked for'],
  ] as const
  for (const [action, state, summary] of actions) {
    app.post(
      `${base}/${action}`,
      {
        schema: {
          tags,
          summary,
          body: z.object({
            id: z.uuid(),
            customerId: state === CUSTOMER_LINK.linked ? z.uuid() : z.uuid().nullish(),
          }),
          response: { 200: envelope(linkAnswer) },
        },
      },
      async (request) => {
        const actor = actorOf(request)
        return ok(
          await withTenant(db, actor.tenantId, (tx) =>
            setCustomerLink(
              tx,
              actor.tenantId,
              auditContextOf(request),
              request.body.id,
              state,
              request.body.customerId ?? null,
            ),
          ),
        )
      },
    )
  }
}

export default customerAccountRoutes
