import type { TextStyle } from '../../print/pdf/layout'
import { LETTERHEAD_SMALL as SMALL, letterheadDocument } from '../letterhead-pdf'
import { drawKeyValueTable, drawTable, type TableCell } from '../../print/pdf/tables'

/**
 * A contract as the parties sign it, pure: data in, bytes out. One A4 document in Chinese: the lab's
 * letterhead, the contract's number, kind and validity, the parties (甲方 the customer, 乙方 the lab), the
 * terms of its kind, its items (the standard price beside the agreed one), the ceiling and a package's sum in
 * figures and in capital numerals, and the signature block. The same data gives the same bytes.
 */

export type ContractPdfLine = {
  itemName: string
  specification: string | null
  inspectionType: string | null
  unit: string
  quantity: number
  standardPrice: string | null
  unitPrice: string
}

export type ContractPdfData = {
  lab: { name: string; address: string; phone: string }
  code: string
  name: string
  customerCode: string | null
  kind: number
  kindName: string
  customerName: string
  contact: string | null
  phone: string | null
  signedOn: string | null
  validFrom: string
  validUntil: string
  discountPercent: string | null
  packageSum: string | null
  packageSumInWords: string | null
  ceiling: string | null
  ceilingInWords: string | null
  used: string
  status: string
  quoteCode: string | null
  remark: string | null
  lines: ContractPdfLine[]
  madeBy: string | null
  /** The instant the document is dated with (its last change). */
  at: Date
}

const TITLE: TextStyle = { size: 18, bold: true }
const BODY: TextStyle = { size: 9.5 }
const STRONG: TextStyle = { size: 10.5, bold: true }

const yuan = (amount: string) => `¥${amount}`

/** The clauses of the contract's kind: how the orders under it are charged. */
function pricingTerms(data: ContractPdfData): string[] {
  const common =
    '合同有效期内，甲方委托乙方检定、校准或检测的仪器，按本合同约定计价；有效期外或超出限额的委托按乙方届时公布的收费标准计价。'
  if (data.kind === 1)
    return [
      common,
      `本合同为折扣合同：各检测项目按乙方公布的收费标准优惠 ${data.discountPercent ?? '0'}% 计价（每台按四舍六入五成双取至分）。`,
    ]
  if (data.kind === 2)
    return [
      common,
      `本合同为包干合同：下列仪器${data.lines.length === 0 ? '（有效期内全部委托）' : ''}的检测费用由包干金额一次支付，委托单不再另行收费；其标准收费计入合同限额。`,
    ]
  return [common, '本合同为清单合同：下列项目按合同单价计价；清单未列明的项目按乙方公布的收费标准计价。']
}

export async function renderContractPdf(data: ContractPdfData): Promise<Uint8Array> {
  const { doc, flow } = await letterheadDocument({
    title: `合同 ${data.code}`,
    code: data.code,
    keywords: [data.code, data.customerName],
    lab: data.lab,
    at: data.at,
  })
  flow.paragraph('检 测 服 务 合 同', TITLE, { align: 'center' })
  flow.paragraph(data.name, { size: 10 }, { align: 'center' })
  flow.moveDown(6)

  drawKeyValueTable(
    flow,
    [
      { label: '合同编号', value: data.code },
      { label: '合同类型', value: data.kindName },
      { label: '甲方（委托方）', value: data.customerName, wide: true },
      { label: '联系人', value: data.contact ?? '—' },
      { label: '联系电话', value: data.phone ?? '—' },
      { label: '乙方（检测方）', value: data.lab.name, wide: true },
      { label: '有效期', value: `${data.validFrom} 至 ${data.validUntil}` },
      { label: '签订日期', value: data.signedOn ?? '—' },
      { label: '甲方合同号', value: data.customerCode ?? '—' },
      { label: '依据报价单', value: data.quoteCode ?? '—' },
    ],
    { size: 9 },
  )
  flow.moveDown(6)

  flow.paragraph('一、计价条款', STRONG)
  for (const clause of pricingTerms(data)) flow.paragraph(clause, BODY)
  flow.moveDown(4)

  if (data.lines.length > 0) {
    flow.paragraph(data.kind === 2 ? '二、包干仪器' : '二、合同项目', STRONG)
    const rows: TableCell[][] = data.lines.map((line, index) => [
      String(index + 1),
      line.itemName,
      [line.specification, line.inspectionType].filter(Boolean).join(' / '),
      `${line.quantity} ${line.unit}`,
      line.standardPrice ?? '—',
      data.kind === 2 ? '包干' : { text: line.unitPrice, bold: true },
    ])
    drawTable(flow, {
      columns: [
        { header: '序号', weight: 0.5, align: 'center' },
        { header: '项目名称', weight: 2.4 },
        { header: '规格 / 检验类型', weight: 2.2 },
        { header: '数量', weight: 0.9, align: 'right' },
        { header: '标准单价(元)', weight: 1.3, align: 'right' },
        { header: '合同单价(元)', weight: 1.3, align: 'right' },
      ],
      rows,
      size: 8.5,
      continuedLabel: '（续表）',
    })
    flow.moveDown(6)
  }

  flow.paragraph('三、金额', STRONG)
  if (data.packageSum !== null) {
    flow.paragraph(`包干金额：${yuan(data.packageSum)}`, BODY)
    flow.paragraph(`人民币（大写）：${data.packageSumInWords ?? ''}`, BODY)
  }
  if (data.ceiling !== null) {
    flow.paragraph(`合同限额：${yuan(data.ceiling)}（委托金额累计达到限额后，本合同不再接受新的委托）`, BODY)
    flow.paragraph(`人民币（大写）：${data.ceilingInWords ?? ''}`, BODY)
  } else flow.paragraph('合同限额：不设限额', BODY)
  flow.paragraph(`已用金额：${yuan(data.used)}    合同状态：${data.status}`, SMALL)
  flow.moveDown(4)

  flow.paragraph('四、其他', STRONG)
  flow.paragraph(
    '检测费用按乙方出具的结算单支付；本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。',
    BODY,
  )
  if (data.remark) flow.paragraph(`备注：${data.remark}`, BODY)
  flow.moveDown(14)
  flow.paragraph('甲方（盖章）：                                   乙方（盖章）：', BODY)
  flow.moveDown(10)
  flow.paragraph('代表签字：                                       代表签字：', BODY)
  flow.moveDown(10)
  flow.paragraph('日    期：                                       日    期：', BODY)
  flow.moveDown(8)
  flow.paragraph(`经办：${data.madeBy ?? '—'}`, SMALL)
  return doc.save({ useObjectStreams: false })
}
