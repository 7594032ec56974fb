import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseConfig } from '../server/config'
import type { EngineKind } from './settings'

/** A fresh, empty database for one engine, and how to throw it away. */
export type Provisioned = {
  config: DatabaseConfig
  /** e.g. "PGlite 0.5.16 (data dir on disk)" or "PostgreSQL 15.20". */
  description: string
  /** Picks the database's own processes by their command line (the PostgreSQL backends of the bench database). */
  isDatabaseProcess?: (cmdline: string) => boolean
  dispose: () => Promise<void>
}

export type Unavailable = { skipped: string }

async function pgliteVersion(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../node_modules/@electric-sql/pglite/package.json')
  try {
    return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version
  } catch {
    return '?'
  }
}

async function provisionPglite(): Promise<Provisioned> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-'))
  return {
    config: { kind: 'pglite', dataDir: path.join(dir, 'pglite') },
    description: `PGlite ${await pgliteVersion()} (in the API process, data dir in ${os.tmpdir()})`,
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  }
}

async function maintenance<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  // An error after connecting (the server going away) must not crash the run.
  client.on('error', () => {})
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Hides a password in a connection string before it is printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url
  }
}

async function provisionPostgres(maintenanceUrl: string): Promise<Provisioned | Unavailable> {
  const name = `metrodesk_bench_${process.pid}`
  let facts: { version: string; settings: string }
  try {
    facts = await maintenance(maintenanceUrl, async (client) => {
      const answer = await client.query<{ server_version: string; durability: string }>(
        `select current_setting('server_version') as server_version,
          'fsync ' || current_setting('fsync') || ', synchronous_commit ' || current_setting('synchronous_commit')
          || ', shared_buffers ' || current_setting('shared_buffers') as durability`,
      )
      await client.query(`drop database if exists ${name} with (force)`)
      await client.query(`create database ${name}`)
      const row = answer.rows[0]
      return { version: row?.server_version.split(' ')[0] ?? '?', settings: row?.durability ?? '?' }
    })
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${redactUrl(maintenanceUrl)}: ${(error as Error).message}` }
  }
  const url = new URL(maintenanceUrl)
  url.pathname = `/${name}`
  return {
    config: { kind: 'postgres', url: url.toString() },
    isDatabaseProcess: (cmdline) => cmdline.startsWith('postgres: ') && cmdline.includes(` ${name} `),
    description: `PostgreSQL ${facts.version} at ${url.host} (${facts.settings}); database ${name}, app pool of 10`,
    dispose: () =>
      maintenance(maintenanceUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`)
      }),
  }
}

export function provision(kind: EngineKind, postgresUrl: string): Promise<Provisioned | Unavailable> {
  return kind === 'pglite' ? provisionPglite() : provisionPostgres(postgresUrl)
}
