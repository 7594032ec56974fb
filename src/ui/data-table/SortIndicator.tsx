import type { AriaSort } from './sort'
import classes from './DataTable.module.css'

export type SortIndicatorProps = { state: AriaSort }

/**
 * Two small carets; the one of the current order is coloured. Decorative: aria-sort carries the state. Drawn
 * by the stylesheet on one element: a list has a pair in almost every column header.
 */
export function SortIndicator({ state }: SortIndicatorProps) {
  return <span className={classes.sortIcon} data-sort={state} aria-hidden />
}
