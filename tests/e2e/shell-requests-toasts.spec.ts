import { expect, test } from '@playwright/test'
import { chooseTopMenu, envelope, errorToasts, MENU_ROUTES, signIn, topMenu } from './shell-session-support'

test.describe('error toasts of the request layer (spec §8)', () => {
  test.beforeEach(async ({ page }) => {
    // The page's own clock, so that a test can move it on instead of waiting for a notification to time out.
    await page.clock.install()
    await signIn(page)
  })

  test('a code other than 200 shows the server message until the user closes it', async ({ page }) => {
    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(500, '菜单服务暂不可用')))
    await topMenu(page, '系统管理').click()
    const toast = errorToasts(page).filter({ hasText: '菜单服务暂不可用' })
    await expect(toast).toBeVisible()
    // Persistent: still there well after an ordinary notification would have closed itself.
    await page.clock.runFor(6_000)
    await expect(toast).toBeVisible()
    await toast.getByRole('button').click()
    await expect(toast).toHaveCount(0)
    // A failed call is no front-end fault: nothing went to the local error log.
    await expect(page.getByRole('button', { name: /错误日志/ })).toHaveCount(0)
  })

  test('an answer without a message shows 未知错误', async ({ page }) => {
    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(500, '')))
    await topMenu(page, '系统管理').click()
    await expect(errorToasts(page).filter({ hasText: '未知错误' })).toBeVisible()
  })

  test('an HTTP error status rejects the call and shows the server message', async ({ page }) => {
    await page.route(MENU_ROUTES, (route) =>
      route.fulfill({ ...envelope(403, '没有访问该菜单的权限'), status: 403 }),
    )
    await topMenu(page, '系统管理').click()
    await expect(errorToasts(page).filter({ hasText: '没有访问该菜单的权限' })).toBeVisible()
    // The failed call did not open the menu's first page.
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('a newer answer hides the older error toasts', async ({ page }) => {
    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(500, '第一次失败')), { times: 1 })
    await topMenu(page, '系统管理').click()
    const first = errorToasts(page).filter({ hasText: '第一次失败' })
    await expect(first).toBeVisible()

    // The user goes on: the next answer (a good one) hides the old error.
    const answer = page.waitForResponse(/\/menu\/routes\?topMenuId=/)
    await chooseTopMenu(page, '办公')
    await answer
    await expect(first).toHaveCount(0)
    await expect(errorToasts(page)).toHaveCount(0)
  })

  test('a repeated error replaces the older toast instead of stacking', async ({ page }) => {
    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(500, '同一个错误')))
    await topMenu(page, '系统管理').click()
    await expect(errorToasts(page).filter({ hasText: '同一个错误' })).toHaveCount(1)
    await chooseTopMenu(page, '办公')
    await expect(errorToasts(page).filter({ hasText: '同一个错误' })).toHaveCount(1)
  })
})
