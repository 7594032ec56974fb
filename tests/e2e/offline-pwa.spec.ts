import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { emptyDraft } from '../../src/domain/registration/draft'
import { deviceCount, deviceDb, deviceRow } from './device-db'
import { goOffline, waitForWorker } from './offline-registration-support'
import { apiAs, signIn, tokenAnswer } from './shell-pages-support'
import { e2eServerDir } from '../support/e2e-slot'

/**
 * The installable PWA: the manifest and its icons, the service worker activated and controlling the
 * page (and never caching an API answer), an offline cold start with a session (shell, offline banner,
 * today's appointments, a dictionary label) and without one (signing in needs a connection), the sign-out
 * warning about unsent registrations, the update prompt, and the worker's Background Sync replay.
 * Screenshots of the offline banner: test-results/offline-screens (or SCREENSHOT_DIR).
 */

test.use({ serviceWorkers: 'allow' })

const dir = process.env.SCREENSHOT_DIR ?? 'test-results/offline-screens'
const ACCEPTANCE = '/appointment-pickup-manage/appointment-pickup/acceptance-index'
const OFFLINE_TEXT = '当前处于离线状态，数据将在恢复网络后同步'

/** The size of a PNG from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test('the web app manifest meets the install criteria and its icons load', async ({ page, request }) => {
  await page.goto('/login')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#409EFF')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon-180x180.png',
  )

  const answer = await request.get('/manifest.webmanifest')
  expect(answer.ok()).toBe(true)
  const manifest = (await answer.json()) as {
    name: string
    short_name: string
    start_url: string
    scope: string
    display: string
    theme_color: string
    background_color: string
    lang: string
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'MetroDesk 自助服务平台',
    short_name: '自助服务平台',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#409EFF',
    background_color: '#ffffff',
    lang: 'zh-CN',
  })
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))

  for (const icon of [...manifest.icons, { src: '/apple-touch-icon-180x180.png', sizes: '180x180' }]) {
    const image = await request.get(icon.src)
    expect(image.ok(), icon.src).toBe(true)
    expect(image.headers()['content-type']).toContain('image/png')
    const { width, height } = pngSize(await image.body())
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
  }
})

test("Chrome's own installability check finds nothing that keeps the app from being installed", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chrome never offers to install from an incognito window, which a test's own context is: a profile on disk.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-install-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale: 'zh-CN',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, 'pickup')
    await waitForWorker(page)
    // What Chrome checks before it offers to install (the DevTools protocol's view of the install prompt's rules).
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] }
    expect(errors.map((error) => error.message)).toEqual([])
  } finally {
    await context.close()
    await fs.rm(profile, { recursive: true, force: true })
  }
})

test('the service worker activates, controls the page and never caches an API answer', async ({ page }) => {
  await signIn(page, 'pickup')
  await waitForWorker(page)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { script: registration?.active?.scriptURL ?? '', scope: registration?.scope ?? '' }
  })
  expect(new URL(worker.script).pathname).toBe('/sw.js')
  expect(new URL(worker.scope).pathname).toBe('/')

  // Pages that call the API while the worker controls them.
  await page.goto(ACCEPTANCE)
  await expect(page.locator('[data-appointment]').first()).toBeVisible()
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname)
    }
    return urls
  })
  expect(cached).toContain('/index.html')
  expect(cached.filter((path) => /^\/(api|csApi|user|msgws)(\/|$)/.test(path))).toEqual([])
})

test('offline cold start with a session: shell, banner, today’s appointments and dictionary labels', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const pickup = await apiAs(request, 'pickup')
  const today = await pickup.get<{ id: string; customerName: string }[]>('/api/crm/pickup/list')
  expect(today.length).toBeGreaterThan(0)

  // Online once: sign in, open today's appointments (the page keeps them and their customers on the device).
  await signIn(page, 'pickup')
  await waitForWorker(page)
  await page.goto(ACCEPTANCE)
  for (const appointment of today) {
    await expect(page.locator(`[data-appointment="${appointment.id}"]`)).toBeVisible()
  }
  await expect.poll(() => deviceCount(page, 'appointments')).toBeGreaterThanOrEqual(today.length)
  await expect.poll(() => deviceCount(page, 'customers')).toBeGreaterThan(0)
  await expect.poll(() => deviceCount(page, 'dictionaries')).toBeGreaterThan(0)

  // Offline, the tab closed, then the app opened again.
  await goOffline(context)
  await page.close()
  const reopened = await context.newPage()
  await reopened.setViewportSize({ width: 1280, height: 900 })
  await reopened.goto('/')
  await expect(reopened).toHaveURL(/\/wel\/index$/)
  await expect(reopened.getByRole('button', { name: '退出系统' })).toBeVisible()
  const banner = reopened.locator('[data-offline-banner]')
  await expect(banner).toContainText(OFFLINE_TEXT)

  await reopened.goto(ACCEPTANCE)
  for (const appointment of today) {
    await expect(reopened.locator(`[data-appointment="${appointment.id}"]`)).toContainText(
      appointment.customerName,
    )
  }
  await expect(banner).toBeVisible()
  await reopened.screenshot({ path: `${dir}/offline-banner-1280.png` })
  await reopened.setViewportSize({ width: 390, height: 844 })
  await expect(banner).toBeVisible()
  await reopened.screenshot({ path: `${dir}/offline-banner-390.png` })
  await reopened.setViewportSize({ width: 1280, height: 900 })

  // A registration started offline shows the business type with its dictionary label (order-business-type 1).
  const first = reopened.locator(`[data-appointment="${today[0]!.id}"]`)
  await first.getByRole('button', { name: /开始登记|继续登记/ }).click()
  await expect(reopened).toHaveURL(/\/appointment-pickup-manage\/registration\/index\?(.*&)?draft=/)
  await expect(reopened.locator('input[data-field="bussinessType"]')).toHaveValue('委托检验')
})

test('offline without a session, the login page says signing in needs a connection', async ({
  page,
  context,
}) => {
  // Loaded once online, so the worker has the app; then no network, the tab closed and the app opened again.
  await page.goto('/login')
  await waitForWorker(page)
  await goOffline(context)
  await page.close()
  const reopened = await context.newPage()
  await reopened.goto('/')
  await expect(reopened).toHaveURL(/\/login/)
  await expect(reopened.locator('[data-offline-sign-in]')).toContainText('登录需要网络连接')
  await expect(reopened.getByLabel('用户名')).toBeVisible()
})

/**
 * Puts a queued registration of an owner into the app's database, as the outbox keeps one. Returns the key
 * of its outbox entry.
 */
