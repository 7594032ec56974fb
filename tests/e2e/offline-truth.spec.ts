import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { LAB_TIME_ZONE } from '../../src/domain/labClock'
import { goOffline, goOnline, REGISTRATION, testPng, waitForWorker } from './offline-registration-support'
import {
  expectTriedOffline,
  fillDraft,
  orderOf,
  outboxRows,
  signInRecorded,
  submitOpenDraft,
} from './offline-sync-support'
import { signIn } from './shell-pages-support'

/**
 * "the offline states tell the truth": the banner and the sync panel count drafts (a draft's photos
 * are part of it), the sending's progress never goes backwards on a flaky link and every tab shows it, a
 * server that does not answer is said so with the time of the next try, 立即同步 never spins under 当前离线,
 * 提交 says 已提交，等待发送 until the server answered (then 已发送), signing out offline warns that signing in
 * needs a connection and offers 保持登录, and TanStack's queries pause offline instead of retrying to failure.
 */

test.use({ serviceWorkers: 'allow' })

const stamp = () => Date.now().toString(36)
const photo = (seed: number) => testPng(64, 48, [20 + seed * 40, 120, 200 - seed * 30])

/** The server does not answer (connection refused) while the browser stays online. */
async function serverDown(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('connectionrefused'))
}

async function serverUp(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**')
}

/** hh:mm of an epoch time on the lab's clock (as the app shows every time). */
const clockOf = (at: number) =>
  new Intl.DateTimeFormat('zh', {
    timeZone: LAB_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))

/** Queues drafts offline from the form (the context stays offline); answers their ids. */
async function queueDraftsOffline(page: Page, context: BrowserContext, prefix: string, photos: number[]) {
  await goOffline(context)
  const ids: string[] = []
  for (const [index, count] of photos.entries()) {
    const id = await fillDraft(
      page,
      `${prefix}${index + 1}`,
      Array.from({ length: count }, (_, seed) => photo(index * 3 + seed)),
    )
    await submitOpenDraft(page)
    await expectTriedOffline(page, id)
    ids.push(id)
  }
  return ids
}

test('the banner and the sync panel count drafts, not their photos', async ({ page, context }) => {
  test.setTimeout(150_000)
  await signInRecorded(page, context)
  await queueDraftsOffline(page, context, `单位${stamp()}-`, [2, 3])
  await page.goto(REGISTRATION)

  // Two drafts: 2 + 3 photos, a signature each and a registration each would be 11 entries.
  const panel = page.locator('[data-sync-panel]')
  await expect(panel.locator('[data-outbox-pending]')).toHaveText('待发送：2 条登记')
  await expect(panel).toContainText('当前离线，联网后自动发送')
  const banner = page.locator('[data-offline-banner]')
  await expect(banner).toContainText('当前处于离线状态，数据将在恢复网络后同步（2条登记待发送）')
  await expect(banner).toHaveAttribute('data-offline-banner', 'offline')
  // Nothing is on its way: the progress says what was sent, not 正在发送.
  await expect(panel.locator('[data-sync-progress]')).toHaveText(/^已发送：0 \/ 2/)
  await expect(panel).not.toContainText('正在发送')
  const button = page.getByRole('button', { name: '立即同步', exact: true })
  await expect(button).toBeDisabled()
  await expect(button).not.toHaveAttribute('data-loading', /.*/)
})

test('progress never goes backwards on a flaky link, and every tab shows the same count', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const sync = await signInRecorded(page, context)
  await queueDraftsOffline(page, context, `进度${stamp()}-`, [0, 0, 0])
  await page.goto(REGISTRATION)
  const second = await context.newPage()
  await second.goto(REGISTRATION)
  const progressOf = (tab: Page) => tab.locator('[data-sync-progress]')
  for (const tab of [page, second]) await expect(progressOf(tab)).toHaveAttribute('data-sync-progress', '0/3')

  // Back online; each draft's signature goes first, held at the network's edge, then its registration.
  sync.hold()
  await page.bringToFront()
  await goOnline(context)
  await expect.poll(() => sync.held()).toBe(3)
  await expect(progressOf(page)).toContainText('正在发送：0 / 3')
  for (let released = 0; released < 3; released++) await sync.releaseOne()
  await expect.poll(() => sync.calls.filter((call) => call.kind === 'registration').length).toBe(3)
  // The first draft's registration is answered: one of three sent, in this tab and in the other one (which
  // runs nothing: it reads the device's database).
  await sync.releaseOne()
  await expect(page.locator('[data-draft-card] [data-sync-state="sent"]')).toHaveCount(1)
  for (const tab of [page, second]) await expect(progressOf(tab)).toHaveAttribute('data-sync-progress', '1/3')

  // The link drops with two registrations on their way: they are given up at once and wait again.
  await goOffline(context)
  for (const tab of [page, second]) {
    await expect(progressOf(tab)).toHaveText(/^已发送：1 \/ 3/)
    await expect(tab.locator('[data-sync-panel]')).toContainText('当前离线，联网后自动发送')
  }
  await expect
    .poll(async () => (await outboxRows(page)).map((row) => row.state))
    .toEqual(['waiting', 'waiting'])
  await sync.release()

  // Back again: the next run goes on from 1 / 3 (not 0 / 2), and ends at rest.
  sync.hold()
  await goOnline(context)
  await expect.poll(() => sync.held()).toBe(2)
  for (const tab of [page, second]) await expect(progressOf(tab)).toHaveAttribute('data-sync-progress', '1/3')
  await sync.releaseOne()
  for (const tab of [page, second]) await expect(progressOf(tab)).toHaveAttribute('data-sync-progress', '2/3')
  await sync.release()
  for (const tab of [page, second]) {
    await expect(progressOf(tab)).toHaveCount(0, { timeout: 30_000 })
    await expect(tab.locator('[data-sync-panel]')).toContainText('没有待发送的登记')
  }
})

