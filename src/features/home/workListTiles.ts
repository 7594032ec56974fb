import type { WorkListCount } from '@/api/workSummary'
import { localize } from '@/domain/resources/types'
import { WORK_LISTS } from '@/domain/workflow/workLists'

/** One work list as the home page shows it: its label in the UI language, where it opens, what waits. */
export type WorkListTile = {
  code: string
  label: string
  path: string
  count: number
  capped: boolean
}

/**
 * The server's counts as tiles, in the workflow's order (WORK_LISTS), labelled in `language`. A code this
 * build does not know (a newer server) is left out: there would be no label and no page to open.
 */
export function workListTiles(counts: readonly WorkListCount[], language: string): WorkListTile[] {
  const byCode = new Map(counts.map((entry) => [entry.code, entry]))
  return WORK_LISTS.flatMap((list) => {
    const entry = byCode.get(list.code)
    if (!entry) return []
    return [
      {
        code: list.code,
        label: localize(list.label, language),
        path: list.path,
        count: entry.count,
        capped: entry.capped,
      },
    ]
  })
}

/** A count as written: "10000+" when the server stopped counting at its cap (spec: totals are capped). */
export const countText = (
  tile: Pick<WorkListTile, 'count' | 'capped'>,
  formatNumber: (value: number) => string,
): string => (tile.capped ? `${formatNumber(tile.count)}+` : formatNumber(tile.count))

/** A bar's length as a share of the largest count (0 to 1); nothing to compare when every count is 0. */
export const barShare = (count: number, largest: number): number =>
  largest > 0 ? Math.min(1, Math.max(0, count / largest)) : 0
