import { and, count, eq, gt, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { queryRows, type Db } from '../../db/database'
import { loginAttempt } from '../../db/schema'
import { withoutTenant } from '../../db/tenant-scope'

/** Window over which failures count, and how long a lock lasts. */
export const FAILURE_WINDOW_MINUTES = 15
/** Failures from one address (any account) that stop it for the window: a password-spraying brake. */
export const ADDRESS_FAILURE_LIMIT = 30

export type FailureCounts = { account: number; address: number }

/**
 * Failures for an account since its last success (within the window), and failures from an address
 * within the window. Counting in the database keeps the limits right with several API processes.
 */
export async function countFailures(
  db: Db,
  tenantId: string,
  account: string,
  ip: string,
): Promise<FailureCounts> {
  return withoutTenant(db, async (tx) => {
    const since = sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`
    const lastSuccess = sql`coalesce((select max(create_time) from login_attempt
      where tenant_id = ${tenantId} and account = ${account} and success), '-infinity'::timestamptz)`
    const [accountRow] = await tx
      .select({ n: count() })
      .from(loginAttempt)
      .where(
        and(
          eq(loginAttempt.tenantId, tenantId),
          eq(loginAttempt.account, account),
          eq(loginAttempt.success, false),
          gt(loginAttempt.createTime, since),
          gt(loginAttempt.createTime, lastSuccess),
        ),
      )
    const [addressRow] = await tx
      .select({ n: count() })
      .from(loginAttempt)
      .where(
        and(eq(loginAttempt.ip, ip), eq(loginAttempt.success, false), gt(loginAttempt.createTime, since)),
      )
    return { account: accountRow?.n ?? 0, address: addressRow?.n ?? 0 }
  })
}

export async function recordAttempt(
  db: Db,
  attempt: { tenantId: string; account: string; ip: string; success: boolean; reason?: string },
): Promise<void> {
  await withoutTenant(db, (tx) => tx.insert(loginAttempt).values({ id: uuidv7(), ...attempt }))
}

/** Minutes until the oldest counted failure leaves the window (what a locked account waits). */
export async function minutesUntilUnlock(db: Db, tenantId: string, account: string): Promise<number> {
  const rows = await withoutTenant(db, (tx) =>
    queryRows<{ minutes: number | null }>(
      tx,
      sql`
      select ceil(extract(epoch from (min(create_time) + make_interval(mins => ${FAILURE_WINDOW_MINUTES}) - now())) / 60)::int as minutes
      from (select create_time from login_attempt
            where tenant_id = ${tenantId} and account = ${account} and success = false
              and create_time > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
            order by create_time desc limit 10) recent`,
    ),
  )
  return Math.max(1, Number(rows[0]?.minutes ?? FAILURE_WINDOW_MINUTES))
}
