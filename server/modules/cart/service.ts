import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { cartItem } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { iso } from '../shared/crud'

/** Lines one user's cart may hold, and the largest quantity of a line. */
export const CART_MAX_LINES = 500
export const CART_MAX_QUANTITY = 99999

export type CartItemDto = {
  id: string
  itemType: string
  itemId: string
  name: string
  quantity: number
  remark: string | null
  createTime: string | null
}

/** Every query of the cart is confined to one user of one tenant. */
const ownedBy = (tenantId: string, userId: string) =>
  and(eq(cartItem.tenantId, tenantId), eq(cartItem.userId, userId))

export async function findCartItems(tx: Tx, tenantId: string, userId: string): Promise<CartItemDto[]> {
  const rows = await tx
    .select()
    .from(cartItem)
    .where(ownedBy(tenantId, userId))
    .orderBy(asc(cartItem.createTime), asc(cartItem.id))
  return rows.map((row) => ({
    id: row.id,
    itemType: row.itemType,
    itemId: row.itemId,
    name: row.name,
    quantity: row.quantity,
    remark: row.remark,
    createTime: iso(row.createTime),
  }))
}

/** The badge of the cart panel: how many different items (lines) the cart holds. */
export async function countCartItems(tx: Tx, tenantId: string, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cartItem).where(ownedBy(tenantId, userId))
  return row?.n ?? 0
}

export type CartAddInput = {
  itemType: string
  itemId: string
  name: string
  quantity: number
  remark?: string | null
}

/** Adds an item; adding one that is already in the cart adds to its quantity (and renames it). */
export async function addCartItem(tx: Tx, tenantId: string, userId: string, input: CartAddInput) {
  const [existing] = await tx
    .select({ id: cartItem.id, quantity: cartItem.quantity })
    .from(cartItem)
    .where(
      and(
        ownedBy(tenantId, userId),
        eq(cartItem.itemType, input.itemType),
        eq(cartItem.itemId, input.itemId),
      ),
    )
  if (!existing && (await countCartItems(tx, tenantId, userId)) >= CART_MAX_LINES)
    throw badRequest('cart.full', { max: CART_MAX_LINES })
  if ((existing?.quantity ?? 0) + input.quantity > CART_MAX_QUANTITY)
    throw badRequest('cart.quantityTooLarge', { max: CART_MAX_QUANTITY })
  // The unique key (tenant, user, type, item) makes two simultaneous adds of one item meet in one line.
  await tx
    .insert(cartItem)
    .values({
      tenantId,
      id: uuidv7(),
      userId,
      itemType: input.itemType,
      itemId: input.itemId,
      name: input.name,
      quantity: input.quantity,
      remark: input.remark ?? null,
    })
    .onConflictDoUpdate({
      target: [cartItem.tenantId, cartItem.userId, cartItem.itemType, cartItem.itemId],
      set: {
        quantity: sql`least(${cartItem.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})`,
        name: sql`excluded.name`,
        remark: sql`coalesce(excluded.remark, ${cartItem.remark})`,
      },
    })
  return findCartItems(tx, tenantId, userId)
}

/** Removes lines of the user's own cart; ids of other users' lines change nothing. */
export async function removeCartItems(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  await tx.delete(cartItem).where(and(ownedBy(tenantId, userId), inArray(cartItem.id, ids)))
}

export async function clearCart(tx: Tx, tenantId: string, userId: string) {
  await tx.delete(cartItem).where(ownedBy(tenantId, userId))
}
