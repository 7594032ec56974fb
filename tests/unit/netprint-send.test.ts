import net from 'node:net'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'

import { NetPrintError, sendRawToPrinter } from '../../server/modules/print/netprint/send'

/**
 * The sender against fake printers on loopback: TCP servers on 127.0.0.1, port 0, that keep what arrives.
 * Every test ends with no socket open on either side: the printer's count (server.getConnections) and this
 * process's TCP sockets (the printer's side and the sender's side alike are handles here).
 */

type FakePrinterOptions = {
  /** Accept but never read (a printer out of paper with a full buffer). */
  deaf?: boolean
  /** Read everything but never close its end (some printers keep the connection open). */
  keepOpen?: boolean
  /** Reset the connection when the first bytes arrive (a printer that crashes mid-job). */
  resetOnData?: boolean
}

type FakePrinter = {
  port: number
  jobs: Buffer[]
  accepted: () => number
  sockets: Set<net.Socket>
  connections: () => Promise<number>
  close: () => Promise<void>
}

const running: FakePrinter[] = []

async function startPrinter(options: FakePrinterOptions = {}): Promise<FakePrinter> {
  const jobs: Buffer[] = []
  const sockets = new Set<net.Socket>()
  let accepted = 0
  const server = net.createServer(
    { pauseOnConnect: options.deaf, allowHalfOpen: options.keepOpen },
    (socket) => {
      accepted += 1
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
      if (options.deaf) return
      const chunks: Buffer[] = []
      socket.on('data', (chunk: Buffer) => {
        if (options.resetOnData) socket.resetAndDestroy()
        else chunks.push(chunk)
      })
      socket.on('end', () => {
        jobs.push(Buffer.concat(chunks))
        // A raw-port printer closes its end once it has read to the end of the stream.
        if (!options.keepOpen) socket.end()
      })
    },
  )
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve))
  const printer: FakePrinter = {
    port: (server.address() as net.AddressInfo).port,
    jobs,
    accepted: () => accepted,
    sockets,
    connections: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      ),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  running.push(printer)
  return printer
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((printer) => printer.close()))
})

const tcpSockets = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** No socket left: the printer counts none, and this process holds no TCP socket. */
async function expectNoSocketsOpen(printer: FakePrinter) {
  await waitFor(async () => (await printer.connections()) === 0 && tcpSockets() === 0)
}

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(NetPrintError)
  return (error as NetPrintError).code
}

/** A label in ZPL with Chinese text (^CI28: UTF-8), repeated into a multi-kB job. */
function zplLabels(count: number) {
  const label = (n: number) =>
    [
      '^XA^CI28',
      '^FO30,30^A@N,32,32,E:SIMSUN.TTF^FD样品编号 YP-2024-' + String(n).padStart(5, '0') + '^FS',
      '^FO30,80^A@N,28,28,E:SIMSUN.TTF^FD器具名称：数字压力计（0～60 MPa）^FS',
      '^FO30,120^A@N,28,28,E:SIMSUN.TTF^FD委托单位：华东计量测试中心 ±0.05%FS ℃^FS',
      '^FO400,30^BQN,2,5^FDQA,https://lab.example/v/' + n + '^FS',
      '^XZ',
    ].join('\n')
  return Array.from({ length: count }, (_, n) => label(n)).join('\n')
}

describe('sendRawToPrinter: delivery', () => {
  it('delivers a multi-kB ZPL job with Chinese text byte for byte', async () => {
    const printer = await startPrinter()
    const zpl = zplLabels(300)
    const expected = Buffer.from(zpl, 'utf8')
    expect(expected.byteLength).toBeGreaterThan(64 * 1024) // more than one write
    expect(expected.byteLength).toBeGreaterThan(zpl.length) // Chinese takes 3 bytes each in UTF-8

    const result = await sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, zpl)

    expect(result.bytes).toBe(expected.byteLength)
    expect(result.ms).toBeGreaterThanOrEqual(0)
    expect(printer.jobs).toHaveLength(1)
    expect(printer.jobs[0]?.equals(expected)).toBe(true)
    expect(printer.jobs[0]?.toString('utf8')).toContain('器具名称：数字压力计（0～60 MPa）')
    await expectNoSocketsOpen(printer)
  })

  it('delivers bytes as they are, also ones that are not UTF-8, and only the view it is given', async () => {
    const printer = await startPrinter()
    const all = new Uint8Array(3 * 1024 * 1024 + 7).map((_, i) => (i * 31 + 7) % 256)
    const view = all.subarray(5, all.length - 2)

    const result = await sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, view)

    expect(result.bytes).toBe(view.byteLength)
    expect(printer.jobs[0]?.equals(view)).toBe(true)
    await expectNoSocketsOpen(printer)
  })

  it.skipIf(!Object.values(os.networkInterfaces()).some((list) => list?.some((a) => a.address === '::1')))(
    'reaches an IPv6 literal, bracketed or not',
    async () => {
      const server = net.createServer((socket) => socket.resume().on('end', () => socket.end()))
      await new Promise<void>((resolve) => server.listen({ host: '::1', port: 0 }, resolve))
      const { port } = server.address() as net.AddressInfo
      try {
        expect((await sendRawToPrinter({ host: '::1', port }, '^XA^XZ')).bytes).toBe(6)
        expect((await sendRawToPrinter({ host: '[::1]', port }, '^XA^XZ')).bytes).toBe(6)
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  )

  it('takes the job as delivered when the printer keeps the connection open, after a short grace', async () => {
    const printer = await startPrinter({ keepOpen: true })
    const zpl = zplLabels(5)

    const result = await sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, zpl, {
      closeGraceMs: 50,
    })

    expect(result.bytes).toBe(Buffer.byteLength(zpl))
    await waitFor(() => printer.jobs.length === 1)
    expect(printer.jobs[0]?.toString('utf8')).toBe(zpl)
    // The sender's socket is closed: the only TCP socket left is the printer's own, half-open end.
    await waitFor(async () => tcpSockets() === 1 && (await printer.connections()) === 1)
    for (const socket of printer.sockets) socket.end()
    await expectNoSocketsOpen(printer)
  })
})