async function queueRegistration(page: Page, ownerKey: string, tenantId: string): Promise<string> {
  const now = Date.now()
  const id = randomUUID()
  const entry = randomUUID()
  await deviceDb(page, {
    kind: 'put',
    rows: {
      drafts: [
        {
          id,
          ownerKey,
          tenantId,
          record: { ...emptyDraft(''), id },
          photos: [],
          signature: null,
          syncState: 'waiting',
          message: null,
          problems: [],
          answer: null,
          createdAt: now,
          updatedAt: now,
        },
      ],
      outbox: [
        {
          id: entry,
          ownerKey,
          tenantId,
          operation: 'registration.submit',
          draftId: id,
          photoId: null,
          state: 'waiting',
          attempts: 0,
          nextAttemptAt: 0,
          lastError: null,
          message: null,
          createdAt: now,
        },
      ],
    },
  })
  return entry
}

test('signing out with unsent registrations asks first and keeps them; the login page names their owner', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const answer = await tokenAnswer(request, 'pickup')
  const ownerKey = `${String(answer.tenant_id)}:${String(answer.user_id)}`
  await signIn(page, 'pickup')
  await waitForWorker(page)
  // The session's copy (menu, user info) is what names the owner on the login page later.
  await expect.poll(() => deviceCount(page, 'kv')).toBeGreaterThanOrEqual(2)
  // Offline, so the queued registration stays queued (the runner cannot send it).
  await goOffline(context)
  await queueRegistration(page, ownerKey, String(answer.tenant_id))

  const dialog = page.getByRole('dialog', { name: '退出系统' })
  await page.getByRole('button', { name: '退出系统' }).click()
  // Offline: signing in again needs the server, and the draft waits on the device for the next sign-in.
  await expect(dialog).toContainText('当前无法连接服务器：退出后，需要联网才能重新登录。')
  await expect(dialog).toContainText('1条未发送的登记会保留在本设备，下次登录后继续发送。')
  await dialog.getByRole('button', { name: '保持登录' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/wel\/index$/)

  await page.getByRole('button', { name: '退出系统' }).click()
  await dialog.getByRole('button', { name: '仍要退出' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-unsent-owners]')).toContainText('孙取送（1条）')
  await expect(page.locator('[data-offline-sign-in]')).toContainText('登录需要网络连接')
  expect(await deviceCount(page, 'outbox')).toBe(1)
})

test('a new version waits for the user’s 更新, then the page reloads into it', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await waitForWorker(page)

  // The next deployment: the server now has a worker script that differs (as a new build's precache list
  // does). Playwright cannot route the browser's own update check of the worker, so the served file changes,
  // and is put back afterwards.
  const workerFile = path.join(e2eServerDir(), 'app', 'sw.js')
  const original = await fs.readFile(workerFile, 'utf8')
  try {
    await fs.writeFile(workerFile, `${original}\n// the next version\n`)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const prompt = page.locator('[data-update-prompt]')
    await expect(prompt).toContainText('新版本已就绪', { timeout: 20_000 })
    // Waiting is all it does: no reload, the old worker still in charge, until the user says so.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
    ).toBe('installed')

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '更新' }).click()])
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.waiting === null && registration.active?.state === 'activated'
        }),
      )
      .toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBeUndefined()
    await expect(prompt).toHaveCount(0)
  } finally {
    await fs.writeFile(workerFile, original)
  }
})

test('the worker replays the outbox on Background Sync, with no page of the app open', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const answer = await tokenAnswer(request, 'pickup')
  const tenantId = String(answer.tenant_id)
  const ownerKey = `${tenantId}:${String(answer.user_id)}`
  await signIn(page, 'pickup')
  await waitForWorker(page)
  // The page has told the worker whose outbox to replay (Dexie kv 'owner').
  await expect.poll(async () => (await deviceRow(page, 'kv', 'owner'))?.value).toMatchObject({ ownerKey })

  // No app code runs any more (the manifest is a page of the origin without the app), so only the worker
  // can send what is queued now: a registration the server refuses (no customer), so its answer shows.
  await page.goto('/manifest.webmanifest')
  const entry = await queueRegistration(page, ownerKey, tenantId)

  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length).toBeGreaterThan(0)
  const origin = new URL(page.url()).origin
  const registration = registrations.find((item) => item.scopeURL.startsWith(origin))!
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration.registrationId,
    tag: 'metrodesk-outbox',
    lastChance: false,
  })

  await expect
    .poll(async () => (await deviceRow(page, 'outbox', entry))?.state, { timeout: 20_000 })
    .toBe('attention')
  const draftId = String((await deviceRow(page, 'outbox', entry))?.draftId)
  expect(await deviceRow(page, 'drafts', draftId)).toMatchObject({
    syncState: 'attention',
    message: '请选择或填写客户名称',
  })
})
