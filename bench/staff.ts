/**
 * `npm run bench -- staff`: the competence matrix of 500 people × 2,000 test items, PGlite and PostgreSQL one
 * after the other, each on a fresh database (seeded in the database by generate_series, dropped afterwards).
 *
 * - The answer: labCompetenceMatrix called in the bench process as the route calls it (a tenant transaction
 *   each, as the app role), for the whole lab and for one department, p50 and p95, the size of its JSON, and
 *   where the time goes (each statement, the database's own share by EXPLAIN ANALYZE, the JavaScript). Each
 *   figure is also given as a ratio to a baseline measured in the same run the same way: a staff record read
 *   by its primary key. Absolute times swing 2× on shared machines; the ratio does not.
 * - Over HTTP: the same database served by the real server (server/main.ts), the route against a staff
 *   record's detail, as the browser's requests go (gzip, the response schema's serialiser).
 * - The first screen: that server serving the built app (BENCH_DIST, default dist/: `npm run build` first),
 *   in Chromium, from the matrix answer arriving to its first screen of cells painted, beside the instrument
 *   list's first rows after its answer (bench/staff/first-screen.ts). On one engine (BENCH_STAFF_BROWSER_ENGINE,
 *   postgres; `none` leaves it out); skipped, and said so, when there is no built app.
 * Marks the targets met (✓) or missed (✗): the answer ≤ 200 ms at p95 on PostgreSQL (PGlite against the same,
 * informative), the first screen ≤ 300 ms after it (median). Fails (exit 1) only on errors.
 *
 * Environment: BENCH_ENGINES, BENCH_DATABASE_URL (as the other suites), BENCH_STAFF_PEOPLE (500),
 * BENCH_STAFF_ITEMS (2000), BENCH_STAFF_CALLS (measured calls per case, 40, within 20 s),
 * BENCH_STAFF_BROWSER_RUNS (5), BENCH_DIST, CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { labDayOf } from '../src/domain/labClock'
import { competenceMatrix, type CompetenceMatrix, type MatrixPerson } from '../src/domain/staff/matrix'
import { queryRows, type Database } from '../server/db/database'
import { migrateDatabase } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import { withTenant } from '../server/db/tenant-scope'
import { authorisationsWhere, type StoredAuthorisation } from '../server/modules/staff/authorisations'
import { labCompetenceMatrix, type MatrixQuery } from '../server/modules/staff/matrix'
import { seedDemo } from '../server/seed/seed-demo'
import { measureGets } from './billing/measure'
import { signIn } from './cases'
import { provision, redactUrl, type Provisioned } from './databases'
import { median } from './offline/median'
import { startAppServer } from './offline/server'
import { DEMO_TENANT, readSettings, type EngineKind } from './settings'
import { measureFirstScreen } from './staff/first-screen'
import { databaseTimes, timedTx, timeSync } from './staff/measure'
import { textReport, type Breakdown, type EngineResult, type MatrixCase } from './staff/report'
import { seedStaff, type StaffSeed } from './staff/seed'
import { measureCalls } from './standards/measure'

const projectRoot = path.resolve(import.meta.dirname, '..')
const log = (message: string) => process.stderr.write(`[bench staff] ${message}\n`)
const engineName: Record<EngineKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

function whole(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}

function browserEngine(): EngineKind | 'none' {
  const raw = (process.env.BENCH_STAFF_BROWSER_ENGINE ?? 'postgres').trim()
  if (raw !== 'postgres' && raw !== 'pglite' && raw !== 'none')
    throw new Error(`BENCH_STAFF_BROWSER_ENGINE must be postgres, pglite or none, got "${raw}"`)
  return raw
}

const bytesOf = (matrix: CompetenceMatrix) => {
  const json = JSON.stringify(matrix)
  return { jsonBytes: Buffer.byteLength(json), gzipBytes: gzipSync(json).length }
}

/** The measured calls of one case, and where their time went. */
async function measureCase(
  database: Database,
  query: MatrixQuery,
  day: string,
  options: { calls: number; warmup: number; budgetMs: number },
) {
  const calls: { service: number; statements: number[] }[] = []
  const { timing, last } = await measureCalls(
    database,
    DEMO_TENANT,
    [query],
    async (tx, input) => {
      const statements: number[] = []
      const started = performance.now()
      const answer = await labCompetenceMatrix(timedTx(tx, statements), DEMO_TENANT, input, day)
      calls.push({ service: performance.now() - started, statements })
      return answer
    },
    options,
  )
  if (!last) throw new Error('the matrix answered nothing')
  // The warm-up calls are not among the measured ones.
  const measured = calls.slice(options.warmup)
  const statementCount = measured[0]?.statements.length ?? 0
  const split = {
    service: median(measured.map((call) => call.service)),
    statements: Array.from({ length: statementCount }, (_, at) =>
      median(measured.map((call) => call.statements[at] ?? NaN)),
    ),
    javascript: median(
      measured.map((call) => call.service - call.statements.reduce((sum, one) => sum + one, 0)),
    ),
  }
  return { timing, answer: last, split }
}

