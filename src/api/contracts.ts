import { queryOptions } from '@tanstack/react-query'
import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData, JsonBody } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_ERROR_TOAST, NO_LOADING } from './requestFlags'

/**
 * Contracts (合同) beside the engine's list and export: one contract with its lines and what its orders used,
 * the form's save, a contract from a reviewed quote, termination with its trail, the printed contract; and an
 * order's charges as the bill dialog edits them (its contract, each item's reduction).
 */

export type Contract = AnswerData<'/api/hm-finance/contract/detail'>
export type ContractLine = Contract['lines'][number]
export type ContractSubmission = JsonBody<'/api/hm-finance/contract/submit'>
export type ContractLineSubmission = NonNullable<ContractSubmission['lines']>[number]
export type ContractWorkflow = AnswerData<'/api/hm-finance/contract/workflow'>
export type OrderCharges = AnswerData<'/api/hm-finance/bill/charges'>
export type OrderChargeItem = OrderCharges['items'][number]
export type ReductionSubmission = JsonBody<'/api/hm-finance/bill/reduction'>

export const fetchContract = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/contract/detail', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST submit: the editor shows a refusal under its field itself (no toast). */
export const submitContract = (body: ContractSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/contract/submit', { body, headers: NO_ERROR_TOAST }))

/** POST from-quote: a list contract from a reviewed quote; a refusal is the request layer's toast. */
export const contractFromQuote = (quoteId: string) =>
  unwrapEnvelope(api.POST('/api/hm-finance/contract/from-quote', { body: { quoteId } }))

export const terminateContract = (id: string, reason: string) =>
  unwrapEnvelope(api.POST('/api/hm-finance/contract/terminate', { body: { id, reason } }))

export const fetchContractWorkflow = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/contract/workflow', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** GET pdf: the contract as the parties sign it. */
export const fetchContractPdf = (id: string) =>
  requestBlob(`/api/hm-finance/contract/pdf?${new URLSearchParams({ id })}`)

export const fetchOrderCharges = (orderId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/bill/charges', { params: { query: { orderId } }, headers: NO_LOADING }),
  )

/** POST bill/contract: names a contract on the order (or none); a refusal is a toast. */
export const setOrderContract = (orderId: string, contractId: string | null) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/contract', { body: { orderId, contractId } }))

/** POST bill/reduction: an item's reduction; the row shows a refusal itself (no toast). */
export const setItemReduction = (body: ReductionSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/bill/reduction', { body, headers: NO_ERROR_TOAST }))

/** Query key factory of contracts (STYLE: no string keys scattered around). */
export const contractQueries = {
  all: () => ['contract'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'detail', id] as const,
      queryFn: () => fetchContract(id),
    }),
  workflow: (id: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'workflow', id] as const,
      queryFn: () => fetchContractWorkflow(id),
    }),
  charges: (orderId: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'charges', orderId] as const,
      queryFn: () => fetchOrderCharges(orderId),
      staleTime: 0,
    }),
}
