import { expect, test } from '@playwright/test'
import {
  chooseTopMenu,
  envelope,
  errorToasts,
  MENU_ROUTES,
  setParam,
  signIn,
  topMenu,
} from './shell-session-support'

test.describe('codes in the configured whitelist reject silently (spec §8)', () => {
  test.afterEach(async ({ request }) => {
    await setParam(request, 'request.silentCodes', '')
  })

  test('the tenant parameter request.silentCodes silences those codes, and only those', async ({
    page,
    request,
  }) => {
    await setParam(request, 'request.silentCodes', '598, 599')
    // The parameters load at sign-in.
    await signIn(page)

    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(599, '静默的错误')), { times: 1 })
    const silent = page.waitForResponse(/\/menu\/routes\?topMenuId=/)
    await topMenu(page, '系统管理').click()
    await silent

    // A code outside the list, right after, does show: so the first one had its chance and stayed silent.
    await page.route(MENU_ROUTES, (route) => route.fulfill(envelope(597, '不在白名单的错误')), { times: 1 })
    await chooseTopMenu(page, '办公')
    await expect(errorToasts(page).filter({ hasText: '不在白名单的错误' })).toBeVisible()
    await expect(errorToasts(page).filter({ hasText: '静默的错误' })).toHaveCount(0)
    // Silent does not mean signed out (办公 still opened its first entry: the menu is kept on the device).
    await expect(page).not.toHaveURL(/\/login/)
    await expect(page.getByRole('tablist', { name: '标签页' })).toBeVisible()
  })
})
