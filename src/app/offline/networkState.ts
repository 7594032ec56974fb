/**
 * Whether the app can reach its server, as plain data (the banner and the unit tests read the same rules).
 * The browser's online flag alone is not enough: a tablet on a captive or dead Wi-Fi says "online" while
 * every call fails. So a call that failed for network reasons marks the server unreachable until any answer
 * arrives again (or the browser reports going online).
 */
export type NetworkState = {
  /** navigator.onLine, kept up to date by the online/offline events. */
  browserOnline: boolean
  /** A call failed without an answer (network error or timeout) and no answer has arrived since. */
  serverUnreachable: boolean
}

export type NetworkEvent =
  | { type: 'browser-online' }
  | { type: 'browser-offline' }
  /** A call got no answer at all (network error, timeout). */
  | { type: 'request-failed' }
  /** A call got an answer, whatever its status: the server is reachable. */
  | { type: 'request-answered' }

export function nextNetworkState(state: NetworkState, event: NetworkEvent): NetworkState {
  switch (event.type) {
    case 'browser-online':
      // The connection changed: give the server a new chance instead of keeping an old failure.
      return { browserOnline: true, serverUnreachable: false }
    case 'browser-offline':
      return { ...state, browserOnline: false }
    case 'request-failed':
      return state.serverUnreachable ? state : { ...state, serverUnreachable: true }
    case 'request-answered':
      return state.serverUnreachable ? { ...state, serverUnreachable: false } : state
  }
}

/** Whether the app works offline now (what the banner shows). */
export const isOffline = (state: NetworkState): boolean => !state.browserOnline || state.serverUnreachable
