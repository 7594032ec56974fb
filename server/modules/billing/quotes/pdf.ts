import type { TextStyle } from '../../print/pdf/layout'
import { LETTERHEAD_SMALL as SMALL, letterheadDocument } from '../letterhead-pdf'
import { drawKeyValueTable, drawTable, type TableCell } from '../../print/pdf/tables'

/**
 * A quote as the customer receives it, pure: data in, bytes out. One A4 document in Chinese: the lab's
 * letterhead, the quote's number and validity, the customer, the lines (the standard price beside the price
 * charged, discounts and reductions with their kind), the totals in figures and in capital numerals, and who
 * reviewed it. The same data gives the same bytes (creation date from the data, font subsets keyed by the
 * number), so a reprint is the document sent.
 */

export type QuotePdfLine = {
  itemName: string
  specification: string | null
  inspectionType: string | null
  unit: string
  quantity: number
  standardPrice: string | null
  unitPrice: string
  /** '10% 合同优惠', or empty. */
  discount: string
  reduction: string
  net: string
}

export type QuotePdfData = {
  lab: { name: string; address: string; phone: string }
  code: string
  kind: string
  quoteDate: string
  validUntil: string | null
  customerName: string
  contact: string | null
  phone: string | null
  lines: QuotePdfLine[]
  gross: string
  allowances: string
  wholeDiscount: string
  wholeDiscountNote: string | null
  taxRatePercent: string
  taxIncluded: boolean
  tax: string
  total: string
  totalInWords: string
  status: string
  reviewedBy: string | null
  reviewedOn: string | null
  remark: string | null
  madeBy: string | null
  /** The instant the document is dated with (its last change). */
  at: Date
}

const TITLE: TextStyle = { size: 18, bold: true }
const TOTAL: TextStyle = { size: 10.5, bold: true }

const yuan = (amount: string) => `¥${amount}`

export async function renderQuotePdf(data: QuotePdfData): Promise<Uint8Array> {
  const { doc, flow } = await letterheadDocument({
    title: `报价单 ${data.code}`,
    code: data.code,
    keywords: [data.code, data.customerName],
    lab: data.lab,
    at: data.at,
  })
  flow.paragraph('报  价  单', TITLE, { align: 'center' })
  flow.moveDown(6)

  drawKeyValueTable(
    flow,
    [
      { label: '报价单号', value: data.code },
      { label: '报价类型', value: data.kind },
      { label: '报价日期', value: data.quoteDate },
      { label: '有效期至', value: data.validUntil ?? '—' },
      { label: '客户名称', value: data.customerName, wide: true },
      { label: '联系人', value: data.contact ?? '—' },
      { label: '联系电话', value: data.phone ?? '—' },
    ],
    { size: 9 },
  )
  flow.moveDown(6)

  const rows: TableCell[][] = data.lines.map((line, index) => [
    String(index + 1),
    line.itemName,
    [line.specification, line.inspectionType].filter(Boolean).join(' / '),
    `${line.quantity} ${line.unit}`,
    line.standardPrice ?? '—',
    line.unitPrice,
    [line.discount, line.reduction].filter(Boolean).join('；'),
    { text: line.net, bold: true },
  ])
  drawTable(flow, {
    columns: [
      { header: '序号', weight: 0.5, align: 'center' },
      { header: '项目名称', weight: 2.2 },
      { header: '规格 / 检验类型', weight: 2 },
      { header: '数量', weight: 0.8, align: 'right' },
      { header: '标准单价(元)', weight: 1.3, align: 'right' },
      { header: '单价(元)', weight: 1, align: 'right' },
      { header: '优惠 / 减免', weight: 1.6 },
      { header: '金额(元)', weight: 1.1, align: 'right' },
    ],
    rows,
    size: 8.5,
    continuedLabel: '（续表）',
  })
  flow.moveDown(6)

  const tax = data.taxIncluded
    ? `含税 ${data.taxRatePercent}%：${yuan(data.tax)}`
    : `税额 ${data.taxRatePercent}%：${yuan(data.tax)}`
  const totals: [string, string][] = [
    ['项目合计', yuan(data.gross)],
    ['优惠及减免', `-${yuan(data.allowances)}`],
    ...(data.wholeDiscount !== '0.00'
      ? [
          [
            '其中整单优惠',
            `-${yuan(data.wholeDiscount)}${data.wholeDiscountNote ? `（${data.wholeDiscountNote}）` : ''}`,
          ] as [string, string],
        ]
      : []),
    ['税额', tax],
  ]
  for (const [label, value] of totals) flow.paragraph(`${label}：${value}`, { size: 9.5 }, { align: 'right' })
  flow.moveDown(2)
  flow.paragraph(`报价总额：${yuan(data.total)}`, { ...TOTAL, size: 12 }, { align: 'right' })
  flow.paragraph(`人民币（大写）：${data.totalInWords}`, TOTAL, { align: 'right' })
  flow.moveDown(8)

  if (data.remark) flow.paragraph(`备注：${data.remark}`, { size: 9 })
  flow.paragraph(
    '说明：本报价依据本单位公布的收费标准；有效期内接受委托时按本报价结算，逾期以届时收费标准为准。',
    SMALL,
  )
  flow.moveDown(10)
  const signature = [
    `编制：${data.madeBy ?? '—'}`,
    `审核：${data.reviewedBy ?? '（未审核）'}${data.reviewedOn ? `  ${data.reviewedOn}` : ''}`,
    `状态：${data.status}`,
  ].join('        ')
  flow.paragraph(signature, { size: 9.5 })
  return doc.save({ useObjectStreams: false })
}
