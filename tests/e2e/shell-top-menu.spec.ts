import { expect, test, type Page } from '@playwright/test'
import { openPage, sidebar, signIn } from './shell-layout-support'
import { chooseTopMenu, topMenuEntries } from './shell-session-support'

/**
 * The top menu (spec §2) at the widths where it was seen failing: every top-level menu reachable (those that
 * do not fit fold into 更多, none half hidden or off-screen), and the area of the page on screen highlighted
 * however the page was opened.
 */

const ALL = [
  '首页',
  '系统管理',
  '客户管理',
  '取件预约',
  '检测业务',
  '标准与溯源',
  '人员管理',
  '财务管理',
  '对外服务',
  '办公',
  '个人中心',
]
const bar = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' })
const more = (page: Page) => bar(page).getByRole('button', { name: '更多' })

/** Whether each of the bar's entries lies wholly inside the bar (none clipped by its edge). */
const entriesInsideBar = (page: Page) =>
  bar(page).evaluate((nav) => {
    const box = nav.getBoundingClientRect()
    return Array.from(nav.querySelectorAll('button')).every((button) => {
      const own = button.getBoundingClientRect()
      return own.left >= box.left - 0.5 && own.right <= box.right + 0.5 && own.width > 0
    })
  })

for (const width of [1280, 768]) {
  test(`at ${width} px every top menu is in the bar or under 更多, none cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await signIn(page)
    expect(await topMenuEntries(page)).toEqual(ALL)
    // Not all of them fit at this width: the rest fold into 更多 instead of scrolling or being clipped.
    await expect(more(page)).toBeVisible()
    expect(await entriesInsideBar(page)).toBe(true)
    expect(await bar(page).evaluate((nav) => nav.scrollWidth <= nav.clientWidth + 1)).toBe(true)

    // A folded menu opens its first page, and 更多 then shows where the person is.
    await chooseTopMenu(page, '个人中心')
    await expect(page).toHaveURL(/\/info\/index$/)
    await expect(more(page)).toHaveAttribute('data-active', 'true')
    await more(page).click()
    await expect(page.getByRole('menuitem', { name: '个人中心' })).toHaveAttribute('aria-current', 'page')
  })
}

test('a wider window shows more of the top menu, a narrower one folds more of it', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 800 })
  await signIn(page)
  const wide = await bar(page).getByRole('button').count()
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect.poll(() => bar(page).getByRole('button').count()).toBeLessThan(wide)
  expect(await entriesInsideBar(page)).toBe(true)
  expect(await topMenuEntries(page)).toEqual(ALL)
})

test('the top menu highlights the area of the page, however it was opened', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const current = bar(page).locator('[aria-current="page"]')
  await expect(current).toHaveText('首页')

  // From the sidebar.
  await sidebar(page).getByRole('button', { name: '客户管理' }).click()
  await sidebar(page).getByRole('link', { name: '客户器具' }).click()
  await expect(page).toHaveURL(/\/crm\/instrument$/)
  await expect(current).toHaveText('客户管理')

  // By its address.
  await openPage(page, '/system/user', '用户管理')
  await expect(current).toHaveText('系统管理')
  await expect(bar(page).getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current')
})
