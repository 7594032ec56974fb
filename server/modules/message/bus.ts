import { EventEmitter } from 'node:events'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { z } from 'zod'
import type { Database, Tx } from '../../db/database'

/** The PostgreSQL notification channel that carries new messages to every API process. */
export const MESSAGE_CHANNEL = 'metrodesk_messages'

/** What a websocket receives (spec §3 Message item: text, date). */
export type LiveMessage = { id: string; title: string | null; text: string; date: string; category: string }
export type MessageEvent = { tenantId: string; userId: string; message: LiveMessage }

const messageEvent = z.object({
  tenantId: z.string(),
  userId: z.string(),
  message: z.object({
    id: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    date: z.string(),
    category: z.string(),
  }),
})

/**
 * Announces a message to every process, in the sender's transaction: PostgreSQL (and PGlite, the same
 * engine) delivers a NOTIFY when that transaction commits and drops it when it rolls back, so no socket
 * ever shows a message that was not saved. Both buses below listen for it; publishing is the same for both.
 * The payload stays far below PostgreSQL's 8000-byte limit: title and text are capped at 100 and 1000
 * characters by the message table.
 */
export async function publishMessage(tx: Tx, event: MessageEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(event)})`)
}

/** Where committed messages arrive in this process (DESIGN "Scale": LISTEN/NOTIFY fans them out). */
export type MessageBus = {
  subscribe: (handler: (event: MessageEvent) => void) => () => void
  close: () => Promise<void>
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>

/** Parses notifications and hands them to this process's subscribers. */
function fanOut(log: Log) {
  const emitter = new EventEmitter()
  // One subscriber per live channel, not per socket; still, never warn about "leaks" here.
  emitter.setMaxListeners(0)
  return {
    deliver(payload: string) {
      let parsed: unknown
      try {
        parsed = JSON.parse(payload)
      } catch {
        parsed = undefined
      }
      const event = messageEvent.safeParse(parsed)
      if (!event.success) {
        log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed message notification')
        return
      }
      emitter.emit('message', event.data)
    },
    subscribe(handler: (event: MessageEvent) => void) {
      emitter.on('message', handler)
      return () => {
        emitter.off('message', handler)
      }
    },
    clear() {
      emitter.removeAllListeners()
    },
  }
}

/**
 * PGlite: one embedded database in this one process, so the bus is in-process: PGlite's own LISTEN on
 * its single connection feeds an EventEmitter.
 */
export async function openPgliteMessageBus(client: PGlite, log: Log): Promise<MessageBus> {
  const fan = fanOut(log)
  const unlisten = await client.listen(MESSAGE_CHANNEL, (payload) => fan.deliver(payload))
  return {
    subscribe: fan.subscribe,
    async close() {
      fan.clear()
      await unlisten().catch(() => {})
    },
  }
}

const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 30_000

/**
 * PostgreSQL: a dedicated connection (not one of the pool's, which are lent to transactions) LISTENs on
 * the channel, so a message committed by any API process reaches the sockets of every process. A lost
 * connection is re-opened with back-off; messages committed meanwhile are not pushed, but they are in
 * the message centre (msgCenterPage) like every message.
 */
export async function openPostgresMessageBus(config: pg.ClientConfig, log: Log): Promise<MessageBus> {
  const fan = fanOut(log)
  let client: pg.Client | null = null
  let closed = false
  let delay = RECONNECT_MIN_MS
  let retry: NodeJS.Timeout | undefined

  /** initial: the start-up attempt, whose failure is the caller's to report rather than to retry. */
  const connect = async (initial: boolean): Promise<void> => {
    const next = new pg.Client(config)
    let listening = false
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      if (client === next) client = null
      next.end().catch(() => {})
      if (closed || (initial && !listening)) return
      log.warn({ err: error }, 'message channel connection lost, reconnecting')
      retry = setTimeout(() => {
        connect(false).catch(() => {})
      }, delay)
      retry.unref()
      delay = Math.min(delay * 2, RECONNECT_MAX_MS)
    }
    next.on('notification', (notification) => {
      if (notification.channel === MESSAGE_CHANNEL && notification.payload) fan.deliver(notification.payload)
    })
    next.on('error', onLost)
    next.on('end', () => onLost())
    try {
      await next.connect()
      await next.query(`listen ${MESSAGE_CHANNEL}`)
    } catch (error) {
      onLost(error as Error)
      if (initial) throw error
      return
    }
    listening = true
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    delay = RECONNECT_MIN_MS
  }

  // The first connection must work: a process that cannot listen would silently miss every message.
  await connect(true)
  return {
    subscribe: fan.subscribe,
    async close() {
      closed = true
      clearTimeout(retry)
      fan.clear()
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}

/**
 * The bus for the app's database. For PostgreSQL the listening connection uses postgresUrl, or else the
 * connection settings of the app's own pool.
 */
export function openMessageBus(database: Database, options: { postgresUrl?: string; log: Log }) {
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind === 'pglite') return openPgliteMessageBus(client as PGlite, options.log)
  const config: pg.ClientConfig = options.postgresUrl
    ? { connectionString: options.postgresUrl }
    : { ...(client as pg.Pool).options }
  return openPostgresMessageBus(config, options.log)
}
