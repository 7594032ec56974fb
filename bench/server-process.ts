/**
 * The API under load, in a process of its own (forked by servers.ts), so that the load generator does
 * not share its event loop. argv[2] is the DatabaseConfig as JSON, argv[3] the log level.
 * Messages out: ready {port, setupMs}, usage {cpu, rss}, failed {message}. Messages in: usage, stop.
 */
import { buildApp } from '../server/app'
import type { DatabaseConfig } from '../server/config'
import { migrateDatabase } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import { seedDemo } from '../server/seed/seed-demo'
import type { FromServer, ToServer } from './servers'

const send = (message: FromServer) => process.send?.(message)

try {
  const config = JSON.parse(process.argv[2] ?? '') as DatabaseConfig
  const logLevel = process.argv[3] ?? 'warn'
  const started = performance.now()
  const database = await openDatabase(config)
  await migrateDatabase(database)
  await seedDemo(database)
  const app = await buildApp({ database, logger: { level: logLevel } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no TCP port')

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('message', (message: ToServer) => {
    if (message.type === 'usage') {
      send({ type: 'usage', cpu: process.cpuUsage(), rss: process.memoryUsage().rss })
    } else if (message.type === 'stop') {
      void stop()
    }
  })
  // The parent going away (a crash, Ctrl-C) must not leave a server behind.
  process.on('disconnect', () => void stop())
  send({ type: 'ready', port: address.port, setupMs: performance.now() - started })
} catch (error) {
  const message: FromServer = { type: 'failed', message: (error as Error).stack ?? String(error) }
  if (process.send) process.send(message, () => process.exit(1))
  else process.exit(1)
}