describe('sendRawToPrinter: failures', () => {
  it('says refused when nothing listens on the port', async () => {
    const printer = await startPrinter()
    const { port } = printer
    await printer.close()

    const started = Date.now()
    expect(await codeOf(sendRawToPrinter({ host: '127.0.0.1', port }, '^XA^XZ'))).toBe('refused')
    expect(Date.now() - started).toBeLessThan(2_000)
    await waitFor(() => tcpSockets() === 0)
  })

  it('times out on a printer that accepts and never reads, and closes both ends', async () => {
    const printer = await startPrinter({ deaf: true })
    // Far more than loopback's socket buffers hold, so the writes stall.
    const payload = new Uint8Array(64 * 1024 * 1024)

    const started = Date.now()
    const error = await sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, payload, {
      idleTimeoutMs: 200,
    }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(NetPrintError)
    expect((error as NetPrintError).code).toBe('timeout')
    expect((error as NetPrintError).message).toMatch(/no progress for 200 ms/)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(printer.accepted()).toBe(1)
    // The deaf printer finds out that the sender is gone once it reads again.
    for (const socket of printer.sockets) socket.resume()
    await expectNoSocketsOpen(printer)
  })

  it('times out when the connection is never accepted', async () => {
    const listener = await startDeafListener()
    try {
      const started = Date.now()
      const error = await sendRawToPrinter({ host: '127.0.0.1', port: listener.port }, '^XA^XZ', {
        connectTimeoutMs: 200,
      }).catch((e: unknown) => e)

      expect(error).toBeInstanceOf(NetPrintError)
      expect((error as NetPrintError).code).toBe('timeout')
      expect((error as NetPrintError).message).toMatch(/no connection within 200 ms/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await listener.close()
    }
    await waitFor(() => tcpSockets() === 0)
  })

  it('says reset when the printer drops the connection mid-job', async () => {
    const printer = await startPrinter({ resetOnData: true })

    const code = await codeOf(
      sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, new Uint8Array(16 * 1024 * 1024)),
    )

    expect(code).toBe('reset')
    await expectNoSocketsOpen(printer)
  })

  it.each([
    ['a URL', { host: 'http://127.0.0.1', port: 9100 }],
    ['a host with a port', { host: '127.0.0.1:9100' }],
    ['a space', { host: '127.0.0.1 ' }],
    ['an empty host', { host: '' }],
    ['port 0', { host: '127.0.0.1', port: 0 }],
    ['port 65536', { host: '127.0.0.1', port: 65536 }],
    ['a fractional port', { host: '127.0.0.1', port: 91.5 }],
  ])('refuses %s without connecting', async (_, target) => {
    const printer = await startPrinter()

    expect(await codeOf(sendRawToPrinter(target, '^XA^XZ'))).toBe('badTarget')
    expect(printer.accepted()).toBe(0)
    expect(tcpSockets()).toBe(0)
  })

  it('does not connect when the signal is already aborted', async () => {
    const printer = await startPrinter()

    const code = await codeOf(
      sendRawToPrinter({ host: '127.0.0.1', port: printer.port }, '^XA^XZ', { signal: AbortSignal.abort() }),
    )

    expect(code).toBe('aborted')
    expect(printer.accepted()).toBe(0)
  })

  it('stops a running job when its signal aborts, and closes the socket', async () => {
    const printer = await startPrinter({ deaf: true })
    const controller = new AbortController()

    const sending = sendRawToPrinter(
      { host: '127.0.0.1', port: printer.port },
      new Uint8Array(64 * 1024 * 1024),
      {
        signal: controller.signal,
      },
    )
    await waitFor(() => printer.accepted() === 1)
    controller.abort()

    expect(await codeOf(sending)).toBe('aborted')
    for (const socket of printer.sockets) socket.resume()
    await expectNoSocketsOpen(printer)
  })
})

/**
 * A listener whose connections are never accepted: it listens with a backlog of one in a worker thread that
 * then blocks, so nothing takes connections off the kernel's queue. Once the queue is full, the kernel drops
 * further connection attempts, and a connect hangs as it does towards a printer that is switched off.
 */
async function startDeafListener() {
  const release = new Int32Array(new SharedArrayBuffer(4))
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads')
    const net = require('node:net')
    const server = net.createServer()
    server.listen({ host: '127.0.0.1', port: 0, backlog: 1 }, () => {
      parentPort.postMessage(server.address().port)
      Atomics.wait(workerData, 0, 0)
      server.close()
    })
    `,
    { eval: true, workerData: release },
  )
  const port = await new Promise<number>((resolve) => worker.once('message', resolve))
  // Fill the queue: connections go in until one does not.
  const fillers: net.Socket[] = []
  for (;;) {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.on('error', () => {})
    fillers.push(socket)
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true))
      setTimeout(() => resolve(false), 300)
    })
    if (!connected) break
    if (fillers.length > 16) throw new Error('the listener keeps accepting')
  }
  return {
    port,
    close: async () => {
      for (const socket of fillers) socket.destroy()
      Atomics.store(release, 0, 1)
      Atomics.notify(release, 0)
      await new Promise((resolve) => worker.once('exit', resolve))
    },
  }
}
