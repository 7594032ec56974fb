import { expect, test } from '@playwright/test'
import { issueCertificate } from './public-support'
import { sidebar, signIn } from './shell-layout-support'
import { apiAs } from './shell-pages-support'

/**
 * Finance in 财务管理 › 发票管理: an order tested, settled and paid by WeChat is offered for the customer's
 * invoice. A special VAT invoice asks for the buyer's whole tax block (her record from the site has none):
 * the dialog says so under the fields, finance fills them in, issues it, and finds it in the list.
 */

const BILLS = '/api/hm-finance/bill'
const VALID_CODE = '91350100M000100Y43'

test('finance issues a special invoice for a settled order and finds it listed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const customer = `开票客户${stamp}`
  // A pressure gauge: the charge standards file 压力表 (verification) at 40.00 a piece.
  const { orderId } = await issueCertificate(request, customer, '13912345678', '压力表')
  const admin = await apiAs(request)
  const finance = await apiAs(request, 'finance')
  await finance.post(`${BILLS}/transition`, { orderId, action: 'settle' })
  const { id: paymentId } = await finance.post<{ id: string }>(`${BILLS}/payment`, {
    orderId,
    amount: '40.00',
    chargeType: '5',
    paidOn: new Date().toISOString().slice(0, 10),
    reference: `WX${stamp}`,
  })
  await admin.post(`${BILLS}/payment/confirm`, { id: paymentId })
  const { orderNo } = await admin.get<{ orderNo: string }>(`${BILLS}/detail`, { orderId })

  await signIn(page, 'finance')
  await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  await sidebar(page).getByRole('link', { name: '发票管理' }).click()
  await page.getByRole('button', { name: '开票', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '发票 · 开票' })

  await dialog.locator('input[data-invoice-customer]').fill(customer)
  await page.getByRole('option', { name: customer }).click()
  await dialog.getByRole('checkbox', { name: orderNo, exact: true }).check()
  await expect(dialog.locator('[data-invoice-figure="total"]')).toContainText('¥40.00')
  await expect(dialog.locator('[data-invoice-figure="tax"]')).toContainText('¥2.26')
  await expect(dialog.locator('[data-invoice-figure="words"]')).toContainText('肆拾元整')
  await expect(dialog.getByLabel('购买方名称')).toHaveValue(customer)
  await expect(dialog.getByLabel('发票类型')).toHaveValue('增值税专用发票')

  // Without the tax block a special invoice is refused, each problem under its field.
  await dialog.getByLabel('发票号码').fill(`2443${Date.now()}`.slice(0, 20))
  await dialog.getByRole('button', { name: '开票', exact: true }).click()
  await expect(dialog.getByText('专用发票须填写统一社会信用代码')).toBeVisible()
  await expect(dialog.getByText('专用发票须填写银行账号')).toBeVisible()
  await dialog.getByLabel('统一社会信用代码').fill('91350100M000100Y44')
  await dialog.getByLabel('地址').fill('长沙市岳麓区麓谷大道1号')
  await dialog.getByLabel('电话').fill('0731-88886666')
  await dialog.getByLabel('开户银行').fill('中国工商银行长沙麓谷支行')
  await dialog.getByLabel('银行账号').fill('1901001234567890123')
  await dialog.getByRole('button', { name: '开票', exact: true }).click()
  await expect(dialog.getByText('统一社会信用代码格式不正确')).toBeVisible()
  await dialog.getByLabel('统一社会信用代码').fill(VALID_CODE)
  await dialog.getByRole('button', { name: '开票', exact: true }).click()

  // Issued: the dialog shows the invoice just recorded.
  const view = page.getByRole('dialog', { name: /^发票 · 查看/ }).locator('[data-invoice-view]')
  await expect(view.locator('[data-invoice-status]')).toHaveText('已开具')
  await expect(view.locator('[data-invoice-orders]')).toContainText(orderNo)
  await expect(view.locator('[data-invoice-fact="buyerTaxNo"]')).toContainText(VALID_CODE)
  await expect(view.locator('[data-invoice-red]')).toBeVisible()
  await page.keyboard.press('Escape')

  const row = page
    .getByRole('grid', { name: '发票' })
    .getByTestId('data-table-row')
    .filter({ hasText: customer })
  await expect(row).toContainText('增值税专用发票')
  await expect(row).toContainText('40.00')
  await expect(row).toContainText('已开具')
})
