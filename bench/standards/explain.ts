/**
 * The plans behind the standards bench's figures: `npx tsx bench/standards/explain.ts <postgres url>
 * suspects <containment id>` or `… due`, on a database the bench kept (BENCH_KEEP_DATABASE=1). Calls the
 * service function as the bench does, twice (the second warm), and prints EXPLAIN (ANALYZE, BUFFERS) of each
 * statement it runs.
 */
import { sql, type SQL } from 'drizzle-orm'
import { labDayOf } from '../../src/domain/labClock'
import type { Tx } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { withTenant } from '../../server/db/tenant-scope'
import { suspectCertificates } from '../../server/modules/standards/containment/suspects'
import { dueDevices } from '../../server/modules/standards/devices/due'
import { DEMO_TENANT } from '../settings'

const [url, which = 'suspects', containmentId = 'b5a1f000-0000-4000-8000-000000000001'] =
  process.argv.slice(2)
if (!url) throw new Error('usage: explain.ts <postgres url> suspects <containment id> | due')

/** The transaction, each statement of which is explained (and then run, so the function gets its rows). */
const explaining = (tx: Tx): Tx =>
  new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return async (query: SQL) => {
        const plan = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[]
        }
        process.stdout.write(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n-----\n`)
        return target.execute(query)
      }
    },
  })

const database = await openDatabase({ kind: 'postgres', url })
try {
  for (const round of ['cold', 'warm']) {
    process.stdout.write(`===== ${round}\n`)
    await withTenant<unknown>(database.db, DEMO_TENANT, (tx) =>
      which === 'due'
        ? dueDevices(explaining(tx), DEMO_TENANT, labDayOf(new Date()))
        : suspectCertificates(explaining(tx), DEMO_TENANT, containmentId),
    )
  }
} finally {
  await database.close()
}
