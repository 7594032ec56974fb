import type { Database, Tx } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { timingOf, type Timing } from '../billing/measure'

/**
 * Sequential calls of a service function as the routes make them (a tenant transaction each, the app role,
 * row-level security on), timed in the bench process: `warmup` unmeasured calls, then up to `calls` measured
 * ones going round `inputs`, stopping after `budgetMs` (with at least five). Answers the timing and what the
 * last call answered.
 */
export async function measureCalls<I, R>(
  database: Database,
  tenantId: string,
  inputs: readonly I[],
  fn: (tx: Tx, input: I) => Promise<R>,
  options: { calls: number; warmup: number; budgetMs: number },
): Promise<{ timing: Timing; last: R | undefined }> {
  const call = (index: number) =>
    withTenant(database.db, tenantId, (tx) => fn(tx, inputs[index % inputs.length] as I))
  let last: R | undefined
  for (let i = 0; i < options.warmup; i++) last = await call(i)
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  for (let i = 0; i < options.calls; i++) {
    if (i >= 5 && performance.now() - started > options.budgetMs) break
    const sent = performance.now()
    try {
      last = await call(i)
      latencies.push(performance.now() - sent)
    } catch (error) {
      errors += 1
      firstError ??= (error as Error).message
    }
  }
  return { timing: timingOf(latencies, errors, firstError), last }
}
