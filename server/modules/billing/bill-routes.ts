import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { bills } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { auditRow } from '../lab-workflow/schemas'
import { billDetail, confirmPayment, recordPayment, settleBills, transitionBill } from './bills/service'

/** Settling bills, granting credit and undoing a settlement: finance. */
export const BILL_SETTLE_PERMISSION = 'bill_settle'
/** Bills settled in one action at most: a customer's month of orders, with room to spare. */
export const SETTLE_BATCH_MAX = 2000
/** Recording a payment or a refund. */
export const PAYMENT_ADD_PERMISSION = 'payment_add'
/** Confirming a payment someone else recorded. */
export const PAYMENT_CONFIRM_PERMISSION = 'payment_confirm'

const decimal = z.string()

const billAnswer = z.object({
  id: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  objectState: z.number().int(),
  total: decimal,
  paid: decimal,
  balance: decimal,
  wasGuaranteed: z.boolean(),
  settledAt: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sampleName: z.string(),
      state: z.number().int(),
      /** The charge standard's price when the item was added; null when the lab files none. */
      unitPrice: decimal.nullable(),
      quantity: z.number().int(),
      amount: decimal,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: decimal,
      chargeType: z.string(),
      paidOn: z.string(),
      reference: z.string().nullable(),
      reason: z.string().nullable(),
      recordedBy: z.string().nullable(),
      /** Null until someone other than its recorder confirms it; only confirmed payments count. */
      confirmedBy: z.string().nullable(),
    }),
  ),
  actions: z.array(z.string()),
  audit: z.array(auditRow),
})

/**
 * Bills: an order's charges as finance sees them (the engine lists them), settling, credit, and payments
 * recorded by one person and confirmed by another.
 */
export default async function billRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = bills.base
  const tags = ['billing']
  const onBill = (rule: ReturnType<typeof granted>, at: 'query.orderId' | 'body.orderId') =>
    touching(rule, ['bill', at])

  app.get(
    `${base}/detail`,
    {
      config: { access: onBill(granted(readPermissionsOf(bills)), 'query.orderId') },
      schema: {
        tags,
        summary:
          'An order’s bill: its charged test items, payments, balance, the steps open now, its audit trail',
        querystring: z.object({ orderId: z.uuid() }),
        response: { 200: envelope(billAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => billDetail(tx, auth, request.query.orderId))),
  )

  app.post(
    `${base}/transition`,
    {
      config: { access: onBill(granted(BILL_SETTLE_PERMISSION), 'body.orderId') },
      schema: {
        tags,
        summary:
          'Settle a bill (its total is fixed from then on), guarantee it (pay later, with a reason) or unsettle it',
        body: z.object({
          orderId: z.uuid(),
          action: z.enum(['settle', 'guarantee', 'unsettle']),
          reason: z.string().trim().max(500).nullish(),
        }),
        response: { 200: envelope(z.object({ objectState: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => transitionBill(tx, auth, request.body, new Date()))),
  )

  app.post(
    `${base}/settle-batch`,
    {
      config: { access: touching(granted(BILL_SETTLE_PERMISSION), ['bill', 'body.ids']) },
      schema: {
        tags,
        summary:
          'Settle many bills at once, all or none: each as a single settle (same rules, same audit row); a refusal names the first bill that cannot be settled',
        body: z.object({ ids: z.array(z.uuid()).min(1).max(SETTLE_BATCH_MAX) }),
        response: { 200: envelope(z.object({ settled: z.number().int(), total: decimal })) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => settleBills(tx, auth, request.body.ids, new Date()))),
  )

  app.post(
    `${base}/payment`,
    {
      config: { access: onBill(granted(PAYMENT_ADD_PERMISSION), 'body.orderId') },
      schema: {
        tags,
        summary: 'Record a payment on a settled or guaranteed bill (a refund: negative, with a reason)',
        body: z.object({
          orderId: z.uuid(),
          amount: z.string().trim().max(20),
          chargeType: z.string().trim().min(1).max(64),
          paidOn: z.iso.date(),
          reference: z.string().trim().max(100).nullish(),
          reason: z.string().trim().max(500).nullish(),
        }),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => recordPayment(tx, auth, request.body, new Date()))),
  )

  app.post(
    `${base}/payment/confirm`,
    {
      config: { access: granted(PAYMENT_CONFIRM_PERMISSION) },
      schema: {
        tags,
        summary: 'Confirm a payment someone else recorded: it then counts, and a covered bill is paid',
        body: z.object({ id: z.uuid() }),
        response: { 200: envelope(z.object({ paid: decimal })) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => confirmPayment(tx, auth, request.body.id, new Date()))),
  )
}
