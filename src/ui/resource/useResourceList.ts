import { useMemo, useState } from 'react'
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { fetchResourcePage } from '@/api/resources'
import { PAGE_SIZE_DEFAULT } from '@/domain/constants'
import type { ResourceDeclaration, SearchCondition, SearchPayload } from '@/domain/resources'
import { initialSearchState, toSearchPayload, type SearchState } from '@/ui/search/state'
import {
  decodeListAddress,
  encodeListAddress,
  listAddressOf,
  withListAddress,
  type ListAddress,
} from './listAddress'
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
 * What was searched, the page, its size and the sort live in the page's address (listAddress.ts); each
 * change is a step of the browser's history.
 */
export function useResourceList(resource: ResourceDeclaration, fixed: readonly SearchCondition[] = []) {
  const navigate = useNavigate()
  const raw = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => JSON.stringify(listAddressOf(search, resource.code) ?? null),
  })
  const address = useMemo(() => decodeListAddress(resource, JSON.parse(raw) as unknown), [resource, raw])
  const { searched: submitted, page, pageSize, sort } = address
  const [state, setState] = useState<SearchState>(submitted)
  // The address changed under the bar (the back button, a link): the bar shows what is searched now.
  const [shown, setShown] = useState(raw)
  if (shown !== raw) {
    setShown(raw)
    setState((current) => ({ ...submitted, expanded: current.expanded }))
  }
  // 查询 always asks the server again, even for the conditions of a cached answer: records change.
  const [run, setRun] = useState(0)

  const go = (next: Partial<ListAddress>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) =>
        withListAddress(previous, resource.code, encodeListAddress(resource, { ...address, ...next })),
    })
  /**
   * 查询 and 重置: a new search changes the address, and its rows are asked for then; the same search again
   * asks the server again (records change) without a step in the history.
   */
  const searchAgain = (next: Partial<ListAddress>) => {
    const same =
      JSON.stringify(encodeListAddress(resource, { ...address, ...next }) ?? null) ===
      JSON.stringify(encodeListAddress(resource, address) ?? null)
    if (same) setRun((count) => count + 1)
    else go(next)
  }

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
      searchAgain({ searched: next, page: 1 })
    },
    reset: () => {
      const initial = initialSearchState(resource)
      setState(initial)
      searchAgain({ searched: initial, page: 1, sort: null })
    },
    setPage: (next: number) => go({ page: next }),
    setPageSize: (size: number) => go({ pageSize: size, page: 1 }),
    setSort: (next: SortState) => go({ sort: next, page: 1 }),
  }
}
