import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { resources } from '@/domain/resources'
import { queryRows, type Database } from './database'

/**
 * The tenant read views `<table>_read` of the resources declared with `readView` (src/domain/resources/types.ts
 * says why they exist). A view's `SELECT *` is expanded when it is made, so a column added to its table
 * would be missing from it, and a column dropped would be refused while the view depends on it. The
 * migration step therefore owns them: it drops them before migrations that are still to run and makes them
 * again from the declarations afterwards, so a migration never has to mention them.
 */
export const readViewTables = (): string[] =>
  resources.filter((resource) => resource.readView).map((resource) => resource.table)

const migrationsFolder = path.join(import.meta.dirname, 'migrations')

/** Whether the journal lists migrations the database has not run (a fresh database has run none). */
export async function hasPendingMigrations(database: Database): Promise<boolean> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[]
  }
  const [found] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!found?.present) return true
  const [count] = await queryRows<{ applied: number }>(
    database.db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )
  return Number(count?.applied ?? 0) < journal.entries.length
}

export async function dropReadViews(database: Database): Promise<void> {
  for (const table of readViewTables())
    await database.db.execute(sql`drop view if exists ${sql.identifier(`${table}_read`)}`)
}

/**
 * Each view filters the tenant itself with the very predicate of the tables' policies; WITH CHECK OPTION
 * keeps a write through it (the app role may write to views too) inside the tenant.
 */
export async function createReadViews(database: Database): Promise<void> {
  for (const table of readViewTables()) {
    const view = sql.identifier(`${table}_read`)
    await database.db.execute(sql`create or replace view ${view} as
      select * from ${sql.identifier(table)} where tenant_id = current_setting('app.tenant_id', true)
      with cascaded check option`)
    await database.db.execute(sql`grant select on ${view} to metrodesk_app`)
  }
}
