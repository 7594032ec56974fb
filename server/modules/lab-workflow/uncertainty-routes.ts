import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { labCapabilities } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { readItem } from './access-rules'
import { budgetInput } from './uncertainty-schemas'
import { saveTemplate, templateForItem } from './uncertainty'

/** Budget templates per capability: the tester starts from one, the quality office keeps them. */
export default async function uncertaintyRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['lab-workflow']
  const base = labCapabilities.base

  app.get(
    `${base}/uncertainty-template`,
    {
      config: { access: readItem('query.itemId') },
      schema: {
        tags,
        summary:
          'The uncertainty budget template of the capability a test item falls under (by its kind of work, name and measured quantity); null without one',
        querystring: z.object({ itemId: z.uuid(), measurand: z.string().trim().max(16).optional() }),
        response: {
          200: envelope(z.object({ capabilityId: z.string().nullable(), template: budgetInput.nullable() })),
        },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          templateForItem(tx, auth.tenantId, request.query.itemId, request.query.measurand || null),
        ),
      ),
  )

  app.put(
    `${base}/:id/uncertainty-template`,
    {
      config: {
        access: touching(granted(`${labCapabilities.permission}_edit`), [labCapabilities.code, 'params.id']),
      },
      schema: {
        tags,
        summary:
          'Saves a budget as the capability’s template (type A readings dropped, the rest checked); kept in the capability’s history',
        params: z.object({ id: z.uuid() }),
        body: budgetInput,
        response: { 200: envelope(budgetInput) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          saveTemplate(tx, auth.tenantId, request.params.id, request.body, auth.userId),
        ),
      ),
  )
}
