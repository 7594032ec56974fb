import { columnSettingsKey } from '../domain/constants'
import { columnLayoutKey } from './columnLayouts'
import { offlineDb, type ColumnLayoutRow } from './db'

/**
 * Column layouts that earlier versions kept in localStorage, under `search-{resCode}` (one set for everyone
 * on the device), with the user they had last been put back for under LEGACY_LAYOUTS_OWNER_KEY. They are
 * moved into the offline database once, filed under that user, so nobody loses a layout; nothing writes
 * those keys any more. The move happens before the signed-in user's layouts are first read.
 */

const LEGACY_PREFIX = columnSettingsKey('')

export const LEGACY_LAYOUTS_OWNER_KEY = 'metrodesk.column-layouts.owner'

/** localStorage, or null where there is none (the service worker) or the browser refuses it. */
function legacyStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The text as a layout to keep: saved layouts are JSON objects; anything else was never applied. */
function layoutOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * Moves the layouts left in localStorage into the offline database and deletes them there. They are filed
 * under the user they were last put back for or, when none was recorded (a version before per-user layouts),
 * under `signedIn`: on that device they were hers. In the database they replace what it held: localStorage
 * was the copy the tables wrote. Should the database refuse the write, the keys stay for the next start.
 */
export async function carryOverLocalLayouts(signedIn: string): Promise<void> {
  const storage = legacyStorage()
  if (!storage) return
  const keys = Object.keys(storage).filter((key) => key.startsWith(LEGACY_PREFIX))
  if (keys.length === 0) {
    storage.removeItem(LEGACY_LAYOUTS_OWNER_KEY)
    return
  }
  const owner = storage.getItem(LEGACY_LAYOUTS_OWNER_KEY) ?? signedIn
  const now = Date.now()
  const rows: ColumnLayoutRow[] = []
  for (const key of keys) {
    const layout = layoutOf(storage.getItem(key) ?? '')
    if (layout) {
      rows.push({
        key: columnLayoutKey(owner, key.slice(LEGACY_PREFIX.length)),
        value: layout,
        cachedAt: now,
      })
    }
  }
  await offlineDb().columnLayouts.bulkPut(rows)
  for (const key of keys) storage.removeItem(key)
  storage.removeItem(LEGACY_LAYOUTS_OWNER_KEY)
}
