import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { orders, orderSamples } from '@/domain/resources'
import { granted } from '../../access/rules'
import { dataScopeSql } from '../../access/data-scope'
import type { Db } from '../../db/database'
import { envelope, ok, pageOf } from '../../http/envelope'
import { actorOf, inTenant } from '../../plugins/access'
import { pagingOf, pagingQuery, recordSchema, searchBody, toPayload } from '../../resources/schemas'
import { LINE_TYPES, pageRegistrationLines } from './lines'

/** The pages that show orders show their lines: the same grants read these. */
const ORDER_READERS = readPermissionsOf(orders)

export async function registrationLineRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.post(
    '/api/crm/enterinstruments/listOfDetails',
    {
      config: { access: granted(ORDER_READERS) },
      schema: {
        tags: ['registration'],
        summary:
          '委托器具明细: a page of the instrument lines of the orders the reader reads; type = all, registered (not yet received), inLab, returned, voided; body: the search payload over the sample fields',
        querystring: pagingQuery.extend({ type: z.enum(LINE_TYPES).default('all') }),
        body: searchBody.optional(),
        response: { 200: envelope(pageOf(recordSchema(orderSamples))) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      const reader = {
        tenantId: actor.tenantId,
        userId: actor.userId,
        orderScope: dataScopeSql(actor, orders, ORDER_READERS),
      }
      const paging = pagingOf(request.query, request.body)
      const payload = toPayload(request.body)
      return ok(
        await inTenant(db, request, (tx) =>
          pageRegistrationLines(tx, reader, request.query.type, payload, paging),
        ),
      )
    },
  )
}

export default registrationLineRoutes
