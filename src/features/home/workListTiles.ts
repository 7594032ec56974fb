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

/** The chart's height for `lists` bars: a row per list (label and bar) and the value axis beneath. */
export const workChartHeight = (lists: number): number => lists * 44 + 36

/**
 * The width of the chart's label axis: enough for the longest list name (a Chinese character is about twice
 * as wide as a Latin letter at the axis' 12 px) and the tick beside it, within bounds so the bars keep most of
 * a phone's width.
 */
export function labelAxisWidth(tiles: readonly Pick<WorkListTile, 'label'>[]): number {
  const widest = Math.max(0, ...tiles.map((tile) => textWidth(tile.label)))
  return Math.min(140, Math.max(56, Math.ceil(widest) + 20))
}

const textWidth = (text: string): number =>
  [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 13 : 6.8), 0)
