import { columnSettingsKey } from '@/domain/constants'
import type { ColumnLayout } from './layout'

/**
 * The local copy of a table's layout (spec §9: key `search-{resCode}`), read first so the table shows the
 * person's columns at once. Storage may be full or off (private mode): a layout is a convenience, so such
 * failures are ignored.
 */
export function readLocalLayout(resCode: string): string | null {
  try {
    return localStorage.getItem(columnSettingsKey(resCode))
  } catch {
    return null
  }
}

export function writeLocalLayout(resCode: string, layout: ColumnLayout): void {
  try {
    localStorage.setItem(columnSettingsKey(resCode), JSON.stringify(layout))
  } catch {
    // See above: the layout still applies for this page.
  }
}

export function removeLocalLayout(resCode: string): void {
  try {
    localStorage.removeItem(columnSettingsKey(resCode))
  } catch {
    // See above.
  }
}
