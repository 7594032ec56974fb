import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_LOADING } from '@/api/requestFlags'

const fetchCartCount = () => unwrapEnvelope(api.GET('/api/hm-crm/cart/count', { headers: NO_LOADING }))

const fetchCartItems = () => unwrapEnvelope(api.GET('/api/hm-crm/cart/list'))

export type CartItem = Awaited<ReturnType<typeof fetchCartItems>>[number]

/** POST /api/hm-crm/cart/remove?ids=… */
export const removeCartItems = (ids: readonly string[]) =>
  unwrapEnvelope(api.POST('/api/hm-crm/cart/remove', { params: { query: { ids: ids.join(',') } } }))

export type CartAddition = {
  itemType: string
  itemId: string
  name: string
  quantity: number
  remark?: string
}

/** POST /api/hm-crm/cart/add: the same item again adds to its quantity. */
export const addCartItem = (item: CartAddition) =>
  unwrapEnvelope(api.POST('/api/hm-crm/cart/add', { body: item }))

/** POST /api/hm-crm/cart/clear */
export const clearCart = () => unwrapEnvelope(api.POST('/api/hm-crm/cart/clear'))

/** Query key factory of the cart panel (spec §2 "Right-side cart panel"). */
export const cartQueries = {
  all: () => ['cart'] as const,
  count: () => queryOptions({ queryKey: [...cartQueries.all(), 'count'] as const, queryFn: fetchCartCount }),
  items: () => queryOptions({ queryKey: [...cartQueries.all(), 'items'] as const, queryFn: fetchCartItems }),
}
