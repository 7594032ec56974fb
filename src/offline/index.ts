/**
 * The offline layer (DESIGN "Offline"): the Dexie database, the reference cache, the tables' column layouts,
 * registration drafts, the outbox and its runner. No React here: the service worker imports it too.
 * Cookies, localStorage and sessionStorage are webStorage.ts, deliberately not re-exported here: the sign-in
 * page and the public pages import it by its own path so that they do not load Dexie.
 */
export { offlineDb, OFFLINE_DB_NAME } from './db'
export type {
  CachedAppointment,
  CachedCustomer,
  CachedInstrument,
  DraftSyncState,
  LocalDraft,
  LocalPhoto,
  OutboxEntry,
} from './db'
export { currentOwner, ownerKeyOf, setCurrentOwner, type OfflineOwner } from './owner'
export { observeQuery, type LiveValue } from './observe'
export * from './reference'
export { columnLayoutsOf, type ColumnLayoutStore } from './columnLayouts'
export { carryOverLocalLayouts } from './legacyColumnLayouts'
export {
  addPhoto,
  createDraft,
  DraftNotEditableError,
  DraftNotFoundError,
  isEditable,
  observeDraft,
  observeDrafts,
  readDraft,
  readPhotoBlob,
  recordToCheck,
  removeDraft,
  removePhoto,
  saveDraftRecord,
  setSignature,
  SIGNATURE_PHOTO_ID,
  submitDraft,
  type DraftOwner,
  type SubmitResult,
} from './drafts'
export { EMPTY_OUTBOX, observeOutbox, outboxSummary, unsentByOwner, type OutboxSummary } from './outbox'
export { countDrafts, NO_DRAFTS, pendingOf, sendEpisode, type DraftCounts, type SendEpisode } from './tally'
export { currentSyncProgress, IDLE_PROGRESS, onSyncProgress, type SyncProgress } from './signals'
export {
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  runForcing,
  runOutbox,
  type RunForcing,
  type SyncContext,
  type SyncOutcome,
} from './sync'
export { startOutboxSync, SYNC_INTERVAL_MS, type OutboxSync, type OutboxSyncOptions } from './triggers'
export { fetchTransport, xhrTransport, type SyncTransport } from './transport'
