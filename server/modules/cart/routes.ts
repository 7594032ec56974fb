import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, idsField, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { ownThings } from '../shared/access-reasons'
import {
  CART_MAX_QUANTITY,
  addCartItem,
  clearCart,
  countCartItems,
  findCartItems,
  removeCartItems,
} from './service'

const cartRecord = z.object({
  id: z.string(),
  itemType: z.string(),
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
})

/** PostgreSQL text cannot hold NUL characters; nobody means one, so they are dropped, not refused. */
const stripNul = (value: string) => value.replaceAll('\u0000', '')

const cartAddInput = z.object({
  itemType: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z][\w-]*$/, 'letters, digits, _ or -'),
  itemId: z
    .union([z.string(), z.number()])
    .transform((value) => stripNul(String(value)))
    .pipe(z.string().trim().min(1).max(64)),
  name: z.string().transform(stripNul).pipe(z.string().trim().min(1).max(200)),
  quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
  remark: z.string().transform(stripNul).pipe(z.string().trim().max(500)).nullish(),
})

/** The right-side cart panel (spec §2). Every call works on the signed-in user's own cart only. */
export async function cartRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['cart']
  const base = '/api/hm-crm/cart'

  app.get(
    `${base}/list`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: "The signed-in user's cart",
        response: { 200: envelope(z.array(cartRecord)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findCartItems(tx, auth.tenantId, auth.userId)))
    },
  )

  app.get(
    `${base}/count`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'How many items (lines) the cart holds: the badge of the cart panel',
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => countCartItems(tx, auth.tenantId, auth.userId)))
    },
  )

  app.post(
    `${base}/add`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Put an item in the cart (the same item again adds to its quantity); answers the cart',
        body: cartAddInput,
        response: { 200: envelope(z.array(cartRecord)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => addCartItem(tx, auth.tenantId, auth.userId, request.body)),
      )
    },
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Take lines out of the cart (ids, comma-separated)',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeCartItems(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/clear`,
    {
      config: { access: signedIn(ownThings) },
      schema: { tags, summary: 'Empty the cart', response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) => clearCart(tx, auth.tenantId, auth.userId))
      return ok(null)
    },
  )
}

export default cartRoutes
