import { COLORS, type TextStyle } from '../../print/pdf/layout'
import { LETTERHEAD_SMALL as SMALL, letterheadDocument } from '../letterhead-pdf'
import { drawKeyValueTable, drawTable, type TableCell } from '../../print/pdf/tables'

/**
 * An invoice as the lab files it, pure: data in, bytes out. One A4 document in Chinese: the lab's letterhead,
 * the invoice's number, date and type, the buyer's block, one line per order with the amount invoiced for it,
 * and the net, the tax and the total in figures and in capital numerals. A red-letter invoice says so in red
 * at the top and names the invoice it voids. The lab is not connected to the tax system: this is its record
 * of the invoice, not the invoice itself. The same data gives the same bytes.
 */

export type InvoicePdfData = {
  lab: { name: string; address: string; phone: string }
  code: string
  invoiceNo: string
  issuedOn: string
  kind: string
  redLetter: boolean
  /** On a red letter: the number of the invoice it voids, and why. */
  reversesNo: string | null
  reason: string | null
  /** Issued, voided, red-letter (dictionary-like labels). */
  status: string
  buyer: {
    name: string
    taxNo: string | null
    address: string | null
    phone: string | null
    bank: string | null
    account: string | null
  }
  orders: { orderNo: string; amount: string }[]
  taxRatePercent: string
  net: string
  tax: string
  total: string
  totalInWords: string
  remark: string | null
  madeBy: string | null
  at: Date
}

const TITLE: TextStyle = { size: 18, bold: true }
const RED: TextStyle = { size: 18, bold: true, color: COLORS.fail }
const TOTAL: TextStyle = { size: 10.5, bold: true }

const yuan = (amount: string) => (amount.startsWith('-') ? `-¥${amount.slice(1)}` : `¥${amount}`)

export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const title = data.redLetter ? '红字发票' : '发票'
  const { doc, flow } = await letterheadDocument({
    title: `${title} ${data.invoiceNo}`,
    code: data.code,
    keywords: [data.code, data.invoiceNo, data.buyer.name],
    lab: data.lab,
    at: data.at,
  })
  flow.paragraph(`${data.redLetter ? '红字' : ''}${data.kind}`, data.redLetter ? RED : TITLE, {
    align: 'center',
  })
  flow.paragraph('开具记录', SMALL, { align: 'center' })
  flow.moveDown(6)

  drawKeyValueTable(
    flow,
    [
      { label: '发票号码', value: data.invoiceNo },
      { label: '开票日期', value: data.issuedOn },
      { label: '发票类型', value: data.kind },
      { label: '登记号', value: data.code },
      { label: '状态', value: data.status },
      { label: '税率', value: `${data.taxRatePercent}%` },
      ...(data.redLetter
        ? [
            { label: '红冲原发票', value: data.reversesNo ?? '—' },
            { label: '红冲原因', value: data.reason ?? '—' },
          ]
        : []),
    ],
    { size: 9 },
  )
  flow.moveDown(6)
  flow.paragraph('购买方', { size: 10.5, bold: true })
  flow.moveDown(2)
  drawKeyValueTable(
    flow,
    [
      { label: '名称', value: data.buyer.name, wide: true },
      { label: '统一社会信用代码', value: data.buyer.taxNo ?? '—', wide: true },
      { label: '地址', value: data.buyer.address ?? '—' },
      { label: '电话', value: data.buyer.phone ?? '—' },
      { label: '开户银行', value: data.buyer.bank ?? '—' },
      { label: '银行账号', value: data.buyer.account ?? '—' },
    ],
    { size: 9 },
  )
  flow.moveDown(6)

  const rows: TableCell[][] = data.orders.map((order, index) => [
    String(index + 1),
    order.orderNo,
    '检验检测服务费',
    { text: order.amount, bold: true },
  ])
  drawTable(flow, {
    columns: [
      { header: '序号', weight: 0.5, align: 'center' },
      { header: '委托单号', weight: 2 },
      { header: '项目', weight: 2 },
      { header: '价税合计(元)', weight: 1.4, align: 'right' },
    ],
    rows,
    size: 9,
    continuedLabel: '（续表）',
  })
  flow.moveDown(6)

  for (const [label, value] of [
    ['金额（不含税）', yuan(data.net)],
    [`税额（${data.taxRatePercent}%）`, yuan(data.tax)],
  ] as const)
    flow.paragraph(`${label}：${value}`, { size: 9.5 }, { align: 'right' })
  flow.moveDown(2)
  flow.paragraph(`价税合计：${yuan(data.total)}`, { ...TOTAL, size: 12 }, { align: 'right' })
  flow.paragraph(`人民币（大写）：${data.totalInWords}`, TOTAL, { align: 'right' })
  flow.moveDown(8)
  if (data.remark) flow.paragraph(`备注：${data.remark}`, { size: 9 })
  flow.paragraph('说明：本记录为本单位开具发票的登记，发票以税务系统开具的为准。', SMALL)
  flow.moveDown(10)
  flow.paragraph(`开票人：${data.madeBy ?? '—'}`, { size: 9.5 })
  return doc.save({ useObjectStreams: false })
}