/** competenceMatrix alone on rows read once, as the service hands them over; and the answer's JSON. */
async function javascriptOf(database: Database, answer: CompetenceMatrix, day: string) {
  // The service's read of the authorisations, five times: the statement, and turning its rows into objects.
  const reads: { statement: number; mapping: number; rows: StoredAuthorisation[] }[] = []
  for (let i = 0; i < 5; i++) {
    const statements: number[] = []
    const started = performance.now()
    const rows = await withTenant(database.db, DEMO_TENANT, (tx) =>
      authorisationsWhere(
        timedTx(tx, statements),
        DEMO_TENANT,
        sql`a.is_deleted = false and u.is_deleted = false`,
      ),
    )
    const statement = statements[0] ?? NaN
    reads.push({ statement, mapping: performance.now() - started - statement, rows })
  }
  const authorisations = reads[0]?.rows ?? []
  const people: MatrixPerson[] = answer.rows.map(({ userId, person, deptName }) => ({
    userId,
    person,
    deptName,
  }))
  const wanted = new Set(people.map((person) => person.userId))
  return {
    authorisationRows: authorisations.length,
    mapping: median(reads.map((read) => read.mapping)),
    competenceMatrix: timeSync(
      () =>
        competenceMatrix(
          people,
          authorisations.filter((row) => wanted.has(row.userId)),
          day,
        ),
      10,
    ),
    stringify: timeSync(() => JSON.stringify(answer), 10),
  }
}

/** The route over HTTP and the first screen in Chromium, against the real server on the seeded database. */
async function measureServed(
  provisioned: Provisioned,
  result: EngineResult,
  wholeRows: number,
  seed: StaffSeed,
  withBrowser: boolean,
  calls: number,
): Promise<void> {
  const dist = path.resolve(process.env.BENCH_DIST ?? path.join(projectRoot, 'dist'))
  const filesParent = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-staff-files-'))
  const server = await startAppServer(provisioned.config, dist, filesParent)
  try {
    const token = await signIn(server.origin, 'admin')
    const options = { requests: calls, warmup: 3, budgetMs: 20_000 }
    log(`${result.name}: over HTTP`)
    result.http = {
      baseline: await measureGets(
        server.origin,
        token,
        [`/api/hm-staff/record/detail?id=${seed.someRecordId}`],
        { ...options, requests: calls * 2 },
      ),
      whole: await measureGets(server.origin, token, ['/api/hm-staff/competence-matrix'], options),
    }
    if (!withBrowser) return
    if (!existsSync(path.join(dist, 'index.html'))) {
      result.firstScreenSkipped = `no built app in ${dist} (npm run build, or BENCH_DIST)`
      return
    }
    log(`${result.name}: the first screen in Chromium`)
    result.firstScreen = await measureFirstScreen(
      server.origin,
      wholeRows,
      whole('BENCH_STAFF_BROWSER_RUNS', 5),
      (message) => log(`${result.name}: ${message}`),
    )
  } finally {
    await server.stop()
    await fs.rm(filesParent, { recursive: true, force: true })
  }
}

