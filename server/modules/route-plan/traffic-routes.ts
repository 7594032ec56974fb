import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { REGISTRATION_SUBMIT_PERMISSION } from '@/domain/pickup'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { findTrafficChoices } from './days'

const trafficChoices = z
  .object({
    vehicles: z.array(z.object({ id: z.string(), plateNumber: z.string(), model: z.string().nullable() })),
    drivers: z.array(z.object({ id: z.string(), realName: z.string(), phone: z.string().nullable() })),
  })
  .meta({ id: 'TrafficChoices' })

/** The registration's 用车 chooses its vehicles and drivers from the lab's records. */
export default async function trafficChoiceRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/api/hm-crm/route-day/traffic-choices',
    {
      // Whoever registers on site, and whoever dispatches.
      config: { access: granted(REGISTRATION_SUBMIT_PERMISSION, 'pickup_dispatch') },
      schema: {
        tags: ['route-plan'],
        summary: 'The vehicles in service and the staff who may drive, for a registration’s 用车',
        response: { 200: envelope(trafficChoices) },
      },
    },
    async (request) => ok(await inTenant(db, request, (tx, auth) => findTrafficChoices(tx, auth.tenantId))),
  )
}
