import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { formatAmount, sumRounded } from '../../src/domain/money/round'
import {
  INSTRUMENT_BASE,
  headerTitles,
  nextPageResponse,
  openInstruments,
  type InstrumentRecord,
  type Page_,
} from './resource-support'
import { apiAs } from './shell-pages-support'

const SAVE = '/api/blade-expand/view-param/save'
const EXPORT = `${INSTRUMENT_BASE}/export`
const MARK_LABELS = ['非强检', '周期强检', '首次强检']

const searchBar = (page: Page) => page.getByRole('search', { name: '查询条件' })

/**
 * Searches 检验类型 = 检定 in the search bar and waits until the table shows the answer; answers the page
 * request's body (the search as sent) and the total the table shows.
 */
async function searchVerifications(page: Page): Promise<{ search: unknown; total: number }> {
  const bar = searchBar(page)
  const toggle = bar.getByRole('button', { name: /展开|收起/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await bar.getByRole('combobox', { name: '检验类型', exact: true }).click()
  await page.getByRole('option', { name: '检定', exact: true }).click()
  const answer = nextPageResponse(page)
  await bar.getByRole('button', { name: '查询', exact: true }).click()
  const response = await answer
  const { total } = ((await response.json()) as { data: Page_<InstrumentRecord> }).data
  await expect(page.getByText(`共 ${new Intl.NumberFormat('zh-CN').format(total)} 条`)).toBeVisible()
  return { search: response.request().postDataJSON(), total }
}

/** The grid's data column titles in order (no selection, 序号 or 操作). */
const dataTitles = async (grid: Locator) =>
  (await headerTitles(grid))
    .map((title) => title.trim())
    .filter((title) => !['', '序号', '操作'].includes(title))

/** Clicks 导出, checks the progress status while the request is held, and answers the parsed workbook. */
async function exportWorkbook(page: Page, total: number): Promise<ExcelJS.Worksheet> {
  let release: () => void = () => undefined
  const statusSeen = new Promise<void>((resolve) => (release = resolve))
  // Holds the (real) export request until the status has been seen: the status shows from the click.
  await page.route(`**${EXPORT}`, async (route) => {
    await statusSeen
    await route.continue()
  })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出', exact: true }).click()
  const status = page.getByRole('status', { name: '导出进度' })
  await expect(status).toBeVisible()
  await expect(status).toContainText(`正在导出 ${total} 条数据`)
  release()
  const file = await (await download).path()
  await expect(status).toBeHidden()
  await page.unroute(`**${EXPORT}`)
  const workbook = new ExcelJS.Workbook()
  // exceljs's load() is typed for its own Buffer declaration; a Node Buffer is what it reads.
  await workbook.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no sheet')
  return sheet
}

/** Row `n` (1-based) of a sheet as plain values, first cell first. */
const rowValues = (sheet: ExcelJS.Worksheet, n: number): unknown[] => {
  const values = sheet.getRow(n).values
  return Array.isArray(values) ? values.slice(1) : []
}

test.describe('export of a resource list', () => {
  test.afterEach(async ({ request }) => {
    await (await apiAs(request)).post(SAVE, { elementId: 'crm_instrument', parameter: '' })
  })

  test('exports the search as .xlsx: 序号, visible columns, dictionary labels, totals row', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const grid = await openInstruments(page)
    // Hide 型号规格 for this person: the export leaves it out as the table does.
    await searchBar(page).getByRole('button', { name: '列设置' }).click()
    const settings = page.getByRole('dialog', { name: '列设置' })
    await settings.getByRole('checkbox', { name: '型号规格' }).uncheck()
    await settings.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await expect.poll(async () => dataTitles(grid)).not.toContain('型号规格')

    const { search, total } = await searchVerifications(page)
    expect(total).toBeGreaterThan(100)
    expect(total).toBeLessThan(5000)
    const titles = await dataTitles(grid)

    const sheet = await exportWorkbook(page, total)
    const header = rowValues(sheet, 1)
    expect(header).toEqual(['序号', ...titles])
    for (const hidden of ['型号规格', '器具用途', '收费分类', '是否进口'])
      expect(header).not.toContain(hidden)

    // Header, N rows, totals row.
    expect(sheet.rowCount).toBe(total + 2)
    const serials = Array.from({ length: total }, (_, i) => rowValues(sheet, i + 2)[0])
    expect(serials).toEqual(Array.from({ length: total }, (_, i) => i + 1))

    const column = (title: string) => header.indexOf(title)
    const inspection = column('检验类型')
    const mark = column('强检标志')
    expect(inspection).toBeGreaterThan(0)
    for (let n = 2; n <= total + 1; n++) {
      const values = rowValues(sheet, n)
      expect(values[inspection]).toBe('检定')
      if (values[mark] !== undefined && values[mark] !== null) expect(MARK_LABELS).toContain(values[mark])
    }

    // The same search through the API: the totals row sums its fees exactly, half-to-even to 2 decimals.
    const api = await apiAs(request)
    const all = await api.post<Page_<InstrumentRecord>>(`${INSTRUMENT_BASE}/page`, search, {
      current: 1,
      size: 5000,
    })
    expect(all.total).toBe(total)
    const fees = all.records.flatMap((record) =>
      record.fee === null || record.fee === undefined ? [] : [Number(record.fee)],
    )
    const expected = Number(formatAmount(sumRounded(fees)))
    const totals = rowValues(sheet, total + 2)
    expect(totals[0]).toBe('合计')
    expect(totals[column('检测费用(元)')]).toBe(expected)
  })

  test('exports every page of the search, not only the page shown', async ({ page }) => {
    const grid = await openInstruments(page)
    const { total } = await searchVerifications(page)
    const fifteen = nextPageResponse(page, 15)
    await page.getByRole('combobox', { name: '每页条数' }).click()
    await page.getByRole('option', { name: '15 条/页' }).click()
    await fifteen
    await expect(grid).toHaveAttribute('aria-rowcount', String(15 + 2))
    expect(total).toBeGreaterThan(15)
    await expect(page.getByText(`共 ${new Intl.NumberFormat('zh-CN').format(total)} 条`)).toBeVisible()

    const sheet = await exportWorkbook(page, total)
    expect(sheet.rowCount).toBe(total + 2)
    expect(rowValues(sheet, total + 1)[0]).toBe(total)
    expect(rowValues(sheet, total + 2)[0]).toBe('合计')
  })
})