async function benchEngine(kind: EngineKind, postgresUrl: string): Promise<EngineResult> {
  const name = engineName[kind]
  const result: EngineResult = { kind, name, cases: {}, breakdown: {} }
  const provisioned = await provision(kind, postgresUrl)
  if ('skipped' in provisioned) {
    log(`${name}: SKIPPED: ${provisioned.skipped}`)
    return { ...result, skipped: provisioned.skipped }
  }
  result.description = provisioned.description
  const day = labDayOf(new Date())
  const calls = whole('BENCH_STAFF_CALLS', 40)
  let database: Database | null = await openDatabase(provisioned.config)
  try {
    log(`${name}: migrating and seeding the demo tenant`)
    await migrateDatabase(database)
    await seedDemo(database)
    const seed = await seedStaff(database, {
      tenantId: DEMO_TENANT,
      people: whole('BENCH_STAFF_PEOPLE', 500),
      items: whole('BENCH_STAFF_ITEMS', 2000),
      day,
      log: (message) => log(`${name}: seed: ${message}`),
    })
    result.seed = seed
    log(`${name}: seeded in ${(seed.seedMs / 1000).toFixed(0)} s`)

    const options = { calls, warmup: 3, budgetMs: 20_000 }
    log(`${name}: baseline, a staff record by its primary key`)
    result.baseline = (
      await measureCalls(
        database,
        DEMO_TENANT,
        [seed.someRecordId],
        (tx, id) =>
          queryRows(
            tx,
            sql`select id, user_id, entry_date from staff_record
                where tenant_id = ${DEMO_TENANT} and id = ${id}`,
          ),
        { ...options, calls: calls * 2 },
      )
    ).timing
    const queries: Record<MatrixCase, MatrixQuery> = { whole: {}, dept: { deptId: seed.deptId } }
    let wholeRows = 0
    for (const id of ['whole', 'dept'] as const) {
      log(`${name}: matrix, ${id === 'whole' ? 'the whole lab' : 'one department'}`)
      const { timing, answer, split } = await measureCase(database, queries[id], day, options)
      const cells = answer.rows.reduce((sum, row) => sum + row.cells.length + row.kinds.length, 0)
      const expected = id === 'whole' ? (seed.rows['staff records'] ?? 0) : seed.deptPeople
      if (answer.rows.length < expected)
        throw new Error(`${id}: ${answer.rows.length} people in the matrix, ${expected} seeded`)
      if (id === 'whole') wholeRows = answer.rows.length
      result.cases[id] = {
        ...timing,
        people: answer.rows.length,
        columns: answer.columns.length,
        cells,
        ...bytesOf(answer),
      }
      const javascript = await javascriptOf(database, answer, day)
      const explained = await databaseTimes(
        database,
        DEMO_TENANT,
        (tx) => labCompetenceMatrix(tx, DEMO_TENANT, queries[id], day),
        3,
      )
      result.breakdown[id] = { ...split, ...javascript, database: explained } satisfies Breakdown
    }
    // The server opens the database itself (PGlite allows one process).
    await database.close()
    database = null
    await measureServed(provisioned, result, wholeRows, seed, browserEngine() === kind, calls)
  } catch (error) {
    result.failed = (error as Error).message
    log(`${name}: FAILED: ${(error as Error).stack ?? result.failed}`)
  } finally {
    await database?.close()
    await provisioned
      .dispose()
      .catch((error: Error) => log(`${name}: could not remove the database: ${error.message}`))
  }
  return result
}

/** Runs the suite; answers the exit code (1 when something failed, not when a target was missed). */
export async function runStaff(): Promise<number> {
  const settings = readSettings()
  const started = performance.now()
  const engines: EngineResult[] = []
  for (const kind of settings.engines) engines.push(await benchEngine(kind, settings.postgresUrl))
  const seconds = (performance.now() - started) / 1000
  const text = textReport(
    engines,
    seconds,
    whole('BENCH_STAFF_PEOPLE', 500),
    whole('BENCH_STAFF_ITEMS', 2000),
  )
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `staff-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
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
  const httpErrors = (engine: EngineResult) =>
    (engine.http?.baseline.errors ?? 0) + (engine.http?.whole.errors ?? 0)
  return engines.some(
    (engine) =>
      engine.failed ||
      httpErrors(engine) > 0 ||
      Object.values(engine.cases).some((figures) => figures.errors > 0),
  )
    ? 1
    : 0
}
