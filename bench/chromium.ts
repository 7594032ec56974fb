import { BROWSER_UI_FEATURES, withoutBrowserUi } from '../tests/support/chromium'

/** The flags of the browser tests that matter here: no sandbox in a container, no GPU on these machines. */
const BASE_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run']

/** How the benches launch Chromium. */
export type BenchChromium = {
  /** Spread into chromium.launch() and launchPersistentContext(). */
  launch: { executablePath: string; args: string[] }
  /** Whether Chrome's own address-bar pages were left on (BENCH_BROWSER_UI=on; tests/support/chromium.ts says why they are off). */
  browserUi: boolean
}

/** Reads BENCH_BROWSER_UI: `on` leaves Chrome's address-bar pages on (to measure what they cost), else off. */
export function browserUiWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = (env.BENCH_BROWSER_UI ?? 'off').trim()
  if (raw !== 'on' && raw !== 'off') throw new Error(`BENCH_BROWSER_UI must be on or off, got "${raw}"`)
  return raw === 'on'
}

export async function benchChromium(executablePath: string, browserUi: boolean): Promise<BenchChromium> {
  const args = browserUi ? BASE_FLAGS : await withoutBrowserUi(executablePath, BASE_FLAGS)
  return { launch: { executablePath, args }, browserUi }
}

/** One line for a report: which Chromium the figures were taken with. */
export function describeBrowserUi(browser: BenchChromium): string {
  return browser.browserUi
    ? "Chrome's own address-bar pages left on (BENCH_BROWSER_UI=on)"
    : `Chrome's own address-bar pages off (${BROWSER_UI_FEATURES.join(', ')}; BENCH_BROWSER_UI=on keeps them)`
}
