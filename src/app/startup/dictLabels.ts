import type { DictEntry } from '@/api/startup'
import type { DictOption } from '@/ui/reference/referenceData'

export type { DictOption }

/** The entry's label in a language (zh: dictValue; others: i18n[language], falling back to dictValue). */
export function entryLabel(entry: DictEntry, language: string): string {
  if (language === 'zh') return entry.dictValue
  return entry.i18n[language] || entry.dictValue
}

/** The usable entries of a code in display order; group rows (dictKey -1) are left out. */
export function dictOptions(entries: readonly DictEntry[], code: string, language: string): DictOption[] {
  return entries
    .filter((entry) => entry.code === code && entry.dictKey !== '-1' && entry.isDeleted !== 1)
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => ({ key: entry.dictKey, label: entryLabel(entry, language), sort: entry.sort, entry }))
}
