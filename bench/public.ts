/**
 * `npm run bench -- public`: the public certificate lookup under 50 concurrent clients. For each
 * engine, a fresh database is migrated, seeded and given BENCH_PUBLIC_RECORDS (default 300) issued
 * certificates written straight into its tables (bench/public-records.ts); then the API runs in a child
 * process and autocannon sends POST /api/public/certificate/verify for BENCH_SECONDS after a warm-up:
 * - hits and misses (a real number with a wrong code) with the answer floor of the defaults (120 ms), the
 *   per-address limits and the captcha raised out of the way (every request comes from 127.0.0.1);
 * - the same with no floor: what the lookup itself costs;
 * - a crawler under the default limits: everything past the first ten is refused (429), how fast.
 * Writes bench/results/public-latest.md; a run whose answers were not the expected ones exits 1.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { migrateDatabase } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import { seedDemo } from '../server/seed/seed-demo'
import { provision } from './databases'
import { insertIssuedCertificates, type IssuedCertificate } from './public-records'
import { startServer, waitUntilIdle, type RunningServer } from './servers'
import { DEMO_TENANT, readSettings, type EngineKind } from './settings'

const log = (message: string) => process.stderr.write(`[bench public] ${message}\n`)
const VERIFY_PATH = '/api/public/certificate/verify'
const LIMITS_OUT_OF_THE_WAY = '1000000000'

type Mode = 'hit' | 'miss'
type CaseSpec = {
  id: string
  label: string
  mode: Mode
  /** What the server's settings are for this case (environment of its process). */
  env: Record<string, string>
  /** The status every answer should have (the crawler's first ten are let through). */
  expected: number
}

type CaseResult = {
  label: string
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
  unexpected: number
  errors: number
  serverCpuPercent: number
}

const DEFAULTS = {
  PUBLIC_LOOKUP_PER_MINUTE: '10',
  PUBLIC_LOOKUP_PER_DAY: '500',
  PUBLIC_LOOKUP_CAPTCHA_AFTER: '3',
  PUBLIC_LOOKUP_FLOOR_MS: '120',
}
const RAISED = {
  ...DEFAULTS,
  PUBLIC_LOOKUP_PER_MINUTE: LIMITS_OUT_OF_THE_WAY,
  PUBLIC_LOOKUP_PER_DAY: LIMITS_OUT_OF_THE_WAY,
  PUBLIC_LOOKUP_CAPTCHA_AFTER: LIMITS_OUT_OF_THE_WAY,
}
const NO_FLOOR = { ...RAISED, PUBLIC_LOOKUP_FLOOR_MS: '0' }

const CASES: CaseSpec[] = [
  { id: 'hit', label: 'verify, hit (floor 120 ms)', mode: 'hit', env: RAISED, expected: 200 },
  { id: 'miss', label: 'verify, miss (floor 120 ms)', mode: 'miss', env: RAISED, expected: 404 },
  { id: 'hitNoFloor', label: 'verify, hit (no floor)', mode: 'hit', env: NO_FLOOR, expected: 200 },
  { id: 'missNoFloor', label: 'verify, miss (no floor)', mode: 'miss', env: NO_FLOOR, expected: 404 },
  { id: 'crawl', label: 'crawler at the default limits (429)', mode: 'miss', env: DEFAULTS, expected: 429 },
]

const percentile = (sorted: Float64Array, share: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.max(1, Math.ceil(share * sorted.length)) - 1] ?? NaN)

function bodyOf(issued: IssuedCertificate[], mode: Mode): string {
  const index = Math.floor(Math.random() * issued.length)
  const certificate = issued[index]!
  const code = mode === 'hit' ? certificate.code : issued[(index + 1) % issued.length]!.code
  return JSON.stringify({ tenantId: DEMO_TENANT, no: certificate.no, code })
}

/** Drives `connections` clients for `seconds`; each request a random certificate. */
function drive(
  origin: string,
  issued: IssuedCertificate[],
  mode: Mode,
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; statuses: Map<number, number>; errors: number }> {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const windowMs = seconds * 1000
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        sampleInt: 100,
        timeout: 30,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        requests: [
          {
            method: 'POST',
            path: VERIFY_PATH,
            setupRequest: (request) => ({ ...request, body: bodyOf(issued, mode) }),
          },
        ],
      },
      (error, result) => {
        if (error) reject(error)
        else resolve({ latencies, statuses, errors: result.errors + result.timeouts })
      },
    )
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseMs: number) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (performance.now() - started <= windowMs) latencies.push(responseMs)
    })
  })
}

