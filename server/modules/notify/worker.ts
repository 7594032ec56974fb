import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database } from '../../db/database'
import type { SmsSender } from '../auth/sms'
import { deliverDue } from './delivery'
import { NOTIFY_WAKE_CHANNEL } from './service'

export const POLL_MS = 5_000

export type DeliveryWorker = { close: () => Promise<void> }

/**
 * Listens for notify's wake-up (sent when a transaction that queued mail or SMS commits), so a message goes
 * out at once rather than at the next poll. Best effort: without it the poll still delivers everything.
 */
async function listenForWake(database: Database, postgresUrl: string | undefined, wake: () => void) {
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(NOTIFY_WAKE_CHANNEL, wake)
    return () => unlisten()
  }
  const listener = new pg.Client(
    postgresUrl ? { connectionString: postgresUrl } : { ...(client as pg.Pool).options },
  )
  listener.on('notification', wake)
  listener.on('error', () => {})
  await listener.connect()
  await listener.query(`listen ${NOTIFY_WAKE_CHANNEL}`)
  return () => listener.end()
}

/**
 * The delivery worker of this server process: a run every few seconds and on every wake-up, one run at a
 * time (a wake-up during a run asks for one more). Several processes may run it: claims skip locked rows.
 */
export async function startDeliveryWorker(options: {
  database: Database
  postgresUrl?: string
  fallbackSms: SmsSender
  log: FastifyBaseLogger
}): Promise<DeliveryWorker> {
  let running: Promise<void> | null = null
  let again = false
  let closed = false
  const run = () => {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = deliverDue(options.database.db, { fallbackSms: options.fallbackSms })
      .then(
        (count) => {
          if (count.failed > 0 || count.retried > 0)
            options.log.warn(count, 'some notifications were not delivered')
        },
        (error: unknown) => options.log.warn({ err: error }, 'notification delivery failed'),
      )
      .finally(() => {
        running = null
        if (again && !closed) {
          again = false
          run()
        }
      })
  }
  const unlisten = await listenForWake(options.database, options.postgresUrl, run).catch((error: unknown) => {
    options.log.warn({ err: error }, 'notification wake-up unavailable; delivering by polling only')
    return null
  })
  const timer = setInterval(run, POLL_MS)
  timer.unref()
  run()
  return {
    async close() {
      closed = true
      clearInterval(timer)
      await unlisten?.().catch(() => {})
      await running
    },
  }
}
