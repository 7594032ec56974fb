import { useMemo, useSyncExternalStore } from 'react'
import { useLiveValue } from '@/app/offline/useLiveValue'
import {
  currentSyncProgress,
  EMPTY_OUTBOX,
  observeOutbox,
  onSyncProgress,
  type OutboxSummary,
  type SyncProgress,
} from '@/offline'

/** The photo being uploaded now, as a fraction of its bytes. */
export type UploadState = { photoId: string; fraction: number }

export type SyncState = { outbox: OutboxSummary; progress: SyncProgress; upload: UploadState | null }

/**
 * The outbox of a user, counted in drafts from the device (live: this tab's, other tabs' and the worker's
 * sending), and what this tab's run is doing (the photo on its way).
 */
export function useSyncState(ownerKey: string | null): SyncState {
  const observable = useMemo(() => (ownerKey ? observeOutbox(ownerKey) : null), [ownerKey])
  const outbox = useLiveValue(observable, EMPTY_OUTBOX)
  const progress = useSyncExternalStore(onSyncProgress, currentSyncProgress)
  const upload = progress.upload
    ? {
        photoId: progress.upload.photoId,
        fraction: progress.upload.total > 0 ? Math.min(1, progress.upload.loaded / progress.upload.total) : 0,
      }
    : null
  return { outbox, progress, upload }
}
