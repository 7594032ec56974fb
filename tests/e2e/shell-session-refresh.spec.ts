import { expect, test, type Page, type Request } from '@playwright/test'
import { setParam, signIn, topMenu } from './shell-session-support'

const isRefresh = (sent: Request) =>
  sent.url().includes('/api/blade-auth/oauth/token') && sent.url().includes('grant_type=refresh_token')

/** Records in the page every appearance of the loading overlay. */
async function watchOverlay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = []
    Object.assign(window, { __overlaySeen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[data-request-loading]')) seen.push(performance.now())
    }).observe(document, { subtree: true, childList: true })
  })
}

const overlaySeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __overlaySeen: number[] }).__overlaySeen.length)

test.describe('token refresh (spec §4, §9): one at a time, even across tabs', () => {
  test.afterEach(async ({ request }) => {
    await setParam(request, 'website.tokenTime', '3000')
  })

  test('two tabs spend each refresh token exactly once and both stay signed in', async ({
    context,
    request,
  }) => {
    test.setTimeout(150_000)
    // The token is due for a refresh 3 s after it was issued (the tabs still check every 10 s).
    await setParam(request, 'website.tokenTime', '3')
    // The tabs' clock is the test's: it moves on by the token time instead of the test waiting for it.
    await context.clock.install()
    const first = await context.newPage()
    await signIn(first)
    const second = await context.newPage()
    await watchOverlay(second)
    await second.goto('/wel/index')
    await expect(second.getByText('你好，管理员')).toBeVisible()
    await second.waitForLoadState('networkidle')
    const overlayBefore = await overlaySeen(second)

    const spent: string[] = []
    const statuses: number[] = []
    context.on('request', (sent) => {
      if (isRefresh(sent)) spent.push(new URL(sent.url()).searchParams.get('refresh_token') ?? '')
    })
    context.on('response', (answer) => {
      if (isRefresh(answer.request())) statuses.push(answer.status())
    })

    for (let round = 1; round <= 4; round++) {
      // Let the token age past the token time, then make both tabs check at the same moment (as when the
      // user comes back to the browser), on top of their own 10 s checks.
      await context.clock.fastForward(3_500)
      await Promise.all(
        [first, second].map((page) =>
          page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
        ),
      )
      await expect.poll(() => statuses.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(round)
    }
    await expect.poll(() => statuses.length === spent.length).toBe(true)

    // Each refresh token went to the server once; the server accepted every refresh.
    expect(spent.length).toBeGreaterThanOrEqual(4)
    expect(new Set(spent).size).toBe(spent.length)
    expect(statuses.every((status) => status === 200)).toBe(true)

    // Background work: the refreshes never raised the loading overlay.
    expect(await overlaySeen(second)).toBe(overlayBefore)

    // Both tabs are still signed in and their calls work.
    for (const page of [first, second]) {
      const answer = page.waitForResponse(/\/menu\/routes\?topMenuId=/)
      await topMenu(page, '系统管理').click()
      expect((await answer).ok()).toBe(true)
      await expect(page).not.toHaveURL(/\/login/)
    }
  })
})
