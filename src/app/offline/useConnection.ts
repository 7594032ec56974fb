import { useSyncExternalStore } from 'react'
import { connectionOf, type Connection } from './networkState'
import { getNetworkState, subscribeNetworkState } from './networkStatus'

export type ConnectionState = {
  connection: Connection
  /** While the server cannot be reached: when the app asks it again (epoch ms). */
  retryAt: number | null
}

/** Online, the browser offline, or the server unreachable (with the next try); re-renders on change. */
export function useConnection(): ConnectionState {
  const state = useSyncExternalStore(subscribeNetworkState, getNetworkState)
  return { connection: connectionOf(state), retryAt: state.retryAt }
}
