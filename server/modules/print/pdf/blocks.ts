import type { PDFImage } from 'pdf-lib'
import { drawFieldLines } from './fields'
import { drawCoverHeader } from './header'
import { COLORS, MM, baselineIn, drawText, type PageFlow, type TextStyle } from './layout'
import type { TemplateContext } from './placeholders'
import { drawQr } from './qr'
import { drawSignatures } from './signatures'
import { drawKeyValueTable, drawTable, type TableCell, type TableColumn } from './tables'
import { RESULT_COLUMNS, type BlockOf, type ResultColumnKey, type TemplateBlock } from './template-model'
import { chineseDate, verdictLabel } from './terms'
import type { ResultRow } from './types'

/** The images a document's blocks may draw, embedded once before the layout starts. */
export type DocumentImages = {
  logo?: PDFImage
  signatures: { drafter?: PDFImage; auditor?: PDFImage; approver?: PDFImage }
}

export type BlockContext = {
  flow: PageFlow
  data: TemplateContext
  images: DocumentImages
  /** Fills a template text's placeholders from `data`. */
  fill: (text: string) => string
}

export const TEXT_STYLES: Record<BlockOf<'text'>['style'], TextStyle> = {
  title: { size: 18, bold: true },
  heading: { size: 11.5, bold: true, color: COLORS.accent },
  body: { size: 10 },
  small: { size: 8.5, color: COLORS.muted },
}

/** Space above a block of each text style, so headings open a section. */
const SPACE_BEFORE: Record<BlockOf<'text'>['style'], number> = { title: 8, heading: 10, body: 2, small: 6 }

export function drawBlock(block: TemplateBlock, context: BlockContext): void {
  switch (block.type) {
    case 'header':
      return drawCoverHeader(context.flow, context.data, context.images.logo)
    case 'text':
      return drawTextBlock(block, context)
    case 'keyValue':
      return drawKeyValueBlock(block, context)
    case 'results':
      return drawResultsBlock(block, context)
    case 'devices':
      return drawDevicesBlock(block, context)
    case 'qr':
      return drawQrBlock(block, context)
    case 'signatures':
      return drawSignatureBlock(context)
    case 'pageBreak':
      return context.flow.newPage()
    case 'spacer':
      return context.flow.moveDown(block.height * MM)
  }
}

function drawTextBlock(block: BlockOf<'text'>, { flow, fill }: BlockContext): void {
  const style = TEXT_STYLES[block.style]
  const text = fill(block.text)
  if (text.trim() === '') return
  flow.moveDown(SPACE_BEFORE[block.style])
  // A heading keeps what follows on its page: a line of text, or a table's header and first row.
  if (block.style === 'heading') flow.ensure(style.size * 6)
  flow.paragraph(text, style, { align: block.align, indent: block.style === 'body' ? 2 * MM : 0 })
}

function drawTitle(title: string | undefined, context: BlockContext): void {
  if (title === undefined) return
  drawTextBlock({ type: 'text', text: title, style: 'heading', align: 'left' }, context)
  context.flow.moveDown(3)
}

function drawKeyValueBlock(block: BlockOf<'keyValue'>, context: BlockContext): void {
  drawTitle(block.title, context)
  const rows = block.rows.map((row) => ({
    label: context.fill(row.label),
    value: context.fill(row.value),
    wide: row.wide,
  }))
  if (block.layout === 'lines') {
    drawFieldLines(context.flow, rows)
    return
  }
  drawKeyValueTable(context.flow, rows, { pairsPerRow: block.pairsPerRow, size: 9.5 })
}

type ResultColumn = TableColumn & { cell: (row: ResultRow, index: number) => TableCell }

/** k as printed: 2.00 → 2, 2.10 → 2.1, 2.12 → 2.12. */
const kText = (k: string | undefined) => (k ?? '2').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

/**
 * The uncertainty column: one k for the whole table goes in its header; points stated at different k each
 * carry theirs in the cell (a dash stays a dash).
 */
function uncertaintyColumn(rows: readonly ResultRow[], unit: string): ResultColumn {
  const factors = new Set(
    rows.filter((row) => row.uncertainty !== '—').map((row) => kText(row.coverageFactor)),
  )
  if (factors.size <= 1) {
    const [k = '2'] = factors
    return { header: `扩展不确定度\nU (k=${k})${unit}`, weight: 1.2, cell: (row) => row.uncertainty }
  }
  return {
    header: `扩展不确定度\nU${unit}`,
    weight: 1.4,
    cell: (row) =>
      row.uncertainty === '—' ? row.uncertainty : `${row.uncertainty} (k=${kText(row.coverageFactor)})`,
  }
}

