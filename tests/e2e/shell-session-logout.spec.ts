import { expect, test } from '@playwright/test'
import { signIn, topMenu } from './shell-session-support'

const SESSION_KEYS = ['metrodesk.session', 'metrodesk.dictionary', 'metrodesk.params']

test.describe('logout, reload and a second tab (spec §4)', () => {
  test('a reload keeps the session and makes no logout call', async ({ page }) => {
    await signIn(page)
    const logoutCalls: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/user/logout')) logoutCalls.push(sent.url())
    })
    await page.reload()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(page.getByText('你好，管理员')).toBeVisible()
    await page.reload()
    await expect(page.getByText('你好，管理员')).toBeVisible()
    expect(logoutCalls).toEqual([])
  })

  test('opening and closing a second tab keeps both signed in', async ({ page, context }) => {
    await signIn(page)
    const logoutCalls: string[] = []
    context.on('request', (sent) => {
      if (sent.url().includes('/user/logout')) logoutCalls.push(sent.url())
    })
    const second = await context.newPage()
    await second.goto('/wel/index')
    await expect(second.getByText('你好，管理员')).toBeVisible()
    await second.close()

    // The first tab still works against the server.
    const answer = page.waitForResponse(/\/menu\/routes\?topMenuId=/)
    await topMenu(page, '系统管理').click()
    expect((await answer).ok()).toBe(true)
    await expect(page).not.toHaveURL(/\/login/)
    expect(logoutCalls).toEqual([])
  })

  test('logout ends the session on the server, clears cookies and storage, and reloads at /login', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page)
    const token = (await context.cookies()).find((cookie) => cookie.name === 'x-access-token')?.value
    // The session, the dictionary and the parameters are stored once start-up has loaded them.
    const stored = () =>
      page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS)
    await expect.poll(stored).toEqual(SESSION_KEYS)
    // A second tab of the same browser signs out with the first.
    const second = await context.newPage()
    await second.goto('/wel/index')
    await expect(second.getByText('你好，管理员')).toBeVisible()

    const logout = page.waitForRequest((sent) => sent.url().includes('/user/logout'))
    await page.getByRole('button', { name: '退出系统' }).click()
    await logout
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('用户名')).toBeVisible()

    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('x-'))).toEqual([])
    expect(await stored()).toEqual([])
    // The server no longer accepts the old token.
    const after = await request.get('/api/blade-user/info', { headers: { 'Blade-Auth': `bearer ${token}` } })
    expect(after.status()).toBe(401)
    // Back to a protected page: the login page.
    await page.goto('/wel/index')
    await expect(page).toHaveURL(/\/login/)
    await second.reload()
    await expect(second).toHaveURL(/\/login/)
  })
})
