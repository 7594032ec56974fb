import { expect, test } from '@playwright/test'
import { signIn } from './shell-session-support'

test.describe('401 (spec §2 "After a 401 answer the user is sent to /login", §8)', () => {
  test('when the server has ended the session, the next call logs the user out to /login', async ({
    page,
    request,
  }) => {
    await signIn(page)
    const cookies = await page.context().cookies()
    const token = cookies.find((cookie) => cookie.name === 'x-access-token')?.value
    expect(token).toBeTruthy()
    // The session ends on the server (e.g. signed out elsewhere).
    const ended = await request.post('/user/logout', { headers: { 'Blade-Auth': `bearer ${token}` } })
    expect(ended.ok()).toBe(true)

    const logoutCalls: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/user/logout')) logoutCalls.push(sent.url())
    })
    // The next call (here the start-up data of a reload; any call, background ones included, would do)
    // meets a 401.
    const refused = page.waitForResponse((answer) => answer.status() === 401)
    await page.reload()
    await refused
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('用户名')).toBeVisible()
    const left = await page.context().cookies()
    expect(left.filter((cookie) => cookie.name.startsWith('x-'))).toEqual([])
    // The server had already ended the session: no logout call (a federated logout).
    expect(logoutCalls).toEqual([])
    // No error toast for the 401 itself.
    await expect(page.locator('[data-request-error]')).toHaveCount(0)
  })
})
