/**
 * `npm run bench`: logins per second and dictionary read latencies, PGlite and PostgreSQL side by side.
 * Measures and prints; it asserts nothing about the figures (a run with errors says so and exits 1).
 */
import os from 'node:os'
import path from 'node:path'
import { DICT_CASES, LOGIN_LABEL, dictCase, loginCase, probe, signIn } from './cases'
import { provision, redactUrl } from './databases'
import { errorCount, measure } from './load'
import { otherCpuPercent, textReport, writeResults, type EngineResult, type Report } from './report'
import { startServer, type RunningServer } from './servers'
import { DEMO_ACCOUNTS, readSettings, type EngineKind } from './settings'

// `npm run bench -- large`: the 1,000,000-instrument search and export suite (bench/large/) instead.
if (process.argv[2] === 'large') {
  const { runLarge } = await import('./large/run')
  process.exit(await runLarge())
}
// `npm run bench -- billing`: income statistics over 1,000,000 test items and settling 1,000 bills (bench/billing.ts).
if (process.argv[2] === 'billing') {
  const { runBilling } = await import('./billing')
  process.exit(await runBilling())
}
// `npm run bench -- standards`: suspect lists over 1,000,000 certificates and the due list (bench/standards.ts).
if (process.argv[2] === 'standards') {
  const { runStandards } = await import('./standards')
  process.exit(await runStandards())
}
// `npm run bench -- staff`: the competence matrix of 500 people × 2,000 test items, answer and first screen (bench/staff.ts).
if (process.argv[2] === 'staff') {
  const { runStaff } = await import('./staff')
  process.exit(await runStaff())
}
// `npm run bench -- browser-table`: a 5,000-row page painted in Chromium (bench/browser-table.ts).
if (process.argv[2] === 'browser-table') {
  const { runBrowserTable } = await import('./browser-table')
  process.exit(await runBrowserTable())
}
// `npm run bench -- offline`: sync throughput, Dexie bulk load and offline cold start (bench/offline/).
if (process.argv[2] === 'offline') {
  const { runOffline } = await import('./offline/run')
  process.exit(await runOffline())
}
// `npm run bench -- shell`: the staff app's first paint, sign-in, page switch, DOM and long tasks (bench/shell.ts).
if (process.argv[2] === 'shell') {
  const { runShell } = await import('./shell')
  process.exit(await runShell())
}
// `npm run bench -- lighthouse`: the accessibility score of the pages before sign-in (bench/lighthouse.ts).
if (process.argv[2] === 'lighthouse') {
  const { runLighthouse } = await import('./lighthouse')
  process.exit(await runLighthouse())
}
// `npm run bench -- chaos`: the long offline chaos run in Chromium (bench/chaos.ts).
if (process.argv[2] === 'chaos') {
  const { runChaos } = await import('./chaos')
  process.exit(await runChaos())
}
// `npm run bench -- pdf`: certificate PDF generation time and certificates per minute (bench/pdf.ts).
if (process.argv[2] === 'pdf') {
  const { runPdf } = await import('./pdf')
  process.exit(await runPdf())
}
// `npm run bench -- certificates`: issuing a signed certificate with its DCC against rendering it alone, and 1,000 in a batch (bench/certificates.ts).
if (process.argv[2] === 'certificates') {
  const { runCertificates } = await import('./certificates')
  process.exit(await runCertificates())
}
// `npm run bench -- public`: public certificate lookups per second and latency, 50 clients (bench/public.ts).
if (process.argv[2] === 'public') {
  const { runPublic } = await import('./public')
  process.exit(await runPublic())
}

const settings = readSettings()
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** What to undo if the run is interrupted: the running server and the throwaway database. */
let cleanup: (() => Promise<void>) | null = null
let interrupted = false
// Ctrl-C may arrive twice (from the terminal and relayed by tsx): the second must not cut the cleanup short.
process.on('SIGINT', () => {
  if (interrupted) return
  interrupted = true
  log('interrupted: stopping the server and removing the database')
  void (cleanup ?? (async () => {}))().finally(() => process.exit(130))
})