test('立即同步 never spins under 当前离线: the request on its way is given up when the browser goes offline', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const sync = await signInRecorded(page, context)
  const [draftId] = await queueDraftsOffline(page, context, `中止${stamp()}-`, [1])
  await page.goto(REGISTRATION)
  const button = page.getByRole('button', { name: '立即同步', exact: true })
  await expect(button).toBeDisabled()

  // Online: the photo goes, and waits at the network's edge; the button shows the run under way.
  sync.hold()
  await goOnline(context)
  await expect.poll(() => sync.held()).toBe(1)
  await expect(button).toHaveAttribute('data-loading', 'true')

  // Offline again: the upload is given up at once (not after its two minutes' timeout).
  await goOffline(context)
  await expect(page.locator('[data-sync-panel]')).toContainText('当前离线，联网后自动发送', {
    timeout: 3_000,
  })
  await expect(button).not.toHaveAttribute('data-loading', /.*/, { timeout: 3_000 })
  await expect(button).toBeDisabled()
  await expect
    .poll(
      async () => (await outboxRows(page)).filter((row) => row.draftId === draftId).map((row) => row.state),
      {
        timeout: 3_000,
      },
    )
    .toEqual(['waiting', 'waiting', 'waiting'])
  await expect(page.locator(`[data-draft-card="${draftId}"] [data-sync-state]`)).toHaveAttribute(
    'data-sync-state',
    'waiting',
  )
  await sync.release()
})

test('with the server down: 提交 says 已提交，等待发送, the banner says when it retries, and it is sent when the server answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await signIn(page, 'pickup')
  await waitForWorker(page)
  const draftId = await fillDraft(page, `服务器${stamp()}`)

  // The server stops answering; the browser is online and nothing has failed yet.
  await serverDown(context)
  await page.getByRole('button', { name: '提交', exact: true }).click()
  const notices = page.locator('.mantine-Notification-root')
  await expect(notices.filter({ hasText: '已提交，等待发送' })).toBeVisible()
  await expect(notices.filter({ hasText: '正在发送' })).toHaveCount(0)

  // The outbox's own failure tells the network state: the banner names the server and the next try.
  const banner = page.locator('[data-offline-banner]')
  await expect(banner).toHaveAttribute('data-offline-banner', 'unreachable', { timeout: 15_000 })
  const retryAt = Number(await banner.getAttribute('data-retry-at'))
  expect(retryAt).toBeGreaterThan(Date.now() - 5_000)
  expect(retryAt).toBeLessThan(Date.now() + 25_000)
  const text = `无法连接服务器，将于 ${clockOf(retryAt)} 重试`
  await expect(banner).toContainText(`${text}（1条登记待发送）`)
  await expect(page.locator('[data-draft-status="waiting"]')).toContainText('无法连接服务器，将于')
  expect(await orderOf(request, draftId)).toBeNull()

  // The server answers again: the next try finds it, the outbox sends at once, and the message says so.
  await serverUp(context)
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible({ timeout: 40_000 })
  await expect(banner).toHaveCount(0)
  const order = await orderOf(request, draftId)
  await expect(notices.filter({ hasText: '已发送' })).toContainText(`订单号：${order?.orderNo ?? '?'}`)
})

test('with the server down, the sync panel says so and 立即同步 tries again now', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await signIn(page, 'pickup')
  await waitForWorker(page)
  const draftId = await fillDraft(page, `重试${stamp()}`)
  await serverDown(context)
  await submitOpenDraft(page)
  await page.getByRole('button', { name: '‹ 返回列表' }).click()

  const panel = page.locator('[data-sync-panel]')
  await expect(panel).toContainText(/无法连接服务器，将于 \d\d:\d\d 重试/, { timeout: 15_000 })
  await expect(panel).toHaveAttribute('data-sync-status', 'unreachable')
  await expect(panel).toContainText('待发送：1 条登记')
  const button = page.getByRole('button', { name: '立即同步', exact: true })
  await expect(button).toBeEnabled()

  // Pressed while the server is still down: it tries, and says so.
  await button.click()
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: /无法连接服务器，将于 \d\d:\d\d 重试/ }),
  ).toBeVisible()
  await expect(panel).toHaveAttribute('data-sync-status', 'unreachable')

  // The server is back: 立即同步 sends it now.
  await serverUp(context)
  await button.click()
  const card = page.locator(`[data-draft-card="${draftId}"] [data-sync-state]`)
  await expect(card).toHaveAttribute('data-sync-state', 'sent', { timeout: 15_000 })
  await expect(panel).toContainText('没有待发送的登记')
})

