import { buildApp } from './app'
import { readConfig } from './config'
import { dumpDatabase } from './db/backup-dump'
import { guardDatabase } from './db/backup-socket'
import { migrateDatabase } from './db/migrate'
import { openDatabase } from './db/open'
import { createLocalStorage } from './modules/file/storage'
import { seedDemo } from './seed/seed-demo'
import { catchUpWithSeed } from './seed/catch-up-with-seed'
import { DEMO_PASSWORD, DEMO_TENANT, PLATFORM_TENANT, demoStaff } from './seed/roles'

const config = readConfig()
// Before the database opens: PGlite locks nothing, so a second process on the folder must be turned away here.
const guard = await guardDatabase(config.database)
const database = await openDatabase(config.database)
await migrateDatabase(database)
const storage = createLocalStorage(config.filesDir)
const seeded = await seedDemo(database, storage)
if (seeded === 'existing') await catchUpWithSeed(database)
// `npm run backup` asks for a dump through the guard (server/db/backup-socket.ts), not over HTTP.
guard?.serveDumps(() => dumpDatabase(database))
const app = await buildApp({
  database,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  storage,
  ...(config.database.kind === 'postgres' ? { postgresUrl: config.database.url } : {}),
})

const shutdown = async () => {
  await app.close()
  await guard?.release()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

await app.listen({ host: config.host, port: config.port })
const where =
  config.database.kind === 'pglite' ? `PGlite at ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'
const url = `http://localhost:${config.port}`
console.log(`
MetroDesk is running: ${url}   (API reference: ${url}/api/docs)
Database: ${where}${seeded === 'seeded' ? ', demo laboratory seeded' : ''}
Demo accounts (password "${DEMO_PASSWORD}"):
  tenant ${PLATFORM_TENANT}: admin (platform administrator)
  tenant ${DEMO_TENANT}: ${demoStaff.map((staff) => staff.account).join(', ')}
`)
