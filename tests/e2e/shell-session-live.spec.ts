import { expect, test, type Page, type WebSocket } from '@playwright/test'
import { apiSignIn, apiToken, signIn } from './shell-session-support'

const liveMessage = (page: Page, text: string) =>
  page.locator('[data-live-message]').filter({ hasText: text })

test.describe('live channel (spec §7: websocket /msgws/websocket)', () => {
  test('a message sent to one user shows on her page only', async ({ browser, request }) => {
    const testerContext = await browser.newContext()
    const receptionContext = await browser.newContext()
    const testerPage = await testerContext.newPage()
    const receptionPage = await receptionContext.newPage()
    const testerSocket = testerPage.waitForEvent('websocket', (ws) => ws.url().includes('/msgws/websocket'))
    await signIn(testerPage, 'tester')
    const receptionSocket = receptionPage.waitForEvent('websocket', (ws) =>
      ws.url().includes('/msgws/websocket'),
    )
    await signIn(receptionPage, 'reception')
    const [testerWs, receptionWs] = await Promise.all([testerSocket, receptionSocket])
    expect(testerWs.url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/msgws\/websocket\?userId=.+&token=.+/)
    expect(receptionWs.isClosed()).toBe(false)

    const admin = await apiToken(request)
    const send = async (username: string, title: string, text: string) => {
      const { user_id: userId } = await apiSignIn(request, username)
      const answer = await request.post('/api/appoints/notify/send', {
        headers: { 'Blade-Auth': `bearer ${admin}` },
        data: { userIds: [userId], title, text },
      })
      expect(((await answer.json()) as { code: number }).code).toBe(200)
    }

    await send('tester', '取样通知', '明天九点到客户现场取样')
    await send('reception', '前台通知', '下午有客户来送检')

    await expect(liveMessage(testerPage, '明天九点到客户现场取样')).toBeVisible()
    await expect(liveMessage(testerPage, '明天九点到客户现场取样')).toContainText('取样通知')
    await expect(liveMessage(receptionPage, '下午有客户来送检')).toBeVisible()
    // Each saw her own message and not the other's.
    await expect(liveMessage(testerPage, '下午有客户来送检')).toHaveCount(0)
    await expect(liveMessage(receptionPage, '明天九点到客户现场取样')).toHaveCount(0)

    await testerContext.close()
    await receptionContext.close()
  })

  test('signing out closes the channel, in the other tabs too', async ({ page, context }) => {
    // The tabs' clock is the test's, so that it can let every reconnection delay pass at once.
    await context.clock.install()
    const firstSocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/msgws/websocket'))
    await signIn(page)
    await firstSocket
    const other = await context.newPage()
    // Every channel the other tab opens (a reconnection makes a new socket), so none can stay open unseen.
    const otherSockets: WebSocket[] = []
    other.on('websocket', (ws) => {
      if (ws.url().includes('/msgws/websocket')) otherSockets.push(ws)
    })
    await other.goto('/wel/index')
    await expect.poll(() => otherSockets.filter((ws) => !ws.isClosed()).length).toBe(1)
    await page.getByRole('button', { name: '退出系统' }).click()
    await expect(page).toHaveURL(/\/login$/)
    // The other tab, left open, sees the session end and closes its channel (no reconnection either).
    await expect(other).toHaveURL(/\/login$/)
    await expect.poll(() => otherSockets.every((ws) => ws.isClosed())).toBe(true)
    const opened = otherSockets.length
    // Past the longest reconnection delay (30 s): a channel that tried again would have opened by now.
    await context.clock.runFor(31_000)
    await other.evaluate(() => document.readyState)
    expect(otherSockets.length).toBe(opened)
  })
})
