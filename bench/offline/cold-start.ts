import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import type { BenchChromium } from '../chromium'
import { provision } from '../databases'
import { DEMO_PASSWORD, DEMO_TENANT } from '../settings'
import { launchOptions, waitInPage } from './bench-page'
import { withUndo } from './cleanup'
import { median } from './median'
import { startAppServer } from './server'
import type { OfflineSettings } from './settings'

/** One offline start, in ms from navigation start (performance.now() of the new page). */
export type ColdStartRun = {
  /** The layout's top bar in the DOM, laid out with a height. */
  topBarMs: number
  /** Two frames later: the frame with the top bar has been painted (browser-table measures rows the same way). */
  paintedMs: number
  /** first-contentful-paint (may be the loading screen, before the shell). */
  fcpMs: number | null
  /** Whether the service worker controlled the page (it answered the navigation). */
  controlled: boolean
  /** Navigation timing: the document's last byte (from the worker's cache) and DOMContentLoaded's end. */
  responseEndMs: number
  domContentLoadedMs: number
  /** Scripts and styles fetched before the top bar appeared (the worker answers them), and the last one's end. */
  assetsBeforeTopBar: number
  lastAssetMs: number
}

export type ColdStartVariant = { runs: ColdStartRun[]; medianMs: number; maxMs: number; failures: string[] }

export type ColdStartResult = {
  account: string
  /** Offline, the page closed and a new one opened in the same browser (the worker may still be running). */
  newPage: ColdStartVariant
  /** Offline, the browser restarted on the same profile before each open (the worker starts from scratch). */
  browserRestart: ColdStartVariant
}

const log = (message: string) => process.stderr.write(`[bench offline] ${message}\n`)

/** The marks the page records from its first script on (an init script, a string: no DOM types here). */
const MARKS = `(() => {
  const marks = { topBar: null, painted: null, fcp: null }
  window.__coldStart = marks
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
  } catch {}
  const shown = () => {
    const header = document.querySelector('header.mantine-AppShell-header')
    return header !== null && header.childElementCount > 0 && header.getBoundingClientRect().height > 0
  }
  const observer = new MutationObserver(() => {
    if (marks.topBar !== null || !shown()) return
    marks.topBar = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => requestAnimationFrame(() => { marks.painted = performance.now() }))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
})()`

type Marks = {
  topBar: number
  painted: number
  fcp: number | null
  controlled: boolean
  responseEnd: number
  domContentLoaded: number
  assets: number
  lastAsset: number
}

