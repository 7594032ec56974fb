import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { labReports } from '@/domain/resources'
import { dataScopeSql } from '../../access/data-scope'
import { granted } from '../../access/rules'
import { envelope, ok, optionalText, pageQuery } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { actorOf, inTenant } from '../../plugins/access'
import { asFoundPage } from './as-found'
import { REPORT_VIEW_PERMISSION } from './permissions'

const asFoundRow = z.object({
  certificateNo: z.string(),
  issueDate: z.string(),
  month: z.string(),
  reportId: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  instrumentName: z.string(),
  factoryNumber: z.string().nullable(),
  items: z.string(),
  points: z.number().int(),
  failedPoints: z.number().int(),
})

/** 调整前超差: the certificates whose instrument was out of tolerance as found, by month and customer. */
export default async function asFoundRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/api/hm-metrology/as-found/page',
    {
      config: { access: granted(REPORT_VIEW_PERMISSION) },
      schema: {
        tags: ['lab-workflow'],
        summary:
          'Issued certificates with a point out of tolerance as found (before adjustment), newest month first, then by customer; within the reader’s data scope over reports',
        querystring: pageQuery.extend({
          month: z
            .string()
            .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
            .optional()
            .or(z.literal('').transform(() => undefined)),
          keyword: optionalText(100),
        }),
        response: {
          200: envelope(
            z.object({
              records: z.array(asFoundRow),
              total: z.number().int(),
              current: z.number().int(),
              size: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          asFoundPage(
            tx,
            auth.tenantId,
            request.query,
            dataScopeSql(actorOf(request), labReports, [REPORT_VIEW_PERMISSION]),
          ),
        ),
      ),
  )
}
