import { memo, type MouseEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cellFlex, INDEX_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH } from './layout'
import type { DataTableColumn } from './types'
import classes from './DataTable.module.css'

export type DataTableRowProps<Row> = {
  row: Row
  /** Index in the page (0-based). */
  index: number
  /** The 序号 shown (continuous across pages). */
  number: number
  /** aria-rowindex (after the header rows). */
  ariaRowIndex: number
  /** Offset from the top of the body, from the virtualiser. */
  top: number
  selected: boolean
  columns: readonly DataTableColumn<Row>[]
  onToggle: (index: number, shiftKey: boolean) => void
  onDoubleClick: ((row: Row) => void) | undefined
  rowActions: ((row: Row) => ReactNode) | undefined
  actionsWidth: number
}

function defaultCell(row: unknown, key: string): string {
  // Rows are plain records from the API; the column key names one of their fields.
  const value = (row as Record<string, unknown>)[key]
  return value === null || value === undefined ? '' : String(value)
}

/** Keeps a SHIFT+click on the checkbox from selecting the text between it and the last click. */
function handleMouseDown(event: MouseEvent) {
  if (event.shiftKey) event.preventDefault()
}

function DataTableRowView<Row>({
  row,
  index,
  number,
  ariaRowIndex,
  top,
  selected,
  columns,
  onToggle,
  onDoubleClick,
  rowActions,
  actionsWidth,
}: DataTableRowProps<Row>) {
  const { t } = useLingui()
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selected}
      data-testid="data-table-row"
      data-striped={index % 2 === 1 || undefined}
      className={`${classes.row} ${classes.bodyRow}`}
      style={{ transform: `translateY(${top}px)` }}
      onDoubleClick={onDoubleClick && (() => onDoubleClick(row))}
    >
      <div
        role="gridcell"
        className={classes.cell}
        data-align="center"
        style={{ flex: cellFlex(SELECTION_COLUMN_WIDTH, false) }}
      >
        {/* A native box: Mantine's is seven elements, and a list shows one per row. */}
        <input
          type="checkbox"
          className={`mantine-focus-auto ${classes.check}`}
          aria-label={t`选择第 ${number} 行`}
          checked={selected}
          // The toggle happens in onClick, which carries shiftKey (keyboard space fires it too); the
          // checkbox stays controlled by `selected`.
          onChange={() => undefined}
          onClick={(event) => onToggle(index, event.shiftKey)}
          onMouseDown={handleMouseDown}
        />
      </div>
      <div
        role="gridcell"
        className={classes.cell}
        data-align="center"
        style={{ flex: cellFlex(INDEX_COLUMN_WIDTH, false) }}
      >
        {number}
      </div>
      {columns.map((column) => {
        const content = column.render ? column.render(row, index) : defaultCell(row, column.key)
        return (
          <div
            key={column.key}
            role="gridcell"
            className={classes.cell}
            data-align={column.align}
            style={{ flex: cellFlex(column.width, true) }}
            title={typeof content === 'string' ? content : undefined}
          >
            {typeof content === 'string' ? <span className={classes.text}>{content}</span> : content}
          </div>
        )
      })}
      {rowActions && (
        <div
          role="gridcell"
          className={`${classes.cell} ${classes.actions}`}
          style={{ flex: cellFlex(actionsWidth, false) }}
        >
          {rowActions(row)}
        </div>
      )}
    </div>
  )
}

/** One body row; memoised so scrolling re-renders only the rows that enter the window. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView
