import type { SortState } from './types'

/** A click on a sortable header: another column starts ascending; then asc → desc → none. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (!current || current.key !== key) return { key, order: 'asc' }
  return current.order === 'asc' ? { key, order: 'desc' } : null
}

export type AriaSort = 'ascending' | 'descending' | 'none'

/** aria-sort of a sortable column's header cell. */
export function ariaSort(current: SortState | undefined, key: string): AriaSort {
  if (!current || current.key !== key) return 'none'
  return current.order === 'asc' ? 'ascending' : 'descending'
}
