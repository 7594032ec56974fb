import { ApiError } from '@/api/envelope'
import { isOffline, nextNetworkState, type NetworkEvent, type NetworkState } from './networkState'

/**
 * The app's network state (networkState.ts) as a store: fed by the browser's online/offline events and by
 * the query client's answers and failures (queryClient.ts), read by the offline banner (useNetworkStatus).
 */

/** While the server seems unreachable, it is asked this often whether it answers again. */
export const PROBE_INTERVAL_MS = 20_000
/** A cheap public GET (HEAD) of the server: any status means it is reachable. Never cached by the worker. */
const PROBE_URL = '/api/openapi.json'

let state: NetworkState = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverUnreachable: false,
}
const listeners = new Set<() => void>()
let probeTimer: ReturnType<typeof setInterval> | undefined

function dispatch(event: NetworkEvent): void {
  const next = nextNetworkState(state, event)
  if (next === state) return
  state = next
  followWithProbe()
  for (const listener of listeners) listener()
}

/** Asks the server while it seems unreachable but the browser is online; stops once it answers. */
function followWithProbe(): void {
  const probing = state.serverUnreachable && state.browserOnline
  if (!probing) {
    clearInterval(probeTimer)
    probeTimer = undefined
    return
  }
  probeTimer ??= setInterval(() => {
    fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' }).then(
      () => dispatch({ type: 'request-answered' }),
      () => undefined,
    )
  }, PROBE_INTERVAL_MS)
}

export const getNetworkState = (): NetworkState => state

export const isAppOffline = (): boolean => isOffline(state)

export function subscribeNetworkState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A call without an answer (ApiError network or timeout) marks the server unreachable. */
const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError
    ? error.kind === 'network' || error.kind === 'timeout'
    : error instanceof TypeError

/** The query client reports every call's end here (queryClient.ts). */
export function reportRequestOutcome(error: unknown | null): void {
  if (error === null || !isNetworkFailure(error)) dispatch({ type: 'request-answered' })
  else dispatch({ type: 'request-failed' })
}

/** Follows the browser's online/offline events. Returns the stop function. */
export function startNetworkStatus(): () => void {
  const handleOnline = () => dispatch({ type: 'browser-online' })
  const handleOffline = () => dispatch({ type: 'browser-offline' })
  window.addEventListener('online', handleOnline)
  window.addEventListener('offline', handleOffline)
  if (!navigator.onLine) handleOffline()
  return () => {
    window.removeEventListener('online', handleOnline)
    window.removeEventListener('offline', handleOffline)
  }
}
