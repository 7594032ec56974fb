import { expect, test } from '@playwright/test'
import { openList, rowWith, searchBy } from './resource-pages-support'
import { signIn } from './shell-layout-support'

/**
 * The commodity cart made useful: reception puts services of the price list in the cart, and the cart's
 * 生成报价单 opens a new quote with them as lines, priced from the same charge standards; once the quote is
 * saved they leave the cart.
 */

const STANDARDS = '/api/hm-metrology/charge-standard'

test('services put in the cart from the price list become a quote', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'reception')
  const grid = await openList(page, '/public-service/charge-standard', STANDARDS, '收费标准')
  for (const [count, name] of ['数字多用表', '精密压力表'].entries()) {
    await searchBy(page, page.locator('body'), '器具名称', name, STANDARDS)
    await rowWith(grid, name).first().getByRole('button', { name: '加入购物车' }).click()
    await expect(page.getByText('已加入购物车：1 项').first()).toBeVisible()
    await expect(page.getByRole('button', { name: `购物车（${count + 1}）` })).toBeVisible()
  }

  await page.getByRole('button', { name: '购物车（2）' }).click()
  const cart = page.getByRole('dialog', { name: '购物车' })
  await expect(cart.getByTestId('cart-line')).toHaveCount(2)
  await cart.getByRole('button', { name: '生成报价单' }).click()

  const editor = page.getByRole('dialog', { name: '由购物车生成报价单' })
  const lines = editor.getByRole('table', { name: '报价项目' })
  await expect(lines.getByRole('row').filter({ hasText: '数字多用表' })).toContainText('150.00')
  await expect(lines.getByRole('row').filter({ hasText: '精密压力表' })).toContainText('60.00')
  const customer = `购物车客户${Date.now().toString(36)}`
  await editor.getByLabel('客户名称').fill(customer)
  await expect(editor.getByRole('group', { name: '报价合计' })).toContainText('报价总额¥210.00')
  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(editor).toBeHidden()

  const quotes = page.getByRole('grid', { name: '报价单' })
  await expect(rowWith(quotes, customer)).toContainText('210.00')
  await expect(page.getByRole('button', { name: '购物车（0）' })).toBeVisible()
})
