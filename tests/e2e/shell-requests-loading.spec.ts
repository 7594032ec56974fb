import { expect, test, type Page } from '@playwright/test'
import { signIn } from './shell-session-support'

type OverlayEvent = { state: string; t: number }
type Answer = { url: string; t: number }

type Recorded = { __overlay: OverlayEvent[]; __answers: Answer[] }

/**
 * Records in the page, with the page's own clock: every change of the loading overlay (its pending count, or
 * "gone"), and when each fetch of the app got its answer.
 */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as Window & Recorded
    page.__overlay = []
    page.__answers = []
    let last = 'gone'
    const record = () => {
      const overlay = document.querySelector('[data-request-loading]')
      const state = overlay ? (overlay.getAttribute('data-pending') ?? '?') : 'gone'
      if (state === last) return
      last = state
      page.__overlay.push({ state, t: performance.now() })
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-pending'],
    })
    const originalFetch = window.fetch.bind(window)
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args)
      const input = args[0]
      page.__answers.push({
        url: input instanceof Request ? input.url : String(input),
        t: performance.now(),
      })
      return response
    }
  })
}

test.describe('loading overlay (spec §4, §7: 加载中……, counts calls, closes 50 ms after the last)', () => {
  test('stays up while concurrent calls are pending and closes 50 ms after the count reaches zero', async ({
    page,
  }) => {
    await signIn(page)
    await instrument(page)
    // Two start-up calls are held, then answered one after the other. Sent on their own: the start-up call
    // that would carry them (src/domain/boot.ts) fails, and the app sends each call as before. They are held
    // by the test rather than for a fixed time: the overlay itself mounts once the first screen is painted,
    // and it must be there while both are pending.
    let answerDictionary = () => {}
    let answerParams = () => {}
    const dictionaryHeld = new Promise<void>((resolve) => (answerDictionary = resolve))
    const paramsHeld = new Promise<void>((resolve) => (answerParams = resolve))
    await page.route('**/api/metrodesk/boot*', (route) => route.abort())
    await page.route('**/api/blade-system/dict/dictionary?*', async (route) => {
      await dictionaryHeld
      await route.continue()
    })
    await page.route('**/api/blade-system/param/list?*', async (route) => {
      await paramsHeld
      await route.continue()
    })
    await page.reload()
    const overlayShown = page.locator('[data-request-loading]')
    await expect(overlayShown).toBeVisible()
    await expect
      .poll(async () => Number(await overlayShown.getAttribute('data-pending')))
      .toBeGreaterThanOrEqual(2)
    answerDictionary()
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as Recorded).__answers.some((answer) => answer.url.includes('/dict/dictionary')),
        ),
      )
      .toBe(true)
    // One answer in, one call still pending: the overlay stays.
    await expect(page.getByText('加载中……')).toBeVisible()
    answerParams()
    await expect(page.getByText('加载中……')).toHaveCount(0, { timeout: 15_000 })
    // Let any call the page makes next finish too, then read the records.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-request-loading]')).toHaveCount(0)

    const { overlay, answers } = await page.evaluate(() => {
      const records = window as unknown as Recorded
      return { overlay: records.__overlay, answers: records.__answers }
    })
    const answerOf = (part: string) => answers.find((answer) => answer.url.includes(part))?.t
    const dictionaryAt = answerOf('/dict/dictionary')
    const paramsAt = answerOf('/param/list')
    expect(dictionaryAt).toBeDefined()
    expect(paramsAt).toBeDefined()

    // Counted: two or more calls were pending at once.
    expect(Math.max(...overlay.map((event) => Number(event.state) || 0))).toBeGreaterThanOrEqual(2)
    // The first slow answer did not close it: between the two answers the overlay never went away.
    const between = overlay.filter((event) => event.t > (dictionaryAt ?? 0) && event.t < (paramsAt ?? 0))
    expect(between.map((event) => event.state)).not.toContain('gone')
    const visibleAt = (t: number) => {
      const before = overlay.filter((event) => event.t <= t).at(-1)
      return before !== undefined && before.state !== 'gone'
    }
    expect(visibleAt(dictionaryAt ?? 0)).toBe(true)
    expect(visibleAt(paramsAt ?? 0)).toBe(true)

    // Every close comes 50 ms after its count reached zero. Both moments are seen when React has rendered
    // them, so each carries a render's latency: a few ms either way, never an immediate close.
    const closes = overlay.flatMap((event, index) => {
      const previous = overlay[index - 1]
      return event.state === 'gone' && previous?.state === '0' ? [event.t - previous.t] : []
    })
    expect(closes.length).toBeGreaterThan(0)
    for (const gap of closes) {
      expect(gap).toBeGreaterThanOrEqual(40)
      expect(gap).toBeLessThan(200)
    }
  })
})
