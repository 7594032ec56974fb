import { expect, test } from '@playwright/test'
import { editor, expectSaved, field } from './offline-registration-support'
import { openList, rowWith, searchBy } from './resource-pages-support'
import { INSTRUMENT } from './resource-search-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * The cart makes orders too: reception puts a customer's instruments in the cart from 客户器具, and the cart's
 * 生成委托单 opens 现场登记 with a new registration of them (the customer picked, each instrument a line);
 * the draft is saved on the device and the instruments leave the cart.
 */

test('instruments put in the cart from 客户器具 become a registration of their customer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const customer = `委托测试仪器${tag}有限公司`
  const reception = await apiAs(request, 'reception')
  const { id: customerId } = await reception.post<{ id: string }>('/api/hm-crm/customer/submit', {
    name: customer,
    businessType: '1',
    contact: '赵经理',
    phone: '13912340002',
  })
  const instruments = [
    { name: `精密压力表${tag}`, model: 'Y-100', factoryNumber: `P-${tag}` },
    { name: `数字多用表${tag}`, model: 'DM-3', factoryNumber: `M-${tag}` },
  ]
  for (const instrument of instruments)
    await reception.post(`${INSTRUMENT}/submit`, { ...instrument, customerId })
  // The cart is the user's own: it starts empty, whatever an earlier run left in it.
  await reception.post('/api/hm-crm/cart/clear')

  await signIn(page, 'reception')
  const grid = await openList(page, '/crm/instrument', INSTRUMENT, '客户器具')
  await searchBy(page, page.locator('body'), '客户名称', customer, INSTRUMENT)
  await expect(grid.getByTestId('data-table-row')).toHaveCount(2)
  // One by its row's action, the other ticked and added from the toolbar.
  const [first, second] = instruments.map((instrument) => rowWith(grid, instrument.name))
  await first!.getByRole('button', { name: '加入购物车' }).click()
  await expect(page.getByRole('button', { name: '购物车（1）' })).toBeVisible()
  await second!.getByRole('checkbox').check()
  // The toolbar's button comes before the grid's row actions of the same name.
  await page.getByRole('button', { name: '加入购物车', exact: true }).first().click()
  await expect(page.getByRole('button', { name: '购物车（2）' })).toBeVisible()

  await page.getByRole('button', { name: '购物车（2）' }).click()
  const cart = page.getByRole('dialog', { name: '购物车' })
  await expect(cart.getByTestId('cart-line')).toHaveCount(2)
  await expect(cart.getByTestId('cart-line').first()).toContainText(`精密压力表${tag} Y-100`)
  await cart.getByRole('button', { name: '生成委托单' }).click()

  // The registration: the customer picked from its record, both instruments as lines.
  await expect(page).toHaveURL(/[?&]draft=/)
  await expect(editor(page)).toBeVisible()
  await expect(field(page, 'enterName')).toHaveValue(customer)
  await expect(page.getByText('已关联客户档案')).toBeVisible()
  const lines = page.locator('[data-instrument-line]')
  await expect(lines).toHaveCount(2)
  for (const [index, instrument] of instruments.entries()) {
    const line = lines.nth(index)
    await expect(line.getByRole('textbox', { name: '器具名称' })).toHaveValue(instrument.name)
    await expect(line.getByRole('textbox', { name: '出厂编号' })).toHaveValue(instrument.factoryNumber)
  }
  await expectSaved(page)

  // Saved as a draft on the device: the instruments are no longer in the cart.
  await expect(page.getByRole('button', { name: '购物车（0）' })).toBeVisible()
})
