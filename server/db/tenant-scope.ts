import { sql } from 'drizzle-orm'
import type { Db, Tx } from './database'

/**
 * Runs fn in a transaction as the app role with app.tenant_id set, so PostgreSQL's row-level security
 * confines every statement to that tenant, whatever the service code does. The services filter by
 * tenant as well; this is the second wall.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'metrodesk_app', true), set_config('app.tenant_id', ${tenantId}, true)`,
    )
    return fn(tx)
  })
}

/** For global tables (tenants, login attempts, captchas): still as the app role, no tenant. */
export function withoutTenant<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'metrodesk_app', true), set_config('app.tenant_id', '', true)`,
    )
    return fn(tx)
  })
}
