import { expect, test, type Page } from '@playwright/test'
import { openList, rowWith, searchBy } from './resource-pages-support'
import { signIn, overflowsHorizontally } from './shell-layout-support'

/**
 * Anyone finds the lab's charge standards on a phone (/charge-standard-search) — by category and by
 * keyword — and sees the same price staff keep in 收费标准. The prices are the demo seed's.
 */

const SEARCH = '/api/public/charge-standard/search'
const searched = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(SEARCH) && response.request().method() === 'POST',
  )
const cards = (page: Page) => page.getByTestId('charge')
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByText(name, { exact: true }) })

test('a customer finds a price by category and by keyword on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const first = searched(page)
  await page.goto('/charge-standard-search')
  await expect(page.getByRole('heading', { level: 1, name: '收费标准查询' })).toBeVisible()
  await first
  await expect(page.getByRole('status').filter({ hasText: /^共 \d+ 项$/ })).toBeVisible()
  await expect(cards(page)).toHaveCount(20)
  const chips = page.getByRole('navigation', { name: '收费分类' })
  await expect(chips.getByRole('button', { name: /^全部/ })).toHaveAttribute('aria-pressed', 'true')

  // More than a page: the next one comes below.
  let next = searched(page)
  await page.getByRole('button', { name: '加载更多' }).click()
  await next
  await expect(cards(page)).toHaveCount(40)

  // By category: 力学 shows only its own rows, the pressure gauge among them at its seeded price.
  next = searched(page)
  await chips.getByRole('button', { name: /^力学/ }).click()
  await next
  await expect(chips.getByRole('button', { name: /^力学/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards(page).first()).toBeVisible()
  for (const tag of await cards(page).locator('.pq-tag-dim').allInnerTexts()) expect(tag).toBe('力学')
  const gauge = cardOf(page, '压力表')
  await expect(gauge).toContainText('¥40.00/台')
  await expect(gauge).toContainText('(0~60)MPa')
  await expect(gauge).toContainText('检定')
  await expect(gauge).toContainText('收费依据：')
  expect(new URL(page.url()).searchParams.get('taxon')).toBe('3')

  // By keyword, across every category.
  next = searched(page)
  await chips.getByRole('button', { name: /^全部/ }).click()
  await next
  next = searched(page)
  await page.getByRole('searchbox', { name: '器具名称或规格' }).fill('多用表')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await next
  await expect(cards(page)).toHaveCount(1)
  await expect(cardOf(page, '数字多用表')).toContainText('¥150.00/台')
  await expect(cardOf(page, '数字多用表')).toContainText('校准')
  await expect(page.getByRole('status').filter({ hasText: '共 1 项' })).toBeVisible()
  // The chips count what the keyword finds.
  await expect(chips.getByRole('button')).toHaveCount(2)
  await expect(chips.getByRole('button', { name: /^电磁学/ })).toContainText('1')

  // A keyword with nothing behind it says so.
  next = searched(page)
  await page.getByRole('searchbox', { name: '器具名称或规格' }).fill('不存在的器具')
  await page.keyboard.press('Enter')
  await next
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: '没有找到符合条件的收费标准' })).toBeVisible()
  expect(await overflowsHorizontally(page)).toBe(false)

  // Offline: the page says results need a connection.
  await page.context().route(`**${SEARCH}`, (route) => route.abort('internetdisconnected'))
  await page.getByRole('searchbox', { name: '器具名称或规格' }).fill('天平')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('查询需要网络连接，请连接网络后重试。')
})

test('staff see the same price in 收费标准 as the public page', async ({ page }) => {
  await signIn(page)
  const base = '/api/hm-metrology/charge-standard'
  const grid = await openList(page, '/public-service/charge-standard', base, '收费标准')
  await searchBy(page, page.locator('main'), '器具名称', '数字多用表', base)
  const row = rowWith(grid, '数字多用表')
  await expect(row).toContainText('150.00')
  await expect(row).toContainText('电磁学')
  await expect(row).toContainText('校准')
})