function resultColumns(data: TemplateContext): Record<ResultColumnKey, ResultColumn> {
  const { verb } = data.terms
  const unit = data.results.unit ? `\n(${data.results.unit})` : ''
  return {
    index: { header: '序号', weight: 0.55, cell: (_row, index) => String(index + 1) },
    nominal: { header: `标称值${unit}`, weight: 1.1, cell: (row) => row.nominal },
    asFound: {
      header: `${verb}前示值${unit}`,
      weight: 1.15,
      cell: (row) =>
        row.asFoundOutOfTolerance ? { text: row.asFound, color: COLORS.fail, bold: true } : row.asFound,
    },
    asLeft: { header: `${verb}后示值${unit}`, weight: 1.15, cell: (row) => row.asLeft },
    error: { header: `示值误差${unit}`, weight: 1.05, cell: (row) => row.error },
    permittedError: { header: `最大允许误差${unit}`, weight: 1.2, cell: (row) => row.permittedError },
    uncertainty: uncertaintyColumn(data.results.rows, unit),
    verdict: {
      header: '结论',
      weight: 0.75,
      cell: (row) => ({
        text: verdictLabel(row.verdict),
        color: row.verdict === 'fail' || row.verdict === 'conditionalFail' ? COLORS.fail : undefined,
        bold: row.verdict === 'fail' || row.verdict === 'conditionalFail',
      }),
    },
  }
}

function drawResultsBlock(block: BlockOf<'results'>, context: BlockContext): void {
  drawTitle(block.title, context)
  const available = resultColumns(context.data)
  const columns = (block.columns ?? RESULT_COLUMNS).map((key) => available[key])
  drawTable(context.flow, {
    columns,
    rows: context.data.results.rows.map((row, index) => columns.map((column) => column.cell(row, index))),
    size: 8.5,
    continuedLabel: '（续表）',
  })
}

function drawDevicesBlock(block: BlockOf<'devices'>, context: BlockContext): void {
  drawTitle(block.title, context)
  const columns: TableColumn[] = [
    { header: '序号', weight: 0.5 },
    { header: '名称', weight: 2.2, align: 'left' },
    { header: '型号规格', weight: 1.6 },
    { header: '编号', weight: 1.2 },
    { header: '证书编号', weight: 1.7 },
    { header: '有效期至', weight: 1.3 },
  ]
  const rows = context.data.devices.map((device, index) => [
    String(index + 1),
    device.name,
    device.model,
    device.number,
    device.certificateNumber,
    chineseDate(device.validUntil),
  ])
  drawTable(context.flow, { columns, rows, size: 8.5, continuedLabel: '（续表）' })
}

const CAPTION: TextStyle = { size: 7.5, color: COLORS.muted }

function drawQrBlock(block: BlockOf<'qr'>, context: BlockContext): void {
  const { flow } = context
  const value = context.fill(block.value)
  if (value === '') return
  const size = block.size * MM
  const captionHeight = block.caption ? 10 : 0
  if (block.anchor === 'topRight') {
    const x = flow.right - size
    drawQr(flow.page, value, { x, top: flow.top + 2 * MM, size })
    drawCaption(block.caption, context, x, flow.top + 2 * MM - size, size)
    return
  }
  // Clear of the block above: the code's white quiet zone would cover a table's bottom rule.
  flow.moveDown(4)
  flow.ensure(size + captionHeight)
  const x =
    block.align === 'left'
      ? flow.left
      : block.align === 'center'
        ? flow.left + (flow.width - size) / 2
        : flow.right - size
  drawQr(flow.page, value, { x, top: flow.y, size })
  drawCaption(block.caption, context, x, flow.y - size, size)
  flow.moveDown(size + captionHeight)
}

function drawCaption(
  caption: string | undefined,
  context: BlockContext,
  x: number,
  top: number,
  width: number,
): void {
  if (!caption) return
  const text = context.fill(caption)
  drawText(context.flow.page, context.flow.fonts, text, {
    x,
    y: baselineIn(top + 1, 10, CAPTION.size),
    width,
    align: 'center',
    style: CAPTION,
  })
}

function drawSignatureBlock(context: BlockContext): void {
  const { terms, signatures } = context.data
  const images = context.images.signatures
  context.flow.moveDown(4)
  drawSignatures(context.flow, [
    { role: terms.approverRole, signer: signatures.approver, image: images.approver },
    { role: terms.auditorRole, signer: signatures.auditor, image: images.auditor },
    { role: terms.drafterRole, signer: signatures.drafter, image: images.drafter },
  ])
}
