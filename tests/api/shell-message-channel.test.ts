import { EventEmitter } from 'node:events'
import type { WebSocket } from 'ws'
import { afterEach, describe, expect, it } from 'vitest'
import type { MessageBus, MessageEvent } from '../../server/modules/message/bus'
import { createLiveChannel, type LiveChannel } from '../../server/modules/message/live-channel'

/** Just enough of a ws socket to watch what the live channel does with it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  pings = 0
  sent: string[] = []
  closedWith: number | null = null
  terminated = false
  /** A live client answers every ping with a pong, as browsers do. */
  constructor(private readonly answers = true) {
    super()
  }
  ping() {
    if (this.readyState !== this.OPEN) throw new Error('WebSocket is not open')
    this.pings++
    if (this.answers) queueMicrotask(() => this.emit('pong'))
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code: number) {
    this.closedWith = code
    this.readyState = 3
    this.emit('close', code)
  }
  terminate() {
    this.terminated = true
    this.readyState = 3
    this.emit('close', 1006)
  }
}

function fakeBus() {
  let handler: ((event: MessageEvent) => void) | null = null
  const bus: MessageBus = {
    subscribe(next) {
      handler = next
      return () => {
        handler = null
      }
    },
    async close() {},
  }
  return {
    bus,
    publish: (tenantId: string, userId: string, text: string) =>
      handler?.({
        tenantId,
        userId,
        message: { id: text, title: null, text, date: new Date().toISOString(), category: 'notice' },
      }),
    subscribed: () => handler !== null,
  }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket
const farFuture = () => Math.floor(Date.now() / 1000) + 3600

describe('the live channel of one process', () => {
  let channel: LiveChannel | null = null
  afterEach(() => channel?.close())

  it('pushes to the sockets of the addressed user in the addressed tenant only', () => {
    const { bus, publish } = fakeBus()
    channel = createLiveChannel(bus, { heartbeatMs: 60_000 })
    const mine = new FakeSocket()
    const mineToo = new FakeSocket()
    const otherTenant = new FakeSocket()
    channel.attach('100001', 'u1', asSocket(mine), farFuture())
    channel.attach('100001', 'u1', asSocket(mineToo), farFuture())
    channel.attach('100002', 'u1', asSocket(otherTenant), farFuture())
    publish('100001', 'u1', 'hello')
    publish('100001', 'u2', 'not yours')
    expect(mine.sent.map((data) => JSON.parse(data).text)).toEqual(['hello'])
    expect(mineToo.sent).toHaveLength(1)
    expect(otherTenant.sent).toEqual([])
  })

  it('pings every socket, drops one that stopped answering, and closes one whose token expired', async () => {
    const { bus } = fakeBus()
    channel = createLiveChannel(bus, { heartbeatMs: 40 })
    const answering = new FakeSocket()
    const silent = new FakeSocket(false)
    const expiring = new FakeSocket()
    channel.attach('100001', 'a', asSocket(answering), farFuture())
    channel.attach('100001', 'b', asSocket(silent), farFuture())
    channel.attach('100001', 'c', asSocket(expiring), Math.floor(Date.now() / 1000) + 1)
    await later(200)
    expect(answering.pings).toBeGreaterThanOrEqual(2)
    expect(answering.terminated).toBe(false)
    expect(silent.terminated).toBe(true)
    await later(1100)
    expect(expiring.closedWith).toBe(4401)
    expect(channel.size()).toBe(1)
  })

  it('forgets closed sockets, skips closing ones, and lets go of everything when the server closes', async () => {
    const { bus, publish, subscribed } = fakeBus()
    channel = createLiveChannel(bus, { heartbeatMs: 20 })
    const gone = new FakeSocket()
    const closing = new FakeSocket()
    const staying = new FakeSocket()
    channel.attach('100001', 'u1', asSocket(gone), farFuture())
    channel.attach('100001', 'u2', asSocket(closing), farFuture())
    channel.attach('100001', 'u3', asSocket(staying), farFuture())
    gone.close(1000)
    // Closing: its 'close' event has not come yet; the heartbeat must leave it alone (ping would throw).
    closing.readyState = 2
    await later(60)
    expect(channel.size()).toBe(2)
    publish('100001', 'u1', 'too late')
    expect(gone.sent).toEqual([])

    channel.close()
    channel = null
    expect(staying.closedWith).toBe(1001)
    expect(subscribed()).toBe(false)
  })
})
