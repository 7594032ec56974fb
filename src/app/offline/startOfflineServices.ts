import type { QueryClient } from '@tanstack/react-query'
import { afterFirstPaint } from '@/app/startup/afterFirstPaint'
import { startNetworkStatus } from './networkStatus'
import { registerServiceWorker } from './registerServiceWorker'
import { startStoragePersistence } from './storagePersistence'

/**
 * Everything the page does for offline work (DESIGN "Offline"), started once at start-up after the persisted
 * query cache was restored (queryPersistence.ts): the network state the banner shows, persistent storage and
 * the service worker at once; the copies of the reference data into the offline database and the outbox
 * runner once their chunk (Dexie) has loaded (offlineCore.ts says why it is a chunk of its own).
 */
export function startOfflineServices(queryClient: QueryClient): void {
  startNetworkStatus()
  startStoragePersistence()
  registerServiceWorker()
  // After the first screen is painted: Dexie's chunk is parsed and the mirrors write while the shell already
  // shows, instead of delaying its first frame (offline cold start, issue 5). Pages that need the offline
  // database sooner (pickups, drafts) load it themselves.
  afterFirstPaint(() =>
    import('./offlineServices').then(
      (services) => services.startOfflineCoreServices(queryClient),
      // The chunk could not load (a tab left open across a deployment): the app works on without them.
      () => undefined,
    ),
  )
}
