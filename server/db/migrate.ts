import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './database'
import { createReadViews, dropReadViews, hasPendingMigrations } from './read-views'

const migrationsFolder = path.join(import.meta.dirname, 'migrations')

// Any fixed number: several API processes starting at once must not migrate concurrently.
const MIGRATION_LOCK = 4_271_903

export async function migrateDatabase(database: Database): Promise<void> {
  const { db } = database
  if (database.kind === 'pglite') {
    if (await hasPendingMigrations(database)) await dropReadViews(database)
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
    await createReadViews(database)
  } else {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
    try {
      // Only when there is something to run: another process may be reading through the views.
      if (await hasPendingMigrations(database)) await dropReadViews(database)
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder })
      await createReadViews(database)
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`)
    }
  }
  // Tables added by any migration become usable by the app role; idempotent.
  await db.execute(sql`grant select, insert, update, delete on all tables in schema public to metrodesk_app`)
  await db.execute(sql`grant usage, select on all sequences in schema public to metrodesk_app`)
  // The security audit log and the change history are only ever added to (their migrations also refuse
  // changes by trigger, to the tables' owner as well).
  await db.execute(sql`revoke update, delete, truncate on security_event from metrodesk_app`)
  await db.execute(sql`revoke update, delete, truncate on record_history from metrodesk_app`)
}
