import { queryOptions } from '@tanstack/react-query'
import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData, JsonBody } from './contract'
import { ApiError, isEnvelope, unwrapEnvelope } from './envelope'
import { NO_ERROR_TOAST, NO_LOADING } from './requestFlags'

/**
 * Invoices (发票) beside the engine's list and export: the orders a customer's invoice may cover and her buyer
 * details, issuing, one invoice, its red letter and its PDF. The list itself is the generic page's.
 */

export type Invoice = AnswerData<'/api/hm-finance/invoice/detail'>
export type InvoiceableOrder = AnswerData<'/api/hm-finance/invoice/orders'>[number]
export type InvoiceBuyerDefaults = AnswerData<'/api/hm-finance/invoice/buyer'>
export type InvoiceSubmission = JsonBody<'/api/hm-finance/invoice/issue'>
export type RedLetterSubmission = JsonBody<'/api/hm-finance/invoice/red'>

/** GET orders: the customer's settled orders no live invoice covers (no overlay: the dialog waits). */
export const fetchInvoiceableOrders = (customerId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/invoice/orders', { params: { query: { customerId } }, headers: NO_LOADING }),
  )

/** GET buyer: the buyer block as the customer's record fills it. */
export const fetchInvoiceBuyer = (customerId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/invoice/buyer', { params: { query: { customerId } }, headers: NO_LOADING }),
  )

/** GET detail: one invoice with its orders, steps and trail. */
export const fetchInvoice = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/invoice/detail', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST issue: the dialog shows a refusal under its field itself (no toast). */
export const issueInvoice = (body: InvoiceSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/invoice/issue', { body, headers: NO_ERROR_TOAST }))

/** POST red: the red-letter invoice voiding one; a refusal shows under its field (no toast). */
export const redLetterInvoice = (body: RedLetterSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/invoice/red', { body, headers: NO_ERROR_TOAST }))

/** GET pdf: the invoice as the lab records it. */
export const fetchInvoicePdf = (id: string) =>
  requestBlob(`/api/hm-finance/invoice/pdf?${new URLSearchParams({ id })}`)

/** A refused invoice: the message, and the field the server names (`data.field`), if any. */
export type InvoiceRefusal = { message: string; field: string | null }

/** The refusal a failed issue or red letter carries (400/403/409 with its message), or null otherwise. */
export function invoiceRefusalOf(error: unknown): InvoiceRefusal | null {
  if (!(error instanceof ApiError) || !isEnvelope(error.body) || !error.message) return null
  if (error.status !== 400 && error.status !== 403 && error.status !== 409) return null
  const data = (error.body as { data?: unknown }).data
  const field =
    typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string'
      ? data.field
      : null
  return { message: error.message, field }
}

/** Query key factory of invoices. */
export const invoiceQueries = {
  all: () => ['invoice'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'detail', id] as const,
      queryFn: () => fetchInvoice(id),
    }),
  orders: (customerId: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'orders', customerId] as const,
      queryFn: () => fetchInvoiceableOrders(customerId),
      // Orders are settled and invoiced by other people: offered fresh every time.
      staleTime: 0,
    }),
  buyer: (customerId: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'buyer', customerId] as const,
      queryFn: () => fetchInvoiceBuyer(customerId),
      staleTime: 0,
    }),
}
