import { requestBlob } from './blob'
import { api } from './client'
import type { JsonBody } from './contract'
import { unwrapEnvelope } from './envelope'

/**
 * The reception desk: a walk-in customer's order (the registration draft with its test items, sent by the
 * desk's route: the signature is optional there), and the order slip (委托单) every order prints.
 */

export type DeskOrderBody = JsonBody<'/api/crm/registration/desk-submit'>

/** POST /api/crm/registration/desk-submit; the draft's id is its Idempotency-Key, so a retried click makes one order. */
export const submitDeskOrder = (order: DeskOrderBody) =>
  unwrapEnvelope(
    api.POST('/api/crm/registration/desk-submit', {
      body: order,
      headers: { 'Idempotency-Key': order.id },
    }),
  )

/** POST /api/hm-print/order-bill/print: the order's slip as kept (made at its first print). */
export const fetchOrderBill = (orderId: string): Promise<Blob> =>
  requestBlob('/api/hm-print/order-bill/print', {
    method: 'POST',
    body: JSON.stringify({ orderId }),
    headers: { 'content-type': 'application/json' },
  })

/** POST /api/hm-print/order-bill/regenerate: 重新生成, the slip's next version (the earlier ones kept). */
export const regenerateOrderBill = (orderId: string) =>
  unwrapEnvelope(api.POST('/api/hm-print/order-bill/regenerate', { body: { orderId } }))