async function measureCase(
  server: RunningServer,
  issued: IssuedCertificate[],
  spec: CaseSpec,
  settings: { connections: number; seconds: number; warmupSeconds: number },
): Promise<CaseResult> {
  // The crawler is measured from its first request: a warm-up would only be more refusals.
  if (spec.id !== 'crawl') {
    await drive(server.origin, issued, spec.mode, settings.connections, settings.warmupSeconds)
    await waitUntilIdle(server)
  }
  const before = await server.usage()
  const wallBefore = performance.now()
  const run = await drive(server.origin, issued, spec.mode, settings.connections, settings.seconds)
  const wallMs = performance.now() - wallBefore
  const after = await server.usage()
  await waitUntilIdle(server)
  const sorted = Float64Array.from(run.latencies).sort()
  const statuses = Object.fromEntries([...run.statuses].map(([status, n]) => [String(status), n]))
  const expected = run.statuses.get(spec.expected) ?? 0
  const total = [...run.statuses.values()].reduce((sum, n) => sum + n, 0)
  // The crawler's first ten lookups of a minute get through (misses, then captcha demands); the run may
  // cross into a second minute.
  const allowed = spec.id === 'crawl' ? 20 : 0
  const cpuMs = (usage: typeof before) => (usage.cpu.user + usage.cpu.system) / 1000
  return {
    label: spec.label,
    requests: sorted.length,
    perSecond: sorted.length / settings.seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    statuses,
    unexpected: Math.max(0, total - expected - allowed),
    errors: run.errors,
    serverCpuPercent: ((cpuMs(after) - cpuMs(before)) / wallMs) * 100,
  }
}

async function benchEngine(
  kind: EngineKind,
  settings: ReturnType<typeof readSettings> & { records: number },
): Promise<{ kind: EngineKind; description?: string; results: CaseResult[]; failed?: string }> {
  const provisioned = await provision(kind, settings.postgresUrl)
  if ('skipped' in provisioned) {
    log(`${kind}: SKIPPED: ${provisioned.skipped}`)
    return { kind, results: [], failed: `skipped: ${provisioned.skipped}` }
  }
  const results: CaseResult[] = []
  try {
    log(`${kind}: migrating, seeding and writing ${settings.records} issued certificates`)
    const database = await openDatabase(provisioned.config)
    await migrateDatabase(database)
    await seedDemo(database)
    const issued = await insertIssuedCertificates(database, DEMO_TENANT, settings.records)
    await database.close()

    for (const spec of CASES) {
      Object.assign(process.env, spec.env)
      const server = await startServer(provisioned.config, settings.logLevel)
      try {
        log(`${kind}: ${spec.label}, ${settings.connections} connections, ${settings.seconds} s`)
        results.push(await measureCase(server, issued, spec, settings))
      } finally {
        await server.stop()
      }
    }
    return { kind, description: provisioned.description, results }
  } catch (error) {
    log(`${kind}: FAILED: ${(error as Error).message}`)
    return { kind, description: provisioned.description, results, failed: (error as Error).message }
  } finally {
    await provisioned.dispose().catch(() => {})
  }
}

export async function runPublic(): Promise<number> {
  const base = readSettings()
  const settings = {
    ...base,
    connections: Number(process.env.BENCH_PUBLIC_CONNECTIONS ?? 50),
    records: Number(process.env.BENCH_PUBLIC_RECORDS ?? 300),
  }
  const loadBefore = os.loadavg()[0] ?? 0
  const engines = []
  for (const kind of settings.engines) engines.push(await benchEngine(kind, settings))

  const problems: string[] = []
  const lines = [
    '# Public certificate lookup',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; load average ${loadBefore.toFixed(2)} before the run.`,
    '',
    `POST ${VERIFY_PATH} with a random one of ${settings.records} issued certificates (a hit: its check code; a miss: another's), ` +
      `${settings.connections} keep-alive connections from autocannon in the bench process, ${settings.seconds} s measured after ${settings.warmupSeconds} s of warm-up; ` +
      'the API in a child process on 127.0.0.1. Limits and captcha raised out of the way except for the crawler, which runs at the defaults (10 a minute, 500 a day, a captcha after 3 misses).',
    '',
  ]
  for (const engine of engines) {
    lines.push(`## ${engine.kind}${engine.description ? ` — ${engine.description}` : ''}`, '')
    if (engine.failed) {
      lines.push(`FAILED: ${engine.failed}`, '')
      if (!engine.failed.startsWith('skipped')) problems.push(`${engine.kind}: ${engine.failed}`)
    }
    if (engine.results.length === 0) continue
    lines.push(
      '| case | answers/s | p50 ms | p95 ms | p99 ms | max ms | statuses | server CPU % |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const result of engine.results) {
      lines.push(
        `| ${result.label} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.max.toFixed(1)} | ${JSON.stringify(result.statuses)} | ${result.serverCpuPercent.toFixed(0)} |`,
      )
      if (result.unexpected > 0 || result.errors > 0)
        problems.push(
          `${engine.kind}, ${result.label}: ${result.unexpected} unexpected answers, ${result.errors} socket errors or timeouts`,
        )
    }
    lines.push('')
  }
  if (problems.length > 0) lines.push('## Problems', '', ...problems.map((problem) => `- ${problem}`), '')
  const report = lines.join('\n')
  process.stdout.write(report)
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, 'public-latest.md'), report)
  log('written: bench/results/public-latest.md')
  return problems.length > 0 ? 1 : 0
}
