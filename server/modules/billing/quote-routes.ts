import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { quotes } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, idsField, ok } from '../../http/envelope'
import { forbidden } from '../../http/errors'
import { assertPermissionIn, hasPermissionIn, inTenant } from '../../plugins/access'
import type { RouteDeps } from '../../http/route-modules'
import { documentPdfRoute } from './document-pdf-route'
import { quoteAnswer, quoteWorkflowAnswer } from './quotes/answers'
import { quoteInput } from './quotes/input'
import { quoteWorkflow, transitionQuote } from './quotes/review'
import { quoteDetail, removeQuotes, submitQuote } from './quotes/service'
import { quoteDocument } from './quotes/document'
import { scheduleQuoteExpiry } from './quotes/expiry'
import { renderQuotePdf } from './quotes/pdf'
import { labToday } from '../../lab-clock'

/** Approving or returning a quote someone else made (finance, the lab's management). */
export const QUOTE_REVIEW_PERMISSION = 'quote_review'

const read = (at: 'query.id' | 'body.id') => touching(granted(readPermissionsOf(quotes)), ['quote', at])
const reviewActions = new Set(['approve', 'return'])

/**
 * Quotes, beside the engine's list and export: one quote with its lines, the form (create, or change one still
 * to be submitted), removal, and the review steps with their audit trail.
 */
export default async function quoteRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = quotes.base
  const tags = ['billing']
  scheduleQuoteExpiry(app, db)

  app.get(
    `${base}/detail`,
    {
      config: { access: read('query.id') },
      schema: {
        tags,
        summary: 'One quote with its lines, its totals and the total in Chinese capital numerals',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(quoteAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          quoteDetail(tx, auth.tenantId, request.query.id, labToday()),
        ),
      ),
  )

  app.post(
    `${base}/submit`,
    {
      config: { access: touching(granted('quote_add', 'quote_edit'), ['quote', 'body.id']) },
      schema: {
        tags,
        summary:
          'Create a quote (no id) or change one still to be submitted; the server prices it from the charge standards',
        body: quoteInput,
        response: { 200: envelope(quoteAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          await assertPermissionIn(tx, auth, request.body.id ? 'quote_edit' : 'quote_add')
          return submitQuote(tx, auth, request.body, new Date())
        }),
      ),
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: touching(granted('quote_delete'), ['quote', 'query.ids']) },
      schema: {
        tags,
        summary: 'Remove quotes still to be submitted (ids, comma-separated); soft delete',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) => removeQuotes(tx, auth, request.query.ids, new Date()))
      return ok(null)
    },
  )

  app.get(
    `${base}/workflow`,
    {
      config: { access: read('query.id') },
      schema: {
        tags,
        summary: 'The review steps the caller may take on a quote now, and its audit trail',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(quoteWorkflowAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => quoteWorkflow(tx, auth, request.query.id))),
  )

  app.post(
    `${base}/transition`,
    {
      config: {
        access: touching(granted('quote_add', 'quote_edit', QUOTE_REVIEW_PERMISSION), ['quote', 'body.id']),
      },
      schema: {
        tags,
        summary:
          'A review step: submit, withdraw (its author), approve or return with a reason (someone else)',
        body: z.object({
          id: z.uuid(),
          action: z.enum(['submit', 'withdraw', 'approve', 'return']),
          reason: z.string().trim().max(500).nullish(),
        }),
        response: { 200: envelope(z.object({ examineStatus: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          // Reviewing is a grant of its own; sending and withdrawing belong to whoever makes quotes.
          const needed = reviewActions.has(request.body.action)
            ? [QUOTE_REVIEW_PERMISSION]
            : ['quote_add', 'quote_edit']
          const held = await Promise.all(needed.map((code) => hasPermissionIn(tx, auth, code)))
          if (!held.some(Boolean)) throw forbidden()
          return transitionQuote(tx, auth, request.body, new Date())
        }),
      ),
  )

  documentPdfRoute(app, db, {
    url: `${base}/pdf`,
    access: read('query.id'),
    tags,
    summary: 'The quote as a PDF in Chinese: letterhead, lines, totals in figures and in capital numerals',
    answer: 'The quote (application/pdf)',
    document: (tx, auth, id) => quoteDocument(tx, auth.tenantId, id, new Date()),
    render: renderQuotePdf,
    fileName: (data) => `${data.code}.pdf`,
  })
}
