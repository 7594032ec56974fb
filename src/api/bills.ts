import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { AnswerData, JsonBody } from './contract'
import { ApiError, isEnvelope, unwrapEnvelope } from './envelope'
import { NO_ERROR_TOAST, NO_LOADING } from './requestFlags'

/**
 * Bills (结算) beside the engine's list and export: one order's bill with its charged items, payments and
 * trail, its settlement steps, and the payments recorded and confirmed on it. The list is the generic page's.
 */

export type Bill = AnswerData<'/api/hm-finance/bill/detail'>
export type BillItem = Bill['items'][number]
export type BillPayment = Bill['payments'][number]
export type BillStep = JsonBody<'/api/hm-finance/bill/transition'>
export type BillAction = BillStep['action']
export type PaymentSubmission = JsonBody<'/api/hm-finance/bill/payment'>

export const BILL_ACTIONS: readonly BillAction[] = ['settle', 'guarantee', 'unsettle']

/** The steps the bill's answer offers the caller, in their order (unknown names are left out). */
export const billActionsOf = (bill: Bill): BillAction[] =>
  BILL_ACTIONS.filter((action) => bill.actions.includes(action))

/** GET detail: the order's bill (no overlay: the dialog waits with its own spinner). */
export const fetchBill = (orderId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/bill/detail', { params: { query: { orderId } }, headers: NO_LOADING }),
  )

/** POST transition: settle, guarantee or unsettle; a refusal is the request layer's toast. */
export const transitionBill = (step: BillStep) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/transition', { body: step }))

/** POST payment: records a payment or a refund; the form shows a refusal under the amount itself (no toast). */
export const recordPayment = (body: PaymentSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/payment', { body, headers: NO_ERROR_TOAST }))

/** POST payment/confirm: someone other than its recorder confirms a payment; a refusal is a toast. */
export const confirmPayment = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/payment/confirm', { body: { id } }))

/** A refused payment: the envelope's `msg` and the field the server names (`data.field`), if any. */
export type PaymentRefusal = { message: string; field: string | null }

/** The refusal a failed payment carries (400/403/409 with its message), or null for other failures. */
export function paymentRefusalOf(error: unknown): PaymentRefusal | null {
  if (!(error instanceof ApiError) || !isEnvelope(error.body) || !error.message) return null
  if (error.status !== 400 && error.status !== 403 && error.status !== 409) return null
  const data = (error.body as { data?: unknown }).data
  const field =
    typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string'
      ? data.field
      : null
  return { message: error.message, field }
}

/** Query key factory of bills (STYLE: no string keys scattered around). */
export const billQueries = {
  all: () => ['bill'] as const,
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...billQueries.all(), 'detail', orderId] as const,
      queryFn: () => fetchBill(orderId),
      // Payments are confirmed and bills settled by other people: a bill opened again is read again.
      staleTime: 0,
    }),
}

/** POST settle-batch: settles the bills all or none; a refusal (naming the first bill) is the request layer's toast. */
export const settleBills = (ids: string[]) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/settle-batch', { body: { ids } }))
