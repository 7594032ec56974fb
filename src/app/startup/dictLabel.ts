import { i18n } from '@lingui/core'
import { dictionaryStore } from './dictionaryStore'
import { entryLabel } from './dictLabels'

/**
 * The label of a dictionary value in the current language, outside React (or in code that re-renders on a
 * language switch anyway). Unknown values come back as they are. Components use useDict / useDictLabel.
 */
export function dictLabel(code: string, key: string | number | null | undefined): string {
  if (key === null || key === undefined) return ''
  const text = String(key)
  const entry = dictionaryStore.get().find((item) => item.code === code && item.dictKey === text)
  return entry ? entryLabel(entry, i18n.locale) : text
}
