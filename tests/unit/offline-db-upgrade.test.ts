import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { emptyDraft, type StoredDraftRecord } from '@/domain/registration/draft'
import { OFFLINE_DB_NAME, offlineDb, selectOfflineDatabase } from '@/offline/db'
import { readDraft } from '@/offline/drafts'

/*
 * A tablet last opened with the version of the app whose database was at version 1 gets the current code: the
 * drafts it holds are brought up when the database opens (src/offline/db.ts, version 2).
 */

/** The database exactly as version 1 declared it. */
function versionOne(name: string) {
  const db = new Dexie(name)
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
  return db
}

const olderRecord = (id: string, bussinessType: string): StoredDraftRecord => {
  const { enterType: _type, affix: _affix, scanBusinessId: _scan, ...rest } = emptyDraft(id)
  return { ...rest, enterName: '旧版客户', bussinessType }
}

const stored = (id: string, bussinessType: string, syncState: string) => ({
  id,
  ownerKey: '100001:u1',
  tenantId: '100001',
  record: olderRecord(id, bussinessType),
  photos: [],
  signature: null,
  syncState,
  message: null,
  problems: [],
  answer: null,
  createdAt: 0,
  updatedAt: 0,
})

describe('the offline database, version 1 → 2', () => {
  it("brings the old drafts' records up; a sent one stays as it was sent", async () => {
    const name = `${OFFLINE_DB_NAME}-upgrade-${Math.random()}`
    const old = versionOne(name)
    await old.table('drafts').bulkAdd([stored('d1', '3', 'waiting'), stored('d2', '4', 'sent')])
    old.close()

    selectOfflineDatabase(name)
    expect((await readDraft('d1'))?.record).toMatchObject({
      enterName: '旧版客户',
      enterType: '3',
      bussinessType: '1',
      affix: null,
      scanBusinessId: null,
    })
    const sent = (await readDraft('d2'))?.record as StoredDraftRecord | undefined
    expect(sent?.bussinessType).toBe('4')
    expect(sent && 'enterType' in sent).toBe(false)
    expect(offlineDb().verno).toBe(2)
  })
})
