import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseConfig } from '../../server/config'
import { redactUrl } from '../databases'
import type { EngineKind } from '../settings'
import type { LargeSettings } from './settings'

/**
 * The large bench's databases are KEPT between runs (seeding 1,000,000 rows takes minutes): a PGlite data
 * dir under the cache folder and a PostgreSQL database named after the scale, both reused when present.
 * Delete the folder, or `drop database metrodesk_bench_large_<n>`, to start from scratch.
 */
export type KeptDatabase = {
  config: DatabaseConfig
  description: string
  /** Picks the PostgreSQL backends of this database by their command line. */
  isDatabaseProcess?: (cmdline: string) => boolean
}

async function pgliteVersion(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')
  try {
    return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version
  } catch {
    return '?'
  }
}

async function keptPglite(settings: LargeSettings): Promise<KeptDatabase> {
  const dataDir = path.join(settings.cacheDir, `pglite-${settings.instruments}`)
  return {
    config: { kind: 'pglite', dataDir },
    description: `PGlite ${await pgliteVersion()} (in the API process, data dir ${path.relative(process.cwd(), dataDir)})`,
  }
}

async function keptPostgres(settings: LargeSettings): Promise<KeptDatabase | { skipped: string }> {
  const name = `metrodesk_bench_large_${settings.instruments}`
  const client = new pg.Client({ connectionString: settings.postgresUrl, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  let facts: string
  try {
    await client.connect()
    const answer = await client.query<{ version: string; settings: string; present: boolean }>(
      `select split_part(current_setting('server_version'), ' ', 1) as version,
        'shared_buffers ' || current_setting('shared_buffers') || ', work_mem ' || current_setting('work_mem')
          || ', max_parallel_workers_per_gather ' || current_setting('max_parallel_workers_per_gather') as settings,
        exists (select 1 from pg_database where datname = $1) as present`,
      [name],
    )
    const row = answer.rows[0]
    if (!row?.present) await client.query(`create database ${name}`)
    facts = `PostgreSQL ${row?.version ?? '?'} (${row?.settings ?? '?'})`
  } catch (error) {
    return {
      skipped: `PostgreSQL unreachable at ${redactUrl(settings.postgresUrl)}: ${(error as Error).message}`,
    }
  } finally {
    await client.end().catch(() => {})
  }
  const url = new URL(settings.postgresUrl)
  url.pathname = `/${name}`
  return {
    config: { kind: 'postgres', url: url.toString() },
    description: `${facts} at ${url.host}; database ${name} (kept), app pool of 10`,
    isDatabaseProcess: (cmdline) => cmdline.startsWith('postgres: ') && cmdline.includes(` ${name} `),
  }
}

export function keptDatabase(
  kind: EngineKind,
  settings: LargeSettings,
): Promise<KeptDatabase | { skipped: string }> {
  return kind === 'pglite' ? keptPglite(settings) : keptPostgres(settings)
}
