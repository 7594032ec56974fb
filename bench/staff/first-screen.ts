import { chromium, type Page } from '@playwright/test'
import { benchChromium, browserUiWanted, describeBrowserUi } from '../chromium'
import { launchOptions, waitInPage } from '../offline/bench-page'
import { median } from '../offline/median'
import { DEMO_PASSWORD, DEMO_TENANT } from '../settings'

/*
 * The competence matrix's first screen in Chromium, against the built app served by the real server: from
 * the matrix answer arriving (resource timing's responseEnd of its request) to the first screen of cells
 * painted. The baseline, measured in turn with it: the instrument list's first rows painted after the last
 * thing it waited for arrived (its page request goes out from the route's loader, before the list's code has
 * come, so its answer is not what the rows wait for). The page has no mark of its own, so the in-page script
 * looks for the grid every frame.
 *
 * Each load starts with an empty query cache: the app keeps its answers in localStorage and shows them
 * before the network answers on the next load, which would paint the last matrix before this one arrives.
 */

const MATRIX_REQUEST = '/api/hm-staff/competence-matrix'
const QUERY_CACHE_KEY = 'metrodesk.query-cache'

/**
 * Marks taken in the page from its first script on (a string: this file has no DOM types). The check runs in
 * each frame's animation callbacks: the frame that finds the grid paints it, so the next frame's callback
 * comes after that paint and takes the mark.
 */
