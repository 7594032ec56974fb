/**
 * `npm run bench -- billing`: income statistics over 1,000,000 priced test items and settling a customer's
 * 1,000 bills in one action, PGlite and PostgreSQL one after the other, through the real HTTP routes of a
 * server in a child process, each on a fresh database (seeded in the database by generate_series, dropped
 * afterwards). Absolute times swing twofold between machines and runs, so every figure is also given as a
 * ratio to a baseline measured in the same run on the same server: a trivial authenticated GET (a
 * dictionary). Marks the targets met (✓) or missed (✗); fails (exit 1) only on errors.
 *
 * Environment: BENCH_ENGINES, BENCH_DATABASE_URL (as the other suites), BENCH_BILLING_ORDERS (200000),
 * BENCH_BILLING_ITEMS (items per order, 5), BENCH_BILLING_REQUESTS (measured requests per case, 30, within 20 s).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { INCOME_GROUPINGS, type IncomeGrouping } from '../src/domain/billing'
import { queryRows } from '../server/db/database'
import { migrateDatabase } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import { seedDemo } from '../server/seed/seed-demo'
import { withTenant } from '../server/db/tenant-scope'
import { incomeSums } from '../server/modules/billing/income/query'
import { periodOf } from '../server/modules/billing/income/service'
import { signIn } from './cases'
import { provision, redactUrl } from './databases'
import { measureGets, request, timingOf, type Timing } from './billing/measure'
import { openBillsOf, seedBilling, type BillingSeed } from './billing/seed'
import { startServer, type RunningServer } from './servers'
import { DEMO_TENANT, readSettings, type EngineKind } from './settings'

const log = (message: string) => process.stderr.write(`[bench billing] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** The targets: p95 of one statistic, per engine; one batch of 1,000 bills. */
const TARGET_MS: Record<EngineKind, number> = { postgres: 300, pglite: 1000 }
const SETTLE_TARGET_MS = 2000

const FIRST_MONTH = '2023-01'
/** The last twelve of the seeded 36 months. */
const PERIOD = { from: '2025-01', to: '2025-12' }
const BASELINE_PATH = '/api/blade-system/dict/dictionary?code=INCOME_SOURCE'
const BATCH_CUSTOMERS = 3
const BATCH_ORDERS = 1000

function whole(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}

type EngineResult = {
  kind: EngineKind
  name: string
  description?: string
  skipped?: string
  failed?: string
  seed?: BillingSeed
  /** Each statistic's query alone, timed in the bench process as the service runs it (second, warm run), ms. */
  queryMs?: Partial<Record<IncomeGrouping, number>>
  baseline?: Timing
  income: Partial<Record<IncomeGrouping, Timing & { rows: number; amount: string }>>
  settle: number[]
}

/** Each statistic's SQL run once in the bench process as the service runs it (tenant set), timed. */
async function explainIncome(database: Awaited<ReturnType<typeof openDatabase>>) {
  const period = periodOf(PERIOD.from, PERIOD.to)
  const times: Partial<Record<IncomeGrouping, number>> = {}
  for (const by of INCOME_GROUPINGS) {
    const started = performance.now()
    await withTenant(database.db, DEMO_TENANT, (tx) => incomeSums(tx, DEMO_TENANT, { period, by }))
    times[by] = performance.now() - started
  }
  return times
}

