import type { WebSocket } from 'ws'
import type { MessageBus, MessageEvent } from './bus'

/** Close codes of the live channel (4000-4999 are the application's own). */
export const CLOSE_UNAUTHORIZED = 4401
export const CLOSE_FORBIDDEN = 4403
const CLOSE_GOING_AWAY = 1001

type Connection = {
  socket: WebSocket
  /** Token expiry (seconds since epoch): the socket is closed then, and the client reconnects with a new one. */
  expiresAt: number
  alive: boolean
}

export type LiveChannel = {
  /** Pushes every message addressed to this user (in this tenant) to the socket until it closes. */
  attach: (tenantId: string, userId: string, socket: WebSocket, expiresAt: number) => void
  /** Open sockets in this process (for tests and logs). */
  size: () => number
  close: () => void
}

const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`

/**
 * The sockets of this process by user. Messages come from the bus (which hears every process); each
 * process pushes to its own sockets only. A heartbeat pings every socket; one that did not answer the
 * previous ping is dropped, as is one whose token expired.
 */
export function createLiveChannel(bus: MessageBus, options: { heartbeatMs: number }): LiveChannel {
  const connections = new Map<string, Set<Connection>>()

  const unsubscribe = bus.subscribe((event: MessageEvent) => {
    const targets = connections.get(keyOf(event.tenantId, event.userId))
    if (!targets) return
    const data = JSON.stringify(event.message)
    for (const connection of targets) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(data)
    }
  })

  const heartbeat = setInterval(() => {
    const now = Math.floor(Date.now() / 1000)
    for (const targets of connections.values()) {
      for (const connection of targets) {
        // A socket already closing waits for its 'close' event; ping() would throw on it.
        if (connection.socket.readyState !== connection.socket.OPEN) continue
        if (!connection.alive) {
          connection.socket.terminate()
          continue
        }
        if (connection.expiresAt <= now) {
          connection.socket.close(CLOSE_UNAUTHORIZED, 'token expired')
          continue
        }
        connection.alive = false
        connection.socket.ping()
      }
    }
  }, options.heartbeatMs)
  heartbeat.unref()

  return {
    attach(tenantId, userId, socket, expiresAt) {
      const key = keyOf(tenantId, userId)
      const connection: Connection = { socket, expiresAt, alive: true }
      const targets = connections.get(key) ?? new Set<Connection>()
      targets.add(connection)
      connections.set(key, targets)
      socket.on('pong', () => {
        connection.alive = true
      })
      socket.on('close', () => {
        targets.delete(connection)
        if (targets.size === 0 && connections.get(key) === targets) connections.delete(key)
      })
    },
    size() {
      let n = 0
      for (const targets of connections.values()) n += targets.size
      return n
    },
    close() {
      clearInterval(heartbeat)
      unsubscribe()
      for (const targets of connections.values()) {
        for (const connection of targets) connection.socket.close(CLOSE_GOING_AWAY, 'server closing')
      }
      connections.clear()
    },
  }
}
