import type { DictEntry } from '@/api/startup'
import { createPersistedStore } from './persistedStore'

/**
 * The start-up dictionary cache (spec §7: "the first 999 dictionary entries, stored locally"), kept in
 * localStorage so labels show at once on the next start, offline included.
 */
const isEntryList = (value: unknown): value is DictEntry[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as DictEntry).code === 'string' &&
      typeof (entry as DictEntry).dictKey === 'string',
  )

export const dictionaryStore = createPersistedStore<DictEntry[]>('metrodesk.dictionary', isEntryList, [])
