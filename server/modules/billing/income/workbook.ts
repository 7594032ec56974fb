import ExcelJS from 'exceljs'
import type { IncomeGrouping } from '@/domain/billing'
import { translate, type Locale } from '../../../http/messages'
import type { IncomeSummary } from './service'

const GROUP_HEADERS: Record<IncomeGrouping, { zh: string; en: string }> = {
  month: { zh: '月份', en: 'Month' },
  source: { zh: '收入来源', en: 'Income source' },
  dept: { zh: '部门', en: 'Department' },
  taxon: { zh: '收费分类', en: 'Charge category' },
  customer: { zh: '客户', en: 'Customer' },
}

const HEADERS = {
  orders: { zh: '单据数', en: 'Bills' },
  items: { zh: '项目数', en: 'Items' },
  amount: { zh: '金额(元)', en: 'Amount (yuan)' },
  sheet: { zh: '收入统计', en: 'Income' },
}

/** A decimal string as a number cell: amounts have two decimals, well within a double's exact range. */
const amountCell = (amount: string) => Number(amount)

/**
 * The statistic as an .xlsx, laid out as the engine's exports are: a 序号 column numbering the rows, and a
 * bold 合计 row (its label in the 序号 column) whose figures are the database's totals.
 */
export async function incomeWorkbook(summary: IncomeSummary, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(HEADERS.sheet[locale], { views: [{ state: 'frozen', ySplit: 1 }] })
  const amountStyle: Partial<ExcelJS.Style> = { numFmt: '0.00' }
  sheet.columns = [
    { header: translate('resource.exportSerial', locale), key: 'serial', width: 8 },
    { header: GROUP_HEADERS[summary.by][locale], key: 'label', width: 28 },
    { header: HEADERS.orders[locale], key: 'orders', width: 10 },
    { header: HEADERS.items[locale], key: 'items', width: 10 },
    { header: HEADERS.amount[locale], key: 'amount', width: 16, style: amountStyle },
  ]
  sheet.getRow(1).font = { bold: true }
  summary.rows.forEach((row, index) => {
    sheet.addRow([index + 1, row.label, row.orders, row.items, amountCell(row.amount)])
  })
  const totals = sheet.addRow([
    translate('resource.exportTotal', locale),
    null,
    summary.totals.orders,
    summary.totals.items,
    amountCell(summary.totals.amount),
  ])
  totals.font = { bold: true }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The download's name: 收入统计-2026-01-2026-12-month.xlsx. */
export const incomeFileName = (summary: IncomeSummary, locale: Locale) =>
  `${HEADERS.sheet[locale]}-${summary.from}-${summary.to}-${summary.by}.xlsx`
