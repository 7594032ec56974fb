import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { instruments } from '@/domain/resources'
import { granted } from '../../access/rules'
import { dataScopeSql } from '../../access/data-scope'
import { envelope, ok, optionalText, pageQuery } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { labToday } from '../../lab-clock'
import { actorOf, inTenant } from '../../plugins/access'
import { recallPage } from './due'
import { scheduleRecallReminders } from './sweep'

/** The 到期提醒 menu's code: reception's list of customer instruments falling due. */
export const RECALL_VIEW_PERMISSION = 'recall_view'

const recallRow = z.object({
  instrumentId: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  inspectionType: z.string().nullable().meta({ description: 'dictionary inspection_type' }),
  nextDueDate: z.string(),
  days: z.number().int(),
  customerId: z.string(),
  customerName: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable().meta({ description: 'the customer’s region and street address' }),
  remindedAt: z.string().nullable(),
})

/** Recall: customers reminded of their instruments falling due, and reception's list of them. */
export default async function recallRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  scheduleRecallReminders(appBase, db)

  app.get(
    '/api/crm/recall/page',
    {
      config: { access: granted(RECALL_VIEW_PERMISSION) },
      schema: {
        tags: ['recall'],
        summary:
          'Customer instruments falling due within `days` (the lab’s recall.noticeDays by default) or overdue by up to three months, soonest first, with whether the customer was reminded; within the reader’s data scope over instruments',
        querystring: pageQuery.extend({
          days: z.coerce.number().int().min(1).max(366).optional(),
          keyword: optionalText(100),
          customerId: z
            .uuid()
            .optional()
            .or(z.literal('').transform(() => undefined)),
        }),
        response: {
          200: envelope(
            z.object({
              records: z.array(recallRow),
              total: z.number().int(),
              current: z.number().int(),
              size: z.number().int(),
              days: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          recallPage(
            tx,
            auth.tenantId,
            request.query,
            labToday(),
            dataScopeSql(actorOf(request), instruments, [RECALL_VIEW_PERMISSION]),
          ),
        ),
      ),
  )
}
