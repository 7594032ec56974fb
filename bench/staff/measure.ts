import { sql, type SQL } from 'drizzle-orm'
import type { Database, Tx } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { median } from '../offline/median'

/*
 * Where a call of a service function spends its time: each statement it runs (as the app waits for it:
 * the database's work, the transfer and the driver's parsing of the rows), and what the database itself
 * says it spent on each (EXPLAIN ANALYZE's execution time), so that the rest is the JavaScript around them.
 */

/** The transaction, each statement of which is timed into `sink` (in the order run). */
export function timedTx(tx: Tx, sink: number[]): Tx {
  return new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return async (query: SQL) => {
        const started = performance.now()
        try {
          return await target.execute(query)
        } finally {
          sink.push(performance.now() - started)
        }
      }
    },
  })
}

type PlanJson = { 'Execution Time'?: number; 'Planning Time'?: number }

/** EXPLAIN's JSON answer as either driver hands it over (parsed, or as text). */
function executionOf(value: unknown): { execution: number; planning: number } {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as PlanJson[] | PlanJson
  const plan = Array.isArray(parsed) ? parsed[0] : parsed
  return { execution: plan?.['Execution Time'] ?? NaN, planning: plan?.['Planning Time'] ?? NaN }
}

/**
 * The transaction, each statement of which is first run under EXPLAIN (ANALYZE) and its execution and
 * planning times pushed to `sink`, then run for real (so the function gets its rows).
 */
function explainingTx(tx: Tx, sink: { execution: number; planning: number }[]): Tx {
  return new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return async (query: SQL) => {
        const plan = (await target.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
          rows: Record<string, unknown>[]
        }
        const first = plan.rows[0] ?? {}
        sink.push(executionOf(Object.values(first)[0]))
        return target.execute(query)
      }
    },
  })
}

/**
 * The database's own execution and planning time of each statement `fn` runs, median of `rounds` warm
 * calls (one more unmeasured first), in a tenant transaction as the app role.
 */
export async function databaseTimes(
  database: Database,
  tenantId: string,
  fn: (tx: Tx) => Promise<unknown>,
  rounds: number,
): Promise<{ execution: number; planning: number }[]> {
  const runs: { execution: number; planning: number }[][] = []
  for (let round = 0; round <= rounds; round++) {
    const sink: { execution: number; planning: number }[] = []
    await withTenant(database.db, tenantId, (tx) => fn(explainingTx(tx, sink)))
    if (round > 0) runs.push(sink)
  }
  const statements = runs[0]?.length ?? 0
  return Array.from({ length: statements }, (_, at) => ({
    execution: median(runs.map((run) => run[at]?.execution ?? NaN)),
    planning: median(runs.map((run) => run[at]?.planning ?? NaN)),
  }))
}

/** Median time of `calls` runs of a synchronous function (after two unmeasured ones), ms. */
export function timeSync(fn: () => unknown, calls: number): number {
  fn()
  fn()
  const times: number[] = []
  for (let i = 0; i < calls; i++) {
    const started = performance.now()
    fn()
    times.push(performance.now() - started)
  }
  return median(times)
}
