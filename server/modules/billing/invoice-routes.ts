import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { invoices } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { documentPdfRoute } from './document-pdf-route'
import { inTenant } from '../../plugins/access'
import { buyerAnswer, invoiceableOrderAnswer, invoiceAnswer } from './invoices/answers'
import { renderInvoicePdf } from './invoices/pdf'
import { invoiceDocument } from './invoices/document'
import { issueInput, redInput } from './invoices/input'
import { buyerOf, invoiceableOrders } from './invoices/records'
import { redLetter } from './invoices/red'
import { invoiceDetail, issueInvoice } from './invoices/service'

/** Recording an invoice finance issued in the tax system. */
export const INVOICE_ADD_PERMISSION = 'invoice_add'
/** Voiding an invoice by a red-letter invoice. */
export const INVOICE_RED_PERMISSION = 'invoice_red'

/** The customer named must be one the caller reads (her data scope), as must every order issued over. */
const forCustomer = touching(granted(INVOICE_ADD_PERMISSION), ['crm_customer', 'query.customerId'])
const read = (at: 'query.id') => touching(granted(readPermissionsOf(invoices)), ['invoice', at])

/**
 * Invoices (发票), beside the engine's list and export: the orders a customer's invoice may cover and her
 * buyer details, issuing over settled orders, one invoice, its red letter and its PDF.
 */
export default async function invoiceRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = invoices.base
  const tags = ['billing']

  app.get(
    `${base}/orders`,
    {
      config: { access: forCustomer },
      schema: {
        tags,
        summary: 'A customer’s settled orders that no live invoice covers, with their totals',
        querystring: z.object({ customerId: z.uuid() }),
        response: { 200: envelope(z.array(invoiceableOrderAnswer)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          invoiceableOrders(tx, auth.tenantId, request.query.customerId),
        ),
      ),
  )

  app.get(
    `${base}/buyer`,
    {
      config: { access: forCustomer },
      schema: {
        tags,
        summary: 'The buyer block of an invoice as the customer’s record fills it',
        querystring: z.object({ customerId: z.uuid() }),
        response: { 200: envelope(buyerAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => buyerOf(tx, auth.tenantId, request.query.customerId))),
  )

  app.post(
    `${base}/issue`,
    {
      config: { access: touching(granted(INVOICE_ADD_PERMISSION), ['bill', 'body.orderIds']) },
      schema: {
        tags,
        summary:
          'Record an invoice issued over settled orders of one customer; the server computes its amounts',
        body: issueInput,
        response: { 200: envelope(invoiceAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => issueInvoice(tx, auth, request.body, new Date()))),
  )

  app.get(
    `${base}/detail`,
    {
      config: { access: read('query.id') },
      schema: {
        tags,
        summary: 'One invoice with its orders, the steps open now and its audit trail',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(invoiceAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => invoiceDetail(tx, auth, request.query.id))),
  )

  app.post(
    `${base}/red`,
    {
      config: { access: touching(granted(INVOICE_RED_PERMISSION), ['invoice', 'body.id']) },
      schema: {
        tags,
        summary:
          'Void an invoice by a red-letter invoice (its number, date and the reason); its orders are freed',
        body: redInput,
        response: { 200: envelope(invoiceAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => redLetter(tx, auth, request.body, new Date()))),
  )

  documentPdfRoute(app, db, {
    url: `${base}/pdf`,
    access: read('query.id'),
    tags,
    summary:
      'The invoice as recorded, a PDF in Chinese: buyer, orders, net, tax and total in capital numerals',
    answer: 'The invoice record (application/pdf)',
    document: (tx, auth, id) => invoiceDocument(tx, auth, id),
    render: renderInvoicePdf,
    fileName: (data) => `${data.invoiceNo}.pdf`,
  })
}
