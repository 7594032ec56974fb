/**
 * `npm run bench -- standards`: containing a standard device found wrong over 1,000,000 issued certificates
 * (the suspect list of one device) and the due list of a 10,000-device register, PGlite and PostgreSQL one
 * after the other, each on a fresh database (seeded in the database by generate_series, dropped afterwards).
 * The service functions are called in the bench process as the routes call them (a tenant transaction each,
 * as the app role), so the figures are the database's and the mapping's, without HTTP. Every figure is also
 * given as a ratio to a baseline measured in the same run the same way: a certificate read by its primary
 * key.
 * Marks the targets met (✓) or missed (✗); fails (exit 1) only on errors.
 *
 * Environment: BENCH_ENGINES, BENCH_DATABASE_URL (as the other suites), BENCH_STANDARDS_CERTIFICATES
 * (1000000), BENCH_STANDARDS_DEVICES (10000), BENCH_STANDARDS_CALLS (measured calls per case, 40, within
 * 20 s); BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database (and says its name) to look at its plans with
 * bench/standards/explain.ts.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { labDayOf } from '../src/domain/labClock'
import { queryRows } from '../server/db/database'
import { migrateDatabase } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import { seedDemo } from '../server/seed/seed-demo'
import { suspectCertificates } from '../server/modules/standards/containment/suspects'
import { dueDevices } from '../server/modules/standards/devices/due'
import type { Timing } from './billing/measure'
import { provision, redactUrl } from './databases'
import { DEMO_TENANT, readSettings, type EngineKind } from './settings'
import { measureCalls } from './standards/measure'
import { seedStandards, type ContainmentCase, type StandardsSeed } from './standards/seed'

const log = (message: string) => process.stderr.write(`[bench standards] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** p95 targets, ms. The due list's target is PostgreSQL's; PGlite's is reported against it too. */
const SUSPECTS_TARGET_MS: Record<EngineKind, number> = { postgres: 200, pglite: 600 }
const DUE_TARGET_MS = 100

const CASE_LABEL: Record<ContainmentCase, string> = {
  window: 'suspects, window of 4–12 months',
  reviewed: 'suspects, every one under review',
  lifetime: 'suspects, no last good trace',
}

function whole(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}

type Measured = Timing & { rows: string; target?: number; note?: string }

type EngineResult = {
  kind: EngineKind
  name: string
  description?: string
  skipped?: string
  failed?: string
  seed?: StandardsSeed
  baseline?: Timing
  cases: Record<string, Measured>
}

async function benchEngine(kind: EngineKind, postgresUrl: string): Promise<EngineResult> {
  const name = engineName[kind]
  const result: EngineResult = { kind, name, cases: {} }
  const provisioned = await provision(kind, postgresUrl)
  if ('skipped' in provisioned) {
    log(`${name}: SKIPPED: ${provisioned.skipped}`)
    return { ...result, skipped: provisioned.skipped }
  }
  result.description = provisioned.description
  const keep = kind === 'postgres' && process.env.BENCH_KEEP_DATABASE === '1'
  const today = labDayOf(new Date())
  const database = await openDatabase(provisioned.config)
  try {
    log(`${name}: migrating and seeding the demo tenant`)
    await migrateDatabase(database)
    await seedDemo(database)
    const seed = await seedStandards(database, {
      tenantId: DEMO_TENANT,
      certificates: whole('BENCH_STANDARDS_CERTIFICATES', 1_000_000),
      devices: whole('BENCH_STANDARDS_DEVICES', 10_000),
      directDevices: 450,
      lastDay: today,
      log: (message) => log(`${name}: seed: ${message}`),
    })
    result.seed = seed
    log(`${name}: seeded in ${(seed.seedMs / 1000).toFixed(0)} s`)

    const options = { calls: whole('BENCH_STANDARDS_CALLS', 40), warmup: 3, budgetMs: 20_000 }
    log(`${name}: baseline, a certificate by its primary key`)
    result.baseline = (
      await measureCalls(
        database,
        DEMO_TENANT,
        [seed.someReportId],
        (tx, reportId) =>
          queryRows(
            tx,
            sql`select certificate_no, standing from certificate_record
                where tenant_id = ${DEMO_TENANT} and report_id = ${reportId}`,
          ),
        { ...options, calls: options.calls * 2 },
      )
    ).timing
    for (const kase of ['window', 'reviewed', 'lifetime'] as const) {
      const chosen = seed.containments.filter((k) => k.case === kase)
      log(`${name}: ${CASE_LABEL[kase]} (${chosen.length} containments)`)
      const { timing } = await measureCalls(
        database,
        DEMO_TENANT,
        chosen,
        async (tx, k) => {
          const listed = await suspectCertificates(tx, DEMO_TENANT, k.id)
          if (listed.total !== k.suspects || listed.certificates.length !== Math.min(k.suspects, 5000))
            throw new Error(`containment ${k.id}: listed ${listed.total}, seeded ${k.suspects}`)
          return listed
        },
        options,
      )
      const counts = chosen.map((k) => k.suspects)
      result.cases[kase] = {
        ...timing,
        rows: `${Math.min(...counts)}–${Math.max(...counts)}`,
        target: SUSPECTS_TARGET_MS[kind],
      }
    }
    log(`${name}: due list`)
    const due = await measureCalls(
      database,
      DEMO_TENANT,
      [today],
      (tx, day) => dueDevices(tx, DEMO_TENANT, day),
      options,
    )
    result.cases.due = {
      ...due.timing,
      rows: String(due.last?.rows.length ?? '?'),
      ...(kind === 'postgres'
        ? { target: DUE_TARGET_MS }
        : { note: `(PostgreSQL's target ${DUE_TARGET_MS} ms)` }),
    }
  } catch (error) {
    result.failed = (error as Error).message
    log(`${name}: FAILED: ${(error as Error).stack ?? result.failed}`)
  } finally {
    await database.close()
    if (keep) log(`${name}: kept the database: ${provisioned.description}`)
    else
      await provisioned
        .dispose()
        .catch((error: Error) => log(`${name}: could not remove the database: ${error.message}`))
  }
  return result
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1)
const mark = (ok: boolean) => (ok ? '✓' : '✗')

