/**
 * `npm run bench -- offline`: the offline figures in Chromium. (1) Sync throughput: drafts with photos
 * and a signature queued offline, then sent by the outbox runner to the real server, on PGlite and PostgreSQL;
 * (2) Dexie bulk load of instruments; (3) offline cold start of the built app from the service worker's cache.
 * Measures and prints; asserts nothing about the figures. Exit 1 only when the run fails (including a server
 * that ends with other than exactly one order per draft and one file per photo).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { benchChromium, describeBrowserUi, type BenchChromium } from '../chromium'
import { provision, redactUrl } from '../databases'
import type { EngineKind } from '../settings'
import { chromiumVersion } from './bench-page'
import { buildBenchPage } from './build-page'
import { undoAll, withUndo } from './cleanup'
import { measureColdStart } from './cold-start'
import { measureDexie } from './dexie'
import { goalsOf, markdown, writeOfflineResults, type OfflineReport, type SyncEngine } from './report'
import { startAppServer } from './server'
import { readOfflineSettings, type OfflineSettings } from './settings'
import { measureSync } from './sync'

const log = (message: string) => process.stderr.write(`[bench offline] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** Set by Ctrl-C: the cleanup under way, after which the process exits. */
let interruption: Promise<void> | null = null
// Ctrl-C may arrive twice (from the terminal and relayed by tsx): the second must not cut the cleanup short.
function onInterrupt() {
  if (interruption) return
  log('interrupted: stopping the browsers and servers, removing temporary data')
  interruption = undoAll((error) => log(`cleanup: ${error.message}`)).finally(() => process.exit(130))
}

async function syncOn(
  kind: EngineKind,
  pageDir: string,
  settings: OfflineSettings,
  browser: BenchChromium,
): Promise<SyncEngine> {
  const engine: SyncEngine = { kind, name: engineName[kind] }
  const provisioned = await provision(kind, settings.postgresUrl)
  if ('skipped' in provisioned) {
    log(`${engine.name}: SKIPPED: ${provisioned.skipped}`)
    return { ...engine, skipped: provisioned.skipped }
  }
  engine.description = provisioned.description
  // PostgreSQL keeps the rows; the uploaded bytes go to a temporary DATA_DIR (PGlite's is its own folder).
  const filesParent = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-offline-files-'))
  const dispose = async () => {
    await provisioned.dispose()
    await fs.rm(filesParent, { recursive: true, force: true })
  }
  return withUndo(dispose, async () => {
    try {
      log(`${engine.name}: sync of ${settings.drafts} drafts`)
      engine.result = await measureSync(
        provisioned.config,
        pageDir,
        filesParent,
        settings,
        browser,
        engine.name,
      )
    } catch (error) {
      engine.failed = (error as Error).message
      log(`${engine.name}: FAILED: ${(error as Error).stack ?? engine.failed}`)
    }
    return engine
  })
}

async function dexieOnPglite(pageDir: string, settings: OfflineSettings, browser: BenchChromium) {
  const provisioned = await provision('pglite', settings.postgresUrl)
  if ('skipped' in provisioned) throw new Error(provisioned.skipped)
  return withUndo(provisioned.dispose, async () => {
    const server = await startAppServer(provisioned.config, pageDir, '')
    return withUndo(server.stop, () => measureDexie(server.origin, settings, browser))
  })
}

export async function runOffline(): Promise<number> {
  process.on('SIGINT', onInterrupt)
  const settings = readOfflineSettings()
  const started = performance.now()
  const loadAverageBefore = os.loadavg()[0] ?? 0
  const problems: string[] = []
  const sync: SyncEngine[] = []
  let dexie: OfflineReport['dexie']
  let coldStart: OfflineReport['coldStart']
  const browser = await benchChromium(settings.chromium, settings.browserUi)
  const chromium = `${await chromiumVersion(browser)}, ${describeBrowserUi(browser)}`
  if (settings.parts.includes('sync') || settings.parts.includes('dexie')) {
    log('building the bench page (bench/offline/page)')
    const page = await buildBenchPage()
    await withUndo(page.dispose, async () => {
      if (settings.parts.includes('dexie')) {
        log(`Dexie: bulk load of ${settings.instruments} instruments, ${settings.runs} runs`)
        dexie = await dexieOnPglite(page.dir, settings, browser).catch((error: Error) => {
          problems.push(`Dexie bulk load failed: ${error.message}`)
          return undefined
        })
      }
      if (settings.parts.includes('sync'))
        for (const kind of settings.engines) sync.push(await syncOn(kind, page.dir, settings, browser))
    })
  }
  if (settings.parts.includes('cold')) {
    log(`cold start: ${settings.runs} offline opens of ${settings.dist}`)
    coldStart = await measureColdStart(settings, browser).catch((error: Error) => {
      problems.push(`offline cold start failed: ${error.message}`)
      return undefined
    })
  }

  for (const engine of sync) {
    if (engine.failed) problems.push(`sync on ${engine.name} failed: ${engine.failed}`)
    for (const problem of engine.result?.problems ?? []) problems.push(`sync on ${engine.name}: ${problem}`)
  }
  for (const [name, variant] of [
    ['new page', coldStart?.newPage],
    ['browser restarted', coldStart?.browserRestart],
  ] as const)
    for (const failure of variant?.failures ?? []) problems.push(`cold start (${name}): ${failure}`)

  // An interrupted run writes no results (they would replace the last complete ones).
  if (interruption) {
    await interruption
    return 130
  }
  const cpus = os.cpus()
  const { postgresUrl, ...rest } = settings
  const warnings: string[] = []
  if (loadAverageBefore > cpus.length * 0.25)
    warnings.push(
      `the machine was busy before the run (load average ${loadAverageBefore.toFixed(2)} on ${cpus.length} cores)`,
    )
  const report: OfflineReport = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? '?',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageBefore,
    },
    chromium,
    settings: { ...rest, postgres: redactUrl(postgresUrl) },
    sync,
    dexie,
    coldStart,
    goals: goalsOf({ sync, coldStart }),
    problems,
    warnings,
    seconds: (performance.now() - started) / 1000,
  }
  process.stdout.write(`${markdown(report)}\n`)
  const written = await writeOfflineResults(report, path.join(import.meta.dirname, '..', 'results'))
  process.stdout.write(`Written: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}\n`)
  if (problems.length > 0) {
    process.stdout.write('\n!!!!!!!! THIS RUN HAD ERRORS: its figures are not trustworthy !!!!!!!!\n')
    return 1
  }
  return 0
}
