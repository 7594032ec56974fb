/**
 * `npm run bench -- lighthouse`: Lighthouse's accessibility score of the pages a person reaches before
 * signing in (the sign-in page, registration, and a public page a customer opens from her phone), in
 * Chromium against the built app (BENCH_DIST, default dist/: run `npm run build` first) served by the real
 * server on a fresh PGlite with the demo seed. The signed-in screens are audited with axe-core in the browser
 * tests (tests/e2e/accessibility.spec.ts), which sign in as a person does. Prints each score and the audits
 * that did not pass; exit 1 only when the run itself fails. Writes bench/results/lighthouse-latest.md.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { provision } from './databases'
import { startAppServer } from './offline/server'

const projectRoot = path.resolve(import.meta.dirname, '..')
const log = (message: string) => process.stderr.write(`[bench lighthouse] ${message}\n`)

const PAGES = ['/login', '/register', '/forgetPassword', '/charge-standard-search']
/** The goal on these pages. */
const GOAL = 98

type Audited = { page: string; score: number; failing: string[] }

/** A headless Chromium with a DevTools port for Lighthouse to drive; its own throwaway profile. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-lighthouse-'))
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let text = ''
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)
      if (found) resolve(Number(found[1]))
    })
    child.once('exit', (code) =>
      reject(new Error(`chromium exited (${code}) before its DevTools port: ${text}`)),
    )
  })
  return {
    port,
    async stop() {
      child.kill()
      await new Promise((resolve) => child.once('exit', resolve))
      await fs.rm(profile, { recursive: true, force: true })
    },
  }
}

async function audit(origin: string, page: string, port: number): Promise<Audited> {
  const result = await lighthouse(`${origin}${page}`, {
    port,
    onlyCategories: ['accessibility'],
    output: 'json',
    logLevel: 'error',
    // Zh is the product's default language: the pages are audited as most of its users see them.
    locale: 'zh',
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
  const { lhr } = result
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => `${entry.id}: ${entry.title}`)
  return { page, score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing }
}

export async function runLighthouse(): Promise<number> {
  const dist = path.resolve(process.env.BENCH_DIST ?? path.join(projectRoot, 'dist'))
  if (!existsSync(path.join(dist, 'index.html'))) {
    log(`no index.html in ${dist}: run \`npm run build\` first (or set BENCH_DIST)`)
    return 1
  }
  const provisioned = await provision('pglite', '')
  if ('skipped' in provisioned) throw new Error(provisioned.skipped)
  const server = await startAppServer(provisioned.config, dist, '')
  const chromium = await startChromium()
  const results: Audited[] = []
  try {
    for (const page of PAGES) {
      const audited = await audit(server.origin, page, chromium.port)
      log(`${page}: ${audited.score}`)
      results.push(audited)
    }
  } finally {
    await chromium.stop()
    await server.stop()
    await provisioned.dispose()
  }
  const lines = [
    '# Lighthouse accessibility (`npm run bench -- lighthouse`)',
    '',
    `${new Date().toISOString()}, Lighthouse's accessibility category in zh; goal ≥ ${GOAL} on each page.`,
    '',
    '| page | score | goal | audits not passed |',
    '| --- | ---: | --- | --- |',
    ...results.map(
      (entry) =>
        `| ${entry.page} | ${entry.score} | ${entry.score >= GOAL ? 'met' : 'missed'} | ${entry.failing.join('; ') || 'none'} |`,
    ),
    '',
  ]
  const text = lines.join('\n')
  process.stdout.write(text)
  const out = path.join(projectRoot, 'bench', 'results')
  await fs.mkdir(out, { recursive: true })
  await fs.writeFile(path.join(out, 'lighthouse-latest.md'), text)
  return 0
}
