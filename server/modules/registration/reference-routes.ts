import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { REGISTRATION_SUBMIT_PERMISSION } from '@/domain/pickup'
import { customers } from '@/domain/resources'
import { granted } from '../../access/rules'
import { dataScopeSql } from '../../access/data-scope'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { localeOf } from '../../http/messages'
import { actorOf, inTenant } from '../../plugins/access'
import { registrationReference } from './reference'

/** The grants of the on-site registration page (现场登记) and its submit button. */
const REGISTRATION_PAGE = ['pickup_registration', REGISTRATION_SUBMIT_PERMISSION]

const option = z.object({ value: z.string(), label: z.string() })
const nullableText = z.string().nullable()

const registrationReferenceAnswer = z
  .object({
    businessTypes: z.array(option),
    customerTypes: z.array(option),
    inspectionTypes: z.array(option),
    customers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        businessType: nullableText,
        socialCreditCode: nullableText,
        contact: nullableText,
        phone: nullableText,
        address: nullableText,
        areaCode: nullableText,
        areaCodeName: nullableText,
      }),
    ),
    customersTotal: z.number().int(),
    appointments: z.array(
      z.object({
        id: z.string(),
        pickupNo: z.string(),
        customerId: nullableText,
        customerName: z.string(),
        contactName: nullableText,
        contactPhone: nullableText,
        address: nullableText,
        areaCode: nullableText,
        pickupTime: z.string(),
        instrumentCount: z.number().int(),
        status: z.number().int(),
      }),
    ),
    registrar: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'RegistrationReference' })

export async function registrationReferenceRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.get(
    '/api/crm/enter/selectInfomation',
    {
      config: { access: granted(REGISTRATION_PAGE) },
      schema: {
        tags: ['registration'],
        summary:
          'What the registration form chooses from, in one call: business, organisation and inspection types, the customers the reader may register for (by name, at most 500), the open pickup appointments, and who registers',
        response: { 200: envelope(registrationReferenceAnswer) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      const reader = {
        tenantId: actor.tenantId,
        userId: actor.userId,
        customerScope: dataScopeSql(actor, customers, REGISTRATION_PAGE),
        ownCustomerId: actor.customerId,
        customerAccount: actor.customerAccount,
      }
      const locale = localeOf(request.headers['accept-language'])
      return ok(await inTenant(db, request, (tx) => registrationReference(tx, reader, locale)))
    },
  )
}

export default registrationReferenceRoutes
