/**
 * `npm run bench -- large`: first pages of five kinds of search and a 50,000-row export over 1,000,000
 * instruments, PGlite and PostgreSQL side by side, through the real HTTP routes. The seeded databases are
 * kept (bench/results/large-cache, PostgreSQL database metrodesk_bench_large_<n>) so only the first run
 * seeds. Measures and prints; marks the goals met (✓) or missed (✗) but does not fail on them.
 */
import os from 'node:os'
import path from 'node:path'
import { signIn } from '../cases'
import { redactUrl } from '../databases'
import { startServer, type RunningServer } from '../servers'
import type { EngineKind } from '../settings'
import { SEARCH_CASES, exportPayload } from './cases'
import { keptDatabase } from './databases'
import { measureExport, measurePages } from './measure'
import { prepare } from './prepare'
import { SCOPED_ACCOUNT } from './scope-fixture'
import { textReport, writeLargeResults, type LargeEngineResult, type LargeReport } from './report'
import { readLargeSettings, type LargeSettings } from './settings'

const log = (message: string) => process.stderr.write(`[bench large] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** Exports per engine: the first also warms what the searches did not touch. */
const EXPORT_RUNS = 2

let stopServer: (() => Promise<void>) | null = null

async function benchEngine(kind: EngineKind, settings: LargeSettings): Promise<LargeEngineResult> {
  const name = engineName[kind]
  const result: LargeEngineResult = { kind, name, cases: {}, scopedCases: {}, exports: [] }
  const kept = await keptDatabase(kind, settings)
  if ('skipped' in kept) {
    log(`${name}: SKIPPED: ${kept.skipped}`)
    return { ...result, skipped: kept.skipped }
  }
  result.description = kept.description
  let server: RunningServer | null = null
  try {
    const prepareStarted = performance.now()
    result.prepared = await prepare(kept.config, settings, (message) => log(`${name}: ${message}`))
    result.prepareMs = performance.now() - prepareStarted

    log(`${name}: starting the API in a child process`)
    const startStarted = performance.now()
    server = await startServer(kept.config, settings.logLevel)
    stopServer = () => server?.stop() ?? Promise.resolve()
    result.startMs = performance.now() - startStarted
    const token = await signIn(server.origin, 'admin')

    for (const searchCase of SEARCH_CASES) {
      log(`${name}: ${searchCase.label}`)
      result.cases[searchCase.id] = await measurePages(
        server.origin,
        token,
        searchCase.variants(result.prepared.values),
        settings,
      )
    }
    // The same searches as a reader with a department data scope, in the same run: the scope's cost is the
    // ratio of her p95 to the administrator's (who reads everything, as before scopes existed).
    const scopedToken = await signIn(server.origin, SCOPED_ACCOUNT)
    for (const searchCase of SEARCH_CASES) {
      log(`${name}: ${searchCase.label}, department scope`)
      result.scopedCases[searchCase.id] = await measurePages(
        server.origin,
        scopedToken,
        searchCase.variants(result.prepared.values),
        settings,
      )
    }
    for (let run = 1; run <= EXPORT_RUNS; run++) {
      log(`${name}: export of ${result.prepared.exportMatches} rows, run ${run}`)
      result.exports.push(await measureExport(server, token, exportPayload(result.prepared.values)))
    }
  } catch (error) {
    result.failed = (error as Error).message
    log(`${name}: FAILED: ${(error as Error).stack ?? result.failed}`)
  } finally {
    await server?.stop()
    stopServer = null
  }
  return result
}

function problemsOf(engines: LargeEngineResult[]): string[] {
  const problems: string[] = []
  for (const engine of engines) {
    if (engine.failed) problems.push(`${engine.name} failed: ${engine.failed}`)
    for (const [id, latency] of Object.entries(engine.cases))
      if (latency.errors > 0)
        problems.push(`${engine.name}, ${id}: ${latency.errors} errors (${latency.firstError ?? ''})`)
    for (const run of engine.exports)
      if (run.error || run.status !== 200)
        problems.push(`${engine.name}, export: ${run.status} ${run.error ?? ''}`)
  }
  return problems
}

/** Runs the suite; answers the exit code (1 when something failed, not when a goal was missed). */
export async function runLarge(): Promise<number> {
  const settings = readLargeSettings()
  let interrupted = false
  process.on('SIGINT', () => {
    if (interrupted) return
    interrupted = true
    log('interrupted: stopping the server (the seeded databases are kept)')
    void (stopServer ?? (async () => {}))().finally(() => process.exit(130))
  })
  const started = performance.now()
  const cpus = os.cpus()
  const loadAverageBefore = os.loadavg()[0] ?? 0
  const engines: LargeEngineResult[] = []
  for (const kind of settings.engines) engines.push(await benchEngine(kind, settings))
  const { postgresUrl, ...rest } = settings
  const report: LargeReport = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? '?',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageBefore,
    },
    settings: { ...rest, postgres: redactUrl(postgresUrl) },
    engines,
    problems: problemsOf(engines),
    seconds: (performance.now() - started) / 1000,
  }
  const written = await writeLargeResults(report, path.join(import.meta.dirname, '..', 'results'))
  const text =
    textReport(report) +
    `\nWritten (with the full plans): ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}\n`
  await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()))
  return report.problems.length > 0 ? 1 : 0
}