test('signing out offline warns that signing in needs a connection, and 保持登录 is the default', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signIn(page, 'pickup')
  await waitForWorker(page)
  await goOffline(context)
  await expect(page.locator('[data-offline-banner]')).toBeVisible()

  // No draft waits: signing out offline still asks, because signing in again needs the server.
  const dialog = page.getByRole('dialog', { name: '退出系统' })
  await page.getByRole('button', { name: '退出系统' }).click()
  await expect(dialog).toContainText('当前无法连接服务器：退出后，需要联网才能重新登录。')
  const stay = dialog.getByRole('button', { name: '保持登录' })
  await expect(stay).toBeFocused()
  await expect(dialog.getByRole('button', { name: '仍要退出' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/wel\/index$/)

  // Asked again, the person signs out anyway: the login page says signing in needs a connection.
  await page.getByRole('button', { name: '退出系统' }).click()
  await dialog.getByRole('button', { name: '仍要退出' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-offline-sign-in]')).toContainText('登录需要网络连接')
})

test('after a reload offline, queries wait for the network instead of retrying until they fail', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signIn(page, 'pickup')
  await waitForWorker(page)
  await goOffline(context)
  // The page's clock, moved on by the test past the retries' delays.
  await page.clock.install()
  const asked = new Map<string, number>()
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/openapi.json') return
    const key = `${sent.method()} ${url.pathname}${url.search}`
    asked.set(key, (asked.get(key) ?? 0) + 1)
  })
  await page.reload()
  await expect(page.locator('[data-offline-banner]')).toBeVisible()
  await expect(page.getByRole('button', { name: '退出系统' })).toBeVisible()
  // TanStack's retries come 1 s and 2 s after a failure: 5 s of the page's clock would see them.
  await page.clock.runFor(5_000)
  expect([...asked].filter(([, count]) => count > 1)).toEqual([])
})

const SCREENS = process.env.SCREENSHOT_DIR ?? 'test-results/offline-truth-screens'

/** The phone and tablet widths the pickup person uses, each with the page checked for sideways scrolling. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    // Dialogs and progress bars settle first (a screenshot mid-transition shows them half faded).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          // Not the spinners (they never end).
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          // A cancelled one (its element removed) rejects: it has settled too.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
      .toBe(true)
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 768, height: 1024 })
}

for (const language of ['zh', 'en'] as const) {
  test(`the offline states at 768 and 390 px in ${language}`, async ({ page, context }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 768, height: 1024 })
    const sync = await signInRecorded(page, context)
    await queueDraftsOffline(page, context, `屏幕${stamp()}-`, [1, 0])
    await page.evaluate((code) => localStorage.setItem('metrodesk.language', code), language)
    await page.goto(REGISTRATION)
    const panel = page.locator('[data-sync-panel]')
    const banner = page.locator('[data-offline-banner]')
    const sent = page.locator('[data-draft-card] [data-sync-state="sent"]')
    const refused = page.locator('[data-draft-card] [data-sync-state="attention"]')
    await expect(panel).toHaveAttribute('data-sync-status', 'offline')
    await expect(banner).toBeVisible()
    await shoot(page, `${language}-offline`)

    // The browser back online, the server down: the time of the next try.
    await serverDown(context)
    await goOnline(context)
    await expect(panel).toHaveAttribute('data-sync-status', 'unreachable', { timeout: 15_000 })
    await expect(banner).toHaveAttribute('data-offline-banner', 'unreachable')
    await shoot(page, `${language}-unreachable`)

    // The server back: 立即同步; one draft is refused, the other is on its way.
    sync.hold()
    sync.failNext('registration', 400)
    await serverUp(context)
    await page.locator('[data-sync-panel] button').click()
    for (let step = 0; step < 4 && (await refused.count()) === 0; step++) {
      await expect.poll(() => sync.held()).toBeGreaterThan(0)
      await sync.releaseOne()
      // Its answer handled: the refusal shows, or the next request is held.
      await expect.poll(async () => (await refused.count()) > 0 || sync.held() > 0).toBe(true)
    }
    await expect(refused).toHaveCount(1)
    await expect(sent).toHaveCount(0)
    await expect(panel).toHaveAttribute('data-sync-status', 'sending')
    await expect(panel.locator('[data-outbox-attention="1"]')).toBeVisible()
    await shoot(page, `${language}-sending`)

    // The link drops: what waits and what needs attention, in drafts.
    await goOffline(context)
    await expect(banner).toContainText(
      language === 'zh' ? '（1条登记待发送，1条需处理）' : '1 needing attention',
    )
    await shoot(page, `${language}-offline-attention`)
    await sync.release()

    // Signing out offline.
    await page.getByRole('button', { name: language === 'zh' ? '退出系统' : 'Sign out' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await shoot(page, `${language}-sign-out`)
  })
}
