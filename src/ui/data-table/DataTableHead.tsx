import { memo, type Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cellFlex, INDEX_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH } from './layout'
import type { PageSelectionState } from './selection'
import { ariaSort, nextSort } from './sort'
import { SortIndicator } from './SortIndicator'
import type { DataTableColumn, SortState } from './types'
import classes from './DataTable.module.css'

export type DataTableHeadProps<Row> = {
  headRef: Ref<HTMLDivElement>
  columns: readonly DataTableColumn<Row>[]
  sort: SortState | undefined
  onSortChange: ((sort: SortState) => void) | undefined
  pageSelection: PageSelectionState
  /** False when the page has no rows: nothing to select. */
  canSelect: boolean
  onTogglePage: () => void
  showSearchRow: boolean
  /** null: no actions column. */
  actions: { width: number; title: string } | null
}

/** The sticky header rows: titles with sorting and "select the page", then the optional column search row. */
function DataTableHeadView<Row>({
  headRef,
  columns,
  sort,
  onSortChange,
  pageSelection,
  canSelect,
  onTogglePage,
  showSearchRow,
  actions,
}: DataTableHeadProps<Row>) {
  const { t } = useLingui()
  const fixed = (width: number) => ({ flex: cellFlex(width, false) })
  return (
    <div ref={headRef} role="rowgroup" className={classes.head}>
      <div role="row" aria-rowindex={1} className={classes.headRow}>
        <div
          role="columnheader"
          className={classes.cell}
          data-align="center"
          style={fixed(SELECTION_COLUMN_WIDTH)}
        >
          <input
            type="checkbox"
            className={`mantine-focus-auto ${classes.check}`}
            aria-label={t`全选本页`}
            checked={pageSelection === 'all'}
            ref={(box) => {
              // "Some of the page" has no attribute: the box's property says it.
              if (box) box.indeterminate = pageSelection === 'some'
            }}
            disabled={!canSelect}
            onChange={onTogglePage}
          />
        </div>
        <div
          role="columnheader"
          className={classes.cell}
          data-align="center"
          style={fixed(INDEX_COLUMN_WIDTH)}
        >
          {t`序号`}
        </div>
        {columns.map((column) => {
          const sortable = Boolean(column.sortable && onSortChange)
          return (
            <div
              key={column.key}
              role="columnheader"
              className={classes.cell}
              data-align={column.align}
              style={{ flex: cellFlex(column.width, true) }}
              aria-sort={sortable ? ariaSort(sort, column.key) : undefined}
              title={column.title}
            >
              {sortable ? (
                <button
                  type="button"
                  className={classes.sortButton}
                  onClick={() => onSortChange?.(nextSort(sort, column.key))}
                >
                  <span className={classes.text}>{column.title}</span>
                  <SortIndicator state={ariaSort(sort, column.key)} />
                </button>
              ) : (
                <span className={classes.text}>{column.title}</span>
              )}
            </div>
          )
        })}
        {actions && (
          <div
            role="columnheader"
            className={`${classes.cell} ${classes.actions}`}
            style={fixed(actions.width)}
          >
            <span className={classes.text}>{actions.title}</span>
          </div>
        )}
      </div>
      {showSearchRow && (
        <div role="row" aria-rowindex={2} className={classes.searchRow}>
          <div role="gridcell" className={classes.cell} style={fixed(SELECTION_COLUMN_WIDTH)} />
          <div role="gridcell" className={classes.cell} style={fixed(INDEX_COLUMN_WIDTH)} />
          {columns.map((column) => (
            <div
              key={column.key}
              role="gridcell"
              className={`${classes.cell} ${classes.searchCell}`}
              style={{ flex: cellFlex(column.width, true) }}
            >
              {column.headerSearch}
            </div>
          ))}
          {actions && (
            <div
              role="gridcell"
              className={`${classes.cell} ${classes.actions}`}
              style={fixed(actions.width)}
            />
          )}
        </div>
      )}
    </div>
  )
}

/** Memoised: the table re-renders on every scroll, the header (with its search inputs) need not. */
export const DataTableHead = memo(DataTableHeadView) as typeof DataTableHeadView
