import { ApiError } from '@/api/envelope'
import { isOffline, nextNetworkState, type NetworkEvent, type NetworkState } from './networkState'

/**
 * The app's network state (networkState.ts) as a store: fed by the browser's online/offline events, by the
 * query client's answers and failures (queryClient.ts) and by the outbox's requests (outboxRunner.ts); read
 * by the offline banner, the sync panel and TanStack Query's onlineManager (onlineBridge.ts).
 */

/** A cheap public GET (HEAD) of the server: any status means it is reachable. Never cached by the worker. */
const PROBE_URL = '/api/openapi.json'

let state: NetworkState = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverUnreachable: false,
  retryAt: null,
}
const listeners = new Set<() => void>()
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeAt: number | null = null

function dispatch(event: NetworkEvent): void {
  const next = nextNetworkState(state, event, Date.now())
  if (next === state) return
  state = next
  followWithProbe()
  for (const listener of listeners) listener()
}

/** Asks the server at `retryAt` while it seems unreachable but the browser is online. */
function followWithProbe(): void {
  if (state.retryAt === probeAt) return
  clearTimeout(probeTimer)
  probeTimer = undefined
  probeAt = state.retryAt
  if (probeAt === null) return
  probeTimer = setTimeout(
    () => {
      probeTimer = undefined
      fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' }).then(
        () => dispatch({ type: 'request-answered' }),
        () => dispatch({ type: 'probe-failed' }),
      )
    },
    Math.max(0, probeAt - Date.now()),
  )
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

/** The outbox reports each of its requests here: answered (any status) or not (no network, timeout). */
export function reportServerReach(answered: boolean): void {
  dispatch({ type: answered ? 'request-answered' : 'request-failed' })
}

/**
 * Calls `listener` whenever the server answers again after it could not be reached while the browser was
 * online (the browser's own return is its online event, which the outbox follows already). Returns the stop
 * function.
 */
export function followReachable(listener: () => void): () => void {
  let before = state
  return subscribeNetworkState(() => {
    const after = state
    if (before.browserOnline && before.serverUnreachable && after.browserOnline && !after.serverUnreachable)
      listener()
    before = after
  })
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
