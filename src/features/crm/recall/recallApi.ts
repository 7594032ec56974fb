import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import type { AnswerData, QueryOf } from '@/api/contract'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_LOADING } from '@/api/requestFlags'
import { fetchResourceDetail } from '@/api/resources'
import { customers } from '@/domain/resources'

/** GET /api/crm/recall/page: the customer instruments falling due or overdue, soonest first. */
export type RecallPage = AnswerData<'/api/crm/recall/page'>
export type RecallRow = RecallPage['records'][number]
export type RecallQuery = QueryOf<'/api/crm/recall/page', 'get'>

/** The list shows its previous page while the next loads, so no loading overlay. */
const fetchRecallPage = (query: RecallQuery) =>
  unwrapEnvelope(api.GET('/api/crm/recall/page', { params: { query }, headers: NO_LOADING }))

export const recallQueries = {
  all: () => ['recall'] as const,
  lists: () => [...recallQueries.all(), 'list'] as const,
  list: (query: RecallQuery) =>
    queryOptions({
      queryKey: [...recallQueries.lists(), query] as const,
      queryFn: () => fetchRecallPage(query),
      placeholderData: keepPreviousData,
    }),
  /** The customer's record: its address, which the recall row does not carry, for a pickup booking. */
  customer: (id: string) =>
    queryOptions({
      queryKey: [...recallQueries.all(), 'customer', id] as const,
      queryFn: () => fetchResourceDetail(customers, id),
      staleTime: 60_000,
    }),
}
