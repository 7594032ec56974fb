import { useMemo, useState } from 'react'
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { fetchResourcePage } from '@/api/resources'
import { PAGE_SIZE_DEFAULT } from '@/domain/constants'
import type { ResourceDeclaration, SearchCondition, SearchPayload } from '@/domain/resources'
import { initialSearchState, toSearchPayload, type SearchState } from '@/ui/search/state'
import { withConditions, withSort, type SortState } from './payload'

/** Query key prefix of a resource's lists; writes invalidate it. */
export const resourceListKey = (code: string) => ['resource', code, 'page'] as const

/** What a list asks the server for: the searched conditions, the page's fixed ones, the sort. */
const listPayload = (
  resource: ResourceDeclaration,
  searched: SearchState,
  fixed: readonly SearchCondition[],
  sort: SortState,
): SearchPayload => withSort(withConditions(toSearchPayload(resource, searched), fixed), sort)

/** One page of a resource's list, as the list page asks for it. */
function resourcePageQuery(
  resource: ResourceDeclaration,
  payload: SearchPayload,
  page: number,
  pageSize: number,
  run: number,
) {
  return queryOptions({
    queryKey: [...resourceListKey(resource.code), payload, page, pageSize, run],
    queryFn: () => fetchResourcePage(resource, payload, { current: page, size: pageSize }),
  })
}

/**
 * Asks for the page a resource's list opens with (its first page, nothing searched yet) before the list is
 * shown: on the intent to open it, its rows then arrive while its code loads and renders. Never throws.
 */
export function prefetchResourceList(
  client: QueryClient,
  resource: ResourceDeclaration,
  fixed: readonly SearchCondition[] = [],
): Promise<void> {
  const payload = listPayload(resource, initialSearchState(resource), fixed, null)
  return client.prefetchQuery(resourcePageQuery(resource, payload, 1, PAGE_SIZE_DEFAULT, 0))
}

/**
 * The list state of a resource page: what is typed in the search bar (`state`), what was last searched
 * (`submitted`: typing does not reload the table, 查询 does), paging and sort, and the page query itself.
 */
export function useResourceList(resource: ResourceDeclaration, fixed: readonly SearchCondition[] = []) {
  const [state, setState] = useState<SearchState>(() => initialSearchState(resource))
  const [submitted, setSubmitted] = useState<SearchState>(state)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT)
  const [sort, setSort] = useState<SortState>(null)
  // 查询 always asks the server again, even for the conditions of a cached answer: records change.
  const [run, setRun] = useState(0)

  const payload = useMemo(
    () => listPayload(resource, submitted, fixed, sort),
    [resource, submitted, fixed, sort],
  )
  const query = useQuery({
    ...resourcePageQuery(resource, payload, page, pageSize, run),
    placeholderData: keepPreviousData,
  })

  return {
    state,
    setState,
    payload,
    query,
    page,
    pageSize,
    sort,
    search: (next: SearchState) => {
      setState(next)
      setSubmitted(next)
      setPage(1)
      setRun((count) => count + 1)
    },
    reset: () => {
      const initial = initialSearchState(resource)
      setState(initial)
      setSubmitted(initial)
      setPage(1)
      setSort(null)
      setRun((count) => count + 1)
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size)
      setPage(1)
    },
    setSort: (next: SortState) => {
      setSort(next)
      setPage(1)
    },
  }
}
