import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { chargeStandards, encodeSearchParam, type SearchPayload } from '@/domain/resources'
import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData, JsonBody } from './contract'
import { ApiError, isEnvelope, unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_ERROR_TOAST, NO_LOADING } from './requestFlags'
import { fetchResourcePage } from './resources'

/**
 * Quotes (报价单) beside the engine's list and export: one quote with its lines and totals, the form's save
 * (the server prices it), the review steps and the printed quote. The list itself is the generic page's.
 */

export type Quote = AnswerData<'/api/hm-finance/quote/detail'>
export type QuoteLine = Quote['lines'][number]
export type QuoteSubmission = JsonBody<'/api/hm-finance/quote/submit'>
export type QuoteLineSubmission = QuoteSubmission['lines'][number]
export type QuoteWorkflow = AnswerData<'/api/hm-finance/quote/workflow'>
export type QuoteAuditRow = QuoteWorkflow['audit'][number]
export type QuoteStep = JsonBody<'/api/hm-finance/quote/transition'>
export type QuoteAction = QuoteStep['action']

/** GET detail: the quote with its lines, totals and the total in capital numerals (no overlay: a dialog waits). */
export const fetchQuote = (id: string) =>
  unwrapEnvelope(api.GET('/api/hm-finance/quote/detail', { params: { query: { id } }, headers: NO_LOADING }))

/** POST submit: creates or changes a quote; the editor shows a refusal under its field itself (no toast). */
export const submitQuote = (body: QuoteSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-finance/quote/submit', { body, headers: NO_ERROR_TOAST }))

/** GET workflow: the quote's audit trail (and the steps the server would take now). */
export const fetchQuoteWorkflow = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/quote/workflow', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST transition: one review step; a refusal is the request layer's toast. */
export const transitionQuote = (step: QuoteStep) =>
  unwrapEnvelope(api.POST('/api/hm-finance/quote/transition', { body: step }))

/** GET pdf: the quote as the customer receives it. */
export const fetchQuotePdf = (id: string) =>
  requestBlob(`/api/hm-finance/quote/pdf?${new URLSearchParams({ id })}`)

/** Where a refusal of the form points: the line (0-based) and the field the server names, and its message. */
export type QuoteRefusal = {
  message: string
  problem: string | null
  line: number | null
  field: string | null
}

/** The refusal a failed save carries (400/409 with `data: { problem, line?, field? }`), or null for other failures. */
export function quoteRefusalOf(error: unknown): QuoteRefusal | null {
  if (!(error instanceof ApiError) || !isEnvelope(error.body)) return null
  if (error.status !== 400 && error.status !== 409) return null
  const data = (error.body as { data?: unknown }).data
  const facts = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return {
    message: error.message,
    problem: typeof facts.problem === 'string' ? facts.problem : null,
    line: typeof facts.line === 'number' ? facts.line : null,
    field: typeof facts.field === 'string' ? facts.field : null,
  }
}

/** How many charge standards the picker lists per search. */
export const STANDARD_PICKER_SIZE = 50

export type ChargeStandardOption = {
  id: string
  instrumentName: string
  specification: string | null
  inspectionType: string | null
  taxon: string | null
  price: string
  unit: string
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The lab's charge standards whose instrument name or specification holds the typed words. */
async function searchChargeStandards(term: string): Promise<ChargeStandardOption[]> {
  const words = term.trim()
  const payload: SearchPayload = {
    searchType: 'N',
    searchParam: encodeSearchParam(words ? [{ field: 'instrumentName', op: 'LIKE', value: words }] : []),
  }
  const page = await fetchResourcePage(
    chargeStandards,
    payload,
    { current: 1, size: STANDARD_PICKER_SIZE },
    BACKGROUND,
  )
  return page.records.map((row) => ({
    id: row.id,
    instrumentName: String(row.instrumentName ?? ''),
    specification: textOrNull(row.specification),
    inspectionType: textOrNull(row.inspectionType),
    taxon: textOrNull(row.taxon),
    price: String(row.price ?? ''),
    unit: String(row.unit ?? ''),
  }))
}

/** Query key factory of quotes (STYLE: no string keys scattered around). */
export const quoteQueries = {
  all: () => ['quote'] as const,
  detail: (id: string) =>
    queryOptions({ queryKey: [...quoteQueries.all(), 'detail', id] as const, queryFn: () => fetchQuote(id) }),
  workflow: (id: string) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'workflow', id] as const,
      queryFn: () => fetchQuoteWorkflow(id),
    }),
  chargeStandards: (term: string) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'charge-standards', term.trim()] as const,
      queryFn: () => searchChargeStandards(term),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
}
