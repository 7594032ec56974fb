import { offlineDb } from './db'

/**
 * The tables' column layouts on this device (spec §3 "Saved column layout"), one per user and resource code:
 * the offline database is the only place a table's layout is kept, so each user of a shared tablet finds her
 * own columns, offline too. A layout is kept as the table gave it; the table fits it to its declaration when
 * it reads it back (a field may have come or gone since).
 */
export type ColumnLayoutStore = {
  /** The layout without waiting: what the store last read or wrote (undefined when it holds none). */
  peek: (resCode: string) => unknown
  read: (resCode: string) => Promise<unknown>
  write: (resCode: string, layout: unknown) => Promise<void>
  remove: (resCode: string) => Promise<void>
}

/** A row's key: `${ownerKey}/${resCode}`. */
export const columnLayoutKey = (ownerKey: string, resCode: string): string => `${ownerKey}/${resCode}`

/**
 * One user's layouts (ownerKey as ownerKeyOf writes it). All of them are read first, in one query, so that
 * a table opened afterwards finds its layout at once (peek) instead of after a read of its own.
 */
export async function columnLayoutsOf(ownerKey: string): Promise<ColumnLayoutStore> {
  const table = offlineDb().columnLayouts
  const prefix = columnLayoutKey(ownerKey, '')
  const rows = await table.where('key').startsWith(prefix).toArray()
  const known = new Map(rows.map((row) => [row.key.slice(prefix.length), row.value]))
  return {
    peek: (resCode) => known.get(resCode),
    async read(resCode) {
      // Another tab of the same user may have changed it since.
      const value = (await table.get(columnLayoutKey(ownerKey, resCode)))?.value
      if (value === undefined) known.delete(resCode)
      else known.set(resCode, value)
      return value
    },
    async write(resCode, layout) {
      known.set(resCode, layout)
      await table.put({ key: columnLayoutKey(ownerKey, resCode), value: layout, cachedAt: Date.now() })
    },
    async remove(resCode) {
      known.delete(resCode)
      await table.delete(columnLayoutKey(ownerKey, resCode))
    },
  }
}
