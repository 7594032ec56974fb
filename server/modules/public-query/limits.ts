import { lt, sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from '../../db/database'
import { rateCounter } from '../../db/schema'
import { withoutTenant } from '../../db/tenant-scope'

/**
 * Per-address limits of the public pages, counted in the database (rate_counter) so that they hold across
 * API processes: fixed windows of a minute and of a day (days of the lab's clock, UTC+8), and the misses of
 * the last 15 minutes (one-minute buckets), which decide when a captcha is needed. Every request counts,
 * refused ones too, so a client that keeps hammering stays refused.
 */

/** Where minute and day windows start: midnight in China, so a "day" is the lab's day. */
const WINDOW_ORIGIN = '2000-01-01 00:00:00+08'
/** Misses older than this no longer count towards the captcha. */
export const MISS_WINDOW_MINUTES = 15
/** Share of counted requests that also delete the rows of windows long past (no scheduler needed). */
const SWEEP_SHARE = 0.01

/**
 * lookup: certificate, report and label lookups; captcha: captcha images; sms: SMS codes of the query by phone;
 * browse: the pages of what the lab publishes anyway (charge standards, notices, questionnaires).
 */
export type Scope = 'lookup' | 'captcha' | 'sms' | 'browse'
export type Limits = { perMinute: number; perDay: number }

export type Count = {
  /** Seconds until the window that refuses the request ends; null when the request is within its limits. */
  retryAfter: number | null
  /** Misses from the address within the last MISS_WINDOW_MINUTES (lookups only). */
  misses: number
}

const keyOf = (scope: string, window: 'm' | 'd', address: string) => `${scope}:${window}:${address}`
const missKey = (address: string) => `lookup:miss:${address}`
const windowStart = (length: string) =>
  sql`date_bin(${sql.raw(`interval '${length}'`)}, now(), ${sql.raw(`timestamptz '${WINDOW_ORIGIN}'`)})`

/** Deletes the counters of windows that have ended (and are no longer summed). */
export async function sweepCounters(executor: Db | Tx): Promise<void> {
  await executor.delete(rateCounter).where(lt(rateCounter.expiresAt, sql`now()`))
}

/** Counts one request of `scope` from `address` in its minute and day windows, in one statement. */
export async function countRequest(db: Db, scope: Scope, address: string, limits: Limits): Promise<Count> {
  const minute = keyOf(scope, 'm', address)
  const day = keyOf(scope, 'd', address)
  return withoutTenant(db, async (tx) => {
    if (Math.random() < SWEEP_SHARE) await sweepCounters(tx)
    const [row] = await queryRows<{
      minute_hits: number
      minute_left: number
      day_hits: number
      day_left: number
      misses: number
    }>(
      tx,
      sql`
      with bumped as (
        insert into rate_counter (key, window_start, hits, expires_at)
        values (${minute}, ${windowStart('1 minute')}, 1, ${windowStart('1 minute')} + interval '1 minute'),
               (${day}, ${windowStart('1 day')}, 1, ${windowStart('1 day')} + interval '1 day')
        on conflict (key, window_start) do update set hits = rate_counter.hits + 1
        returning key, hits, expires_at
      )
      select
        (select hits from bumped where key = ${minute}) as minute_hits,
        (select ceil(extract(epoch from expires_at - now()))::int from bumped where key = ${minute}) as minute_left,
        (select hits from bumped where key = ${day}) as day_hits,
        (select ceil(extract(epoch from expires_at - now()))::int from bumped where key = ${day}) as day_left,
        (select coalesce(sum(hits), 0)::int from rate_counter
          where key = ${missKey(address)}
            and window_start > now() - ${sql.raw(`interval '${MISS_WINDOW_MINUTES} minutes'`)}) as misses`,
    )
    if (!row) throw new Error('rate counter answered no row')
    const waits: number[] = []
    if (Number(row.day_hits) > limits.perDay) waits.push(Number(row.day_left))
    if (Number(row.minute_hits) > limits.perMinute) waits.push(Number(row.minute_left))
    return {
      retryAfter: waits.length > 0 ? Math.max(1, ...waits) : null,
      misses: Number(row.misses),
    }
  })
}

/**
 * Counts a miss (no certificate with that number and code) from `address`, in whichever transaction the
 * lookup runs (the counter table is global: no tenant policy applies to it).
 */
export async function recordMiss(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`
    insert into rate_counter (key, window_start, hits, expires_at)
    values (${missKey(address)}, ${windowStart('1 minute')}, 1,
            ${windowStart('1 minute')} + ${sql.raw(`interval '${MISS_WINDOW_MINUTES + 1} minutes'`)})
    on conflict (key, window_start) do update set hits = rate_counter.hits + 1`)
}
