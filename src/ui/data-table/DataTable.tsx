import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { LoadingOverlay } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLingui } from '@lingui/react/macro'
import { PAGE_SIZES, TABLE_EXCESS_ROWS, TABLE_ROW_HEIGHT } from '@/domain/constants'
import { DataTableHead } from './DataTableHead'
import { DataTablePager } from './DataTablePager'
import { DataTableRow } from './DataTableRow'
import { columnWidth, DEFAULT_ACTIONS_WIDTH, tableWidth } from './layout'
import { rowNumber } from './pagination'
import { nextSelection, pageSelectionState, togglePageSelection } from './selection'
import type { DataTableProps } from './types'
import classes from './DataTable.module.css'

const estimateRowSize = () => TABLE_ROW_HEIGHT

/**
 * The product's one data table (spec §2 "Generic search bar and table", §9): sticky header with "select the
 * page", 序号 and sortable columns, an optional column search row, virtualised body rows (a 5,000-row page
 * keeps a few dozen rows in the DOM), shift-range selection, and the pagination bar.
 */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  total,
  totalCapped = false,
  page,
  pageSize,
  pageSizes = PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  showSearchRow = false,
  loading = false,
  height,
  rowActions,
  actionsWidth = DEFAULT_ACTIONS_WIDTH,
  actionsTitle,
  onRowDoubleClick,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useLingui()
  const scrollerRef = useRef<HTMLDivElement>(null)
  // The header rows sit in the scroll container above the body: the virtualiser offsets rows by their height.
  const head = useElementSize<HTMLDivElement>({ box: 'border-box' })
  // Anchor of SHIFT+click ranges, by id so a re-sorted or reloaded page does not move it to another row.
  const [anchorId, setAnchorId] = useState<string | null>(null)

  const ids = useMemo(() => rows.map((row) => row.id), [rows])
  const headerRows = showSearchRow ? 2 : 1
  const hasActions = rowActions !== undefined
  const defaultActionsTitle = t`操作`
  const actions = useMemo(
    () =>
      hasActions ? { width: columnWidth(actionsWidth), title: actionsTitle ?? defaultActionsTitle } : null,
    [hasActions, actionsWidth, actionsTitle, defaultActionsTitle],
  )
  const width = tableWidth(columns, actions && actions.width)

  // useVirtualizer returns a mutable instance, which the React Compiler cannot memoise around; this app does
  // not use the compiler, and the rows below re-render from its output on every scroll by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: estimateRowSize,
    overscan: TABLE_EXCESS_ROWS,
    scrollMargin: head.height,
    getItemKey: (index) => ids[index] ?? index,
  })

  // A new page or page size starts at the top (a reload of the same page keeps the scroll position).
  useEffect(() => {
    scrollerRef.current?.scrollTo({ top: 0 })
  }, [page, pageSize])

  const handleToggle = useCallback(
    (index: number, shiftKey: boolean) => {
      const anchorIndex = anchorId === null ? -1 : ids.indexOf(anchorId)
      const next = nextSelection(selectedIds, ids, index, anchorIndex < 0 ? null : anchorIndex, shiftKey)
      setAnchorId(ids[next.anchor] ?? null)
      onSelectionChange(next.selection)
    },
    [anchorId, ids, selectedIds, onSelectionChange],
  )
  const handleTogglePage = useCallback(
    () => onSelectionChange(togglePageSelection(selectedIds, ids)),
    [ids, selectedIds, onSelectionChange],
  )

  const pageSelection = useMemo(() => pageSelectionState(selectedIds, ids), [selectedIds, ids])
  const fixedHeight = height !== undefined
  const viewportStyle: CSSProperties | undefined = fixedHeight ? { height } : undefined
  const empty = rows.length === 0 && !loading

  return (
    <div className={classes.root} data-fixed-height={fixedHeight || undefined}>
      <div className={classes.viewport} style={viewportStyle}>
        <div ref={scrollerRef} className={classes.scroller} data-testid="data-table-scroller">
          <div
            role="grid"
            aria-label={label}
            aria-rowcount={rows.length + headerRows}
            aria-colcount={columns.length + (actions ? 3 : 2)}
            aria-multiselectable
            aria-busy={loading || undefined}
            className={classes.canvas}
            style={{ width }}
          >
            <DataTableHead
              headRef={head.ref}
              columns={columns}
              sort={sort}
              onSortChange={onSortChange}
              pageSelection={pageSelection}
              canSelect={rows.length > 0}
              onTogglePage={handleTogglePage}
              showSearchRow={showSearchRow}
              actions={actions}
            />
            <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index]
                if (!row) return null
                return (
                  <DataTableRow
                    key={row.id}
                    row={row}
                    index={item.index}
                    number={rowNumber(page, pageSize, item.index)}
                    ariaRowIndex={headerRows + item.index + 1}
                    top={item.start - virtualizer.options.scrollMargin}
                    selected={selectedIds.has(row.id)}
                    columns={columns}
                    onToggle={handleToggle}
                    onDoubleClick={onRowDoubleClick}
                    rowActions={rowActions}
                    actionsWidth={actions?.width ?? 0}
                  />
                )
              })}
            </div>
          </div>
          {empty && <div className={classes.empty}>{emptyText ?? t`暂无数据`}</div>}
        </div>
        {/* Over the body only: the header and its search inputs stay usable while a search runs. */}
        <LoadingOverlay
          visible={loading}
          zIndex={5}
          style={{ top: head.height }}
          overlayProps={{ backgroundOpacity: 0.35, blur: 0 }}
        />
      </div>
      <DataTablePager
        total={total}
        totalCapped={totalCapped}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  )
}
