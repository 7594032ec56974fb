import { expect, test } from '@playwright/test'
import { goOffline, waitForWorker } from './offline-registration-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * "a reload offline shows the last data": the TanStack Query cache is kept in localStorage
 * (src/app/offline/queryPersistence.ts). The home page's latest notices (query root 'home', persisted) are
 * loaded online; offline, with no request reaching the network from the page or the worker, a reload shows
 * them again.
 */

test.use({ serviceWorkers: 'allow' })

/** Where the cache is kept (QUERY_CACHE_KEY of queryPersistence.ts, whose module needs the app's build). */
const QUERY_CACHE_KEY = 'metrodesk.query-cache'

type NoticePage = { records: { id: string; title: string }[] }

test('the home page’s notices loaded online are shown after a reload offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const notices = await (
    await apiAs(request, 'pickup')
  ).post<NoticePage>('/api/blade-desk/notice/releaseInfoPage', {}, { current: 1, size: 5 })
  const titles = notices.records.map((notice) => notice.title)
  expect(titles.length, 'the demo lab has released notices').toBeGreaterThan(0)

  await signIn(page, 'pickup')
  await waitForWorker(page)
  const shown = page.getByTestId('home-notice')
  await expect(shown).toHaveText(titles)
  // The cache is written a moment after the answer (throttled): wait until it holds the notices.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', QUERY_CACHE_KEY))
    .toContain(titles[0])

  await goOffline(context)
  const answered: string[] = []
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answered.push(response.url())
  })
  await page.reload()
  await expect(page).toHaveURL(/\/wel\/index$/)
  await expect(page.locator('[data-offline-banner]')).toBeVisible()
  await expect(shown).toHaveText(titles)
  await expect(page.getByRole('region', { name: '公告' })).toBeVisible()
  // Nothing came from the server: every call of the page failed, offline.
  expect(answered).toEqual([])
})
