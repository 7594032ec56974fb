import fs from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import type { Database, Db } from './database'
import { pgliteForDrizzle } from './pglite-client'
import * as schema from './schema'

export type OpenOptions = {
  /** A PGlite data dir tarball to start from (tests copy a prepared, seeded database). */
  loadDataDir?: Blob
  poolSize?: number
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: options.poolSize ?? 10 })
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
    return { kind: 'postgres', db, close: () => pool.end() }
  }
  const inMemory = config.dataDir === 'memory://'
  // PGlite does not create the parents of its data dir.
  if (!inMemory) await fs.mkdir(config.dataDir, { recursive: true })
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir: config.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // The trigram indexes of the CRM tables (migration 0005): PGlite needs the extension's code loaded at
    // every open, including from a dumped data dir; CREATE EXTENSION in the migration then registers it.
    extensions: { pg_trgm },
  })
  const db = drizzlePglite({
    client: pgliteForDrizzle(client),
    schema,
    casing: 'snake_case',
  }) as unknown as Db
  return { kind: 'pglite', db, close: () => client.close() }
}

/** Used by tests to snapshot a migrated, seeded PGlite database. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return client.dumpDataDir('none')
}
