import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { STORAGE_WARNING_RATIO } from '../../src/app/offline/storageQuota'
import { fillDraft, submitOpenDraft } from './offline-sync-support'
import { signIn } from './shell-pages-support'

/**
 * The device's storage (src/app/offline/storagePersistence.ts): once signed in, the app asks the
 * browser to keep its storage (navigator.storage.persist(), watched by wrapping it), and when the browser's
 * estimate says the storage is nearly full (above STORAGE_WARNING_RATIO of the quota; the estimate is stubbed
 * with the share the test sets) the user is warned, at sign-in and again when work is queued.
 */

const WARNING = '本设备存储空间即将用尽，请尽快联网同步已保存的登记'
const USAGE_KEY = 'e2e.storage-usage'

type StorageCalls = { persist: number; estimate: number }

/** Wraps persist() and stubs estimate() in every page of the context, before the app's scripts run. */
async function watchStorage(context: BrowserContext) {
  await context.addInitScript((usageKey) => {
    const calls: StorageCalls = { persist: 0, estimate: 0 }
    ;(window as unknown as { storageCalls: StorageCalls }).storageCalls = calls
    const manager = StorageManager.prototype
    const persist = manager.persist
    manager.persist = function (this: StorageManager) {
      calls.persist++
      return persist.call(this)
    }
    // Whatever the browser decided before, the app has to ask.
    manager.persisted = () => Promise.resolve(false)
    manager.estimate = () => {
      calls.estimate++
      const quota = 2_000_000_000
      const share = Number(localStorage.getItem(usageKey) ?? '0.1')
      return Promise.resolve({ quota, usage: Math.round(quota * share) })
    }
  }, USAGE_KEY)
}

const storageCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { storageCalls: StorageCalls }).storageCalls)

const setUsage = (page: Page, share: number) =>
  page.evaluate(({ key, share }) => localStorage.setItem(key, String(share)), { key: USAGE_KEY, share })

test('signing in asks to keep the storage; nearly full storage is reported when work is queued', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await watchStorage(context)
  await page.goto('/login')
  await setUsage(page, STORAGE_WARNING_RATIO - 0.05)
  expect((await storageCalls(page)).persist, 'nobody signed in: nothing to keep yet').toBe(0)

  await signIn(page, 'pickup')
  await expect.poll(async () => (await storageCalls(page)).persist).toBeGreaterThan(0)
  await expect.poll(async () => (await storageCalls(page)).estimate).toBeGreaterThan(0)
  await fillDraft(page, `存储${Date.now().toString(36)}`)
  // Below the threshold the estimate was read and, a draft later, nothing was said.
  await expect(page.getByText(WARNING)).toHaveCount(0)

  // The photos of the day fill the tablet: above the threshold, queuing the draft brings the warning.
  await setUsage(page, STORAGE_WARNING_RATIO + 0.05)
  await submitOpenDraft(page)
  await expect(page.getByText(WARNING)).toBeVisible()
})

test('a sign-in with nearly full storage shows the warning at once', async ({ page, context }) => {
  await watchStorage(context)
  await page.goto('/login')
  await setUsage(page, STORAGE_WARNING_RATIO + 0.05)
  await signIn(page, 'pickup')
  await expect(page.getByText(WARNING)).toBeVisible()
  expect((await storageCalls(page)).persist).toBeGreaterThan(0)
})
