import type { ReactNode } from 'react'

/** The sort of the table: one column, ascending or descending; null is the server's default order. */
export type SortState = { key: string; order: 'asc' | 'desc' } | null

export type DataTableColumn<Row> = {
  key: string
  /** Header text (already localised). */
  title: string
  /** Width in px; columns grow in proportion to it when the table is wider than their sum. */
  width: number
  sortable?: boolean
  align?: 'left' | 'right' | 'center'
  /** Cell content; default: String(row[key] ?? ''). */
  render?: (row: Row, rowIndex: number) => ReactNode
  /** The cell of the column search row (built by the caller from src/ui/search). */
  headerSearch?: ReactNode
}

export type DataTableProps<Row extends { id: string }> = {
  /** aria-label of the grid. */
  label: string
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  total: number
  /** The server stopped counting at `total` (a very broad search): shown as "10,000+". */
  totalCapped?: boolean
  /** 1-based. */
  page: number
  pageSize: number
  /** Default PAGE_SIZES (spec §9). */
  pageSizes?: readonly number[]
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
  sort?: SortState
  /** A header click cycles asc → desc → none. */
  onSortChange?: (sort: SortState) => void
  selectedIds: ReadonlySet<string>
  onSelectionChange: (ids: Set<string>) => void
  /** The column search row under the header. */
  showSearchRow?: boolean
  loading?: boolean
  /** Scroll area height (default: fill the parent, at least 240 px). */
  height?: number | string
  /** A fixed last column. */
  rowActions?: (row: Row) => ReactNode
  actionsWidth?: number
  actionsTitle?: string
  onRowDoubleClick?: (row: Row) => void
  emptyText?: string
}
