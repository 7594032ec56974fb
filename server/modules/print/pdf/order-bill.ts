import { PDFDocument, type PDFImage } from 'pdf-lib'
import { embedFonts } from './fonts'
import { drawFooters } from './footer'
import {
  COLORS,
  DEFAULT_MARGINS,
  MM,
  PageFlow,
  baselineIn,
  drawRule,
  drawText,
  fitText,
  type TextStyle,
} from './layout'
import { drawQr } from './qr'
import { drawKeyValueTable, drawTable } from './tables'

/**
 * The order slip (委托单): what the customer handed over and what is to be done, printed at registration for the
 * customer to keep and sign. A pure renderer like the certificate's: data in, bytes out, every glyph from the
 * embedded Noto Sans SC subset; the same data always gives the same bytes.
 */

export type OrderBillLine = {
  name: string
  model: string
  factoryNumber: string
  quantity: number
  /** The label of dictionary inspection_type, as printed. */
  inspectionType: string
  /** Its test items, as printed (、-separated names). */
  items: string
}

export type OrderBillPdfData = {
  lab: { name: string; address: string; phone: string }
  orderNo: string
  /** 1 for the slip made first, one more for each 重新生成. */
  version: number
  /** `YYYY-MM-DD`, the lab day of registration. */
  registeredOn: string
  customer: {
    name: string
    contact: string
    phone: string
    address: string
    socialNumber: string
  }
  acceptor: string
  hopeTestDate: string
  lines: OrderBillLine[]
  affix: string
  remark: string
  /** The customer's signature, when she signed on screen (a PNG). */
  signaturePng?: Uint8Array
  /** Printed as a QR code: the order's number, or its address. */
  qrText: string
  /** ISO time written into the PDF's metadata (each version its own). */
  generatedAt: string
}

const LAB_NAME: TextStyle = { size: 15, bold: true, color: COLORS.accent }
const TITLE: TextStyle = { size: 22, bold: true }
const SMALL: TextStyle = { size: 9, color: COLORS.muted }
const BODY: TextStyle = { size: 10 }
const QR_SIZE = 24 * MM
const SIGNATURE_HEIGHT = 16 * MM

export async function renderOrderBillPdf(data: OrderBillPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const date = new Date(data.generatedAt)
  doc.setTitle(`委托单 ${data.orderNo}`)
  doc.setAuthor(data.lab.name)
  doc.setSubject(data.customer.name)
  doc.setKeywords([data.orderNo, `v${data.version}`])
  doc.setCreator('MetroDesk')
  doc.setProducer('MetroDesk (pdf-lib)')
  doc.setLanguage('zh-CN')
  doc.setCreationDate(date)
  doc.setModificationDate(date)
  const fonts = await embedFonts(doc, `${data.orderNo}/${data.version}`)
  const signature = data.signaturePng ? await doc.embedPng(data.signaturePng) : undefined
  const margins = { ...DEFAULT_MARGINS, top: 16 * MM }
  const flow = new PageFlow(doc, fonts, margins)

  drawHeading(flow, data)
  drawKeyValueTable(
    flow,
    [
      { label: '委托单号', value: data.orderNo },
      { label: '登记日期', value: data.registeredOn },
      { label: '委托单位', value: data.customer.name, wide: true },
      { label: '联系人', value: data.customer.contact },
      { label: '联系电话', value: data.customer.phone },
      { label: '单位地址', value: data.customer.address, wide: true },
      { label: '统一社会信用代码', value: data.customer.socialNumber },
      { label: '期望检测日期', value: data.hopeTestDate },
    ],
    { pairsPerRow: 2, size: 9.5 },
  )
  flow.moveDown(4 * MM)
  drawTable(flow, {
    columns: [
      { header: '序号', weight: 0.6 },
      { header: '器具名称', weight: 2.2, align: 'left' },
      { header: '型号规格', weight: 1.6, align: 'left' },
      { header: '出厂编号', weight: 1.5, align: 'left' },
      { header: '数量', weight: 0.6 },
      { header: '检验类型', weight: 1 },
      { header: '检测项目', weight: 2.4, align: 'left' },
    ],
    rows: data.lines.map((line, index) => [
      String(index + 1),
      line.name,
      line.model,
      line.factoryNumber,
      String(line.quantity),
      line.inspectionType,
      line.items || '—',
    ]),
    size: 9,
    continuedLabel: '（续表）',
  })
  flow.moveDown(3 * MM)
  if (data.affix) flow.paragraph(`随附附件：${data.affix}`, BODY)
  if (data.remark) flow.paragraph(`备注：${data.remark}`, BODY)
  flow.moveDown(6 * MM)
  drawSignatureRow(flow, data, signature)

  drawFooters(flow.pages, fonts, margins, {
    left: `委托单号：${data.orderNo}`,
    center: `第 ${data.version} 版`,
    right: '第 {{page}} 页 共 {{pages}} 页',
  })
  return doc.save()
}

/** The lab's name and address, the title, and the QR code at the top right. */
function drawHeading(flow: PageFlow, data: OrderBillPdfData): void {
  const top = flow.y
  drawQr(flow.page, data.qrText, { x: flow.right - QR_SIZE, top, size: QR_SIZE })
  const width = flow.width - 2 * QR_SIZE
  const line = (text: string, style: TextStyle, height: number) => {
    drawText(flow.page, flow.fonts, fitText(flow.measure(style), text, width), {
      x: flow.left + QR_SIZE,
      y: baselineIn(flow.y, height, style.size),
      width,
      align: 'center',
      style,
    })
    flow.moveDown(height)
  }
  line(data.lab.name, LAB_NAME, 22)
  line([data.lab.address, data.lab.phone].filter(Boolean).join('  电话：'), SMALL, 14)
  line('委 托 单', TITLE, 34)
  flow.y = Math.min(flow.y, top - QR_SIZE) - 3 * MM
}

/** 客户签名 (her signature when she signed on screen, else a line to sign on paper) and 受理人. */
function drawSignatureRow(flow: PageFlow, data: OrderBillPdfData, signature: PDFImage | undefined): void {
  flow.ensure(SIGNATURE_HEIGHT + 16)
  const half = flow.width / 2
  const lineY = flow.y - SIGNATURE_HEIGHT
  const label = (text: string, x: number) =>
    drawText(flow.page, flow.fonts, text, { x, y: lineY + 4, style: { size: 10.5, bold: true } })
  label('客户签名：', flow.left)
  const areaX = flow.left + 22 * MM
  const areaWidth = half - 26 * MM
  drawRule(flow.page, [areaX, lineY], [areaX + areaWidth, lineY], 0.5, COLORS.grid)
  if (signature) {
    const scale = Math.min((SIGNATURE_HEIGHT - 2) / signature.height, areaWidth / signature.width)
    const size = signature.scale(scale)
    flow.page.drawImage(signature, { x: areaX + (areaWidth - size.width) / 2, y: lineY + 1, ...size })
  }
  label('受理人：', flow.left + half)
  drawText(flow.page, flow.fonts, data.acceptor, {
    x: flow.left + half + 18 * MM,
    y: lineY + 4,
    style: { size: 12 },
  })
  drawRule(flow.page, [flow.left + half + 18 * MM, lineY], [flow.right, lineY], 0.5, COLORS.grid)
  flow.moveDown(SIGNATURE_HEIGHT + 16)
}
