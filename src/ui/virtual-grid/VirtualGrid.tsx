import { useRef, type CSSProperties, type ReactNode } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import classes from './VirtualGrid.module.css'

export type VirtualGridProps = {
  /** The grid's accessible name. */
  label: string
  rowCount: number
  columnCount: number
  rowHeight: number
  columnWidth: number
  headerHeight: number
  /** The width of the first column, which stays in view (the rows' names). */
  stickyWidth: number
  /**
   * The scroll area's height (a CSS length), inside which the grid scrolls both ways; without it the grid
   * fills the free height of a flex column parent.
   */
  height?: CSSProperties['height']
  /** The top left corner: the first column's header. */
  corner: ReactNode
  columnHeader: (column: number) => ReactNode
  rowHeader: (row: number) => ReactNode
  cell: (row: number, column: number) => ReactNode
  rowKey: (row: number) => string
  /** Shown under the header when there are no rows. */
  emptyText?: ReactNode
  /** Data attributes for tests and links. */
  [dataAttribute: `data-${string}`]: string | boolean
}

/** Rows and columns drawn beyond the visible window, so a quick scroll does not show blanks. */
const ROW_OVERSCAN = 6
const COLUMN_OVERSCAN = 3

/**
 * A large two-way grid (people × hundreds or thousands of items): only the rows and columns in view are in
 * the DOM, both virtualised, with a header row and a first column that stay in view. Cells are drawn by the
 * caller from indices, so the grid never holds a row × column structure of its own.
 */
export function VirtualGrid({
  label,
  rowCount,
  columnCount,
  rowHeight,
  columnWidth,
  headerHeight,
  stickyWidth,
  height,
  corner,
  columnHeader,
  rowHeader,
  cell,
  rowKey,
  emptyText,
  ...data
}: VirtualGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  // useVirtualizer returns a mutable instance the React Compiler cannot memoise around; this app does not use
  // the compiler, and the cells re-render from its output on every scroll by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: ROW_OVERSCAN,
    scrollMargin: headerHeight,
    getItemKey: rowKey,
  })
  const columns = useVirtualizer({
    horizontal: true,
    count: columnCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => columnWidth,
    overscan: COLUMN_OVERSCAN,
    scrollMargin: stickyWidth,
  })
  const width = stickyWidth + columns.getTotalSize()
  const visibleColumns = columns.getVirtualItems()

  return (
    <div
      ref={scrollerRef}
      className={classes.scroller}
      style={height === undefined ? undefined : { height, flex: 'none' }}
      // Scrollable by the keyboard too.
      tabIndex={0}
      {...data}
    >
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={columnCount + 1}
        className={classes.canvas}
        style={{ width, height: headerHeight + rows.getTotalSize() }}
      >
        <div role="rowgroup" className={classes.head} style={{ width, height: headerHeight }}>
          <div role="row" aria-rowindex={1} className={classes.row} style={{ width, height: headerHeight }}>
            <div
              role="columnheader"
              aria-colindex={1}
              className={classes.stuck}
              style={{ width: stickyWidth }}
            >
              {corner}
            </div>
            {visibleColumns.map((column) => (
              <div
                key={column.key}
                role="columnheader"
                aria-colindex={column.index + 2}
                className={classes.cell}
                style={{ left: column.start, width: column.size, height: headerHeight }}
              >
                {columnHeader(column.index)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {rows.getVirtualItems().map((row) => (
            <div
              key={row.key}
              role="row"
              aria-rowindex={row.index + 2}
              className={classes.row}
              data-striped={row.index % 2 === 1 || undefined}
              style={{ top: row.start, width, height: row.size }}
            >
              <div
                role="rowheader"
                aria-colindex={1}
                className={classes.stuck}
                style={{ width: stickyWidth }}
              >
                {rowHeader(row.index)}
              </div>
              {visibleColumns.map((column) => (
                <div
                  key={column.key}
                  role="gridcell"
                  aria-colindex={column.index + 2}
                  className={classes.cell}
                  style={{ left: column.start, width: column.size, height: row.size }}
                >
                  {cell(row.index, column.index)}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {rowCount === 0 && emptyText && <div className={classes.empty}>{emptyText}</div>}
    </div>
  )
}
