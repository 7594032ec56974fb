import { expect, test } from '@playwright/test'
import { issueCertificate } from './public-support'
import { sidebar, signIn } from './shell-layout-support'
import { apiAs } from './shell-pages-support'

/**
 * Finance in 财务管理 › 结算管理: an order whose testing is done is waiting to be settled, with its test item
 * priced from the charge standard. Finance settles it and records a WeChat payment; it counts only once
 * someone else confirms it, and the bill is then paid.
 */

const BILLS = '/api/hm-finance/bill'

type Bill = { orderNo: string; total: string; payments: { id: string }[] }

test('finance settles a bill and records a payment, which counts once another person confirms it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A pressure gauge: the charge standards file 压力表 (verification) at 40.00 a piece.
  const { orderId } = await issueCertificate(
    request,
    `结算客户${Date.now().toString(36)}`,
    '13912345678',
    '压力表',
  )
  const admin = await apiAs(request)
  const before = await admin.get<Bill>(`${BILLS}/detail`, { orderId })

  await signIn(page, 'finance')
  await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  await sidebar(page).getByRole('link', { name: '结算管理' }).click()
  const grid = page.getByRole('grid', { name: '结算管理' })
  const row = grid.getByTestId('data-table-row').filter({ hasText: before.orderNo })
  await expect(row).toContainText('待结算')
  await row.getByRole('button', { name: '结算', exact: true }).click()

  const dialog = page.getByRole('dialog', { name: `结算管理 · ${before.orderNo}` })
  expect(before.total).toBe('40.00')
  await expect(dialog.locator('[data-bill-fact="total"]')).toContainText('¥40.00')
  await expect(dialog.locator('[data-bill-fact="words"]')).toContainText('肆拾元整')
  await expect(dialog.locator('[data-bill-items]')).toContainText('示值误差')
  await dialog.locator('[data-bill-action="settle"]').click()
  await expect(dialog.locator('[data-bill-fact="state"]')).toContainText('已结算')

  await dialog.locator('[data-record-payment]').click()
  const form = dialog.locator('[data-payment-form]')
  await form.getByLabel('收款金额(元)').fill(before.total)
  await form.getByLabel('收费方式').click()
  await page.getByRole('option', { name: '微信', exact: true }).click()
  await form.getByLabel('凭证号').fill('WX20261127001')
  await form.getByRole('button', { name: '登记收款' }).click()
  const payments = dialog.locator('[data-bill-payments]')
  await expect(payments).toContainText('待确认')
  // Her own payment waits for someone else: no 确认 for the person who recorded it.
  await expect(payments.getByRole('button', { name: '确认' })).toHaveCount(0)
  await expect(dialog.locator('[data-bill-fact="paid"]')).toContainText('¥0.00')

  const recorded = await admin.get<Bill>(`${BILLS}/detail`, { orderId })
  await admin.post(`${BILLS}/payment/confirm`, { id: recorded.payments[0]!.id })
  await page.keyboard.press('Escape')
  await row.getByRole('button', { name: '查看', exact: true }).click()
  await expect(dialog.locator('[data-bill-fact="state"]')).toContainText('已付款')
  await expect(dialog.locator('[data-bill-fact="balance"]')).toContainText('¥0.00')
  await expect(payments).toContainText('已确认')
})
