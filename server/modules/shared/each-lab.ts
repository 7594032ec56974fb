import { sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from '../../db/database'
import { withTenant, withoutTenant } from '../../db/tenant-scope'

/**
 * Runs `fn` for every active lab, each in its own tenant transaction (a sweep's work in one lab never waits
 * for, or rolls back with, another's), and answers the sum of what they answer (notices sent …).
 */
export async function sumOverLabs(
  db: Db,
  fn: (tx: Tx, tenantId: string) => Promise<number>,
): Promise<number> {
  const tenants = await withoutTenant(db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select tenant_id as id from tenant where status = 1 and is_deleted = false`,
    ),
  )
  let total = 0
  for (const { id } of tenants) total += await withTenant(db, id, (tx) => fn(tx, id))
  return total
}
