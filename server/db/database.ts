import type { SQL } from 'drizzle-orm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

/** What the app needs of a database, whichever engine is behind it. */
export type Database = {
  kind: 'pglite' | 'postgres'
  db: Db
  close: () => Promise<void>
}

/** Rows of a raw SQL statement; both drivers answer { rows }, but drizzle's shared type cannot say so. */
export async function queryRows<T>(executor: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
