import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok } from '../../http/envelope'
import { authOf } from '../../plugins/access'
import { findPickupNotice } from './service'

const noticeItem = z.object({
  id: z.string(),
  customerName: z.string(),
  pickupTime: z.string(),
  pickupNo: z.string(),
  instrumentCount: z.number().int(),
})

/** Pickup appointments; for now the shell's notice (spec §2, §7). The appointment pages extend this. */
export async function pickupRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['pickup']

  app.get(
    '/api/crm/pickup/notice',
    {
      schema: {
        tags,
        summary: 'Booked pickup appointments from now to the end of tomorrow, soonest first (at most 20)',
        response: { 200: envelope(z.array(noticeItem)) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(await withTenant(db, auth.tenantId, (tx) => findPickupNotice(tx, auth.tenantId)))
    },
  )
}
