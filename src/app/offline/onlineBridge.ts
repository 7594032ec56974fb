import { onlineManager } from '@tanstack/react-query'
import { isAppOffline, subscribeNetworkState } from './networkStatus'

/**
 * TanStack Query's idea of "online" is the app's (networkStatus.ts), not the browser's events alone. Left
 * to itself it starts online whatever navigator.onLine says (a reload offline then retries every query until
 * it fails) and never hears that the server stopped answering. Following the app's state, queries that
 * cannot reach the server pause their retries (keeping their data) and go on when it answers again.
 */
export function bridgeOnlineManager(): void {
  onlineManager.setEventListener((setOnline) => {
    const follow = () => setOnline(!isAppOffline())
    follow()
    return subscribeNetworkState(follow)
  })
}