const marks = (matrixRows: number) => `(() => {
  try { localStorage.removeItem('${QUERY_CACHE_KEY}') } catch {}
  // The app's own scripts and styles alone fill the default buffer of 250 entries before the answer comes.
  performance.setResourceTimingBufferSize(5000)
  const marks = { matrix: null, list: null, cells: 0 }
  window.__staffBench = marks
  const matrixReady = () => {
    const grid = document.querySelector('[data-competence-matrix] [role="grid"]')
    return grid && grid.getAttribute('aria-rowcount') === '${matrixRows + 1}' && grid.querySelector('[role="gridcell"]')
  }
  const later = (key) => requestAnimationFrame(() => {
    marks[key] = performance.now()
    marks.cells = document.querySelectorAll('[data-competence-matrix] [role="gridcell"]').length
  })
  const check = () => {
    if (marks.matrix === null && matrixReady()) { marks.matrix = -1; later('matrix') }
    if (marks.list === null && document.querySelector('[data-testid="data-table-row"]')) { marks.list = -1; later('list') }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

type Marks = { matrix: number | null; list: number | null; cells: number }

type Arrivals = {
  /** The request named, if it came before the paint. */
  named: { responseEnd: number; start: number; encoded: number; decoded: number } | null
  /** The last response of any kind (code, styles, data) that ended before the paint. */
  lastEnd: number
}

const arrivalsOf = (page: Page, part: string, before: number) =>
  page.evaluate<Arrivals>(`(() => {
    const ended = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= ${before})
      .sort((a, b) => a.responseEnd - b.responseEnd)
    const entry = ended.filter((e) => e.name.includes('${part}')).pop()
    return {
      named: entry ? { responseEnd: entry.responseEnd, start: entry.startTime, encoded: entry.encodedBodySize,
        decoded: entry.decodedBodySize } : null,
      lastEnd: ended.length ? ended[ended.length - 1].responseEnd : NaN,
    }
  })()`)

export type FirstScreenRun = {
  /** Matrix answer arrived → its first screen of cells painted. */
  matrixMs: number
  /** The last response before the matrix's paint → the paint (the answer itself, unless something came after). */
  matrixAfterLastMs: number
  /** The matrix request, sent → last byte. */
  matrixResponseMs: number
  matrixEncodedBytes: number
  matrixDecodedBytes: number
  /** Grid cells in the DOM on the first screen. */
  matrixCells: number
  /** Baseline: the last response before the instrument list's rows → its first rows painted. */
  listMs: number
}

export type FirstScreen = {
  browser: string
  runs: FirstScreenRun[]
  median: FirstScreenRun
  /** The app's persisted query cache once the matrix was shown (characters; 0 if it never held the matrix). */
  persistedCacheChars: number
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('租户ID').fill(DEMO_TENANT)
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel(/^密码/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.waitForURL(/\/wel\/index$/)
}

async function loadAndPaint(page: Page, path: string, mark: 'matrix' | 'list') {
  await page.goto(path)
  await waitInPage(page, `window.__staffBench.${mark} > 0`, 60_000)
  const painted = await page.evaluate<Marks>('window.__staffBench')
  const at = painted[mark] ?? NaN
  return { at, cells: painted.cells, arrivals: await arrivalsOf(page, MATRIX_REQUEST, at) }
}

/** The persisted query cache's size once it holds the matrix (it is saved a second after a change). */
async function persistedCache(page: Page): Promise<number> {
  const holdsMatrix = `(localStorage.getItem('${QUERY_CACHE_KEY}') || '').includes('"kinds":')`
  try {
    await waitInPage(page, holdsMatrix, 10_000)
  } catch {
    return 0
  }
  return page.evaluate<number>(`(localStorage.getItem('${QUERY_CACHE_KEY}') || '').length`)
}

/**
 * `runs` pairs (matrix, list; the order alternating), after one unmeasured pair, in one signed-in tab: each a
 * fresh load of the page. `matrixRows`: the rows of the matrix answer (the grid is ready when it has them).
 */
export async function measureFirstScreen(
  origin: string,
  matrixRows: number,
  runs: number,
  log: (message: string) => void,
): Promise<FirstScreen> {
  const settings = await benchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', browserUiWanted())
  const browser = await chromium.launch(launchOptions(settings))
  try {
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await page.addInitScript(marks(matrixRows))
    await signIn(page)
    const results: FirstScreenRun[] = []
    for (let run = 0; run <= runs; run++) {
      const listFirst = run % 2 === 1
      const listBefore = listFirst ? await loadAndPaint(page, '/crm/instrument', 'list') : null
      const matrix = await loadAndPaint(page, '/staff/matrix', 'matrix')
      const list = listBefore ?? (await loadAndPaint(page, '/crm/instrument', 'list'))
      const answer = matrix.arrivals.named
      if (!answer) throw new Error(`the matrix was painted before its answer (${MATRIX_REQUEST}) arrived`)
      if (run === 0) continue
      const figures: FirstScreenRun = {
        matrixMs: matrix.at - answer.responseEnd,
        matrixAfterLastMs: matrix.at - matrix.arrivals.lastEnd,
        matrixResponseMs: answer.responseEnd - answer.start,
        matrixEncodedBytes: answer.encoded,
        matrixDecodedBytes: answer.decoded,
        matrixCells: matrix.cells,
        listMs: list.at - list.arrivals.lastEnd,
      }
      log(
        `run ${run}/${runs}: matrix answer ${figures.matrixResponseMs.toFixed(0)} ms, → first screen ` +
          `${figures.matrixMs.toFixed(0)} ms (${figures.matrixCells} cells); list → rows ${figures.listMs.toFixed(0)} ms`,
      )
      results.push(figures)
    }
    // What the app keeps of it for the next load (the init script empties it only on a load).
    await page.goto('/staff/matrix')
    await waitInPage(page, 'window.__staffBench.matrix > 0', 60_000)
    const persistedCacheChars = await persistedCache(page)
    const of = (key: keyof FirstScreenRun) => median(results.map((result) => result[key]))
    return {
      browser: describeBrowserUi(settings),
      runs: results,
      median: {
        matrixMs: of('matrixMs'),
        matrixAfterLastMs: of('matrixAfterLastMs'),
        matrixResponseMs: of('matrixResponseMs'),
        matrixEncodedBytes: of('matrixEncodedBytes'),
        matrixDecodedBytes: of('matrixDecodedBytes'),
        matrixCells: of('matrixCells'),
        listMs: of('listMs'),
      },
      persistedCacheChars,
    }
  } finally {
    await browser.close()
  }
}
