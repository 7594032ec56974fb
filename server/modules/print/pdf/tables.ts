import {
  COLORS,
  baselineIn,
  drawText,
  lineHeight,
  wrapText,
  type Align,
  type PageFlow,
  type TextStyle,
} from './layout'

/**
 * Ruled tables: cells wrap their text, a row never splits across pages, and the header row is drawn again at
 * the top of every page the table continues on.
 */

export type TableColumn = {
  header: string
  /** Relative width: the columns share the table's width in proportion. */
  weight: number
  align?: Align
  /** A shaded label column (key-value tables). */
  shaded?: boolean
  bold?: boolean
}

export type TableCell = string | { text: string; color?: TextStyle['color']; bold?: boolean }

export type TableSpec = {
  columns: TableColumn[]
  rows: TableCell[][]
  /** Body text size; the header uses the same size in bold. */
  size?: number
  /** False for a key-value table that has no header row. */
  header?: boolean
  /** Printed above the repeated header on a continuation page, e.g. `（续表）`. */
  continuedLabel?: string
}

const PAD_X = 3
const PAD_Y = 2.5

type Cell = { lines: string[]; style: TextStyle; align: Align; shaded: boolean }

export function drawTable(flow: PageFlow, spec: TableSpec): void {
  const size = spec.size ?? 8.5
  const widths = columnWidths(spec.columns, flow.width)
  const headerCells = spec.columns.map((column, index) =>
    layoutCell(flow, column.header, { size, bold: true }, widths[index] ?? 0, 'center', true),
  )
  const drawHeader = () => {
    if (spec.header !== false) drawRow(flow, headerCells, widths)
  }
  const headerHeight = spec.header === false ? 0 : rowHeight(headerCells)

  const rows = spec.rows.map((row) =>
    spec.columns.map((column, index) => {
      const cell = row[index] ?? ''
      const text = typeof cell === 'string' ? cell : cell.text
      const style: TextStyle = {
        size,
        bold: (typeof cell === 'string' ? undefined : cell.bold) ?? column.bold,
        color: typeof cell === 'string' ? undefined : cell.color,
      }
      return layoutCell(
        flow,
        text,
        style,
        widths[index] ?? 0,
        column.align ?? 'center',
        column.shaded ?? false,
      )
    }),
  )

  // The header never stays alone at the bottom of a page: it goes with the first row.
  flow.ensure(headerHeight + (rows[0] ? rowHeight(rows[0]) : 0))
  drawHeader()
  for (const cells of rows) {
    const height = rowHeight(cells)
    if (flow.remaining() < height) {
      flow.newPage()
      if (spec.continuedLabel && spec.header !== false) {
        flow.paragraph(spec.continuedLabel, { size, color: COLORS.muted }, { align: 'right' })
      }
      drawHeader()
    }
    drawRow(flow, cells, widths)
  }
}

export function columnWidths(columns: Pick<TableColumn, 'weight'>[], total: number): number[] {
  const sum = columns.reduce((acc, column) => acc + column.weight, 0)
  return columns.map((column) => (column.weight / sum) * total)
}

function layoutCell(
  flow: PageFlow,
  text: string,
  style: TextStyle,
  width: number,
  align: Align,
  shaded: boolean,
): Cell {
  const lines = wrapText(flow.measure(style), text, Math.max(width - 2 * PAD_X, 1))
  return { lines, style: { ...style, leading: 1.3 }, align, shaded }
}

function rowHeight(cells: Cell[]): number {
  const tallest = Math.max(...cells.map((cell) => cell.lines.length * lineHeight(cell.style)))
  return tallest + 2 * PAD_Y
}

function drawRow(flow: PageFlow, cells: Cell[], widths: number[]): void {
  const height = rowHeight(cells)
  const top = flow.y
  let x = flow.left
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0
    flow.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      color: cell.shaded ? COLORS.fill : undefined,
      borderColor: COLORS.grid,
      borderWidth: 0.5,
    })
    drawCellText(flow, cell, x, top, width, height)
    x += width
  })
  flow.moveDown(height)
}

function drawCellText(
  flow: PageFlow,
  cell: Cell,
  x: number,
  top: number,
  width: number,
  height: number,
): void {
  const line = lineHeight(cell.style)
  // Centred vertically: a one-line cell in a row made tall by a wrapped neighbour sits in the middle.
  let lineTop = top - (height - cell.lines.length * line) / 2
  for (const text of cell.lines) {
    drawText(flow.page, flow.fonts, text, {
      x: x + PAD_X,
      y: baselineIn(lineTop, line, cell.style.size),
      width: width - 2 * PAD_X,
      align: cell.align,
      style: cell.style,
    })
    lineTop -= line
  }
}

export type KeyValue = { label: string; value: string }

/**
 * A ruled key-value grid: shaded labels, `pairsPerRow` label/value pairs side by side (1 or 2). A value that
 * should span the whole row (an address) goes in a pair of its own with `wide`.
 */
export function drawKeyValueTable(
  flow: PageFlow,
  entries: (KeyValue & { wide?: boolean })[],
  options: { pairsPerRow?: 1 | 2; size?: number } = {},
): void {
  const pairs = options.pairsPerRow ?? 2
  const label: TableColumn = { header: '', weight: 1, shaded: true, align: 'center' }
  const value: TableColumn = { header: '', weight: 2, align: 'left' }
  // Rows are drawn one table at a time so a wide entry can take the full width between two-pair rows.
  const flush = (group: KeyValue[]) => {
    if (group.length === 0) return
    const rows: TableCell[][] = []
    for (let i = 0; i < group.length; i += pairs) {
      rows.push(group.slice(i, i + pairs).flatMap((entry) => [entry.label, entry.value]))
    }
    const columns = Array.from({ length: pairs }, () => [label, value]).flat()
    drawTable(flow, { columns, rows, size: options.size, header: false })
  }
  let group: KeyValue[] = []
  for (const entry of entries) {
    if (!entry.wide || pairs === 1) {
      group.push(entry)
      continue
    }
    flush(group)
    group = []
    drawTable(flow, {
      columns: [label, { ...value, weight: 2 + 3 * (pairs - 1) }],
      rows: [[entry.label, entry.value]],
      size: options.size,
      header: false,
    })
  }
  flush(group)
}
