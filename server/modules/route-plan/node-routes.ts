import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { routePlans } from '@/domain/resources'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { findPlanNodes, savePlanNodes } from './nodes'

export const routeNodeSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    name: z.string(),
    nodeAttribute: z.number().int().meta({ description: 'Dictionary nodeAttribute' }),
    areaCode: z.string().nullable(),
    areaCodeName: z.string().nullable(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'RoutePlanNode' })

const nodeInput = z.object({
  name: z.string().trim().min(1).max(100),
  nodeAttribute: z.number().int().min(1).max(4),
  areaCode: z.string().max(32).nullable().optional(),
  address: z.string().max(300).nullable().optional(),
  contact: z.string().max(64).nullable().optional(),
  phone: z.string().max(20).nullable().optional(),
})

const planQuery = z.object({ planId: z.uuid() })

/** A route plan's ordered nodes: read with the plan, saved whole by whoever edits plans. */
export default async function routePlanNodeRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['route-plan']
  app.get(
    `${routePlans.base}/nodes`,
    {
      // Whoever reads the plans, and the dispatcher who puts them on a day.
      config: { access: granted(readPermissionsOf(routePlans), 'pickup_dispatch') },
      schema: {
        tags,
        summary: 'A route plan’s nodes in the order they are driven',
        querystring: planQuery,
        response: { 200: envelope(z.array(routeNodeSchema)) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => findPlanNodes(tx, auth.tenantId, request.query.planId))),
  )
  app.post(
    `${routePlans.base}/nodes`,
    {
      config: { access: granted(`${routePlans.permission}_add`, `${routePlans.permission}_edit`) },
      schema: {
        tags,
        summary: 'Replace a route plan’s nodes with the list given, numbered in its order',
        querystring: planQuery,
        body: z.object({ nodes: z.array(nodeInput).max(200) }),
        response: { 200: envelope(z.array(routeNodeSchema)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          savePlanNodes(tx, auth.tenantId, request.query.planId, request.body.nodes),
        ),
      ),
  )
}
