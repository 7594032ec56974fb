import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { staffRecords } from '@/domain/resources'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { personCompetence } from './competence'

const competenceAnswer = z.object({
  certificates: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      certificateNo: z.string(),
      level: z.string().nullable(),
      issueDate: z.string(),
      expiryDate: z.string().nullable(),
      withdrawn: z.boolean(),
    }),
  ),
  trainings: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      startDate: z.string(),
      hours: z.string().nullable(),
      attended: z.string(),
      evaluation: z.string().nullable(),
    }),
  ),
})

/** A person's staff record beyond its fields: her certificates and training history. */
export default async function staffRecordRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  app.get(
    `${staffRecords.base}/competence`,
    {
      config: { access: granted(readPermissionsOf(staffRecords)) },
      schema: {
        tags: ['staff'],
        summary:
          'A person’s certificates and training history (with attendance and evaluation), newest first',
        querystring: z.object({ userId: z.uuid() }),
        response: { 200: envelope(competenceAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) => personCompetence(tx, auth.tenantId, request.query.userId)),
      ),
  )
}
