import { expect, test } from '@playwright/test'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import { apiAs, signIn } from './shell-layout-support'

/**
 * The reception desk: a walk-in customer's order registered from 委托受理's 新增 (no signature), found in the list,
 * and its order slip opened as a PDF from 打印委托单.
 */
test('reception registers a walk-in order and prints its slip', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  page.setDefaultTimeout(20_000)
  const customer = `来访客户${Date.now()}`
  await signIn(page, 'reception')
  const loaded = page.waitForResponse(
    (response) => response.url().includes('/api/crm/registration/page') && response.ok(),
  )
  await page.goto('/lab/reception')
  await loaded

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '新增委托' })
  await dialog.getByLabel('客户名称').fill(customer)
  await dialog.getByRole('button', { name: '新增器具', exact: true }).click()
  await dialog.locator('input[data-field="instruments.0.name"]').fill('精密压力表')
  await dialog.getByRole('button', { name: '添加项目', exact: true }).click()
  await dialog.locator('input[data-field="instruments.0.items.0.name"]').fill('示值误差')
  await dialog.locator('input[data-field="instruments.0.items.0.abilityCode"]').click()
  await page.getByRole('option', { name: '检定', exact: true }).click()

  const sent = page.waitForResponse((response) => response.url().includes('/registration/desk-submit'))
  await dialog.getByRole('button', { name: '提交', exact: true }).click()
  const answer = (await (await sent).json()) as { code: number; data: { id: string; orderNo: string } }
  expect(answer.code).toBe(200)
  const { orderNo } = answer.data
  await expect(dialog).toBeHidden()

  const row = page
    .getByRole('grid', { name: '委托单' })
    .getByTestId('data-table-row')
    .filter({ hasText: orderNo })
  await expect(row).toContainText(customer)

  const tab = context.waitForEvent('page')
  const printed = page.waitForResponse((response) => response.url().includes('/order-bill/print'))
  await row.getByRole('button', { name: '打印委托单', exact: true }).click()
  expect((await printed).headers()['content-type']).toBe('application/pdf')
  const opened = await tab
  await expect(opened).toHaveURL(/^blob:/)
  // The slip is kept: read again, it is the PDF the tab shows (the page's fetch goes through the service worker).
  const { headers } = await apiAs(request, 'reception')
  const pdf = await request.post('/api/hm-print/order-bill/print', {
    headers,
    data: { orderId: answer.data.id },
  })
  expect(pdf.headers()['x-bill-version']).toBe('1')
  const text = squeeze(pdfText(savePdf(`desk-order-${orderNo}.pdf`, await pdf.body())))
  expect(text).toContain(orderNo)
  expect(text).toContain(customer)
  expect(text).toContain('示值误差')
})
