import { expect, test } from '@playwright/test'
import { issueCertificate } from './public-support'
import { sidebar, signIn } from './shell-layout-support'
import { apiAs, overflowsHorizontally } from './shell-pages-support'

/**
 * Finance settles a bill with 批量结算 (财务管理 › 结算管理), and in 收入统计 it shows in the statistic of the last
 * twelve months, as a bar of the chart and in the table's 合计 row, which reads what the server sums.
 */

type Summary = { totals: { orders: number; amount: string } }

/** The page's default period: the twelve months ending with this one on the lab's clock (UTC+8). */
function lastTwelveMonths() {
  const now = new Date(Date.now() + 8 * 3_600_000)
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
  return { from: first.toISOString().slice(0, 7), to: now.toISOString().slice(0, 7) }
}

/** '1234.50' as the table writes it: 1,234.50. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

test('finance opens 收入统计 and sees the chart and the totals', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { orderId } = await issueCertificate(
    request,
    `收入客户${Date.now().toString(36)}`,
    '13912345678',
    '压力表',
  )
  const admin = await apiAs(request)
  const { orderNo } = await admin.get<{ orderNo: string }>('/api/hm-finance/bill/detail', { orderId })

  // Settled with 批量结算 on the bills page: the dialog says how many bills and what they add up to.
  await signIn(page, 'finance')
  await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  await sidebar(page).getByRole('link', { name: '结算管理' }).click()
  const row = page
    .getByRole('grid', { name: '结算管理' })
    .getByTestId('data-table-row')
    .filter({ hasText: orderNo })
  await row.getByRole('checkbox').check()
  await page.locator('[data-bill-settle-batch]').click()
  const confirm = page.getByRole('dialog', { name: '批量结算' })
  await expect(confirm).toContainText('结算选中的 1 张单据，应收合计 40.00 元')
  await confirm.locator('[data-settle-batch-confirm]').click()
  await expect(row).toContainText('已结算')

  await sidebar(page).getByRole('link', { name: '收入统计' }).click()
  const view = page.locator('[data-income-page]')
  // Months without income are bars of no height: this month's is the one that shows.
  await expect(
    view.locator('[data-income-chart] .recharts-bar-rectangle >> visible=true').first(),
  ).toBeVisible()

  const { from, to } = lastTwelveMonths()
  await expect(view.locator('[data-income-from]')).toContainText(from)
  await expect(view.locator('[data-income-to]')).toContainText(to)
  const summary = await admin.get<Summary>('/api/hm-finance/income/summary', { from, to, by: 'month' })
  expect(summary.totals.orders).toBeGreaterThan(0)
  const totals = view.locator('[data-income-totals]')
  await expect(totals).toContainText('合计')
  await expect(totals).toContainText(grouped(summary.totals.amount))

  await view.locator('.mantine-SegmentedControl-label').filter({ hasText: '收费分类' }).click()
  await expect(view.locator('[data-income-table]')).toContainText('收费分类')
  await expect(totals).toContainText(grouped(summary.totals.amount))

  // A tablet and a phone: the filters wrap, the table scrolls inside itself, the page never sideways.
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(totals).toBeVisible()
    // The chart follows the new width when its resize observer fires: the page settles without a sideways scroll.
    await expect
      .poll(() => overflowsHorizontally(page), { message: `${width} px scrolls sideways` })
      .toBe(false)
    await page.screenshot({ path: test.info().outputPath(`income-${width}.png`), fullPage: true })
  }
})
