import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { jewelAppraisals, metalLabels } from '@/domain/resources/jewels'
import type { ResourceDeclaration } from '@/domain/resources'
import type { Db } from '../../db/database'
import { envelope, idsField, ok } from '../../http/envelope'
import { localeOf } from '../../http/messages'
import { assertPermission, authOf, inTenant, type AuthContext } from '../../plugins/access'
import { formBodySchema, recordSchema } from '../../resources/schemas'
import type { FileStorage } from '../file/storage'
import { originOf } from '../../http/origin'
import { pdfResponse, sendPdf } from '../print/pdf-reply'
import { publicJewelRoutes } from '../public-query/jewel-lookups'
import {
  appraisalPdf,
  detailJewel,
  issueAppraisal,
  issueMetalLabel,
  metalLabelPdf,
  parseJewelInput,
  removeJewels,
  revokeJewel,
  submitJewel,
  type JewelKind,
} from './service'
import { jewelAccess } from './access-rules'

export type JewelRouteOptions = {
  db: Db
  /** Where photos live (the app's file storage). */
  storage: FileStorage
}

const issuedAnswer = z.object({
  /** The certificate or label number just taken. */
  no: z.string(),
  /** The check code: answered this once (printed on the document); only its hash is kept. */
  checkCode: z.string(),
  /** The frozen PDF's SHA-256 (appraisals; a label's PDF is printed on demand). */
  pdfSha256: z.string().nullable(),
})

/**
 * Jewellery appraisal certificates and precious metal labels, staff side, under the spec's service
 * base /api/hm-metrology-jewels: a draft's detail, form and removal (the engine serves list and export),
 * issue, revoke and the PDFs. The public lookups of both are in public-query/jewel-lookups.ts.
 */
export async function jewelRoutes(appBase: FastifyInstance, options: JewelRouteOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, storage } = options
  const tags = ['jewels']
  const locale = (request: FastifyRequest) => localeOf(request.headers['accept-language'])

  const contextOf = (auth: AuthContext) => ({ tenantId: auth.tenantId, userId: auth.userId })

  /** detail, submit, remove, issue, revoke of one kind (its declaration gives the base and permissions). */
  const documentRoutes = (kind: JewelKind, resource: ResourceDeclaration) => {
    const base = resource.base
    const permission = (suffix: string) => `${resource.permission}_${suffix}`
    const record = recordSchema(resource)
    const name = resource.label.en
    const access = jewelAccess(resource)

    app.get(
      `${base}/detail`,
      {
        config: { access: access.detail },
        schema: {
          tags,
          summary: `${name}: one record`,
          querystring: z.object({ id: z.uuid() }),
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        return ok(
          await inTenant(db, request, (tx, auth) => detailJewel(tx, kind, contextOf(auth), request.query.id)),
        )
      },
    )

    app.post(
      `${base}/submit`,
      {
        config: { access: access.submit },
        schema: {
          tags,
          summary: `${name}: create a draft (no id) or change one (issued and revoked records are refused)`,
          body: formBodySchema(resource),
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        const input = parseJewelInput(kind, request.body, locale(request))
        // Before the transaction: the check opens its own, and PGlite cannot nest them.
        await assertPermission(db, authOf(request), permission(input.id ? 'edit' : 'add'))
        return ok(await inTenant(db, request, (tx, auth) => submitJewel(tx, kind, contextOf(auth), input)))
      },
    )

    app.post(
      `${base}/remove`,
      {
        config: { access: access.remove },
        schema: {
          tags,
          summary: `${name}: remove drafts (ids, comma-separated); issued and revoked records stay`,
          querystring: z.object({ ids: idsField }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await inTenant(db, request, (tx, auth) =>
          removeJewels(tx, kind, contextOf(auth), request.query.ids, locale(request)),
        )
        return ok(null)
      },
    )

    app.post(
      `${base}/issue`,
      {
        config: { access: access.issue },
        schema: {
          tags,
          summary: `${name}: issue a draft (签发): its number from the numbering rules and a check code shown this once`,
          body: z.object({ id: z.uuid() }),
          response: { 200: envelope(issuedAnswer) },
        },
      },
      async (request, reply) => {
        const issued = await inTenant(db, request, (tx, auth) => {
          const input = { id: request.body.id, userId: auth.userId, requestOrigin: originOf(request) }
          return kind === 'appraisal'
            ? issueAppraisal(tx, storage, auth.tenantId, input)
            : issueMetalLabel(tx, auth.tenantId, input)
        })
        reply.header('cache-control', 'no-store')
        return ok(issued)
      },
    )

    app.post(
      `${base}/revoke`,
      {
        config: { access: access.revoke },
        schema: {
          tags,
          summary: `${name}: revoke an issued record (撤销) with a reason; the record stays, marked revoked`,
          body: z.object({ id: z.uuid(), reason: z.string().trim().min(1).max(500) }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await inTenant(db, request, (tx, auth) =>
          revokeJewel(tx, kind, auth.tenantId, { ...request.body, userId: auth.userId }),
        )
        return ok(null)
      },
    )
  }

  documentRoutes('appraisal', jewelAppraisals)
  documentRoutes('metalLabel', metalLabels)

  app.get(
    `${jewelAppraisals.base}/pdf`,
    {
      config: { access: jewelAccess(jewelAppraisals).read('query.id') },
      schema: {
        tags,
        summary:
          'The frozen PDF of an issued appraisal certificate (its SHA-256 in the X-Content-SHA256 header)',
        querystring: z.object({ id: z.uuid() }),
        response: pdfResponse('The PDF as issued'),
      },
    },
    async (request, reply) => {
      const document = await inTenant(db, request, (tx, auth) =>
        appraisalPdf(tx, auth.tenantId, request.query.id),
      )
      return sendPdf(reply, document.pdf, `${document.no}.pdf`, document.sha256)
    },
  )

  app.post(
    `${metalLabels.base}/pdf`,
    {
      config: { access: jewelAccess(metalLabels).read('body.id') },
      schema: {
        tags,
        summary:
          'A metal label to print (60 × 40 mm PDF), with the check code given when it was issued (only its hash is kept)',
        body: z.object({ id: z.uuid(), code: z.string().trim().min(1).max(16) }),
        response: pdfResponse('The label'),
      },
    },
    async (request, reply) => {
      const label = await inTenant(db, request, (tx, auth) =>
        metalLabelPdf(tx, auth.tenantId, { ...request.body, requestOrigin: originOf(request) }),
      )
      return sendPdf(reply, label.pdf, `${label.no}.pdf`)
    },
  )

  await publicJewelRoutes(app, { db, storage })
}

export default jewelRoutes
