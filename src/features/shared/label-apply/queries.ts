import { queryOptions } from '@tanstack/react-query'
import {
  fetchAllCustomers,
  fetchLabelApplication,
  fetchLabelCandidates,
  type LabelCandidateFilter,
} from '@/api/labelApply'

/** How many instruments the picker shows at once; the search narrows a longer list. */
export const CANDIDATE_PAGE_SIZE = 100

export const labelApplyQueries = {
  all: () => ['label-apply'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...labelApplyQueries.all(), 'detail', id],
      queryFn: () => fetchLabelApplication(id),
    }),
  candidates: (filter: LabelCandidateFilter, precise: boolean) =>
    queryOptions({
      queryKey: [...labelApplyQueries.all(), 'candidates', filter, precise],
      queryFn: () =>
        fetchLabelCandidates({ current: 1, size: CANDIDATE_PAGE_SIZE, precise: precise ? '1' : '0' }, filter),
    }),
  customers: () =>
    queryOptions({
      queryKey: [...labelApplyQueries.all(), 'customers'],
      queryFn: () => fetchAllCustomers(),
      staleTime: 60_000,
    }),
}
