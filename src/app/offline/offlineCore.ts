import type { LiveValue } from '@/offline'
import { afterFirstPaint } from '@/app/startup/afterFirstPaint'

/**
 * The offline layer (src/offline: Dexie, the outbox) loaded on first use. The shell's first download stays
 * without it (about 40 KB gzip, Dexie included): the sign-in page never needs it, and the shell paints before
 * the database opens. The worker precaches the chunk, so it loads offline too. Modules of src/app import
 * '@/offline' only through here (or from modules that are themselves loaded lazily, offlineServices.ts).
 */
export function loadOfflineCore() {
  return import('@/offline')
}

export type OfflineCore = Awaited<ReturnType<typeof loadOfflineCore>>

/** A live value of the offline layer, subscribed once the layer has loaded (for useLiveValue). */
export function lazyLiveValue<T>(make: (core: OfflineCore) => LiveValue<T>): LiveValue<T> {
  return {
    subscribe(next) {
      let closed = false
      let subscription: { unsubscribe: () => void } | undefined
      // Not before the first screen is painted: the layer (Dexie) is parsed and the database opened after it.
      afterFirstPaint(() => {
        if (closed) return
        loadOfflineCore().then(
          (core) => {
            if (!closed) subscription = make(core).subscribe(next)
          },
          // The chunk could not load (an old tab after a deployment): no value, as when IndexedDB is refused.
          () => undefined,
        )
      })
      return {
        unsubscribe() {
          closed = true
          subscription?.unsubscribe()
        },
      }
    },
  }
}
