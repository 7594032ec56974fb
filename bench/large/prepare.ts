import { sql, type SQL } from 'drizzle-orm'
import { instruments as instrumentResource } from '../../src/domain/resources/instruments'
import type { SearchPayload } from '../../src/domain/resources'
import type { DatabaseConfig } from '../../server/config'
import { queryRows, type Database, type Tx } from '../../server/db/database'
import { migrateDatabase } from '../../server/db/migrate'
import { openDatabase } from '../../server/db/open'
import { seedDemo } from '../../server/seed/seed-demo'
import { withTenant } from '../../server/db/tenant-scope'
import {
  compileSearch,
  searchCappedCountQuery,
  searchCountQuery,
  searchPageQuery,
} from '../../server/search/compile'
import {
  LARGE_ID_PREFIX,
  largeSeedCounts,
  largeSeedId,
  seedLarge,
  type LargeSeedResult,
} from '../../scripts/seed-large'
import { SEARCH_CASES, exportPayload, type CaseValues } from './cases'
import { prepareScopeFixture } from './scope-fixture'
import type { LargeSettings } from './settings'

/** The SQL of one case as the compiler makes it, timed and explained in the bench process as the app runs it. */
export type CasePlan = {
  caseId: string
  /** Rows the first variant matches (the page's total). */
  matched: number
  /** Server-side execution (EXPLAIN ANALYZE "Execution Time") of the page query and of an exact count(*). */
  pageMs: number
  countMs: number
  /** The total as the service counts it: stopped after 10,001 rows (searchCappedCountQuery). */
  cappedCountMs: number
  pagePlan: string
  countPlan: string
  /** The capped count's plan: what the service runs for the total (searchCappedCountQuery). */
  cappedCountPlan: string
}

export type Prepared = {
  seed: { cached: boolean; ms: number; result?: LargeSeedResult }
  /** The share of the instruments the department-scoped reader's department holds. */
  deptShare: number
  values: CaseValues
  exportMatches: number
  sizes: { table: string; indexes: string; total: string }
  plans: CasePlan[]
}

/** The service's cap on a page's total (server/resources/service.ts PAGE_TOTAL_CAP). */
const CAP = 10_000

/** Factory numbers of rows spread evenly over the seeded range (read, not recomputed from the formula). */
async function factoryNumbers(database: Database, tenantId: string, instruments: number): Promise<string[]> {
  const numbers = Array.from({ length: 20 }, (_, i) => 1 + Math.floor(((i * 7919) % 20) * (instruments / 20)))
  const ids = numbers.map((n) => largeSeedId(LARGE_ID_PREFIX.instrument, n))
  const rows = await queryRows<{ factory_number: string }>(
    database.db,
    sql`select factory_number from crm_instrument where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])`,
  )
  return rows.map((row) => row.factory_number)
}

async function exportRange(database: Database, tenantId: string, rows: number): Promise<[string, string]> {
  const from = '2026-01-01'
  const [row] = await queryRows<{ day: string | null }>(
    database.db,
    sql`select to_char(next_due_date, 'YYYY-MM-DD') as day from crm_instrument
        where tenant_id = ${tenantId} and is_deleted = false and next_due_date >= ${from}::date
        order by next_due_date offset ${rows - 1} limit 1`,
  )
  return [from, row?.day ?? '2099-12-31']
}

const planText = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN'])).join('\n')
const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN)

async function explain(tx: Tx, query: SQL): Promise<string> {
  return planText(await queryRows<Record<string, unknown>>(tx, sql`explain (analyze, buffers) ${query}`))
}

async function planOf(
  database: Database,
  tenantId: string,
  caseId: string,
  payload: SearchPayload,
  pageSize: number,
): Promise<CasePlan> {
  const compiled = compileSearch(instrumentResource, payload, { tenantId })
  const page = searchPageQuery(compiled, { offset: 0, limit: pageSize })
  const count = searchCountQuery(compiled)
  const capped = searchCappedCountQuery(compiled, CAP)
  // As the app runs it: the app role, app.tenant_id set, row-level security on.
  return withTenant(database.db, tenantId, async (tx) => {
    // Once unmeasured, so every query below reads warm pages, as the measured requests do.
    const [total] = await queryRows<{ total: number }>(tx, count)
    await queryRows(tx, page)
    const pagePlan = await explain(tx, page)
    const countPlan = await explain(tx, count)
    const cappedPlan = await explain(tx, capped)
    return {
      caseId,
      matched: Number(total?.total ?? 0),
      pageMs: executionMs(pagePlan),
      countMs: executionMs(countPlan),
      cappedCountMs: executionMs(cappedPlan),
      pagePlan,
      countPlan,
      cappedCountPlan: cappedPlan,
    }
  })
}

/**
 * Opens the kept database in the bench process (PGlite allows one opener: the server starts after this
 * closes), migrates it, seeds the demo tenants and the large rows unless they are there already, then reads
 * the values the cases need and explains every case's SQL.
 */
export async function prepare(
  config: DatabaseConfig,
  settings: LargeSettings,
  log: (message: string) => void,
): Promise<Prepared> {
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database)
    await seedDemo(database)
    const before = await largeSeedCounts(database.db, settings.tenantId)
    const cached = before.instruments === settings.instruments && before.customers === settings.customers
    const seedStarted = performance.now()
    let result: LargeSeedResult | undefined
    if (!cached) {
      log(
        `seeding ${settings.customers} customers and ${settings.instruments} instruments ` +
          `(found ${before.customers} and ${before.instruments}); kept for later runs`,
      )
      result = await seedLarge(database, {
        tenantId: settings.tenantId,
        customers: settings.customers,
        instruments: settings.instruments,
        // More rows than asked for cannot be topped up: start again.
        reset: before.instruments > settings.instruments || before.customers > settings.customers,
        log: (message) => log(`seed: ${message}`),
      })
    } else log(`reusing the seeded database (${before.instruments} instruments)`)
    const seedMs = performance.now() - seedStarted
    log('spreading the instruments over the departments and making the department-scoped reader')
    const { deptShare } = await prepareScopeFixture(database, settings.tenantId)

    const values: CaseValues = {
      factoryNumbers: await factoryNumbers(database, settings.tenantId, settings.instruments),
      exportRange: await exportRange(database, settings.tenantId, settings.exportRows),
    }
    const [sizes] = await queryRows<Prepared['sizes']>(
      database.db,
      sql`select pg_size_pretty(pg_table_size('crm_instrument')) as "table",
          pg_size_pretty(pg_indexes_size('crm_instrument')) as "indexes",
          pg_size_pretty(pg_total_relation_size('crm_instrument')) as "total"`,
    )

    const plans: CasePlan[] = []
    for (const searchCase of SEARCH_CASES) {
      const [payload] = searchCase.variants(values)
      if (!payload) continue
      const plan = await planOf(database, settings.tenantId, searchCase.id, payload, settings.pageSize)
      log(
        `explained ${searchCase.label}: ${plan.matched} rows; app role page ${plan.pageMs} ms, count ${plan.countMs} ms, ` +
          `capped count ${plan.cappedCountMs} ms`,
      )
      plans.push(plan)
    }
    log('explain export search')
    const exportPlan = await planOf(
      database,
      settings.tenantId,
      'export',
      exportPayload(values),
      settings.pageSize,
    )
    plans.push(exportPlan)
    return {
      seed: { cached, ms: seedMs, ...(result ? { result } : {}) },
      deptShare,
      values,
      exportMatches: exportPlan.matched,
      sizes: sizes ?? { table: '?', indexes: '?', total: '?' },
      plans,
    }
  } finally {
    await database.close()
  }
}
