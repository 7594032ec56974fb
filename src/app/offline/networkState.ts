/**
 * Whether the app can reach its server, as plain data (the banner and the unit tests read the same rules).
 * The browser's online flag alone is not enough: a tablet on a captive or dead Wi-Fi says "online" while
 * every call fails. So a call that failed for network reasons (a query's, or the outbox's) marks the server
 * unreachable until any answer arrives again (or the browser reports going online); meanwhile the server is
 * asked every PROBE_INTERVAL_MS whether it answers, and `retryAt` says when it is asked next.
 */
export type NetworkState = {
  /** navigator.onLine, kept up to date by the online/offline events. */
  browserOnline: boolean
  /** A call failed without an answer (network error or timeout) and no answer has arrived since. */
  serverUnreachable: boolean
  /** While the server is unreachable and the browser online: when it is asked again (epoch ms). */
  retryAt: number | null
}

/** What the user is told: online, the browser offline, or online but the server does not answer. */
export type Connection = 'online' | 'offline' | 'unreachable'

/** While the server seems unreachable, it is asked this often whether it answers again. */
export const PROBE_INTERVAL_MS = 20_000

export type NetworkEvent =
  | { type: 'browser-online' }
  | { type: 'browser-offline' }
  /** A call got no answer at all (network error, timeout). */
  | { type: 'request-failed' }
  /** A call got an answer, whatever its status: the server is reachable. */
  | { type: 'request-answered' }
  /** The server was asked whether it answers again, and did not. */
  | { type: 'probe-failed' }

export function nextNetworkState(state: NetworkState, event: NetworkEvent, now: number): NetworkState {
  switch (event.type) {
    case 'browser-online':
      // The connection changed: give the server a new chance instead of keeping an old failure.
      return { browserOnline: true, serverUnreachable: false, retryAt: null }
    case 'browser-offline':
      // Nothing is asked while the browser has no network; its online event is the next chance.
      return state.browserOnline || state.retryAt !== null
        ? { ...state, browserOnline: false, retryAt: null }
        : state
    case 'request-failed':
      if (state.serverUnreachable) return state
      return {
        ...state,
        serverUnreachable: true,
        retryAt: state.browserOnline ? now + PROBE_INTERVAL_MS : null,
      }
    case 'request-answered':
      return state.serverUnreachable ? { ...state, serverUnreachable: false, retryAt: null } : state
    case 'probe-failed':
      if (!state.serverUnreachable || !state.browserOnline) return state
      return { ...state, retryAt: now + PROBE_INTERVAL_MS }
  }
}

/** Whether the app works offline now (what the banner shows). */
export const isOffline = (state: NetworkState): boolean => !state.browserOnline || state.serverUnreachable

export const connectionOf = (state: NetworkState): Connection =>
  !state.browserOnline ? 'offline' : state.serverUnreachable ? 'unreachable' : 'online'
