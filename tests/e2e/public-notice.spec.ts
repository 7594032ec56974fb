import { expect, test } from '@playwright/test'
import { dialogNamed, expectToast, openList, rowWith, unique } from './resource-pages-support'
import { signIn, overflowsHorizontally } from './shell-layout-support'

/**
 * The administrator writes a notice in 公告管理 and releases it; it heads the staff home's 公告 card and
 * the public notice list, and anyone reads it on a phone (/detail-info-notice?id=) as plain text. Withdrawn,
 * it is gone from both.
 */

const BASE = '/api/blade-desk/notice'

test('a notice released by the administrator reaches the staff home and the public pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const grid = await openList(page, '/public-service/notice', BASE, '公告管理')
  const title = unique('实验室开放日通知')

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '公告管理 · 新增')
  await form.getByRole('textbox', { name: '标题' }).fill(title)
  await form.getByRole('textbox', { name: '类别' }).fill('通知')
  await form
    .getByRole('textbox', { name: '内容' })
    .fill('本周六实验室开放参观。\n请提前预约。\n\n<img src=x onerror="window.__pwned=1">欢迎各单位参加。')
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  const row = rowWith(grid, title)
  await expect(row).toContainText('草稿')

  await row.getByRole('button', { name: '发布', exact: true }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: '发布后所有人均可查看' })
    .getByRole('button', { name: '确定' })
    .click()
  await expectToast(page, '公告已发布')
  await expect(rowWith(grid, title)).toContainText('已发布')

  // The staff home lists it first; it opens the public page in a new tab.
  await page.goto('/wel/index')
  const card = page.getByRole('region', { name: '公告' })
  await expect(card.getByTestId('home-notice').first()).toHaveText(title)
  await expect(card).toContainText('收费标准调整通知')
  await expect(card).not.toContainText('五一劳动节假期服务安排')
  const link = card.getByRole('link', { name: title })
  await expect(link).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(tab.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await tab.close()

  // A customer on a phone: the list, then the notice.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
  const customer = await phone.newPage()
  await customer.goto('/detail-info-notice?tenantId=100001')
  const list = customer.getByRole('region', { name: '最新公告' })
  await expect(list.getByRole('link').first()).toHaveText(title)
  await expect(list).toContainText('春节期间送检安排')
  await expect(list).not.toContainText('五一劳动节假期服务安排')
  await list.getByRole('link', { name: title }).click()
  const article = customer.getByRole('article')
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(article).toContainText('通知')
  await expect(article).toContainText(/发布日期：\d{4}-\d{2}-\d{2}/)
  const paragraphs = article.locator('.pq-notice-body p')
  await expect(paragraphs).toHaveCount(2)
  await expect(paragraphs.first()).toHaveText('本周六实验室开放参观。\n请提前预约。', { useInnerText: true })
  // Markup in a notice is shown as text, never run.
  await expect(paragraphs.nth(1)).toContainText('<img src=x onerror="window.__pwned=1">欢迎各单位参加。')
  await expect(article.locator('img')).toHaveCount(0)
  expect(await customer.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await overflowsHorizontally(customer)).toBe(false)
  const noticeUrl = customer.url()

  // Withdrawn: gone from the staff home and the public page.
  await openList(page, '/public-service/notice', BASE, '公告管理')
  await rowWith(grid, title).getByRole('button', { name: '撤回', exact: true }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: '撤回后公众将无法查看' })
    .getByRole('button', { name: '确定' })
    .click()
  await expectToast(page, '公告已撤回')
  await expect(rowWith(grid, title)).toContainText('已撤回')
  await customer.goto(noticeUrl)
  await expect(customer.getByRole('alert')).toHaveText('公告不存在或已撤回')
  await phone.close()
})

test('the public notice page says when it needs a connection', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.context().route('**/api/public/notice/**', (route) => route.abort('internetdisconnected'))
  await page.goto('/detail-info-notice')
  await expect(page.getByRole('alert')).toHaveText('查看公告需要网络连接，请连接网络后重试。')
})
