import { sql } from 'drizzle-orm'
import type { Database } from './database'
import { dumpPglite } from './open'

/**
 * The embedded database's data dir as a tar (PGlite's dumpDataDir), as `loadDataDir` takes it back.
 *
 * Consistent while the server runs: PGlite copies the folder holding its query lock, so no statement writes
 * during the copy, and a copy taken between two statements of a transaction is what a power cut would leave,
 * which PostgreSQL recovers from its write-ahead log to the last commit. Not pglite-tools' pg_dump: it runs
 * DEALLOCATE ALL on the one connection, which would drop the server's prepared statements.
 */
export async function dumpDatabase(database: Database): Promise<Uint8Array> {
  if (database.kind !== 'pglite') throw new Error('only the embedded database (PGlite) is dumped this way')
  // Not needed for consistency: it writes the committed changes into the tables' files first, so the restored
  // copy does not begin by replaying the log.
  await database.db.execute(sql`checkpoint`)
  const tar = await dumpPglite(database)
  return new Uint8Array(await tar.arrayBuffer())
}
