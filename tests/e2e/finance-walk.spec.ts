import { expect, test, type Page } from '@playwright/test'
import { issueCertificate } from './public-support'
import { apiAs, sidebar, signIn } from './shell-layout-support'

/**
 * Getting paid from the first price to the income, as reception and finance do it: a quote from the charge
 * standards with a discount, reviewed by finance; a contract made from it; an order of that customer naming the
 * contract, its item priced from the contract; the bill settled and paid by WeChat; a special VAT invoice; the
 * income of the month, by customer. Screens of each finance page go to test-results/finance-screens/ at 1280,
 * 768 and 390 px, in Chinese and English, to be looked at.
 */

const dir = process.env.SCREENSHOT_DIR ?? 'test-results/finance-screens'
const VALID_CODE = '91350100M000100Y43'

async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}

/** Opens a page of 财务管理 from the sidebar (the area is opened first when it is folded). */
async function openFinance(page: Page, menu: string) {
  const link = sidebar(page).getByRole('link', { name: menu })
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  await link.click()
}

/** The page (and its open dialog) at a desktop, a tablet and a phone width. */
async function screens(page: Page, name: string) {
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('quote → review → contract → priced order → settled → WeChat payment → special invoice → income', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now().toString(36)
  const customer = `走查客户${stamp}有限公司`
  const reception = await apiAs(request, 'reception')
  const admin = await apiAs(request)
  await reception.post('/api/hm-crm/customer/submit', {
    name: customer,
    businessType: '1',
    contact: '吴经理',
    phone: '13912340009',
  })

  // Reception: a quote for 压力表 (40.00 on the charge standards) with 10 % off, sent for review.
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'reception')
  await openFinance(page, '报价管理')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const editor = page.getByRole('dialog', { name: '报价单 · 新增' })
  await editor.getByLabel('客户名称').fill(customer)
  await page.getByRole('option', { name: customer }).click()
  await editor.getByRole('button', { name: '从收费标准添加' }).click()
  const picker = page.getByRole('dialog', { name: '从收费标准添加' })
  await picker.getByLabel('搜索收费标准').fill('压力表')
  await picker.getByRole('checkbox', { name: '压力表', exact: true }).check()
  await picker.getByRole('button', { name: '添加所选（1）' }).click()
  await editor.getByRole('textbox', { name: '优惠(%) 1' }).fill('10')
  await editor.getByLabel('优惠类型 1').click()
  await page.getByRole('option', { name: '合同优惠', exact: true }).click()
  await expect(editor.getByRole('group', { name: '报价合计' })).toContainText('报价总额¥36.00')
  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(editor).toBeHidden()
  const quotes = page.getByRole('grid', { name: '报价单' })
  const quoteRow = quotes.getByTestId('data-table-row').filter({ hasText: customer })
  await quoteRow.getByRole('button', { name: '送审', exact: true }).click()
  await expect(quoteRow).toContainText('审核中')
  await signOut(page)

  // Finance approves it.
  await signIn(page, 'finance')
  await openFinance(page, '报价管理')
  await quoteRow.getByRole('button', { name: '审核通过', exact: true }).click()
  await expect(quoteRow).toContainText('审核完成')
  await signOut(page)

  // Reception makes the contract from it: a list contract at the quote's net price, 36.00.
  await signIn(page, 'reception')
  await openFinance(page, '报价管理')
  await quoteRow.locator('[data-make-contract]').click()
  await expect(page.getByText(/已生成合同 HT\d{12}/)).toBeVisible()
  await openFinance(page, '合同管理')
  const contractRow = page
    .getByRole('grid', { name: '合同' })
    .getByTestId('data-table-row')
    .filter({ hasText: customer })
  await expect(contractRow).toContainText('清单合同')
  await contractRow.getByRole('button', { name: '查看', exact: true }).click()
  await expect(page.locator('[data-contract-lines]')).toContainText('36.00')
  await screens(page, 'contract-zh')
  await page.keyboard.press('Escape')
  await signOut(page)

  // The customer's pressure gauge, registered under the contract and tested to a certificate.
  const customers = await admin.post<{ records: { id: string; name: string }[] }>(
    '/api/hm-crm/customer/page',
    {},
    { current: 1, size: 10, name: customer },
  )
  const customerId = customers.records.find((record) => record.name === customer)!.id
  const contracts = await admin.post<{ records: { id: string }[] }>(
    '/api/hm-finance/contract/page',
    {},
    { current: 1, size: 10, customerId },
  )
  const contractId = contracts.records[0]!.id
  const { orderId } = await issueCertificate(request, customer, '13912340009', '压力表', {
    enterId: customerId,
    contractId,
  })
  const { orderNo } = await admin.get<{ orderNo: string }>('/api/hm-finance/bill/detail', { orderId })

  // Finance: the bill charges the contract's price; settled, then paid by WeChat.
  await signIn(page, 'finance')
  await openFinance(page, '结算管理')
  const billRow = page
    .getByRole('grid', { name: '结算管理' })
    .getByTestId('data-table-row')
    .filter({ hasText: orderNo })
  await billRow.getByRole('button', { name: '结算', exact: true }).click()
  const bill = page.getByRole('dialog', { name: `结算管理 · ${orderNo}` })
  await expect(bill.locator('[data-bill-fact="total"]')).toContainText('¥36.00')
  await expect(bill.locator('[data-order-contract]')).toContainText(customer)
  await bill.locator('[data-bill-action="settle"]').click()
  await expect(bill.locator('[data-bill-fact="state"]')).toContainText('已结算')
  await bill.locator('[data-record-payment]').click()
  const form = bill.locator('[data-payment-form]')
  await form.getByLabel('收款金额(元)').fill('36.00')
  await form.getByLabel('收费方式').click()
  await page.getByRole('option', { name: '微信', exact: true }).click()
  await form.getByLabel('凭证号').fill(`WX${stamp}`)
  await form.getByRole('button', { name: '登记收款' }).click()
  await expect(bill.locator('[data-bill-payments]')).toContainText('待确认')
  const recorded = await admin.get<{ payments: { id: string }[] }>('/api/hm-finance/bill/detail', { orderId })
  await admin.post('/api/hm-finance/bill/payment/confirm', { id: recorded.payments[0]!.id })
  await page.keyboard.press('Escape')
  await billRow.getByRole('button', { name: '查看', exact: true }).click()
  await expect(bill.locator('[data-bill-fact="state"]')).toContainText('已付款')
  await screens(page, 'bill-zh')
  await page.keyboard.press('Escape')

  // A special VAT invoice for it.
  await openFinance(page, '发票管理')
  await page.getByRole('button', { name: '开票', exact: true }).click()
  const issue = page.getByRole('dialog', { name: '发票 · 开票' })
  await issue.locator('input[data-invoice-customer]').fill(customer)
  await page.getByRole('option', { name: customer }).click()
  await issue.getByRole('checkbox', { name: orderNo, exact: true }).check()
  await expect(issue.locator('[data-invoice-figure="total"]')).toContainText('¥36.00')
  await issue.getByLabel('发票号码').fill(`2443${Date.now()}`.slice(0, 20))
  await issue.getByLabel('统一社会信用代码').fill(VALID_CODE)
  await issue.getByLabel('地址').fill('长沙市岳麓区麓谷大道1号')
  await issue.getByLabel('电话').fill('0731-88886666')
  await issue.getByLabel('开户银行').fill('中国工商银行长沙麓谷支行')
  await issue.getByLabel('银行账号').fill('1901001234567890123')
  await issue.getByRole('button', { name: '开票', exact: true }).click()
  const invoice = page.getByRole('dialog', { name: /^发票 · 查看/ }).locator('[data-invoice-view]')
  await expect(invoice.locator('[data-invoice-status]')).toHaveText('已开具')
  await expect(invoice.locator('[data-invoice-orders]')).toContainText(orderNo)
  await screens(page, 'invoice-zh')
  await page.keyboard.press('Escape')

  // The month's income, by customer: hers is the 36.00 she paid.
  await openFinance(page, '收入统计')
  const income = page.locator('[data-income-page]')
  await income.locator('.mantine-SegmentedControl-label').filter({ hasText: '客户' }).click()
  await expect(
    income.locator('[data-income-table]').getByRole('row').filter({ hasText: customer }),
  ).toContainText('36.00')
  await expect(income.locator('[data-income-chart]')).toBeVisible()
  await screens(page, 'income-zh')

  // The same pages in English.
  await page.getByLabel('语言').selectOption('en')
  await expect(income.locator('[data-income-table]')).toContainText('Total')
  await screens(page, 'income-en')
  await page.goto('/finance/bill')
  await page
    .getByRole('grid', { name: 'Bills' })
    .getByTestId('data-table-row')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: 'View', exact: true })
    .click()
  await expect(page.locator('[data-bill-fact="state"]')).toBeVisible()
  await screens(page, 'bill-en')
})
