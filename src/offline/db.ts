import Dexie, { type EntityTable } from 'dexie'
import {
  upgradeDraftRecord,
  type DraftProblem,
  type RegistrationAnswer,
  type RegistrationDraft,
} from '../domain/registration/draft'

/**
 * The browser's own database (IndexedDB through Dexie). The only place that knows its schema: every table and
 * index is declared here, one `version()` per change, never edited once released (Dexie upgrades a tablet that
 * was last opened weeks ago step by step). The page and the service worker both open it.
 */
export const OFFLINE_DB_NAME = 'metrodesk'

/** Small values: the current owner, the last session's menu and user info, cache stamps. */
export type KeyValueRow = { key: string; value: unknown; updatedAt: number }

/** The start-up dictionary entries of a tenant (spec §7: the first 999), as the server sent them. */
export type DictionaryRow = { tenantId: string; entries: unknown[]; cachedAt: number }

/** The symbol keyboard's lists: 'common' for the tenant, 'person' for one user. */
export type SymbolRow = { key: string; list: unknown[]; cachedAt: number }

/** A saved column layout (spec §3 "Saved column layout"), per user and resource code. */
export type ColumnLayoutRow = { key: string; value: unknown; cachedAt: number }

/** A customer the user looked at, or one of today's appointments (crm_customer as the resource page answers it). */
export type CachedCustomer = {
  id: string
  tenantId: string
  name: string
  /** Lower-case text the offline search matches: name, contact, phones, credit code. */
  searchText: string
  record: Record<string, unknown>
  cachedAt: number
}

export type CachedInstrument = {
  id: string
  tenantId: string
  customerId: string
  name: string
  searchText: string
  record: Record<string, unknown>
  cachedAt: number
}

/** A pickup appointment as GET /api/crm/pickup/list answers it, filed under its lab day (yyyy-MM-dd). */
export type CachedAppointment = {
  id: string
  tenantId: string
  day: string
  record: Record<string, unknown>
  cachedAt: number
}

/** A photo (or the signature) of a draft. The bytes stay in `photos` until the server has them. */
export type LocalPhoto = {
  id: string
  name: string
  type: string
  size: number
  /** The server's file id once uploaded (content-addressed: the same bytes always get the same id). */
  fileId: string | null
}

export type DraftSyncState = 'draft' | 'waiting' | 'sending' | 'sent' | 'attention'

/** A registration draft of one user (spec §3), with its local photos and its sync state. */
export type LocalDraft = {
  id: string
  /** `${tenantId}:${userId}`: whose draft it is. Another user on the same tablet never sees or sends it. */
  ownerKey: string
  tenantId: string
  record: RegistrationDraft
  photos: LocalPhoto[]
  signature: LocalPhoto | null
  syncState: DraftSyncState
  /** The server's message of a refused submission (needs attention). */
  message: string | null
  /** Which field the server's message is about, when it could be told (e.g. "mobile"). */
  problems: DraftProblem[]
  answer: RegistrationAnswer | null
  createdAt: number
  updatedAt: number
}

export type PhotoBlobRow = { id: string; draftId: string; ownerKey: string; blob: Blob }

export type OutboxOperation = 'file.upload' | 'registration.submit'

export type OutboxState = 'waiting' | 'sending' | 'attention'

/**
 * A write waiting for the server. Its id (UUIDv7, so ids sort in creation order) is also the request's
 * Idempotency-Key: a replay after a lost answer gets the first answer back instead of a second order.
 */
export type OutboxEntry = {
  id: string
  ownerKey: string
  tenantId: string
  operation: OutboxOperation
  draftId: string
  /** For file.upload: which photo of the draft ('signature' for the signature). */
  photoId: string | null
  state: OutboxState
  attempts: number
  /** Epoch ms before which a retry waits (backoff); 0 = now. */
  nextAttemptAt: number
  /** The last network or server failure, for the sync panel. */
  lastError: string | null
  /** The server's message when it refused the entry (state attention). */
  message: string | null
  createdAt: number
}

export type OfflineTables = {
  kv: EntityTable<KeyValueRow, 'key'>
  dictionaries: EntityTable<DictionaryRow, 'tenantId'>
  symbols: EntityTable<SymbolRow, 'key'>
  columnLayouts: EntityTable<ColumnLayoutRow, 'key'>
  customers: EntityTable<CachedCustomer, 'id'>
  instruments: EntityTable<CachedInstrument, 'id'>
  appointments: EntityTable<CachedAppointment, 'id'>
  drafts: EntityTable<LocalDraft, 'id'>
  photos: EntityTable<PhotoBlobRow, 'id'>
  outbox: EntityTable<OutboxEntry, 'id'>
}

export type OfflineDatabase = Dexie & OfflineTables

function openDatabase(name: string): OfflineDatabase {
  const db = new Dexie(name) as OfflineDatabase
  // Version 1. Reference data is filed by tenant, so two tenants signing in on one tablet never mix labels.
  db.version(1).stores({
    kv: 'key',
    dictionaries: 'tenantId',
    symbols: 'key',
    columnLayouts: 'key',
    customers: 'id, tenantId, cachedAt',
    instruments: 'id, customerId, tenantId, cachedAt',
    appointments: 'id, [tenantId+day]',
    drafts: 'id, ownerKey, updatedAt',
    photos: 'id, draftId, ownerKey',
    outbox: 'id, ownerKey, draftId, [ownerKey+state]',
  })
  // Version 2: the registration draft gained fields, and its 业务类型 had been asked from the wrong dictionary
  // (upgradeDraftRecord). Drafts already sent are history: they are left as they were sent.
  db.version(2)
    .stores({})
    .upgrade((tx) =>
      tx
        .table<LocalDraft, string>('drafts')
        .toCollection()
        .modify((draft) => {
          if (draft.syncState !== 'sent') draft.record = upgradeDraftRecord(draft.record)
        }),
    )
  return db
}

let database: OfflineDatabase | undefined
let databaseName = OFFLINE_DB_NAME

/** The database, opened on first use (importing this module never touches IndexedDB). */
export function offlineDb(): OfflineDatabase {
  database ??= openDatabase(databaseName)
  return database
}

/** Tests: a fresh database under another name (fake-indexeddb), closing the previous one. */
export function selectOfflineDatabase(name: string): void {
  database?.close()
  database = undefined
  databaseName = name
}
