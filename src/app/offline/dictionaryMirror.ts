import type { DictEntry } from '@/api/startup'
import { loadOfflineCore } from './offlineCore'

/**
 * The start-up dictionary (the first 999 entries, spec §7) in the offline database, per tenant. The shell
 * keeps it in localStorage too (startup/dictionaryStore.ts); this copy is the fallback when that one is gone
 * (an offline start after the browser cleared localStorage, or after a sign-out).
 */

/** Best effort: no IndexedDB (private mode) only means no offline copy. */
export function mirrorDictionary(tenantId: string, entries: readonly DictEntry[]): void {
  loadOfflineCore()
    .then((core) => core.cacheDictionaries(tenantId, entries))
    .catch(() => undefined)
}

const isEntry = (value: unknown): value is DictEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DictEntry).code === 'string' &&
  typeof (value as DictEntry).dictKey === 'string'

/** The tenant's cached entries, or null when there are none (or they are not entries). */
export async function mirroredDictionary(tenantId: string): Promise<DictEntry[] | null> {
  const entries = await loadOfflineCore()
    .then((core) => core.cachedDictionaries(tenantId))
    .catch(() => null)
  return entries && entries.length > 0 && entries.every(isEntry) ? entries : null
}