async function benchEngine(kind: EngineKind): Promise<EngineResult> {
  const name = engineName[kind]
  const result: EngineResult = { kind, name, cases: {} }
  log(`${name}: creating a fresh database`)
  const provisioned = await provision(kind, settings.postgresUrl)
  if ('skipped' in provisioned) {
    log(`${name}: SKIPPED: ${provisioned.skipped}`)
    return { ...result, skipped: provisioned.skipped }
  }
  result.description = provisioned.description
  let server: RunningServer | null = null
  cleanup = async () => {
    await server?.stop().catch(() => {})
    await provisioned.dispose()
  }
  try {
    log(`${name}: migrating, seeding and starting the API in a child process`)
    server = await startServer(provisioned.config, settings.logLevel)
    result.setupMs = server.setupMs

    log(`${name}: ${LOGIN_LABEL}, ${settings.connections} connections, ${settings.seconds} s`)
    const login = await measure(
      server,
      loginCase(settings.acceptEncoding),
      settings,
      provisioned.isDatabaseProcess,
    )
    result.cases.login = { ...login, label: LOGIN_LABEL }

    const tokenOf = new Map<string, string>()
    for (const account of DEMO_ACCOUNTS) tokenOf.set(account, await signIn(server.origin, account))
    for (const spec of DICT_CASES) {
      const tokens = (spec.accounts ?? DEMO_ACCOUNTS).map((account) => tokenOf.get(account) ?? '')
      const first = await probe(server.origin, spec.path, tokens[0] ?? '')
      log(`${name}: ${spec.label}, ${settings.connections} connections, ${settings.seconds} s`)
      const figures = await measure(
        server,
        dictCase(spec, tokens, settings.acceptEncoding),
        settings,
        provisioned.isDatabaseProcess,
      )
      result.cases[spec.id] = {
        ...figures,
        label: spec.label,
        probe: { records: first.records, bytes: first.bytes },
      }
    }
  } catch (error) {
    result.failed = (error as Error).message
    log(`${name}: FAILED: ${result.failed}`)
  } finally {
    await server?.stop()
    await provisioned
      .dispose()
      .catch((error: Error) => log(`${name}: could not remove the database: ${error.message}`))
    cleanup = null
  }
  return result
}

function problemsOf(engines: EngineResult[]): string[] {
  const problems: string[] = []
  for (const engine of engines) {
    if (engine.failed) problems.push(`${engine.name} failed: ${engine.failed}`)
    for (const result of Object.values(engine.cases)) {
      if (errorCount(result) > 0)
        problems.push(
          `${engine.name}, ${result.label}: ${result.non2xx} non-2xx answers (statuses ${JSON.stringify(result.statuses)}), ` +
            `${result.socketErrors} socket errors, ${result.timeouts} timeouts`,
        )
      if (result.warmupErrors > 0)
        problems.push(`${engine.name}, ${result.label}: ${result.warmupErrors} errors during the warm-up`)
    }
  }
  return problems
}

function isLocal(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/** Other work on the machine competes with the server and the generator for the same cores. */
function warningsOf(engines: EngineResult[], loadAverage: number, cores: number): string[] {
  const warnings: string[] = []
  if (loadAverage > cores * 0.25)
    warnings.push(
      `the machine was busy before the run (load average ${loadAverage.toFixed(2)} on ${cores} cores)`,
    )
  for (const engine of engines) {
    // With PGlite nothing but the API and the generator should use CPU; with PostgreSQL its shared
    // processes (WAL writer, checkpointer) use a little besides the backends. The rest is someone else's.
    for (const result of Object.values(engine.cases)) {
      const other = otherCpuPercent(result)
      if (other > 25)
        warnings.push(
          `${engine.name}, ${result.label}: other processes used ${other.toFixed(0)} % of a core during the run`,
        )
      if (result.stealPercent > 10)
        warnings.push(
          `${engine.name}, ${result.label}: the hypervisor took ${result.stealPercent.toFixed(0)} % of a core (steal) during the run`,
        )
    }
  }
  return warnings
}

const cpus = os.cpus()
const loadAverageBefore = os.loadavg()[0] ?? 0
const started = performance.now()
const engines: EngineResult[] = []
for (const kind of settings.engines) engines.push(await benchEngine(kind))

const report: Report = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? '?',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverageBefore,
  },
  settings: {
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    connections: settings.connections,
    acceptEncoding: settings.acceptEncoding,
    logLevel: settings.logLevel,
    postgres: redactUrl(settings.postgresUrl),
    uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)',
  },
  topology:
    `Load: autocannon with ${settings.connections} keep-alive HTTP/1.1 connections over loopback, in the bench process. ` +
    'Server: the real fastify app (buildApp) in a forked child process (bench/server-process.ts), listening on 127.0.0.1, ' +
    'one engine at a time, each on a freshly migrated and seeded database. Latency: request written to response complete, ' +
    'as seen by the generator.' +
    (isLocal(settings.postgresUrl) ? ' The PostgreSQL server runs on this machine and shares its CPUs.' : ''),
  cases: [
    { id: 'login', label: LOGIN_LABEL },
    ...DICT_CASES.map((spec) => ({ id: spec.id, label: spec.label })),
  ],
  engines,
  problems: problemsOf(engines),
  warnings: warningsOf(engines, loadAverageBefore, cpus.length),
}

process.stdout.write(textReport(report))
const written = await writeResults(report, path.join(import.meta.dirname, 'results'))
process.stdout.write(`\nWritten: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`)
process.stdout.write(` (${((performance.now() - started) / 1000).toFixed(0)} s in all)\n`)
if (report.problems.length > 0) {
  const banner = `\n!!!!!!!! THIS RUN HAD ERRORS: its figures are not trustworthy !!!!!!!!\n${report.problems
    .map((problem) => `  - ${problem}`)
    .join('\n')}\n`
  process.stdout.write(banner)
  process.stderr.write(banner)
  process.exitCode = 1
}
