/**
 * `npm run bench -- shell`: the staff app as people feel it, in Chromium against the built app (BENCH_DIST,
 * default dist/: run `npm run build` first) served by the real server on a fresh PGlite with the demo seed.
 *
 * Each run is a pair, taken in turn with a baseline that does not drift with the machine: a static page of
 * the same size as the login form (inline CSS, no script) served by the same server. Absolute times on these
 * shared two-core machines swing by 2×; the ratio to the baseline of the same run does not.
 *
 * Per run, in a fresh browser context (cold HTTP cache, no service worker):
 * - login: navigation → first contentful paint; → the form usable (React's inputs in the page, a frame later);
 *   the compressed JavaScript fetched before it was usable;
 * - sign-in click → the home page painted; the requests sent meanwhile (and which went twice); the longest
 *   main-thread task from the click until the home page has been quiet for a second;
 * - a sidebar click on 客户器具 → its first rows painted (the page's first visit); the list's DOM nodes with
 *   50 rows;
 * - repeat visit: the login page again in the same context, the service worker in control.
 * Medians of BENCH_SHELL_RUNS (default 7). Measures and prints; asserts nothing (exit 1 only when the run
 * itself fails). Writes bench/results/shell-latest.{md,json}.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { benchChromium, browserUiWanted, describeBrowserUi } from './chromium'
import { provision } from './databases'
import { launchOptions, waitInPage } from './offline/bench-page'
import { median } from './offline/median'
import { startAppServer } from './offline/server'
import { DEMO_PASSWORD, DEMO_TENANT } from './settings'

const projectRoot = path.resolve(import.meta.dirname, '..')
const log = (message: string) => process.stderr.write(`[bench shell] ${message}\n`)

/** A page shaped like the login card, with nothing to run: what the server and the browser cost alone. */
const BASELINE_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>baseline</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:linear-gradient(135deg,#e8f3ff,#f5f7fa);min-height:100vh;display:grid;place-items:center}
form{width:360px;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgb(0 0 0/.1)}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;height:36px;border:1px solid #ccc;border-radius:4px;padding:0 8px}
button{margin-top:20px;width:100%;height:36px;border:0;border-radius:4px;background:#2d6fb3;color:#fff}</style></head>
<body><form><h1>登录</h1><label>租户ID<input value="100001"></label><label>用户名<input></label>
<label>密码<input type="password"></label><button type="button">登录</button></form></body></html>`

/** Marks taken in the page from its first script on (a string: this file has no DOM types). */
const MARKS = `(() => {
  const marks = { fcp: null, usable: null, home: null, rows: null, longTasks: [] }
  window.__shell = marks
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  // Older builds have no data-home-greeting: their greeting is the h2 that starts with 你好.
  const homePainted = () => document.querySelector('[data-home-greeting]') ||
    [...document.querySelectorAll('h2')].some((h) => h.textContent.startsWith('你好'))
  const later = (key) => requestAnimationFrame(() => requestAnimationFrame(() => { marks[key] = performance.now() }))
  new MutationObserver(() => {
    if (marks.usable === null) {
      const input = document.querySelector('input[autocomplete="username"]:not([disabled])')
      if (input) { marks.usable = -1; later('usable') }
    }
    if (marks.home === null && homePainted()) { marks.home = -1; later('home') }
    if (marks.rows === null && document.querySelector('[data-testid="data-table-row"]')) { marks.rows = -1; later('rows') }
  }).observe(document, { childList: true, subtree: true, attributes: true })
  addEventListener('pointerdown', () => { marks.click = performance.now() }, true)
})()`

type Marks = {
  fcp: number | null
  usable: number | null
  home: number | null
  rows: number | null
  click?: number
  longTasks: { start: number; duration: number }[]
}

const readMarks = (page: Page) => page.evaluate<Marks>('window.__shell')

/** Compressed bytes of the scripts that had arrived by `until` (resource timing: a cold context, no worker). */
const SCRIPT_BYTES = (until: number) => `performance.getEntriesByType('resource')
  .filter((e) => /\\.m?js(\\?|$)/.test(e.name) && e.responseEnd <= ${until})
  .reduce((sum, e) => sum + (e.encodedBodySize || 0), 0)`

export type ShellRun = {
  baselineFcpMs: number
  loginFcpMs: number
  loginUsableMs: number
  loginScriptKb: number
  signInToHomeMs: number
  /** Of which the token call (the server hashes the password) and the boot call took. */
  tokenCallMs: number
  bootCallMs: number
  bootRequests: number
  repeatedRequests: string[]
  bootRequestPaths: string[]
  longestTaskMs: number
  menuToRowsMs: number
  listDomNodes: number
  listRowsRendered: number
  repeatFcpMs: number
  repeatUsableMs: number
}

async function baselineFcp(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(MARKS)
    await page.goto('/baseline.html')
    await waitInPage(page, 'window.__shell.fcp !== null')
    return (await readMarks(page)).fcp ?? NaN
  } finally {
    await context.close()
  }
}

async function appRun(browser: Browser, origin: string): Promise<Omit<ShellRun, 'baselineFcpMs'>> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(MARKS)
    await page.goto('/login')
    await waitInPage(page, 'window.__shell.usable > 0 && window.__shell.fcp !== null')
    const login = await readMarks(page)
    const loginScriptBytes = await page.evaluate<number>(SCRIPT_BYTES(login.usable ?? 0))

    await page.getByLabel('租户ID').fill(DEMO_TENANT)
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel(/^密码/).fill(DEMO_PASSWORD)
    const requests: string[] = []
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url())
      if (/^\/(api|csApi|user|msgws)\//.test(url.pathname) && !url.pathname.includes('oauth/token'))
        requests.push(url.pathname)
    }
    page.on('request', onRequest)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await waitInPage(page, 'window.__shell.home > 0', 30_000)
    page.off('request', onRequest)
    const home = await readMarks(page)
    const clickAt = home.click ?? NaN
    const callTimes = await page.evaluate<{ token: number; boot: number }>(`(() => {
      const last = (part) => performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).at(-1)
      return { token: last('oauth/token')?.duration ?? NaN, boot: last('metrodesk/boot')?.duration ?? NaN }
    })()`)
    // Quiet for a second: what the home page does after it is painted counts as well.
    await page.waitForLoadState('networkidle')
    const settled = await readMarks(page)
    const longest = Math.max(
      0,
      ...settled.longTasks.filter((task) => task.start >= clickAt).map((task) => task.duration),
    )
    const counts = new Map<string, number>()
    for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1)

    // The list's first visit, from the sidebar.
    const sidebar = page.getByRole('navigation', { name: '菜单', exact: true })
    await sidebar.getByRole('button', { name: '客户管理' }).click()
    const link = sidebar.getByRole('link', { name: '客户器具' })
    await link.hover()
    await page.evaluate('window.__shell.rows = null')
    await link.click()
    await waitInPage(page, 'window.__shell.rows > 0', 30_000)
    const list = await readMarks(page)
    // The page of 50 (the default size) has arrived once the pager counts the records.
    await waitInPage(
      page,
      `[...document.querySelectorAll('p')].some((p) => /^共 [\\d,]+\\+? 条$/.test(p.textContent))`,
    )
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
    )
    // The body's elements, as Lighthouse's DOM size audit counts them: the head's module preloads render nothing.
    const listDomNodes = await page.evaluate<number>("document.body.getElementsByTagName('*').length")
    const listRowsRendered = await page.evaluate<number>(
      `document.querySelectorAll('[data-testid="data-table-row"]').length`,
    )

    // A repeat visit: the service worker controls the next load of the login page.
    await waitInPage(page, 'navigator.serviceWorker && navigator.serviceWorker.controller !== null', 30_000)
    const again = await context.newPage()
    await again.addInitScript(MARKS)
    // Signed in, /login would lead home: the first paint and the home page instead.
    await again.goto('/wel/index')
    await waitInPage(again, 'window.__shell.home > 0 && window.__shell.fcp !== null', 30_000)
    const repeat = await readMarks(again)
    return {
      loginFcpMs: login.fcp ?? NaN,
      loginUsableMs: login.usable ?? NaN,
      loginScriptKb: loginScriptBytes / 1024,
      signInToHomeMs: (home.home ?? NaN) - clickAt,
      tokenCallMs: callTimes.token,
      bootCallMs: callTimes.boot,
      bootRequests: requests.length,
      bootRequestPaths: requests,
      repeatedRequests: [...counts].filter(([, n]) => n > 1).map(([url, n]) => `${url} ×${n}`),
      longestTaskMs: longest,
      menuToRowsMs: (list.rows ?? NaN) - (list.click ?? NaN),
      listDomNodes,
      listRowsRendered,
      repeatFcpMs: repeat.fcp ?? NaN,
      repeatUsableMs: repeat.home ?? NaN,
    }
  } finally {
    await context.close()
  }
}

type Row = { label: string; key: keyof ShellRun; unit: string; goal: string; time: boolean }

const ROWS: Row[] = [
  {
    label: 'login: navigation → something painted',
    key: 'loginFcpMs',
    unit: 'ms',
    goal: '≤ 150',
    time: true,
  },
  {
    label: 'login: navigation → form usable, cold',
    key: 'loginUsableMs',
    unit: 'ms',
    goal: '≤ 450',
    time: true,
  },
  {
    label: 'login JS before usable (compressed)',
    key: 'loginScriptKb',
    unit: 'KB',
    goal: '≤ 150',
    time: false,
  },
  { label: 'sign-in click → home painted', key: 'signInToHomeMs', unit: 'ms', goal: '≤ 400', time: true },
  {
    label: 'boot requests (sign-in → home)',
    key: 'bootRequests',
    unit: '',
    goal: '1, none twice',
    time: false,
  },
  {
    label: 'menu click → list rows painted (first visit)',
    key: 'menuToRowsMs',
    unit: 'ms',
    goal: '≤ 250',
    time: true,
  },
  { label: 'list page DOM nodes (50 rows)', key: 'listDomNodes', unit: '', goal: '≤ 900', time: false },
  {
    label: 'longest main-thread task after sign-in',
    key: 'longestTaskMs',
    unit: 'ms',
    goal: '≤ 100',
    time: true,
  },
  {
    label: 'repeat visit: navigation → something painted',
    key: 'repeatFcpMs',
    unit: 'ms',
    goal: '',
    time: true,
  },
  {
    label: 'repeat visit: navigation → home painted',
    key: 'repeatUsableMs',
    unit: 'ms',
    goal: '',
    time: true,
  },
]

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

function report(runs: ShellRun[], browserLine: string): string {
  const baseline = median(runs.map((run) => run.baselineFcpMs))
  const lines = [
    '# Shell bench (`npm run bench -- shell`)',
    '',
    `${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${os.loadavg()[0]?.toFixed(2)}; ${browserLine}.`,
    `Medians of ${runs.length} runs. Baseline: a static login-shaped page from the same server, first contentful paint ` +
      `${fixed(baseline, 1)} ms (median), measured in turn with each run; ratio = measure / baseline.`,
    '',
    '| measure | median | ratio to baseline | goal |',
    '| --- | ---: | ---: | --- |',
    ...ROWS.map((row) => {
      const value = median(runs.map((run) => Number(run[row.key])))
      const ratio = row.time ? `${fixed(value / baseline, 2)}×` : ''
      return `| ${row.label} | ${fixed(value, row.unit === 'KB' ? 1 : 0)} ${row.unit} | ${ratio} | ${row.goal} |`
    }),
    '',
    `Requests between the sign-in click and the home page (first run): ${runs[0]?.bootRequestPaths.join(', ') ?? '-'}.`,
    '',
    `Requests sent twice between the sign-in click and the home page: ${
      [...new Set(runs.flatMap((run) => run.repeatedRequests))].join(', ') || 'none'
    }.`,
    '',
  ]
  return lines.join('\n')
}

export async function runShell(): Promise<number> {
  const dist = path.resolve(process.env.BENCH_DIST ?? path.join(projectRoot, 'dist'))
  if (!existsSync(path.join(dist, 'index.html'))) {
    log(`no index.html in ${dist}: run \`npm run build\` first (or set BENCH_DIST)`)
    return 1
  }
  const runs = Number(process.env.BENCH_SHELL_RUNS ?? 7)
  // The built app plus the baseline page, served together.
  const served = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-shell-'))
  await fs.cp(dist, served, { recursive: true })
  await fs.writeFile(path.join(served, 'baseline.html'), BASELINE_HTML)
  const provisioned = await provision('pglite', '')
  if ('skipped' in provisioned) throw new Error(provisioned.skipped)
  const server = await startAppServer(provisioned.config, served, '')
  const browserSettings = await benchChromium(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    browserUiWanted(),
  )
  const browser = await chromium.launch(launchOptions(browserSettings))
  const results: ShellRun[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      // Interleaved, and the order alternates: neither side always goes first.
      const first = run % 2 === 0
      const baselineFirst = first ? await baselineFcp(browser, server.origin) : NaN
      const app = await appRun(browser, server.origin)
      const baselineFcpMs = first ? baselineFirst : await baselineFcp(browser, server.origin)
      results.push({ baselineFcpMs, ...app })
      log(
        `run ${run}/${runs}: login painted ${fixed(app.loginFcpMs)} ms, usable ${fixed(app.loginUsableMs)} ms ` +
          `(${fixed(app.loginScriptKb, 1)} KB JS), home ${fixed(app.signInToHomeMs)} ms after ${app.bootRequests} requests, ` +
          `longest task ${fixed(app.longestTaskMs)} ms, list ${fixed(app.menuToRowsMs)} ms / ${app.listDomNodes} nodes (${app.listRowsRendered} rows in the DOM); ` +
          `baseline ${fixed(baselineFcpMs)} ms`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
    await provisioned.dispose()
    await fs.rm(served, { recursive: true, force: true })
  }
  const text = report(results, describeBrowserUi(browserSettings))
  process.stdout.write(text)
  const out = path.join(projectRoot, 'bench', 'results')
  await fs.mkdir(out, { recursive: true })
  await fs.writeFile(path.join(out, 'shell-latest.md'), text)
  await fs.writeFile(path.join(out, 'shell-latest.json'), JSON.stringify({ runs: results }, null, 2))
  return 0
}
