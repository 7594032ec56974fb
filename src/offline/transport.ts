/**
 * How the outbox talks to the server. The page uses XMLHttpRequest (it reports upload progress); the service
 * worker has only fetch. Both resolve with the status and the parsed body and reject only when the network
 * failed (no answer at all).
 */
export type SyncRequest = {
  url: string
  headers: Record<string, string>
  body: FormData | string
}

export type SyncAnswer = { status: number; body: unknown }

export type SyncTransport = (
  request: SyncRequest,
  onUploadProgress?: (loaded: number, total: number) => void,
) => Promise<SyncAnswer>

/** A request gets this long before it counts as a network failure (a photo on a slow line included). */
export const SYNC_REQUEST_TIMEOUT_MS = 120_000

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export const fetchTransport: SyncTransport = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(SYNC_REQUEST_TIMEOUT_MS),
  })
  return { status: response.status, body: parse(await response.text()) }
}

/**
 * The page's transport. A request under way when the browser goes offline is aborted at once: it would
 * otherwise hang until its timeout, and the sync panel would spin under 当前离线 all that while. The entry
 * then waits like any other that found no network.
 */
export const xhrTransport: SyncTransport = (request, onUploadProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const handleOffline = () => xhr.abort()
    const settle = () => globalThis.removeEventListener('offline', handleOffline)
    xhr.open('POST', request.url)
    xhr.timeout = SYNC_REQUEST_TIMEOUT_MS
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    if (onUploadProgress) xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.total)
    xhr.onload = () => {
      settle()
      resolve({ status: xhr.status, body: parse(xhr.responseText) })
    }
    const fail = (reason: string) => () => {
      settle()
      reject(new TypeError(reason))
    }
    xhr.onerror = fail('network error')
    xhr.ontimeout = fail('timeout')
    xhr.onabort = fail('aborted: the browser went offline')
    globalThis.addEventListener('offline', handleOffline)
    xhr.send(request.body)
  })
