import Dexie from 'dexie'
import { offlineDb, type CachedAppointment, type CachedCustomer, type CachedInstrument } from './db'
import { observeQuery, type LiveValue } from './observe'

/**
 * Reference data kept for offline work: the start-up dictionaries, the symbol lists, the last session's menu
 * and user info, and the customers, instruments and appointments the user has seen. Every write replaces what
 * was cached; nothing here is the source of truth (the server is). Column layouts: columnLayouts.ts.
 */

/** Customers and instruments not looked at for this long are dropped by pruneReference(). */
export const REFERENCE_MAX_AGE_MS = 30 * 24 * 3600_000

// One collator for every sort: localeCompare with a locale builds one per comparison.
const byChineseName = new Intl.Collator('zh-CN')

/** Instruments kept per customer at most (a customer with thousands is picked online). */
export const INSTRUMENTS_PER_CUSTOMER = 2000

export async function cacheDictionaries(tenantId: string, entries: readonly unknown[]): Promise<void> {
  await offlineDb().dictionaries.put({ tenantId, entries: [...entries], cachedAt: Date.now() })
}

export async function cachedDictionaries(tenantId: string): Promise<unknown[] | null> {
  return (await offlineDb().dictionaries.get(tenantId))?.entries ?? null
}

/** key: 'common:<tenant>' for the tenant's symbols, 'person:<ownerKey>' for one user's own. */
export async function cacheSymbols(key: string, list: readonly unknown[]): Promise<void> {
  await offlineDb().symbols.put({ key, list: [...list], cachedAt: Date.now() })
}

export async function cachedSymbols(key: string): Promise<unknown[] | null> {
  return (await offlineDb().symbols.get(key))?.list ?? null
}

/** The last session's menu and user info, per owner. */
export type CachedSession = { menu: unknown; userInfo: unknown }

export async function cacheSession(ownerKey: string, session: CachedSession): Promise<void> {
  await offlineDb().kv.put({ key: `session:${ownerKey}`, value: session, updatedAt: Date.now() })
}

export async function cachedSession(ownerKey: string): Promise<CachedSession | null> {
  const row = await offlineDb().kv.get(`session:${ownerKey}`)
  return (row?.value as CachedSession | undefined) ?? null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const searchTextOf = (record: Record<string, unknown>, fields: readonly string[]) =>
  fields
    .map((field) => text(record[field]))
    .filter(Boolean)
    .join(' ')
    .toLowerCase()

const CUSTOMER_SEARCH_FIELDS = [
  'name',
  'shortName',
  'contactName',
  'contactPhone',
  'mobile',
  'phone',
  'creditCode',
]
const INSTRUMENT_SEARCH_FIELDS = ['name', 'model', 'factoryNumber', 'manufacturer', 'measureRange']

/** Customer records as the resource API answers them (id, name, …). */
export async function cacheCustomers(
  tenantId: string,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  const now = Date.now()
  const rows: CachedCustomer[] = records
    .filter((record) => typeof record.id === 'string')
    .map((record) => ({
      id: record.id as string,
      tenantId,
      name: text(record.name),
      searchText: searchTextOf(record, CUSTOMER_SEARCH_FIELDS),
      record: { ...record },
      cachedAt: now,
    }))
  await offlineDb().customers.bulkPut(rows)
}

/** Instrument records (id, customerId, name, model, factoryNumber, …). */
export async function cacheInstruments(
  tenantId: string,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  const now = Date.now()
  const rows: CachedInstrument[] = records
    .filter((record) => typeof record.id === 'string' && typeof record.customerId === 'string')
    .map((record) => ({
      id: record.id as string,
      tenantId,
      customerId: record.customerId as string,
      name: text(record.name),
      searchText: searchTextOf(record, INSTRUMENT_SEARCH_FIELDS),
      record: { ...record },
      cachedAt: now,
    }))
  await offlineDb().instruments.bulkPut(rows)
}

/** Customers whose name, contact or phone contains every word of the text (all of them when empty). */
export async function searchCachedCustomers(
  tenantId: string,
  query: string,
  limit = 50,
): Promise<CachedCustomer[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return offlineDb()
    .customers.where('tenantId')
    .equals(tenantId)
    .filter((row) => words.every((word) => row.searchText.includes(word)))
    .limit(limit)
    .toArray()
}

export async function cachedCustomer(id: string): Promise<CachedCustomer | null> {
  return (await offlineDb().customers.get(id)) ?? null
}

export async function cachedInstrumentsOf(customerId: string, query = ''): Promise<CachedInstrument[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const rows = await offlineDb()
    .instruments.where('customerId')
    .equals(customerId)
    .filter((row) => words.every((word) => row.searchText.includes(word)))
    .limit(INSTRUMENTS_PER_CUSTOMER)
    .toArray()
  return rows.sort((a, b) => byChineseName.compare(a.name, b.name))
}

/** The appointments of one lab day (yyyy-MM-dd) replace what was cached for that day. */
export async function cacheAppointments(
  tenantId: string,
  day: string,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  const db = offlineDb()
  const now = Date.now()
  await db.transaction('rw', db.appointments, async () => {
    await db.appointments.where('[tenantId+day]').equals([tenantId, day]).delete()
    await db.appointments.bulkPut(
      records
        .filter((record) => typeof record.id === 'string')
        .map((record) => ({ id: record.id as string, tenantId, day, record: { ...record }, cachedAt: now })),
    )
  })
}

export async function cachedAppointments(tenantId: string, day: string): Promise<CachedAppointment[]> {
  return offlineDb().appointments.where('[tenantId+day]').equals([tenantId, day]).toArray()
}

export function observeAppointments(tenantId: string, day: string): LiveValue<CachedAppointment[]> {
  return observeQuery(() => cachedAppointments(tenantId, day))
}

/** Every appointment of the tenant kept on the device, whatever its day (a draft's on-site plan is one). */
export function observeTenantAppointments(tenantId: string): LiveValue<CachedAppointment[]> {
  return observeQuery(() =>
    offlineDb()
      .appointments.where('[tenantId+day]')
      .between([tenantId, Dexie.minKey], [tenantId, Dexie.maxKey])
      .toArray(),
  )
}

/** Drops customers, instruments and appointments not refreshed for REFERENCE_MAX_AGE_MS. */
export async function pruneReference(now = Date.now()): Promise<void> {
  const db = offlineDb()
  const before = now - REFERENCE_MAX_AGE_MS
  await db.customers.where('cachedAt').below(before).delete()
  await db.instruments.where('cachedAt').below(before).delete()
  await db.appointments.filter((row) => row.cachedAt < before).delete()
}
