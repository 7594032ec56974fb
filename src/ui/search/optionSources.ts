import { queryOptions } from '@tanstack/react-query'
import { isEnvelope } from '@/api/envelope'
import { NO_LOADING } from '@/api/requestFlags'
import { send } from '@/api/transport'
import {
  encodeSearchParam,
  endpointsOf,
  type ResourceDeclaration,
  type SearchPayload,
} from '@/domain/resources'

/**
 * Where the search widgets get their options from the server: a tree endpoint, the region tree, and the
 * records of another resource (a lookup). Every call goes through the one request layer (send) without the
 * loading overlay: options load behind a widget the user is already looking at.
 */

/** How many records a lookup select lists per search. */
export const LOOKUP_PAGE_SIZE = 20
/** The region tree of a search field: provinces, cities and districts (streets are the form picker's). */
export const REGION_TREE_URL = '/csApi/blade-expand/region/tree?depth=3'

export type LookupOption = { value: string; label: string }

async function envelopeData(request: Request): Promise<unknown> {
  const response = await send(request)
  const body: unknown = await response.json()
  return isEnvelope(body) && 'data' in body ? body.data : undefined
}

const jsonRequest = (url: string, method: 'GET' | 'POST', body?: unknown) =>
  new Request(url, {
    method,
    credentials: 'include',
    headers: { ...NO_LOADING, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const fetchTreeNodes = (url: string, method: 'GET' | 'POST') => envelopeData(jsonRequest(url, method))

const recordOption = (resource: ResourceDeclaration, row: unknown): LookupOption | undefined => {
  if (typeof row !== 'object' || row === null) return undefined
  const fields = row as Record<string, unknown>
  if (fields.id === undefined || fields.id === null) return undefined
  const title = fields[resource.titleField]
  return {
    value: String(fields.id),
    label: title === undefined || title === null ? String(fields.id) : String(title),
  }
}

/** POST {lookup}.page with the title field LIKE the typed text (the common brief's wire format). */
async function fetchLookupPage(resource: ResourceDeclaration, term: string): Promise<LookupOption[]> {
  const trimmed = term.trim()
  const payload: SearchPayload = {
    searchType: 'N',
    searchParam: encodeSearchParam(
      trimmed ? [{ field: resource.titleField, op: 'LIKE', value: trimmed }] : [],
    ),
  }
  const url = `${endpointsOf(resource).page}?current=1&size=${LOOKUP_PAGE_SIZE}`
  const page = await envelopeData(jsonRequest(url, 'POST', payload))
  const records =
    typeof page === 'object' && page !== null ? (page as { records?: unknown }).records : undefined
  if (!Array.isArray(records)) return []
  return records.map((row) => recordOption(resource, row)).filter((option) => option !== undefined)
}

/** GET {lookup}.detail?id=: the label of a chosen record that is not among the listed ones. */
async function fetchLookupLabel(resource: ResourceDeclaration, id: string): Promise<LookupOption> {
  const url = `${endpointsOf(resource).detail}?id=${encodeURIComponent(id)}`
  const row = await envelopeData(jsonRequest(url, 'GET'))
  return recordOption(resource, row) ?? { value: id, label: id }
}

export const searchOptionQueries = {
  all: () => ['search-options'] as const,
  tree: (url: string, method: 'GET' | 'POST' = 'GET') =>
    queryOptions({
      queryKey: [...searchOptionQueries.all(), 'tree', method, url] as const,
      queryFn: () => fetchTreeNodes(url, method),
      staleTime: 5 * 60_000,
    }),
  lookup: (resource: ResourceDeclaration, term: string) =>
    queryOptions({
      queryKey: [...searchOptionQueries.all(), 'lookup', resource.code, term.trim()] as const,
      queryFn: () => fetchLookupPage(resource, term),
      staleTime: 60_000,
    }),
  lookupLabel: (resource: ResourceDeclaration, id: string) =>
    queryOptions({
      queryKey: [...searchOptionQueries.all(), 'lookup-label', resource.code, id] as const,
      queryFn: () => fetchLookupLabel(resource, id),
      staleTime: 5 * 60_000,
    }),
}
