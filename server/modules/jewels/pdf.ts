import { PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'
import { embedFonts, type Fonts } from '../print/pdf/fonts'
import {
  COLORS,
  MM,
  baselineIn,
  drawRule,
  drawText,
  fitText,
  fontOf,
  lineHeight,
  textWidth,
  wrapText,
  type TextStyle,
} from '../print/pdf/layout'
import { drawQr } from '../print/pdf/qr'
import { detectImageType } from '../file/upload'
import { gramsText } from '@/domain/jewels/grams'

/**
 * The jewellery documents as PDF, pure: data in, bytes out. An appraisal certificate is one A5 page
 * (photo, the piece's fields, the conclusion in large type, the check code and a QR code to /cert); a precious
 * metal label is a 60 × 40 mm tag (fineness in large type, weight, number, check code, QR code to /metal).
 * Same data, same bytes: the creation date is the issue's instant and font subsets are keyed by the number.
 */

export const A5 = { width: 148 * MM, height: 210 * MM } as const
export const LABEL_SIZE = { width: 60 * MM, height: 40 * MM } as const

export type LabHeading = { name: string; address: string; phone: string }

export type AppraisalPdfData = {
  lab: LabHeading
  certificateNo: string
  checkCode: string
  verificationUrl: string
  holder: string
  itemName: string
  /** Grams, as a decimal string. */
  totalWeight: string
  shape: string | null
  colour: string | null
  observations: string | null
  conclusion: string
  remark: string | null
  issueDate: string
  issuedBy: string | null
  /** JPEG or PNG bytes; anything else is left out. */
  photo: Uint8Array | null
  issuedAt: Date
}

export type MetalLabelPdfData = {
  labName: string
  labelNo: string
  checkCode: string
  verificationUrl: string
  itemName: string
  fineness: string
  weight: string
  issueDate: string
  issuedAt: Date
}

/** Whether bytes can go into a PDF as a picture (pdf-lib reads JPEG and PNG). */
export const isPrintableImage = (bytes: Uint8Array): boolean => {
  const type = detectImageType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  return type === 'image/jpeg' || type === 'image/png'
}

async function embedPhoto(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null
  const type = detectImageType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  if (type === 'image/jpeg') return doc.embedJpg(bytes)
  if (type === 'image/png') return doc.embedPng(bytes)
  return null
}

function metadata(doc: PDFDocument, title: string, author: string, keywords: string[], at: Date) {
  doc.setTitle(title)
  doc.setAuthor(author)
  doc.setKeywords(keywords)
  doc.setCreator('MetroDesk')
  doc.setProducer('MetroDesk (pdf-lib)')
  doc.setLanguage('zh-CN')
  doc.setCreationDate(at)
  doc.setModificationDate(at)
}

const centred = (page: PDFPage, fonts: Fonts, text: string, style: TextStyle, y: number, width: number) =>
  drawText(page, fonts, text, { x: 0, y, width, align: 'center', style })

// --- Appraisal certificate (A5) ---

const MARGIN = 12 * MM
const LAB_STYLE: TextStyle = { size: 12, bold: true, color: COLORS.accent }
const TITLE_STYLE: TextStyle = { size: 17, bold: true }
const SMALL: TextStyle = { size: 7.5, color: COLORS.muted }
const LABEL: TextStyle = { size: 9, color: COLORS.muted }
const VALUE: TextStyle = { size: 9.5 }
const CONCLUSION: TextStyle = { size: 13, bold: true, color: COLORS.accent }

/** Renders the appraisal certificate: one A5 page. */
export async function renderAppraisalPdf(data: AppraisalPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  metadata(
    doc,
    `珠宝玉石鉴定证书 ${data.certificateNo}`,
    data.lab.name,
    [data.certificateNo, data.checkCode],
    data.issuedAt,
  )
  const fonts = await embedFonts(doc, data.certificateNo)
  const photo = await embedPhoto(doc, data.photo)
  const page = doc.addPage([A5.width, A5.height])
  const left = MARGIN
  const right = A5.width - MARGIN
  const width = right - left
  let y = A5.height - MARGIN

  // Heading: the lab, the title, the number and check code, a double rule.
  centred(
    page,
    fonts,
    fitText(measureOf(fonts, LAB_STYLE), data.lab.name, width),
    LAB_STYLE,
    y - 12,
    A5.width,
  )
  y -= 20
  centred(page, fonts, '珠 宝 玉 石 鉴 定 证 书', TITLE_STYLE, y - 17, A5.width)
  y -= 28
  centred(
    page,
    fonts,
    `证书编号：${data.certificateNo}    校验码：${data.checkCode}`,
    { size: 9 },
    y - 9,
    A5.width,
  )
  y -= 16
  drawRule(page, [left, y], [right, y], 1.2, COLORS.accent)
  drawRule(page, [left, y - 2.2], [right, y - 2.2], 0.4, COLORS.accent)
  y -= 10

  // The photo at the left, the QR code at the right, above the fields.
  const box = 52 * MM
  const qrSize = 26 * MM
  drawPhoto(page, fonts, photo, { x: left, top: y, size: box })
  const qrX = right - qrSize
  drawQr(page, data.verificationUrl, { x: qrX, top: y, size: qrSize })
  drawText(page, fonts, '扫码验证证书真伪', {
    x: qrX - 6 * MM,
    y: y - qrSize - 9,
    width: qrSize + 12 * MM,
    align: 'center',
    style: SMALL,
  })
  drawText(page, fonts, `校验码 ${data.checkCode}`, {
    x: qrX - 6 * MM,
    y: y - qrSize - 19,
    width: qrSize + 12 * MM,
    align: 'center',
    style: { size: 8.5, bold: true },
  })
  y -= box + 8

  // The piece, then the conclusion in large type: set smaller when a long text would not fit above the foot.
  const foot = MARGIN + 26
  const blocks = pieceBlocks(data)
  const fitted = fitBlocks(fonts, blocks, width - 24 * MM, y - (foot + 30))
  for (const block of fitted) {
    if (block.lines.length === 0) continue
    if (block.rule) {
      y -= 4
      drawRule(page, [left, y], [right, y], 0.4, COLORS.grid)
      y -= 6
    }
    const height = lineHeight(block.style)
    drawText(page, fonts, block.label, {
      x: left,
      y: baselineIn(y, height, block.style.size),
      style: { ...LABEL, size: Math.min(LABEL.size, block.style.size) },
    })
    for (const line of block.lines) {
      drawText(page, fonts, line, {
        x: left + 24 * MM,
        y: baselineIn(y, height, block.style.size),
        style: block.style,
      })
      y -= height
    }
    y -= 2
  }

  // Foot: who issued it and when, the lab's address, how to verify.
  drawText(page, fonts, `签发日期：${data.issueDate}${data.issuedBy ? `    签发人：${data.issuedBy}` : ''}`, {
    x: left,
    y: foot + 16,
    width,
    align: 'right',
    style: VALUE,
  })
  drawRule(page, [left, foot + 8], [right, foot + 8], 0.4, COLORS.grid)
  const address = [data.lab.address, data.lab.phone ? `电话 ${data.lab.phone}` : '']
    .filter(Boolean)
    .join('  ')
  drawText(page, fonts, fitText(measureOf(fonts, SMALL), address, width), {
    x: left,
    y: foot - 2,
    style: SMALL,
  })
  drawText(
    page,
    fonts,
    fitText(
      measureOf(fonts, SMALL),
      `验证：扫描二维码，或在 ${verifyPage(data.verificationUrl)} 输入证书编号和校验码`,
      width,
    ),
    { x: left, y: foot - 13, style: SMALL },
  )
  return doc.save()
}

type PieceBlock = { label: string; text: string; style: TextStyle; rule?: boolean }
type FittedBlock = PieceBlock & { lines: string[] }

function pieceBlocks(data: AppraisalPdfData): PieceBlock[] {
  const rows: [string, string | null][] = [
    ['样品名称', data.itemName],
    ['总质量', gramsText(data.totalWeight)],
    ['形状', data.shape],
    ['颜色', data.colour],
    ['委托人', data.holder],
    ['检验结果', data.observations],
    ['备注', data.remark],
  ]
  return [
    ...rows.flatMap(([label, text]) => (text ? [{ label, text, style: VALUE }] : [])),
    { label: '鉴定结论', text: data.conclusion, style: CONCLUSION, rule: true },
  ]
}

const scaled = (style: TextStyle, scale: number): TextStyle => ({ ...style, size: style.size * scale })

/**
 * The blocks wrapped to `width`, at the largest type (down to 70 %) that fits in `room`; what still does not
 * fit at the smallest is cut with an ellipsis, so the foot is never overprinted.
 */
function fitBlocks(fonts: Fonts, blocks: PieceBlock[], width: number, room: number): FittedBlock[] {
  const wrap = (scale: number) =>
    blocks.map((block) => {
      const style = scaled(block.style, scale)
      return { ...block, style, lines: wrapText(measureOf(fonts, style), block.text, width) }
    })
  const heightOf = (fitted: FittedBlock[]) =>
    fitted.reduce(
      (sum, block) => sum + block.lines.length * lineHeight(block.style) + 2 + (block.rule ? 10 : 0),
      0,
    )
  for (let scale = 1; scale > 0.7; scale -= 0.05) {
    const fitted = wrap(scale)
    if (heightOf(fitted) <= room) return fitted
  }
  const smallest = wrap(0.7)
  let left = room
  return smallest.map((block) => {
    const height = lineHeight(block.style)
    const fixed = 2 + (block.rule ? 10 : 0)
    // The conclusion keeps at least its first line; other blocks take what is left.
    const fits = Math.max(block.rule ? 1 : 0, Math.floor((left - fixed) / height))
    const lines =
      fits >= block.lines.length
        ? block.lines
        : [...block.lines.slice(0, Math.max(0, fits - 1)), `${block.lines[Math.max(0, fits - 1)] ?? ''}…`]
    left -= lines.length * height + fixed
    return { ...block, lines: fits === 0 ? [] : lines }
  })
}

/** The verification page's address without the query (printed for those who type it). */
const verifyPage = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.host}${parsed.pathname}`
}

function measureOf(fonts: Fonts, style: TextStyle): (text: string) => number {
  const font: PDFFont = fontOf(fonts, style)
  return (text) => textWidth(font, text, style.size)
}

/** The photo fitted into a square frame, centred; an empty frame says there is none. */
function drawPhoto(
  page: PDFPage,
  fonts: Fonts,
  photo: PDFImage | null,
  box: { x: number; top: number; size: number },
): void {
  page.drawRectangle({
    x: box.x,
    y: box.top - box.size,
    width: box.size,
    height: box.size,
    borderColor: COLORS.grid,
    borderWidth: 0.5,
  })
  if (!photo) {
    drawText(page, fonts, '（无照片）', {
      x: box.x,
      y: box.top - box.size / 2,
      width: box.size,
      align: 'center',
      style: SMALL,
    })
    return
  }
  const inner = box.size - 4
  const scale = Math.min(inner / photo.width, inner / photo.height)
  const { width, height } = photo.scale(scale)
  page.drawImage(photo, {
    x: box.x + (box.size - width) / 2,
    y: box.top - box.size + (box.size - height) / 2,
    width,
    height,
  })
}

// --- Precious metal label (60 × 40 mm) ---

const TAG_MARGIN = 2.5 * MM

/** Renders the metal label: one 60 × 40 mm page, as label printers take it. */
export async function renderMetalLabelPdf(data: MetalLabelPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  metadata(doc, `贵金属标签 ${data.labelNo}`, data.labName, [data.labelNo, data.checkCode], data.issuedAt)
  const fonts = await embedFonts(doc, data.labelNo)
  const page = doc.addPage([LABEL_SIZE.width, LABEL_SIZE.height])
  const { width: pageWidth, height: pageHeight } = LABEL_SIZE
  const qrSize = 24 * MM
  const qrX = pageWidth - TAG_MARGIN - qrSize
  const left = TAG_MARGIN
  const textWidthMax = qrX - left - 1.5 * MM
  let top = pageHeight - TAG_MARGIN

  const heading: TextStyle = { size: 6, bold: true, color: COLORS.accent }
  drawText(
    page,
    fonts,
    fitText(measureOf(fonts, heading), `${data.labName} · 贵金属标签`, pageWidth - 2 * TAG_MARGIN),
    {
      x: left,
      y: top - 6,
      style: heading,
    },
  )
  top -= 9
  drawQr(page, data.verificationUrl, { x: qrX, top, size: qrSize })

  const fineness: TextStyle = { size: 15, bold: true }
  drawText(page, fonts, fitText(measureOf(fonts, fineness), data.fineness, textWidthMax), {
    x: left,
    y: top - 14,
    style: fineness,
  })
  const line: TextStyle = { size: 7.5 }
  const lines = [
    gramsText(data.weight),
    data.itemName,
    `编号 ${data.labelNo}`,
    `校验码 ${data.checkCode}`,
    data.issueDate,
  ]
  let y = top - 25
  for (const text of lines) {
    drawText(page, fonts, fitText(measureOf(fonts, line), text, textWidthMax), { x: left, y, style: line })
    y -= 10
  }
  drawText(page, fonts, '扫码查验', {
    x: qrX,
    y: top - qrSize - 7,
    width: qrSize,
    align: 'center',
    style: { size: 5.5, color: COLORS.muted },
  })
  return doc.save()
}
