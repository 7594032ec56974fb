/**
 * Column widths of the data table. Every row (header, search row, body rows) is a flex line of the same cells
 * with the same flex rules, so the columns line up without measuring: the fixed columns (selection, 序号,
 * actions) keep their width, data columns start at theirs and share any extra space in proportion to it.
 */

export const SELECTION_COLUMN_WIDTH = 40
export const INDEX_COLUMN_WIDTH = 64
export const DEFAULT_ACTIONS_WIDTH = 160
/** Used when a declaration gives no usable width. */
export const FALLBACK_COLUMN_WIDTH = 120
const MIN_COLUMN_WIDTH = 40

export function columnWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return FALLBACK_COLUMN_WIDTH
  return Math.max(MIN_COLUMN_WIDTH, Math.round(width))
}

/** The natural width of the whole table; wider than the view means horizontal scrolling. */
export function tableWidth(columns: readonly { width: number }[], actionsWidth: number | null): number {
  const data = columns.reduce((sum, column) => sum + columnWidth(column.width), 0)
  const actions = actionsWidth === null ? 0 : columnWidth(actionsWidth)
  return SELECTION_COLUMN_WIDTH + INDEX_COLUMN_WIDTH + data + actions
}

/** CSS `flex` of a cell: fixed cells never grow; data cells grow in proportion to their width. */
export function cellFlex(width: number, grow: boolean): string {
  const px = columnWidth(width)
  return `${grow ? px : 0} 0 ${px}px`
}
