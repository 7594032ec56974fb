import { expect, test } from '@playwright/test'
import { errorToasts, MENU_ROUTES, signIn, topMenu } from './shell-session-support'

test.describe('request timeout (spec §7: 20 000 ms; §8: 请求超时,请重试~~~)', () => {
  test('a call unanswered for 20 s fails with 请求超时,请重试~~~, not a moment before', async ({ page }) => {
    // The page's clock runs normally until the test moves it forward.
    await page.clock.install()
    await signIn(page)

    // The server never answers this call.
    await page.route(MENU_ROUTES, () => undefined)
    const sent = page.waitForRequest(/\/menu\/routes\?topMenuId=/)
    await topMenu(page, '系统管理').click()
    await sent

    const timeout = errorToasts(page).filter({ hasText: '请求超时,请重试~~~' })
    await page.clock.fastForward(19_000)
    await expect(timeout).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await expect(timeout).toBeVisible()
    // The overlay of the abandoned call is gone, and she is still signed in (with no answer from the server,
    // the area's first page opens from the menu kept on the device).
    await expect(page.getByText('加载中……')).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/login/)
    await expect(page.getByRole('tablist', { name: '标签页' })).toBeVisible()
  })
})
