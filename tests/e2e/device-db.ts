import type { Page } from '@playwright/test'

/**
 * The app's IndexedDB database on the device (metrodesk, src/offline/db.ts), read and changed from a page of
 * the app's origin behind the app's back: what a test checks was kept, or sets up as an older version or a
 * failed try would have left it. One request is one transaction.
 */

type Row = Record<string, unknown>

export type DeviceRequest =
  /** Rows, keys or their count; of an index and one of its keys when given. */
  | { kind: 'all' | 'keys' | 'count'; store: string; index?: string; key?: string }
  | { kind: 'get'; store: string; index?: undefined; key: string }
  /** Writes whole rows, to one store or several at once. */
  | { kind: 'put'; rows: Record<string, Row[]> }
  /** Changes the rows whose fields equal `where`: `patch` merged into the row, or into its field `into`. */
  | { kind: 'patch'; store: string; where: Row; patch: Row; into?: string }

/** The answer of a request, or null when the database has no such store (the app has not opened it yet). */
export function deviceDb(page: Page, request: DeviceRequest): Promise<unknown> {
  return page.evaluate(
    (request) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('metrodesk')
        open.onerror = () => reject(open.error ?? new Error('the device database did not open'))
        open.onsuccess = () => {
          const db = open.result
          const stores = request.kind === 'put' ? Object.keys(request.rows) : [request.store]
          if (!stores.every((store) => db.objectStoreNames.contains(store))) {
            db.close()
            resolve(null)
            return
          }
          const writes = request.kind === 'put' || request.kind === 'patch'
          const tx = db.transaction(stores, writes ? 'readwrite' : 'readonly')
          let answer: unknown = null
          tx.oncomplete = () => {
            db.close()
            resolve(answer)
          }
          tx.onerror = () => {
            db.close()
            reject(tx.error ?? new Error('the device database refused the request'))
          }
          if (request.kind === 'put') {
            for (const [store, rows] of Object.entries(request.rows))
              for (const row of rows) tx.objectStore(store).put(row)
            return
          }
          const store = tx.objectStore(request.store)
          if (request.kind === 'patch') {
            const read = store.getAll()
            read.onsuccess = () => {
              let changed = 0
              for (const row of read.result as Row[]) {
                if (!Object.entries(request.where).every(([field, value]) => row[field] === value)) continue
                const into = request.into
                store.put(
                  into
                    ? { ...row, [into]: { ...(row[into] as Row), ...request.patch } }
                    : { ...row, ...request.patch },
                )
                changed++
              }
              answer = changed
            }
            return
          }
          const source = request.index ? store.index(request.index) : store
          const read =
            request.kind === 'get'
              ? source.get(request.key)
              : request.kind === 'all'
                ? source.getAll(request.key)
                : request.kind === 'keys'
                  ? source.getAllKeys(request.key)
                  : source.count(request.key)
          read.onsuccess = () => {
            answer = read.result ?? null
          }
        }
      }),
    request,
  )
}

/** The rows of a store (of an index's key when given); none before the app made the store. */
export const deviceRows = async <T = Row>(page: Page, store: string, index?: string, key?: string) =>
  ((await deviceDb(page, { kind: 'all', store, index, key })) as T[] | null) ?? []

/** How many rows a store holds (of an index's key when given); 0 before the app made the store. */
export const deviceCount = async (page: Page, store: string, index?: string, key?: string) =>
  ((await deviceDb(page, { kind: 'count', store, index, key })) as number | null) ?? 0

/** One row by key, or null. */
export const deviceRow = async (page: Page, store: string, key: string) =>
  (await deviceDb(page, { kind: 'get', store, key })) as Row | null
