import { useSyncExternalStore } from 'react'
import { isOffline } from './networkState'
import { getNetworkState, subscribeNetworkState } from './networkStatus'

/** Whether the app is offline now (browser offline, or the server stopped answering); re-renders on change. */
export function useIsOffline(): boolean {
  return isOffline(useSyncExternalStore(subscribeNetworkState, getNetworkState))
}
