import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { staffCertificates } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { stepCertificate, type CertificateStep } from './certificate-withdrawal'

/** Withdrawing and reinstating a certificate are changes to it: the staff office's edit button. */
const EDIT_PERMISSION = `${staffCertificates.permission}_edit`

const stepBody = z.object({ id: z.uuid(), reason: z.string().max(500) })

const stepAnswer = z.object({
  id: z.string(),
  withdrawn: z.boolean(),
  withdrawReason: z.string().nullable(),
})

const SUMMARIES: Record<CertificateStep, string> = {
  withdraw:
    'Withdraw a staff certificate with a reason (revoked, found false, superseded): every authorisation resting on it stops holding at once; kept in its history, its holder is told',
  reinstate:
    'Reinstate a withdrawn staff certificate with a reason: the authorisations resting on it hold again; kept in its history, its holder is told',
}

/** A staff certificate beyond the engine's form: its withdrawal and reinstatement, each with a reason. */
export default async function staffCertificateRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['staff']

  for (const step of ['withdraw', 'reinstate'] as const)
    app.post(
      `${staffCertificates.base}/${step}`,
      {
        config: { access: touching(granted(EDIT_PERMISSION), [staffCertificates.code, 'body.id']) },
        schema: {
          tags,
          summary: SUMMARIES[step],
          body: stepBody,
          response: { 200: envelope(stepAnswer) },
        },
      },
      async (request) =>
        ok(
          await inTenant(db, request, (tx, auth) =>
            stepCertificate(tx, auth.tenantId, auth.userId, step, request.body),
          ),
        ),
    )
}
