import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { contracts } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, idsField, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { documentPdfRoute } from './document-pdf-route'
import { assertPermissionIn, inTenant } from '../../plugins/access'
import { contractAnswer, contractWorkflowAnswer } from './contracts/answers'
import { contractDocument } from './contracts/document'
import { contractFromQuote } from './contracts/from-quote'
import { contractInput } from './contracts/input'
import { renderContractPdf } from './contracts/pdf'
import { contractWorkflow, terminateContract } from './contracts/review'
import { contractDetail, removeContracts, submitContract } from './contracts/service'
import { labToday } from '../../lab-clock'

/** Ending a contract in force early, with a reason. */
export const CONTRACT_TERMINATE_PERMISSION = 'contract_terminate'

const read = (at: 'query.id' | 'body.id') => touching(granted(readPermissionsOf(contracts)), ['contract', at])

/**
 * Contracts, beside the engine's list and export: one contract with its lines and what its orders used, the
 * form (create or change), removal of one no order names, a contract from a reviewed quote, termination with
 * its audit trail, and the printed contract.
 */
export default async function contractRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = contracts.base
  const tags = ['billing']

  app.get(
    `${base}/detail`,
    {
      config: { access: read('query.id') },
      schema: {
        tags,
        summary:
          'One contract with its lines, the amount its orders used against its ceiling, and whether it takes new orders',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(contractAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          contractDetail(tx, auth.tenantId, request.query.id, labToday()),
        ),
      ),
  )

  app.post(
    `${base}/submit`,
    {
      config: { access: touching(granted('contract_add', 'contract_edit'), ['contract', 'body.id']) },
      schema: {
        tags,
        summary:
          'Create a contract (no id) or change one in force; once an order names it, only its validity, ceiling, contact and remark change',
        body: contractInput,
        response: { 200: envelope(contractAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          await assertPermissionIn(tx, auth, request.body.id ? 'contract_edit' : 'contract_add')
          return submitContract(tx, auth, request.body, new Date())
        }),
      ),
  )

  app.post(
    `${base}/from-quote`,
    {
      config: { access: touching(granted('contract_add'), ['quote', 'body.quoteId']) },
      schema: {
        tags,
        summary:
          'A list contract from a reviewed, usable quote of a registered customer, at the quote’s net unit prices',
        body: z.object({ quoteId: z.uuid() }),
        response: { 200: envelope(contractAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          contractFromQuote(tx, auth, request.body.quoteId, new Date()),
        ),
      ),
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: touching(granted('contract_delete'), ['contract', 'query.ids']) },
      schema: {
        tags,
        summary: 'Remove contracts no order names (ids, comma-separated); soft delete',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) => removeContracts(tx, auth, request.query.ids, new Date()))
      return ok(null)
    },
  )

  app.get(
    `${base}/workflow`,
    {
      config: { access: read('query.id') },
      schema: {
        tags,
        summary: 'The steps the caller may take on a contract now, and its audit trail',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(contractWorkflowAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => contractWorkflow(tx, auth, request.query.id))),
  )

  app.post(
    `${base}/terminate`,
    {
      config: { access: touching(granted(CONTRACT_TERMINATE_PERMISSION), ['contract', 'body.id']) },
      schema: {
        tags,
        summary: 'Terminate a contract in force, with a reason: it takes no new order from then on',
        body: z.object({ id: z.uuid(), reason: z.string().trim().max(500).nullish() }),
        response: { 200: envelope(z.object({ status: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => terminateContract(tx, auth, request.body, new Date()))),
  )

  documentPdfRoute(app, db, {
    url: `${base}/pdf`,
    access: read('query.id'),
    tags,
    summary:
      'The contract as a PDF in Chinese: letterhead, parties, terms, items, ceiling and package sum in figures and capital numerals',
    answer: 'The contract (application/pdf)',
    document: (tx, auth, id) => contractDocument(tx, auth.tenantId, id, new Date()),
    render: renderContractPdf,
    fileName: (data) => `${data.code}.pdf`,
  })
}