function textReport(engines: EngineResult[], seconds: number): string {
  const lines: string[] = [
    '',
    'Standards bench: suspect lists over 1,000,000 certificates, the due list of 10,000 devices',
    '',
  ]
  for (const engine of engines) {
    lines.push(`${engine.name}: ${engine.description ?? ''}`)
    if (engine.skipped) lines.push(`  skipped: ${engine.skipped}`)
    if (engine.failed) lines.push(`  FAILED: ${engine.failed}`)
    if (engine.seed)
      lines.push(
        `  rows: ${Object.entries(engine.seed.rows)
          .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
          .join(', ')} (seeded in ${(engine.seed.seedMs / 1000).toFixed(0)} s)`,
      )
    const base = engine.baseline?.p95
    if (engine.baseline)
      lines.push(
        `  baseline (certificate by primary key): p50 ${ms(engine.baseline.p50)} ms, p95 ${ms(base)} ms (${engine.baseline.requests} calls)`,
      )
    lines.push(
      '  case                               rows        p50 ms   p95 ms   p95/baseline   calls   target',
    )
    const labels: Record<string, string> = { ...CASE_LABEL, due: 'due list (90 days)' }
    for (const [id, figures] of Object.entries(engine.cases)) {
      const ratio = base ? (figures.p95 / base).toFixed(0) : '—'
      const target =
        figures.target === undefined
          ? (figures.note ?? '')
          : `${mark(figures.p95 <= figures.target && figures.errors === 0)} ≤ ${figures.target} ms`
      lines.push(
        `  ${(labels[id] ?? id).padEnd(34)} ${figures.rows.padEnd(10)} ${ms(figures.p50).padStart(8)} ${ms(figures.p95).padStart(8)} ` +
          `${ratio.padStart(14)} ${String(figures.requests).padStart(7)}   ${target}` +
          (figures.errors ? `  ${figures.errors} errors: ${figures.firstError ?? ''}` : ''),
      )
    }
    lines.push('')
  }
  lines.push(`${seconds.toFixed(0)} s in all`)
  return `${lines.join('\n')}\n`
}

/** Runs the suite; answers the exit code (1 when something failed, not when a target was missed). */
export async function runStandards(): Promise<number> {
  const settings = readSettings()
  const started = performance.now()
  const engines: EngineResult[] = []
  for (const kind of settings.engines) engines.push(await benchEngine(kind, settings.postgresUrl))
  const seconds = (performance.now() - started) / 1000
  const text = textReport(engines, seconds)
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `standards-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const cpus = os.cpus()
  await fs.writeFile(
    file,
    JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        machine: {
          cpus: cpus.length,
          cpuModel: cpus[0]?.model.trim() ?? '?',
          node: process.version,
          loadAverage: os.loadavg()[0],
        },
        postgres: redactUrl(settings.postgresUrl),
        engines,
        seconds,
      },
      null,
      2,
    ),
  )
  process.stdout.write(`${text}Written: ${path.relative(process.cwd(), file)}\n`)
  return engines.some((engine) => engine.failed || Object.values(engine.cases).some((c) => c.errors > 0))
    ? 1
    : 0
}
