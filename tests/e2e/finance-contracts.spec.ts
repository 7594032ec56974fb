import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import { apiAs, sidebar, signIn } from './shell-layout-support'

/**
 * A list contract as reception makes it: the customer picked from the lab's, an item from the charge
 * standards at an agreed price, a ceiling; the contract in the list, and the printed contract.
 */

const CONTRACTS = '/api/hm-finance/contract'

const rowWith = (page: Page, text: string) =>
  page.getByRole('grid', { name: '合同' }).getByTestId('data-table-row').filter({ hasText: text })

test('reception makes a contract, finds it in the list and prints it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = `合同测试仪表${Date.now().toString(36)}有限公司`
  const reception = await apiAs(request, 'reception')
  await reception.post('/api/hm-crm/customer/submit', {
    name: customer,
    businessType: '1',
    contact: '周经理',
    phone: '13912340002',
  })

  await signIn(page, 'reception')
  await sidebar(page).getByRole('button', { name: '财务管理' }).click()
  const loaded = page.waitForResponse(
    (response) => response.url().includes(`${CONTRACTS}/page`) && response.ok(),
  )
  await sidebar(page).getByRole('link', { name: '合同管理' }).click()
  await loaded
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const editor = page.getByRole('dialog', { name: '合同 · 新增' })

  await editor.getByLabel('合同名称').fill('年度压力表检定合同')
  await editor.getByLabel('客户名称').fill(customer)
  await page.getByRole('option', { name: customer }).click()
  await expect(editor.getByLabel('联系人')).toHaveValue('周经理')
  await expect(editor.getByLabel('合同类型')).toHaveValue('清单合同')
  await editor.getByLabel('合同限额(元)').fill('20000')

  await editor.getByRole('button', { name: '从收费标准添加' }).click()
  const picker = page.getByRole('dialog', { name: '从收费标准添加' })
  await picker.getByLabel('搜索收费标准').fill('精密压力表')
  await picker.getByRole('checkbox', { name: '精密压力表', exact: true }).check()
  await picker.getByRole('button', { name: '添加所选（1）' }).click()
  await expect(picker).toBeHidden()
  const price = editor.getByRole('textbox', { name: '合同单价(元)' })
  await expect(price).toHaveValue('60.00')
  await price.fill('52.00')

  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(editor).toBeHidden()
  const row = rowWith(page, customer)
  await expect(row).toContainText('执行中')
  await expect(row).toContainText('20000.00')
  const code = (await row.innerText()).match(/HT\d{12}/)?.[0]
  expect(code).toBeTruthy()

  // 查看: the agreed price beside the standard one, nothing used yet.
  await row.getByRole('button', { name: '查看', exact: true }).click()
  const view = page.getByRole('dialog', { name: `合同 · 查看 · ${code}` })
  await expect(view.locator('[data-contract-lines]')).toContainText('52.00')
  await expect(view.locator('[data-contract-fact="used"]')).toContainText('贰万元整')
  await view.getByRole('button', { name: '关闭' }).first().click()

  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: '打印', exact: true }).click()
  const file = savePdf('finance-contract.pdf', readFileSync(await (await download).path()))
  const printed = squeeze(pdfText(file))
  expect(printed).toContain(code)
  expect(printed).toContain(customer)
  expect(printed).toContain('贰万元整')
})
