import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyone } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { listRegionChildren, regionTree, type RegionNode } from './region-data'

/** Why the regions need no sign-in. */
const PUBLIC_REGIONS = 'the public list of China’s regions (GB/T 2260)'

const region = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  hasChildren: z.boolean(),
})

const regionNode: z.ZodType<RegionNode> = region
  .extend({
    get children() {
      return z.array(regionNode).optional()
    },
  })
  .meta({ id: 'RegionNode' })

const regionCode = z
  .string()
  .trim()
  .regex(/^(0|\d{2}|\d{4}|\d{6}|\d{9})?$/, 'a GB/T 2260 code (2, 4, 6 or 9 digits)')

/** Reference data (the same for every tenant): public, so the address picker works on public pages too. */
export async function regionRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['region']

  app.get(
    '/api/bas/basdistrict/list',
    {
      config: { access: anyone(PUBLIC_REGIONS) },
      schema: {
        tags,
        summary: 'Children of a region (no parentId: the provinces); GB/T 2260 codes, streets at level 4',
        querystring: z.object({ parentId: regionCode.optional() }),
        response: { 200: envelope(z.array(region)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return ok(listRegionChildren(request.query.parentId))
    },
  )

  app.post(
    '/csApi/blade-expand/region/tree',
    {
      config: { access: anyone(PUBLIC_REGIONS) },
      schema: {
        tags,
        summary:
          'Regions as a tree for a cascading picker: depth 1 provinces, 2 with cities, 3 with districts',
        querystring: z.object({ depth: z.coerce.number().int().min(1).max(3).default(3) }),
        response: { 200: envelope(z.array(regionNode)) },
      },
    },
    async (request) => ok(regionTree({ depth: request.query.depth as 1 | 2 | 3 })),
  )
}

export default regionRoutes
