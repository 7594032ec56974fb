import { expect, test } from '@playwright/test'
import { activeTab, openPage, sidebar, signIn, tabLabels, tabStrip, tabs } from './shell-layout-support'

/** The tab rules of spec §2 ("Navigation rules", "Tabs") and §3 "Tab", as a person meets them. */
test.describe('tabs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('the home tab 首页 is there from the start and cannot be closed', async ({ page }) => {
    await expect(tabs(page)).toHaveCount(1)
    await expect(activeTab(page)).toHaveText('首页')
    await expect(tabStrip(page).getByTitle(/^关闭/)).toHaveCount(0)

    await openPage(page, '/info/index', '个人信息')
    await expect(tabStrip(page).getByTitle('关闭 首页', { exact: true })).toHaveCount(0)
    await expect(tabStrip(page).getByTitle('关闭 个人信息', { exact: true })).toBeVisible()
  })

  test('every page shown in the layout becomes a tab, named by the route or the menu, never twice', async ({
    page,
  }) => {
    await sidebar(page).getByRole('button', { name: '个人中心' }).click()
    await sidebar(page).getByRole('link', { name: '个人信息' }).click()
    await expect(page).toHaveURL(/\/info\/index$/)
    await expect(activeTab(page)).toHaveText('个人信息')
    await openPage(page, '/test/index', '系统信息')
    // The same page again: the existing tab is activated, not a second one added.
    await sidebar(page).getByRole('button', { name: '个人中心' }).click()
    await sidebar(page).getByRole('link', { name: '个人信息' }).click()
    await expect(activeTab(page)).toHaveText('个人信息')
    expect(await tabLabels(page)).toEqual(['首页', '个人信息', '系统信息'])
    // A menu entry's tab carries the menu name.
    await openPage(page, '/system/user', '用户管理')
  })

  test('the name query names the tab and the id query is appended with a hyphen', async ({ page }) => {
    await openPage(page, '/info/index?id=42', '个人信息-42')
    await openPage(page, `/info/index?name=${encodeURIComponent('我的资料')}&id=7`, '我的资料-7')
    await openPage(page, '/info/index', '个人信息')
    // Different queries are different tabs.
    expect(await tabLabels(page)).toEqual(['首页', '个人信息-42', '我的资料-7', '个人信息'])
  })

  test('the src query is the tab’s value: two addresses with one src share one tab', async ({ page }) => {
    await openPage(page, `/info/index?src=profile&name=${encodeURIComponent('资料A')}`, '资料A')
    await openPage(page, `/test/index?src=profile&name=${encodeURIComponent('资料B')}`, '资料B')
    expect(await tabLabels(page)).toEqual(['首页', '资料B'])
  })

  test('a tab keeps its query and params: clicking it returns to exactly that address', async ({ page }) => {
    await openPage(page, '/system/user?dept=2&page=3#list', '用户管理')
    await tabs(page).filter({ hasText: '首页' }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await tabs(page).filter({ hasText: '用户管理' }).click()
    await expect(page).toHaveURL(/\/system\/user\?dept=2&page=3#list$/)
    await expect(activeTab(page)).toHaveText('用户管理')
  })

  test('closing the active tab activates the previous one; closing another keeps the active one', async ({
    page,
  }) => {
    await openPage(page, '/info/index', '个人信息')
    await openPage(page, '/test/index', '系统信息')
    await openPage(page, '/system/user', '用户管理')
    await tabStrip(page).getByTitle('关闭 用户管理', { exact: true }).click()
    await expect(activeTab(page)).toHaveText('系统信息')
    await expect(page).toHaveURL(/\/test\/index$/)
    await tabStrip(page).getByTitle('关闭 个人信息', { exact: true }).click()
    await expect(activeTab(page)).toHaveText('系统信息')
    await expect(page).toHaveURL(/\/test\/index$/)
    expect(await tabLabels(page)).toEqual(['首页', '系统信息'])
  })

  test('close others keeps home and the active tab; close all returns to the home page', async ({ page }) => {
    await openPage(page, '/info/index', '个人信息')
    await openPage(page, '/system/user', '用户管理')
    await openPage(page, '/test/index', '系统信息')
    await tabs(page).filter({ hasText: '用户管理' }).click()
    await expect(activeTab(page)).toHaveText('用户管理')
    await page.getByRole('button', { name: '标签页操作' }).click()
    await page.getByRole('menuitem', { name: '关闭其他' }).click()
    await expect(tabs(page)).toHaveText(['首页', '用户管理'])
    await expect(activeTab(page)).toHaveText('用户管理')

    await page.getByRole('button', { name: '标签页操作' }).click()
    await page.getByRole('menuitem', { name: '关闭全部' }).click()
    await expect(tabs(page)).toHaveText(['首页'])
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('tabs survive a reload', async ({ page }) => {
    await openPage(page, '/info/index?id=1', '个人信息-1')
    await openPage(page, '/system/user', '用户管理')
    await tabs(page).filter({ hasText: '个人信息-1' }).click()
    await expect(activeTab(page)).toHaveText('个人信息-1')
    await page.reload()
    await expect(activeTab(page)).toHaveText('个人信息-1')
    expect(await tabLabels(page)).toEqual(['首页', '个人信息-1', '用户管理'])
  })

  test('labels follow the language', async ({ page }) => {
    await openPage(page, '/system/user', '用户管理')
    await openPage(page, '/info/index', '个人信息')
    await page.getByLabel('语言').selectOption('en')
    await expect(page.getByRole('tablist', { name: 'Tabs' }).getByRole('tab')).toHaveText([
      'Home',
      'Users',
      'Personal information',
    ])
  })

  test('signing out and in again (as anyone) leaves only the home tab', async ({ page }) => {
    await openPage(page, '/info/index', '个人信息')
    await openPage(page, '/test/index', '系统信息')
    await page.getByRole('button', { name: '退出系统' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, 'admin')
    await expect(tabs(page)).toHaveText(['首页'])
    await openPage(page, '/info/index', '个人信息')
    await page.getByRole('button', { name: '退出系统' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, 'tester')
    await expect(tabs(page)).toHaveText(['首页'])
  })
})
