/**
 * In-page signals of the outbox: "something was queued" (so the runner starts at once) and what this tab's
 * run is doing (bytes of the photo being uploaded change too often to go through IndexedDB). How many drafts
 * are sent and left is read from the device's database (outbox.ts), which every tab and the worker share.
 */

export type SyncProgress = {
  /** Whether a run is sending now (in this tab). */
  running: boolean
  /** The upload under way: which photo, bytes sent and its size. */
  upload: { entryId: string; photoId: string; loaded: number; total: number } | null
}

export const IDLE_PROGRESS: SyncProgress = { running: false, upload: null }

let progress: SyncProgress = IDLE_PROGRESS
const progressListeners = new Set<(value: SyncProgress) => void>()
const queuedListeners = new Set<() => void>()

export function setSyncProgress(next: SyncProgress): void {
  progress = next
  for (const listener of progressListeners) listener(progress)
}

export const currentSyncProgress = (): SyncProgress => progress

export function onSyncProgress(listener: (value: SyncProgress) => void): () => void {
  progressListeners.add(listener)
  return () => progressListeners.delete(listener)
}

export function notifyOutboxChanged(): void {
  for (const listener of queuedListeners) listener()
}

export function onOutboxChanged(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}
