import type { AriaSort } from './sort'
import classes from './DataTable.module.css'

export type SortIndicatorProps = { state: AriaSort }

/** Two small carets; the one of the current order is coloured. Decorative: aria-sort carries the state. */
export function SortIndicator({ state }: SortIndicatorProps) {
  return (
    <span className={classes.sortIcon} aria-hidden>
      <svg width="8" height="5" viewBox="0 0 8 5" data-active={state === 'ascending' || undefined}>
        <path d="M4 0 8 5H0Z" fill="currentColor" />
      </svg>
      <svg width="8" height="5" viewBox="0 0 8 5" data-active={state === 'descending' || undefined}>
        <path d="M4 5 0 0h8Z" fill="currentColor" />
      </svg>
    </span>
  )
}
