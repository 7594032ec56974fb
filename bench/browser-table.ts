/**
 * `npm run bench -- browser-table` (or `npx tsx bench/browser-table.ts`): the browser measurement of
 * a 5,000-row page of the instrument list in Chromium: time from the page's response to its rows painted,
 * and how many rows the DOM holds (the table is virtualised: a few dozen, not 5,000), at the top and after
 * scrolling to the last row. Measures and prints; asserts nothing (exit 1 only when the run itself fails).
 *
 * It builds its own world like the browser tests do: a fresh PGlite in a temporary folder, demo seed plus
 * the large seed (6,000 instruments), the real server (server/main.ts) serving a built UI (BENCH_DIST,
 * default dist/: run `npm run build` first), and Chromium (CHROMIUM_PATH, default /usr/bin/chromium; with
 * Chrome's own address-bar pages off unless BENCH_BROWSER_UI=on, bench/chromium.ts says why).
 * BENCH_BROWSER_RUNS (default 5) page loads are measured, each after a reload.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { benchChromium, browserUiWanted, describeBrowserUi } from './chromium'

const projectRoot = path.resolve(import.meta.dirname, '..')
const log = (message: string) => process.stderr.write(`[bench browser-table] ${message}\n`)

const TENANT = '100001'
const PAGE_SIZE = 5000
const INSTRUMENTS = 6000

export type BrowserTableRun = {
  /** From the end of the 5,000-row response (resource timing) to the frame after the rows are in the DOM. */
  responseToPaintMs: number
  /** The response's own duration (request start to its last byte). */
  responseMs: number
  responseBytes: number
  domRowsTop: number
  domRowsBottom: number
}

export type BrowserTableReport = {
  generatedAt: string
  runs: BrowserTableRun[]
  median: { responseToPaintMs: number; responseMs: number }
  maxDomRows: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Runs a script to completion with the given environment. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    )
  })
}

async function waitForServer(origin: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/openapi.json`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start in time')
}

// In-page scripts are strings: this file is type-checked without the DOM library (tsconfig.json).
/** Resolves, in the page, with the time of the frame after the grid holds the 5,000 rows, and its timing. */
const PAINTED = `new Promise((resolve) => {
  const check = () => {
    const grid = document.querySelector('[role="grid"]')
    if (grid && grid.getAttribute('aria-rowcount') === '${PAGE_SIZE + 2}') {
      // Two frames: the first runs before the browser paints the rows, the second after.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const painted = performance.now()
        const entry = performance.getEntriesByType('resource')
          .filter((e) => e.name.includes('/page?') && e.name.includes('size=${PAGE_SIZE}')).pop()
        resolve({
          painted,
          responseEnd: entry ? entry.responseEnd : NaN,
          responseStart: entry ? entry.startTime : NaN,
          bytes: entry ? entry.encodedBodySize : 0,
          rows: document.querySelectorAll('[data-testid="data-table-row"]').length,
        })
      }))
    } else requestAnimationFrame(check)
  }
  check()
})`

const ROWS_AT_BOTTOM = `new Promise((resolve) => {
  const scroller = document.querySelector('[data-testid="data-table-scroller"]')
  scroller.scrollTo({ top: scroller.scrollHeight })
  const check = () => {
    const last = document.querySelector('[aria-label="选择第 ${PAGE_SIZE} 行"]')
    if (last) requestAnimationFrame(() => resolve(document.querySelectorAll('[data-testid="data-table-row"]').length))
    else requestAnimationFrame(check)
  }
  check()
})`

type Painted = { painted: number; responseEnd: number; responseStart: number; bytes: number; rows: number }

async function signIn(page: Page): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('租户ID').fill(TENANT)
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel(/^密码/).fill('metrodesk')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.waitForURL(/\/wel\/index$/)
}

async function measureOnce(page: Page): Promise<BrowserTableRun> {
  await page.goto('/crm/instrument')
  await page.getByTestId('data-table-row').first().waitFor()
  await page.evaluate('performance.clearResourceTimings()')
  const painted = page.evaluate<Painted>(PAINTED)
  await page.getByRole('combobox', { name: '每页条数' }).click()
  await page.getByRole('option', { name: `${PAGE_SIZE} 条/页` }).click()
  const result = await painted
  const domRowsBottom = await page.evaluate<number>(ROWS_AT_BOTTOM)
  return {
    responseToPaintMs: result.painted - result.responseEnd,
    responseMs: result.responseEnd - result.responseStart,
    responseBytes: result.bytes,
    domRowsTop: result.rows,
    domRowsBottom,
  }
}

export async function runBrowserTable(): Promise<number> {
  const dist = path.resolve(process.env.BENCH_DIST ?? path.join(projectRoot, 'dist'))
  if (!existsSync(path.join(dist, 'index.html'))) {
    log(`no built UI in ${dist}: run \`npm run build\` first (or set BENCH_DIST)`)
    return 1
  }
  const runs = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 5) || 5)
  const port = Number(process.env.BENCH_BROWSER_PORT ?? 8190)
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-browser-'))
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')
  let server: ChildProcess | null = null
  const flags = await benchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', browserUiWanted())
  log(describeBrowserUi(flags))
  const browser = await chromium.launch(flags.launch)
  try {
    log(`seeding a fresh PGlite (${INSTRUMENTS} instruments) in ${dataDir}`)
    await run(
      tsx,
      [
        'scripts/seed-large.ts',
        '--tenant',
        TENANT,
        '--customers',
        '50',
        '--instruments',
        String(INSTRUMENTS),
      ],
      env,
    )
    log(`starting the server on port ${port} with ${dist}`)
    server = spawn(tsx, ['server/main.ts'], {
      cwd: projectRoot,
      env: { ...env, STATIC_DIR: dist },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const origin = `http://127.0.0.1:${port}`
    await waitForServer(origin, server)
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await signIn(page)
    // One unmeasured load warms the server's caches and the browser's code cache.
    await measureOnce(page)
    const results: BrowserTableRun[] = []
    for (let i = 1; i <= runs; i++) {
      const result = await measureOnce(page)
      log(
        `run ${i}: response ${result.responseMs.toFixed(0)} ms, response → painted ${result.responseToPaintMs.toFixed(0)} ms, ` +
          `DOM rows ${result.domRowsTop} (top) / ${result.domRowsBottom} (bottom)`,
      )
      results.push(result)
    }
    const report: BrowserTableReport = {
      generatedAt: new Date().toISOString(),
      runs: results,
      median: {
        responseToPaintMs: median(results.map((r) => r.responseToPaintMs)),
        responseMs: median(results.map((r) => r.responseMs)),
      },
      maxDomRows: Math.max(...results.flatMap((r) => [r.domRowsTop, r.domRowsBottom])),
    }
    const folder = path.join(import.meta.dirname, 'results')
    await fs.mkdir(folder, { recursive: true })
    const file = path.join(folder, 'browser-table-latest.json')
    await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
    process.stdout.write(
      `5,000-row page in Chromium (median of ${runs}): response ${report.median.responseMs.toFixed(0)} ms, ` +
        `response → rows painted ${report.median.responseToPaintMs.toFixed(0)} ms; ` +
        `at most ${report.maxDomRows} rows in the DOM.\nWritten: ${path.relative(process.cwd(), file)}\n`,
    )
    return 0
  } catch (error) {
    log(`FAILED: ${(error as Error).stack ?? String(error)}`)
    return 1
  } finally {
    await browser.close()
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(await runBrowserTable())
