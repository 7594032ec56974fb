import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDatabase } from '../../server/db/migrate'
import { dumpPglite, openDatabase } from '../../server/db/open'
import { seedDemo } from '../../server/seed/seed-demo'
import { createLocalStorage } from '../../server/modules/file/storage'
import { adminQuery, postgresUrl } from './databases'

declare module 'vitest' {
  // vitest's provide/inject registry is an interface to merge into.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
    filesDir: string
  }
}

/**
 * Migrates and seeds one database per engine once per run; each test file then starts from a copy
 * (PGlite: its data dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE), which takes well under a second.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now()}`
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-test-'))
  // The seeded materials' files, shared by every copy of the template databases.
  const filesDir = path.join(dir, 'files')
  const storage = createLocalStorage(filesDir)
  project.provide('filesDir', filesDir)
  const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await migrateDatabase(pglite)
  await seedDemo(pglite, storage)
  const dumpFile = path.join(dir, 'pglite-template.tar')
  await fs.writeFile(dumpFile, Buffer.from(await (await dumpPglite(pglite)).arrayBuffer()))
  await pglite.close()
  project.provide('pgliteTemplate', dumpFile)

  let postgresTemplate = ''
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `metrodesk_tpl_${runId}`
    await adminQuery([`create database ${postgresTemplate}`])
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl(postgresTemplate) })
    await migrateDatabase(database)
    await seedDemo(database, storage)
    await database.close()
  }
  project.provide('postgresTemplate', postgresTemplate)

  return async () => {
    await fs.rm(dir, { recursive: true, force: true })
    if (postgresTemplate) {
      await adminQuery([
        `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'metrodesk_t%_${runId}%'`,
      ])
      const client = await import('pg')
      const admin = new client.default.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'metrodesk_t%' and datname like $1`,
        [`%${runId}%`],
      )
      for (const row of rows) await admin.query(`drop database if exists ${row.datname}`)
      await admin.end()
    }
  }
}
