import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import type { BenchChromium } from '../chromium'
import { CLIENT_BASIC, DEMO_PASSWORD, DEMO_TENANT } from '../settings'
import { undoOnInterrupt } from './cleanup'
import type { SignedIn } from './protocol'

/**
 * How the offline bench launches Chromium: the bench's flags (bench/chromium.ts), and Ctrl-C left to the bench
 * (run.ts closes the browsers, then the servers, then removes their data): Playwright must not exit first.
 */
export function launchOptions(browser: BenchChromium) {
  return { ...browser.launch, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }
}

export type OpenBenchPage = {
  context: BrowserContext
  page: Page
  user: SignedIn
  account: string
  /** Closes the browser and removes its profile. */
  close: () => Promise<void>
}

/**
 * Calls `window.offlineBench.<method>(argument)` in the page. In-page code is a string: this file is checked
 * without the DOM library (tsconfig.json); the page itself is typed by bench/offline/page/tsconfig.json.
 */
export function callPage<T>(page: Page, method: string, argument?: unknown): Promise<T> {
  const json = argument === undefined ? '' : JSON.stringify(argument)
  return page.evaluate<T>(`window.offlineBench.${method}(${json})`)
}

/**
 * Waits until an expression is true in the page. Not page.waitForFunction: that compiles the expression in
 * the page, which the app's Content-Security-Policy (no 'unsafe-eval') refuses; evaluate goes through the
 * debugging protocol. The marks being waited for are taken in the page, so the polling does not time them.
 */
export async function waitInPage(page: Page, expression: string, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
    if (performance.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * A new Chromium on a fresh profile in a temporary folder (IndexedDB on disk, as on a tablet: a context of
 * browser.newContext keeps it in memory), on the bench page, signed in as the first demo account that works.
 */
export async function openBenchPage(
  browser: BenchChromium,
  origin: string,
  accounts: string[],
): Promise<OpenBenchPage> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-offline-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions(browser),
    baseURL: origin,
    locale: 'zh-CN',
  })
  const close = undoOnInterrupt(async () => {
    await context.close()
    await fs.rm(profile, { recursive: true, force: true })
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitInPage(page, `document.getElementById('state')?.textContent === 'ready'`)
    const failures: string[] = []
    for (const account of accounts) {
      try {
        const user = await callPage<SignedIn>(page, 'signIn', {
          tenantId: DEMO_TENANT,
          account,
          password: DEMO_PASSWORD,
          clientBasic: CLIENT_BASIC,
        })
        return { context, page, user, account, close }
      } catch (error) {
        failures.push(`${account}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
    throw new Error(`no demo account could sign in (${failures.join('; ')})`)
  } catch (error) {
    await close()
    throw error
  }
}

/** The version of the Chromium the bench drives. */
export async function chromiumVersion(browser: BenchChromium): Promise<string> {
  const launched = await chromium.launch(launchOptions(browser))
  const version = launched.version()
  await launched.close()
  return version
}
