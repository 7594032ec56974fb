import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { labelApplies } from '@/domain/resources'
import { labNow, labToday } from '../../lab-clock'
import { envelope, idsField, ok, pageOf } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { originOf } from '../../http/origin'
import { actorOf, inTenant } from '../../plugins/access'
import { labelApplyAccess as access } from './access-rules'
import { candidateAnswer, candidateBody, candidatePage, candidateQuery } from './candidates'
import { customersAll, labelParams } from './lookups'
import { renderVerificationLabels, verificationLabels } from './print'
import { applicationAnswer, applicationDetail, makeApplication, makeInput, stepApplication } from './service'

/*
 * Label applications (标签申领) under the spec's service base paths (§7 "Service base paths"):
 * - api/hm-metrology: the applications and their labels are the lab's metrology work beside its certificates
 *   (labelApply/page, labelApply/testData/page and both exports are the engine's, from the declarations in
 *   src/domain/resources/label-apply.ts); making, the steps, printing and the label settings (bas/params/list)
 *   are here.
 * - api/hm-crm: the two lookups of the customers' records, the instruments a label may be applied for
 *   (crm/instruments/listPageForOrder) and every customer (crm/customer/listCrmCustomerAll), beside the CRM's
 *   own lists.
 */

const codesOf = (request: FastifyRequest) => request.routeOptions.config.access?.codes ?? []

const idBody = z.object({ id: z.uuid() })

export default async function labelApplyRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = labelApplies.base
  const tags = ['labels']
  const answer = { 200: envelope(applicationAnswer) }

  app.get(
    `${base}/detail`,
    {
      config: { access: access.read('query.id') },
      schema: {
        tags,
        summary: 'One label application with its labels and the steps open in its state',
        querystring: z.object({ id: z.uuid() }),
        response: answer,
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => applicationDetail(tx, auth.tenantId, request.query.id))),
  )

  app.post(
    `${base}/save`,
    {
      config: { access: access.save },
      schema: {
        tags,
        summary:
          'Make a draft application for the certificates named (each must have passed), or change a draft or refused one; submit: send it at once',
        body: makeInput,
        response: answer,
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx) => makeApplication(tx, actorOf(request), request.body, labNow()))),
  )

  const step = (
    path: string,
    action: 'submit' | 'approve' | 'refuse' | 'issue',
    rule: typeof access.apply,
    summary: string,
  ) =>
    app.post(
      `${base}/${path}`,
      {
        config: { access: rule },
        schema: {
          tags,
          summary,
          body: action === 'refuse' ? idBody.extend({ reason: z.string().trim().max(500) }) : idBody,
          response: answer,
        },
      },
      async (request) =>
        ok(
          await inTenant(db, request, (tx) =>
            stepApplication(tx, actorOf(request), { ...request.body, action }, labNow()),
          ),
        ),
    )
  step('apply', 'submit', access.apply, 'Submit a draft or refused application for approval')
  step('approve', 'approve', access.approve, 'Approve a submitted application')
  step('refuse', 'refuse', access.approve, 'Refuse a submitted application, stating why')
  step(
    'issue',
    'issue',
    access.issue,
    'Issue an approved application: one number per label from the lab’s rule of verification labels',
  )

  app.get(
    `${base}/print`,
    {
      config: { access: access.read('query.ids') },
      schema: {
        tags,
        summary:
          'The verification labels of issued applications: ZPL for a label printer (POST /api/net-print) or HTML to print',
        querystring: z.object({ ids: idsField, format: z.enum(['zpl', 'html']).default('html') }),
        response: {
          200: {
            description: 'The labels',
            content: { 'text/plain': { schema: z.string() }, 'text/html': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { ids, format } = request.query
      const labels = await inTenant(db, request, (tx, auth) =>
        verificationLabels(tx, auth.tenantId, ids, originOf(request)),
      )
      return reply
        .header('content-type', format === 'zpl' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(renderVerificationLabels(labels, format))
    },
  )

  app.get(
    '/api/hm-metrology/bas/params/list',
    {
      config: { access: access.params },
      schema: {
        tags,
        summary:
          'The lab’s settings a verification label prints with: its name, public address, label printers',
        response: {
          200: envelope(
            z.array(z.object({ paramKey: z.string(), paramName: z.string(), paramValue: z.string() })),
          ),
        },
      },
    },
    async (request) => ok(await inTenant(db, request, (tx, auth) => labelParams(tx, auth.tenantId))),
  )

  app.post(
    '/api/hm-crm/crm/instruments/listPageForOrder',
    {
      config: { access: access.candidates },
      schema: {
        tags,
        summary:
          'The instruments a label may be applied for: the caller’s (a customer her own) with a valid certificate that passed and no live application',
        querystring: candidateQuery,
        body: candidateBody,
        response: { 200: envelope(pageOf(candidateAnswer)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx) =>
          candidatePage(
            tx,
            actorOf(request),
            codesOf(request),
            { ...request.query, ...(request.body ?? {}) },
            labToday(),
          ),
        ),
      ),
  )

  app.post(
    '/api/hm-crm/crm/customer/listCrmCustomerAll',
    {
      config: { access: access.customers },
      schema: {
        tags,
        summary: 'Every customer the caller reads, by name (id and name): the application’s customer picker',
        body: z.object({ name: z.string().trim().max(200).optional() }).optional(),
        response: { 200: envelope(z.array(z.object({ id: z.string(), name: z.string() }))) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx) =>
          customersAll(tx, actorOf(request), codesOf(request), request.body?.name),
        ),
      ),
  )
}
