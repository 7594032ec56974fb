import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CUSTOMER_LINK, customerAccounts } from '@/domain/resources'
import { granted, signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { ownThings } from '../shared/access-reasons'
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
      config: { access: signedIn(ownThings) },
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
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => findOwnLink(tx, auth.tenantId, auth.userId))),
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
        config: { access: granted('customer_account_link') },
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
      async (request) =>
        ok(
          await inTenant(db, request, (tx, auth) =>
            setCustomerLink(
              tx,
              auth.tenantId,
              auditContextOf(request),
              request.body.id,
              state,
              request.body.customerId ?? null,
            ),
          ),
        ),
    )
  }
}

export default customerAccountRoutes