async function benchEngine(kind: EngineKind, postgresUrl: string): Promise<EngineResult> {
  const name = engineName[kind]
  const result: EngineResult = { kind, name, income: {}, settle: [] }
  const provisioned = await provision(kind, postgresUrl)
  if ('skipped' in provisioned) {
    log(`${name}: SKIPPED: ${provisioned.skipped}`)
    return { ...result, skipped: provisioned.skipped }
  }
  result.description = provisioned.description
  let server: RunningServer | null = null
  try {
    const batches: string[][] = []
    const database = await openDatabase(provisioned.config)
    try {
      log(`${name}: migrating and seeding the demo tenant`)
      await migrateDatabase(database)
      await seedDemo(database)
      result.seed = await seedBilling(database, {
        tenantId: DEMO_TENANT,
        orders: whole('BENCH_BILLING_ORDERS', 200_000),
        itemsPerOrder: whole('BENCH_BILLING_ITEMS', 5),
        customers: 2000,
        batchCustomers: BATCH_CUSTOMERS,
        batchOrders: BATCH_ORDERS,
        firstMonth: FIRST_MONTH,
        log: (message) => log(`${name}: seed: ${message}`),
      })
      log(`${name}: seeded ${result.seed.items} items in ${(result.seed.seedMs / 1000).toFixed(0)} s`)
      for (const customerId of result.seed.batchCustomerIds)
        batches.push(await openBillsOf(database, DEMO_TENANT, customerId))
      // Twice: the first reads cold pages.
      await explainIncome(database)
      result.queryMs = await explainIncome(database)
      const [counted] = await queryRows<{ items: string }>(
        database.db,
        sql`select count(*)::text as items from test_item where tenant_id = ${DEMO_TENANT}`,
      )
      log(`${name}: ${counted?.items ?? '?'} test items in the tenant`)
    } finally {
      await database.close()
    }

    log(`${name}: starting the API in a child process`)
    server = await startServer(provisioned.config, 'warn')
    const token = await signIn(server.origin, 'finance')
    const requests = whole('BENCH_BILLING_REQUESTS', 30)
    // A slow case stops after its time budget (with at least five requests): the run stays under ten minutes.
    const options = { requests, warmup: 2, budgetMs: 20_000 }
    log(`${name}: baseline ${BASELINE_PATH}`)
    result.baseline = await measureGets(server.origin, token, [BASELINE_PATH], {
      ...options,
      requests: requests * 2,
    })
    for (const by of INCOME_GROUPINGS) {
      const target = `/api/hm-finance/income/summary?from=${PERIOD.from}&to=${PERIOD.to}&by=${by}`
      log(`${name}: income by ${by}`)
      const answer = (await request(server.origin, token, target)) as {
        rows: unknown[]
        totals: { amount: string }
      }
      result.income[by] = {
        ...(await measureGets(server.origin, token, [target], options)),
        rows: answer.rows.length,
        amount: answer.totals.amount,
      }
    }
    for (const [index, ids] of batches.entries()) {
      log(`${name}: settling customer ${index + 1}'s ${ids.length} bills in one action`)
      const sent = performance.now()
      const settled = (await request(server.origin, token, '/api/hm-finance/bill/settle-batch', {
        method: 'POST',
        body: { ids },
      })) as { settled: number }
      result.settle.push(performance.now() - sent)
      if (settled.settled !== ids.length) throw new Error(`settled ${settled.settled} of ${ids.length}`)
    }
  } catch (error) {
    result.failed = (error as Error).message
    log(`${name}: FAILED: ${(error as Error).stack ?? result.failed}`)
  } finally {
    await server?.stop()
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
  const lines: string[] = ['', `Billing bench (${PERIOD.from} … ${PERIOD.to}, 12 months of 36 seeded)`, '']
  for (const engine of engines) {
    lines.push(`${engine.name}: ${engine.description ?? ''}`)
    if (engine.skipped) lines.push(`  skipped: ${engine.skipped}`)
    if (engine.failed) lines.push(`  FAILED: ${engine.failed}`)
    if (engine.seed)
      lines.push(
        `  seed: ${engine.seed.orders} orders, ${engine.seed.items} items in ${(engine.seed.seedMs / 1000).toFixed(0)} s`,
      )
    const base = engine.baseline?.p95
    if (engine.baseline)
      lines.push(
        `  baseline GET dict: p50 ${ms(engine.baseline.p50)} ms, p95 ${ms(base)} ms (${engine.baseline.requests} requests)`,
      )
    lines.push('  income summary   rows   p50 ms   p95 ms   p95/baseline   query ms   target')
    for (const by of INCOME_GROUPINGS) {
      const figures = engine.income[by]
      if (!figures) continue
      const ratio = base ? (figures.p95 / base).toFixed(1) : '—'
      lines.push(
        `  by ${by.padEnd(13)} ${String(figures.rows).padStart(5)} ${ms(figures.p50).padStart(8)} ${ms(figures.p95).padStart(8)} ` +
          `${ratio.padStart(14)} ${ms(engine.queryMs?.[by]).padStart(10)}   ${mark(figures.p95 <= TARGET_MS[engine.kind] && figures.errors === 0)} ≤ ${TARGET_MS[engine.kind]} ms` +
          (figures.errors ? `  ${figures.errors} errors: ${figures.firstError ?? ''}` : ''),
      )
    }
    if (engine.settle.length > 0) {
      const settle = timingOf(engine.settle, 0)
      const ratio = base ? (settle.max / base).toFixed(0) : '—'
      lines.push(
        `  settle ${BATCH_ORDERS} bills in one action: ${engine.settle.map((value) => value.toFixed(0)).join(', ')} ms ` +
          `(max/baseline ${ratio})   ${mark(settle.max <= SETTLE_TARGET_MS)} ≤ ${SETTLE_TARGET_MS} ms`,
      )
    }
    lines.push('')
  }
  lines.push(`${seconds.toFixed(0)} s in all`)
  return `${lines.join('\n')}\n`
}

/** Runs the suite; answers the exit code (1 when something failed, not when a target was missed). */
export async function runBilling(): Promise<number> {
  const settings = readSettings()
  const started = performance.now()
  const engines: EngineResult[] = []
  for (const kind of settings.engines) engines.push(await benchEngine(kind, settings.postgresUrl))
  const seconds = (performance.now() - started) / 1000
  const text = textReport(engines, seconds)
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `billing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const cpus = os.cpus()
  await fs.writeFile(
    file,
    JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        machine: { cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? '?', node: process.version },
        postgres: redactUrl(settings.postgresUrl),
        period: PERIOD,
        engines,
        seconds,
      },
      null,
      2,
    ),
  )
  process.stdout.write(`${text}Written: ${path.relative(process.cwd(), file)}\n`)
  return engines.some((engine) => engine.failed) ? 1 : 0
}
