import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { bills } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { orderCharges, setItemReduction, setOrderContract } from './charges/bill-charges'

const decimal = z.string()

const contractSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.number().int(),
  discountPercent: decimal.nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  ceiling: decimal.nullable(),
  used: decimal,
  status: z.number().int(),
})

const chargesAnswer = z.object({
  orderId: z.string(),
  objectState: z.number().int(),
  /** The bill is not settled yet: its contract and reductions may change. */
  open: z.boolean(),
  total: decimal,
  contract: contractSummary.nullable(),
  /** The customer's contracts in force, each with why it takes no new order today (null: it does). */
  choices: z.array(
    contractSummary.extend({
      refusal: z
        .object({ code: z.string(), message: z.object({ zh: z.string(), en: z.string() }) })
        .nullable(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sampleName: z.string(),
      state: z.number().int(),
      inspectionType: z.string().nullable(),
      taxon: z.string().nullable(),
      /** The charge standard's price when the item was priced. */
      standardPrice: decimal.nullable(),
      unitPrice: decimal.nullable(),
      priceBasis: z.enum(['standard', 'list', 'discount', 'package']).nullable(),
      quantity: z.number().int(),
      reductionType: z.string().nullable(),
      reductionPercent: decimal.nullable(),
      reduction: decimal,
      amount: decimal,
    }),
  ),
})

/**
 * An order's charges while its bill is open: the contract it is priced by and each item's reduction. (The
 * bill's settlement and payments are bill-routes.ts'.)
 */
export default async function billChargeRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = bills.base
  const tags = ['billing']
  const onBill = (rule: ReturnType<typeof granted>, at: 'query.orderId' | 'body.orderId') =>
    touching(rule, ['bill', at])

  app.get(
    `${base}/charges`,
    {
      config: { access: onBill(granted(readPermissionsOf(bills), 'contract_edit'), 'query.orderId') },
      schema: {
        tags,
        summary:
          'An order’s charges: its contract, the contracts it could name, each item’s price, basis and reduction',
        querystring: z.object({ orderId: z.uuid() }),
        response: { 200: envelope(chargesAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          orderCharges(tx, auth.tenantId, request.query.orderId, new Date()),
        ),
      ),
  )

  app.post(
    `${base}/contract`,
    {
      config: { access: onBill(granted('bill_settle', 'contract_edit'), 'body.orderId') },
      schema: {
        tags,
        summary:
          'Name a contract of the customer on an order (or none) while its bill is open; its items are priced again',
        body: z.object({ orderId: z.uuid(), contractId: z.uuid().nullable() }),
        response: { 200: envelope(chargesAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          setOrderContract(tx, auth.tenantId, request.body, new Date()),
        ),
      ),
  )

  app.post(
    `${base}/reduction`,
    {
      config: { access: onBill(granted('bill_settle'), 'body.orderId') },
      schema: {
        tags,
        summary:
          'Set a test item’s reduction (reduction_type and a percentage; blank clears it) while its bill is open',
        body: z.object({
          orderId: z.uuid(),
          itemId: z.uuid(),
          reductionType: z.string().trim().max(64).nullish(),
          reductionPercent: z.string().trim().max(20).nullish(),
        }),
        response: { 200: envelope(chargesAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          setItemReduction(tx, auth.tenantId, request.body, new Date()),
        ),
      ),
  )
}
