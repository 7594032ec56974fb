import type { QueryClient } from '@tanstack/react-query'
import { startLiveChannel } from '../live-channel/startLiveChannel'
import { startColumnLayoutStore } from '../offline/columnLayoutStore'
import { startStoragePersistence } from '../offline/storagePersistence'
import { afterFirstPaint } from '../startup/afterFirstPaint'

/**
 * What only a signed-in person's app runs, loaded with her first session (never on the sign-in page): the
 * live channel, persistent storage for her drafts, her tables' column layouts (asked for at once, so a table
 * opened on a reload shows her layout, not the default, in its first frames; the store's own chunk loads
 * beside the page), and, once the screen is painted, the offline database's copies of the reference data and
 * the outbox runner (their chunk holds Dexie).
 */
export function startSignedInServices(queryClient: QueryClient): void {
  startLiveChannel()
  startStoragePersistence()
  startColumnLayoutStore()
  afterFirstPaint(() =>
    import('../offline/offlineServices').then(
      (services) => services.startOfflineCoreServices(queryClient),
      // The chunk could not load (a tab left open across a deployment): the app works on without them.
      () => undefined,
    ),
  )
}
