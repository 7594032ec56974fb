import path from 'node:path'
import { DEMO_TENANT } from '../../server/seed/roles'
import { readSettings, type EngineKind } from '../settings'

/** `npm run bench -- large`: searches and an export over a large seeded tenant; every number from env. */
export type LargeSettings = {
  engines: EngineKind[]
  /** Maintenance connection on which the kept bench database is created (BENCH_DATABASE_URL). */
  postgresUrl: string
  logLevel: string
  tenantId: string
  /** Rows of the seed (BENCH_LARGE_INSTRUMENTS, BENCH_LARGE_CUSTOMERS). */
  instruments: number
  customers: number
  /** Measured requests per case (BENCH_LARGE_REQUESTS), after BENCH_LARGE_WARMUP unmeasured ones. */
  requests: number
  warmup: number
  /** Time budget of one case's measured requests (BENCH_LARGE_CASE_SECONDS); slow cases measure fewer. */
  caseSeconds: number
  /** Rows the export's search should match (BENCH_LARGE_EXPORT_ROWS). */
  exportRows: number
  /** Where the seeded PGlite data dirs are kept between runs (BENCH_LARGE_CACHE). */
  cacheDir: string
  /** Page size of the measured first pages. */
  pageSize: number
}

function whole(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`)
  return value
}

export function readLargeSettings(env: NodeJS.ProcessEnv = process.env): LargeSettings {
  const base = readSettings(env)
  return {
    engines: base.engines,
    postgresUrl: base.postgresUrl,
    logLevel: base.logLevel,
    tenantId: DEMO_TENANT,
    instruments: whole('BENCH_LARGE_INSTRUMENTS', 1_000_000, env),
    customers: whole('BENCH_LARGE_CUSTOMERS', 20_000, env),
    requests: whole('BENCH_LARGE_REQUESTS', 100, env),
    warmup: whole('BENCH_LARGE_WARMUP', 10, env),
    caseSeconds: whole('BENCH_LARGE_CASE_SECONDS', 20, env),
    exportRows: whole('BENCH_LARGE_EXPORT_ROWS', 50_000, env),
    cacheDir: path.resolve(
      env.BENCH_LARGE_CACHE ?? path.join(import.meta.dirname, '..', 'results', 'large-cache'),
    ),
    pageSize: 50,
  }
}
