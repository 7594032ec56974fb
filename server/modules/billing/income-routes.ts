import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { INCOME_GROUPINGS } from '@/domain/billing'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { localeOf } from '../../http/messages'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { contentDisposition } from '../file/service'
import { incomeSummary } from './income/service'
import { incomeFileName, incomeWorkbook } from './income/workbook'

/** Reading the income statistics: finance (and the lab's administrators, who hold every code). */
export const INCOME_VIEW_PERMISSION = 'income_view'
/** Downloading them as a spreadsheet. */
export const INCOME_EXPORT_PERMISSION = 'income_export'

const BASE = '/api/hm-finance/income'

// The period's format is checked by the service, so a bad month gets the spec-style message, not zod's.
const incomeQuery = z.object({
  from: z.string().max(16),
  to: z.string().max(16),
  by: z.enum(INCOME_GROUPINGS).default('month'),
  source: z.string().trim().max(64).optional(),
  dept: z.uuid().optional(),
  taxon: z.string().trim().max(64).optional(),
  customerId: z.uuid().optional(),
})

const figures = { orders: z.number().int(), items: z.number().int(), amount: z.string() }

const summaryAnswer = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(INCOME_GROUPINGS),
  rows: z.array(z.object({ key: z.string(), label: z.string(), ...figures })),
  totals: z.object(figures),
})

/**
 * Income statistics: what the bills settled in a period of months booked, by month, income source,
 * department, charge category or customer, with the totals; and the same as an .xlsx.
 */
export default async function incomeRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['billing']

  app.get(
    `${BASE}/summary`,
    {
      config: { access: granted(INCOME_VIEW_PERMISSION, INCOME_EXPORT_PERMISSION) },
      schema: {
        tags,
        summary:
          'Income of the bills settled from one month to another (lab calendar), grouped, with its totals; exact sums',
        querystring: incomeQuery,
        response: { 200: envelope(summaryAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          incomeSummary(tx, auth.tenantId, request.query, localeOf(request.headers['accept-language'])),
        ),
      ),
  )

  app.get(
    `${BASE}/export`,
    {
      config: { access: granted(INCOME_EXPORT_PERMISSION) },
      schema: {
        tags,
        summary: 'The income statistic as an .xlsx: a 序号 column and a 合计 row',
        querystring: incomeQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const summary = await inTenant(db, request, (tx, auth) =>
        incomeSummary(tx, auth.tenantId, request.query, locale),
      )
      const body = await incomeWorkbook(summary, locale)
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(incomeFileName(summary, locale)))
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
