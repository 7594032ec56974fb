import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { certificateReviews } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { containmentAnswer, reviewClosedAnswer, suspectsAnswer } from './answers'
import { closeReview } from './containment/close'
import { markUnderReview } from './containment/mark'
import { containments, suspectCertificates } from './containment/suspects'

const CONTAINMENT_BASE = '/api/hm-metrology/containment'
const readContainments = granted('certificate_review_view', 'certificate_review_open')

/**
 * Containing a standard found wrong: the containments (one per finding) with their suspect certificates,
 * putting certificates under review (复核中, the customer told), and ending each review confirmed or revoked.
 */
export default async function containmentRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['standards']

  app.get(
    `${CONTAINMENT_BASE}/list`,
    {
      config: { access: readContainments },
      schema: {
        tags,
        summary:
          'Containments, newest first (of one device when asked), with their suspects and reviews counted',
        querystring: z.object({ deviceId: z.uuid().optional() }),
        response: { 200: envelope(z.array(containmentAnswer)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          containments(tx, auth.tenantId, request.query.deviceId ? { deviceId: request.query.deviceId } : {}),
        ),
      ),
  )

  app.get(
    `${CONTAINMENT_BASE}/suspects`,
    {
      config: { access: readContainments },
      schema: {
        tags,
        summary:
          'The certificates issued with the device (directly or through a measurement standard) between its last good trace and the finding',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(suspectsAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => suspectCertificates(tx, auth.tenantId, request.query.id))),
  )

  app.post(
    `${CONTAINMENT_BASE}/mark`,
    {
      config: { access: granted('certificate_review_open') },
      schema: {
        tags,
        summary:
          'Put suspect certificates under review: the public page says 复核中 and each customer is told (what was sent is kept)',
        body: z.object({ id: z.uuid(), reportIds: z.array(z.uuid()).min(1).max(5000) }),
        response: { 200: envelope(z.object({ marked: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          markUnderReview(tx, auth.tenantId, auth.userId, request.body),
        ),
      ),
  )

  app.post(
    `${certificateReviews.base}/close`,
    {
      config: {
        access: touching(granted('certificate_review_close'), [certificateReviews.code, 'body.id']),
      },
      schema: {
        tags,
        summary:
          'End a review with a reason: confirmed valid (valid again on the public page) or revoked (a revision is drafted and re-issued)',
        body: z.object({
          id: z.uuid(),
          outcome: z.enum(['confirmed', 'revoked']),
          reason: z.string().max(500),
        }),
        response: { 200: envelope(reviewClosedAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) => closeReview(tx, auth.tenantId, auth.userId, request.body)),
      ),
  )
}