const READ_MARKS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0]
  return {
    ...window.__coldStart,
    controlled: navigator.serviceWorker?.controller != null,
    responseEnd: navigation ? navigation.responseEnd : NaN,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : NaN,
    ...(() => {
      const assets = performance.getEntriesByType('resource').filter((entry) =>
        /\\.(js|css)(\\?|$)/.test(entry.name) && entry.responseEnd <= window.__coldStart.topBar)
      return { assets: assets.length, lastAsset: Math.max(0, ...assets.map((entry) => entry.responseEnd)) }
    })(),
  }
})()`

async function signInThroughUi(page: Page, accounts: string[]): Promise<string> {
  for (const account of accounts) {
    await page.goto('/login')
    await page.getByLabel('租户ID').fill(DEMO_TENANT)
    await page.getByLabel('用户名').fill(account)
    await page.getByLabel(/^密码/).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
      return account
    } catch {
      log(`cold start: ${account} could not sign in, trying the next account`)
    }
  }
  throw new Error(`no demo account could sign in (${accounts.join(', ')})`)
}

/** Waits until the service worker is activated and controls the page (a first install claims the page). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)')
  try {
    await waitInPage(page, 'navigator.serviceWorker.controller !== null', 15_000)
  } catch {
    await page.reload()
    await waitInPage(page, 'navigator.serviceWorker.controller !== null', 15_000)
  }
}

async function measureOpen(context: BrowserContext, page?: Page): Promise<ColdStartRun> {
  const target = page ?? (await context.newPage())
  try {
    await target.goto('/', { waitUntil: 'commit' })
    await waitInPage(target, 'window.__coldStart && window.__coldStart.painted !== null')
    const marks = await target.evaluate<Marks>(READ_MARKS)
    return {
      topBarMs: marks.topBar,
      paintedMs: marks.painted,
      fcpMs: marks.fcp,
      controlled: marks.controlled,
      responseEndMs: marks.responseEnd,
      domContentLoadedMs: marks.domContentLoaded,
      assetsBeforeTopBar: marks.assets,
      lastAssetMs: marks.lastAsset,
    }
  } catch (error) {
    const where = target.url()
    const text = (await target.evaluate<string>('document.body?.innerText ?? ""').catch(() => '')).slice(
      0,
      200,
    )
    throw new Error(
      `${(error as Error).message.split('\n')[0]} (at ${where}: "${text.replace(/\s+/g, ' ')}")`,
    )
  } finally {
    await target.close()
  }
}

function variant(runs: ColdStartRun[], failures: string[]): ColdStartVariant {
  const painted = runs.map((run) => run.paintedMs)
  return { runs, medianMs: median(painted), maxMs: Math.max(0, ...painted), failures }
}

type Launch = () => Promise<BrowserContext>

/** Opens the browser, runs `work` with it, closes it (also on Ctrl-C). */
async function withBrowser<T>(launch: Launch, work: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await launch()
  return withUndo(
    () => context.close(),
    () => work(context),
  )
}

/** Online: signs in, lets the worker install and take control; then goes offline and closes the page. */
async function prepareOffline(context: BrowserContext, settings: OfflineSettings): Promise<string> {
  await context.addInitScript(MARKS)
  const page = context.pages()[0] ?? (await context.newPage())
  const account = await signInThroughUi(page, settings.accounts)
  log(`cold start: signed in as ${account}; waiting for the service worker to control the page`)
  await waitForWorker(page)
  // Let the shell finish its start-up requests and write the reference data and query cache it keeps.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3000)
  await context.setOffline(true)
  await page.close()
  return account
}

async function measureRuns(runs: number, open: () => Promise<ColdStartRun>): Promise<ColdStartVariant> {
  const results: ColdStartRun[] = []
  const failures: string[] = []
  for (let run = 1; run <= runs; run++) {
    try {
      results.push(await open())
    } catch (error) {
      failures.push((error as Error).message)
    }
  }
  return variant(results, failures)
}

export async function measureColdStart(
  settings: OfflineSettings,
  browser: BenchChromium,
): Promise<ColdStartResult> {
  const dist = path.resolve(settings.dist)
  for (const file of ['index.html', 'sw.js'])
    if (!existsSync(path.join(dist, file)))
      throw new Error(`no ${file} in ${dist}: run \`npm run build\` first (or set BENCH_DIST)`)
  const provisioned = await provision('pglite', settings.postgresUrl)
  if ('skipped' in provisioned) throw new Error(provisioned.skipped)
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-offline-profile-'))
  const dispose = async () => {
    await provisioned.dispose()
    await fs.rm(profile, { recursive: true, force: true })
  }
  return withUndo(dispose, async () => {
    const server = await startAppServer(provisioned.config, dist, '')
    const launch: Launch = () =>
      chromium.launchPersistentContext(profile, {
        ...launchOptions(browser),
        baseURL: server.origin,
        locale: 'zh-CN',
        viewport: { width: 1280, height: 800 },
      })
    return withUndo(server.stop, async () => {
      const { account, newPage } = await withBrowser(launch, async (context) => {
        const signedIn = await prepareOffline(context, settings)
        // Nothing may come from the server from here on: stop it as well.
        await server.stop()
        return { account: signedIn, newPage: await measureRuns(settings.runs, () => measureOpen(context)) }
      })
      const browserRestart = await measureRuns(settings.runs, () =>
        withBrowser(launch, async (context) => {
          await context.setOffline(true)
          await context.addInitScript(MARKS)
          return measureOpen(context, context.pages()[0])
        }),
      )
      return { account, newPage, browserRestart }
    })
  })
}
