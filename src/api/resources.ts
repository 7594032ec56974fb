import { endpointsOf, type ResourceDeclaration, type SearchPayload } from '@/domain/resources'
import type { Envelope } from './envelope'
import { NO_LOADING } from './requestFlags'
import { BLOB_TIMEOUT_MS, send } from './transport'

/**
 * Calls of the resource engine. Their paths come from the declarations at run time (one generic page for
 * every resource), so they go through the request layer directly instead of the path-typed client; the
 * server validates every body against the same declaration.
 */

export type ResourceRecord = { id: string } & Record<string, unknown>

export type ResourcePage = {
  records: ResourceRecord[]
  total: number
  totalCapped?: boolean
  size: number
  current: number
  pages: number
}

const jsonRequest = (url: string, method: 'GET' | 'POST', body?: unknown, headers: HeadersInit = {}) =>
  new Request(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** The request layer has already rejected an error status or an envelope whose code is not 200. */
async function call<T>(request: Request): Promise<T> {
  const response = await send(request)
  return ((await response.json()) as Envelope<T>).data
}

export function fetchResourcePage(
  resource: ResourceDeclaration,
  payload: SearchPayload,
  paging: { current: number; size: number },
  headers?: HeadersInit,
): Promise<ResourcePage> {
  const query = new URLSearchParams({ current: String(paging.current), size: String(paging.size) })
  return call(jsonRequest(`${endpointsOf(resource).page}?${query}`, 'POST', payload, headers))
}

export function fetchResourceDetail(resource: ResourceDeclaration, id: string): Promise<ResourceRecord> {
  return call(jsonRequest(`${endpointsOf(resource).detail}?${new URLSearchParams({ id })}`, 'GET'))
}

export function submitResource(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
): Promise<ResourceRecord> {
  return call(jsonRequest(endpointsOf(resource).submit, 'POST', record))
}

export function removeResources(resource: ResourceDeclaration, ids: readonly string[]): Promise<unknown> {
  return call(
    jsonRequest(`${endpointsOf(resource).remove}?${new URLSearchParams({ ids: ids.join(',') })}`, 'POST'),
  )
}

export type ExportProgress = { bytes: number; rows: number | null }

/**
 * Downloads the .xlsx of every row matching the search. The server streams it; the body is read chunk by
 * chunk so the page can show how far it has got (the row count comes first, in a header).
 */
export async function exportResource(
  resource: ResourceDeclaration,
  payload: SearchPayload & { columns?: string[] },
  onProgress: (progress: ExportProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(jsonRequest(endpointsOf(resource).export, 'POST', payload), BLOB_TIMEOUT_MS)
  const contentType = response.headers.get('content-type') ?? ''
  const rows = Number(response.headers.get('x-total-count') ?? Number.NaN)
  const total = Number.isFinite(rows) ? rows : null
  const chunks: Uint8Array[] = []
  let bytes = 0
  const reader = response.body?.getReader()
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      bytes += value.byteLength
      onProgress({ bytes, rows: total })
    }
  }
  const blob = new Blob(chunks as BlobPart[], { type: contentType })
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? `${resource.code}.xlsx`,
  }
}

/** The file name of a Content-Disposition header, preferring the UTF-8 form (RFC 5987). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (encoded?.[1]) return decodeURIComponent(encoded[1])
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]
}

/**
 * One entry of a record's change history (declarations with `history: true`): the engine's create, update
 * and remove, and the steps modules keep there (a device's state change, a trace result, a new version).
 */
export type RecordHistoryEntry = {
  id: string
  action: string
  changes: { field: string; before: string | null; after: string | null }[]
  reason: string | null
  userName: string | null
  at: string
}

/** GET {base}/history?id=: who changed which fields of a record, when and why, newest first (no overlay). */
export function fetchRecordHistory(resource: ResourceDeclaration, id: string): Promise<RecordHistoryEntry[]> {
  return call(
    jsonRequest(`${resource.base}/history?${new URLSearchParams({ id })}`, 'GET', undefined, NO_LOADING),
  )
}
