import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import { apiAs, sidebar, signIn } from './shell-layout-support'

/**
 * A quote from reception's first line to finance's approval, as the two people see it: the lines picked from
 * the lab's charge standards, a discount with its kind, the totals and the amount in capital numerals as
 * they are typed, the review, and the printed quote.
 */

const QUOTES = '/api/hm-finance/quote'

const rowWith = (page: Page, text: string) =>
  page.getByRole('grid', { name: '报价单' }).getByTestId('data-table-row').filter({ hasText: text })

async function openQuotes(page: Page, open: () => Promise<unknown>) {
  const loaded = page.waitForResponse(
    (response) => response.url().includes(`${QUOTES}/page`) && response.ok(),
  )
  await open()
  await loaded
}

async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}

/** Picks an option of a select by its label (the options are in a portal, outside the dialog). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('reception makes a quote from the charge standards, finance approves it, and it prints', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const customer = `报价测试仪表${Date.now().toString(36)}有限公司`
  const reception = await apiAs(request, 'reception')
  await reception.post('/api/hm-crm/customer/submit', {
    name: customer,
    businessType: '1',
    contact: '周经理',
    phone: '13912340001',
  })

  // Reception: 财务管理 › 报价管理 › 新增.
  await signIn(page, 'reception')
  await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  await openQuotes(page, () => sidebar(page).getByRole('link', { name: '报价管理' }).click())
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const editor = page.getByRole('dialog', { name: '报价单 · 新增' })

  // The customer is one of the lab's: picked as its name is typed, its contact and phone come with it.
  await editor.getByLabel('客户名称').fill(customer)
  await page.getByRole('option', { name: customer }).click()
  await expect(editor.getByText('已关联客户档案')).toBeVisible()
  await expect(editor.getByLabel('联系人')).toHaveValue('周经理')
  await expect(editor.getByLabel('联系电话')).toHaveValue('13912340001')
  await expect(editor.getByLabel('报价类型')).toHaveValue('常规报价')

  // Two lines from the charge standards.
  await editor.getByRole('button', { name: '从收费标准添加' }).click()
  const picker = page.getByRole('dialog', { name: '从收费标准添加' })
  for (const name of ['数字多用表', '精密压力表']) {
    await picker.getByLabel('搜索收费标准').fill(name)
    await picker.getByRole('checkbox', { name, exact: true }).check()
  }
  await picker.getByRole('button', { name: '添加所选（2）' }).click()
  await expect(picker).toBeHidden()
  const lines = editor.getByRole('table', { name: '报价项目' })
  await expect(lines.getByRole('row').filter({ hasText: '数字多用表' })).toContainText('150.00')
  await expect(lines.getByRole('row').filter({ hasText: '精密压力表' })).toContainText('60.00')

  // 2 multimeters with 10 % off (a contract discount), 3 precision gauges.
  await editor.getByRole('textbox', { name: '数量 1' }).fill('2')
  await editor.getByRole('textbox', { name: '数量 2' }).fill('3')
  await editor.getByRole('textbox', { name: '优惠(%) 1' }).fill('10')
  await expect(editor.getByText('请选择优惠类型')).toBeVisible()
  await choose(page, editor.getByLabel('优惠类型 1'), '合同优惠')
  await expect(editor.getByText('请选择优惠类型')).toBeHidden()

  // The totals follow as they are typed: 300 − 30 + 180 = 450, tax 6 % included (450 × 6 / 106 = 25.47).
  const totals = editor.getByRole('group', { name: '报价合计' })
  await expect(lines.getByRole('row').filter({ hasText: '数字多用表' })).toContainText('270.00')
  await expect(totals).toContainText('金额合计¥480.00')
  await expect(totals).toContainText('优惠及减免−¥30.00')
  await expect(totals).toContainText('税额（6%，已含）¥25.47')
  await expect(totals).toContainText('报价总额¥450.00')
  await expect(totals).toContainText('大写肆佰伍拾元整')

  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(editor).toBeHidden()
  const row = rowWith(page, customer)
  await expect(row).toContainText('待提交')
  await expect(row).toContainText('450.00')
  const code = (await row.innerText()).match(/BJ\d{12}/)?.[0]
  expect(code).toBeTruthy()

  // Sent for review: it can no longer be changed.
  await row.getByRole('button', { name: '送审', exact: true }).click()
  await expect(row).toContainText('审核中')
  await expect(row.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0)
  await expect(row.getByRole('button', { name: '撤回', exact: true })).toBeVisible()
  await signOut(page)

  // Finance reviews it.
  await signIn(page, 'finance')
  await openQuotes(page, () => page.goto('/finance/quote'))
  const toReview = rowWith(page, code!)
  await toReview.getByRole('button', { name: '审核通过', exact: true }).click()
  await expect(toReview).toContainText('审核完成')
  await expect(toReview.getByRole('button', { name: '审核通过', exact: true })).toHaveCount(0)

  // 查看: the quote as approved, with who sent and who approved it.
  await toReview.getByRole('button', { name: '查看', exact: true }).click()
  const view = page.getByRole('dialog', { name: `报价单 · 查看 · ${code}` })
  await expect(view.getByRole('group', { name: '报价合计' })).toContainText('大写肆佰伍拾元整')
  const trail = view.locator('[data-workflow-trail]')
  await expect(trail.getByRole('row').filter({ hasText: '送审' })).toBeVisible()
  await expect(trail.getByRole('row').filter({ hasText: '审核通过' })).toBeVisible()
  await view.getByRole('button', { name: '关闭' }).first().click()

  // 打印: the quote as the customer receives it.
  const download = page.waitForEvent('download')
  await toReview.getByRole('button', { name: '打印', exact: true }).click()
  const file = savePdf('finance-quote.pdf', readFileSync(await (await download).path()))
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  const printed = squeeze(pdfText(file))
  expect(printed).toContain(code)
  expect(printed).toContain('肆佰伍拾元整')
})
