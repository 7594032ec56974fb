import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import {
  DEFAULT_MAX_JOBS_PER_PRINTER,
  createPrintQueue,
  printerKey,
  type PrintJobResult,
} from '../../server/modules/print/netprint/queue'
import {
  NetPrintError,
  sendRawToPrinter,
  type PrinterTarget,
  type SendOptions,
  type SendResult,
} from '../../server/modules/print/netprint/send'

/**
 * A fake label printer on loopback that logs when each connection opens and closes and keeps what each one
 * carried. It holds a connection open a little after the end of the stream, as a printer does while it
 * prints, so two jobs sent at once would overlap there.
 */
async function startPrinter(holdMs = 40) {
  const log: string[] = []
  const jobs: Buffer[] = []
  let open = 0
  let mostOpen = 0
  let connection = 0
  const server = net.createServer((socket) => {
    const n = ++connection
    open += 1
    mostOpen = Math.max(mostOpen, open)
    log.push(`open ${n}`)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks))
      setTimeout(() => socket.end(), holdMs)
    })
    socket.on('close', () => {
      open -= 1
      log.push(`close ${n}`)
    })
  })
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve))
  const printer = {
    target: { host: '127.0.0.1', port: (server.address() as net.AddressInfo).port },
    log,
    jobs,
    mostOpen: () => mostOpen,
    connections: () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  printers.push(printer)
  return printer
}

const printers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(printers.splice(0).map((printer) => printer.close()))
})

const tcpSockets = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length

const label = (n: number) =>
  `^XA^CI28^FO30,30^A@N,32,32^FD样品 ${n}：压力表 0～1.6 MPa^FS\n${'^FX padding\n'.repeat(800)}^XZ\n`

/** A sender under the test's control: each call waits until the test settles it, or all succeed at once. */
function manualSender() {
  const calls: {
    target: PrinterTarget
    payload: string | Uint8Array
    options: SendOptions
    succeed: () => void
    fail: (error: unknown) => void
  }[] = []
  let succeedAll = false
  const send = (target: PrinterTarget, payload: string | Uint8Array, options: SendOptions) =>
    new Promise<SendResult>((resolve, reject) => {
      const succeed = () =>
        resolve({ bytes: typeof payload === 'string' ? payload.length : payload.byteLength, ms: 1 })
      calls.push({ target, payload, options, succeed, fail: reject })
      if (succeedAll) succeed()
    })
  /** Settles the calls so far, and every later one as it comes. */
  const succeedFromNowOn = () => {
    succeedAll = true
    for (const call of calls) call.succeed()
  }
  return { calls, send, succeedFromNowOn }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('print queue against a printer', () => {
  it('sends the jobs of one printer one after the other, never interleaved, in the order given', async () => {
    const printer = await startPrinter()
    const queue = createPrintQueue()
    const payloads = [1, 2, 3, 4, 5].map(label)

    const results = await Promise.all(payloads.map((payload) => queue.submit(printer.target, payload)))

    expect(results.every((result) => result.ok)).toBe(true)
    expect(printer.mostOpen()).toBe(1)
    expect(printer.log).toEqual([1, 2, 3, 4, 5].flatMap((n) => [`open ${n}`, `close ${n}`]))
    expect(printer.jobs.map((job) => job.toString('utf8'))).toEqual(payloads)
    expect(results.map((result) => result.ok && result.bytes)).toEqual(
      payloads.map((p) => Buffer.byteLength(p)),
    )
    // Later jobs waited for the ones before them.
    expect((results[4] as PrintJobResult).waitedMs).toBeGreaterThan(0)
    expect(queue.size(printer.target)).toBe(0)
    expect(await printer.connections()).toBe(0)
    expect(tcpSockets()).toBe(0)
  })

  it('is what keeps them apart: sent directly at once, the same printer sees them overlap', async () => {
    const printer = await startPrinter(200)

    await Promise.all([1, 2].map((n) => sendRawToPrinter(printer.target, label(n))))

    expect(printer.mostOpen()).toBe(2)
  })

  it('prints to different printers side by side', async () => {
    const slow = await startPrinter(400)
    const fast = await startPrinter(0)
    const queue = createPrintQueue()
    const finished: string[] = []

    await Promise.all([
      queue.submit(slow.target, label(1)).then(() => finished.push('slow')),
      queue.submit(fast.target, label(2)).then(() => finished.push('fast')),
    ])

    expect(finished).toEqual(['fast', 'slow'])
  })

  it('goes on with the next job after a failed one, and reports each job’s own result', async () => {
    const printer = await startPrinter()
    const dead = await startPrinter()
    await dead.close()
    const queue = createPrintQueue()

    const [refused, printed] = await Promise.all([
      queue.submit(dead.target, label(1)),
      queue.submit(dead.target, label(2)),
      queue.submit(printer.target, label(3)),
    ]).then(([a, b, c]) => [[a, b], c] as const)

    expect(refused.map((result) => result.ok || result.code)).toEqual(['refused', 'refused'])
    expect(refused[0]).toMatchObject({
      ok: false,
      message: expect.stringContaining(`127.0.0.1:${dead.target.port}`),
    })
    expect(printed).toMatchObject({ ok: true })
    expect(printer.jobs).toHaveLength(1)
  })

  it('passes its timeouts to the sender', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({
      send: sender.send,
      sendOptions: { connectTimeoutMs: 1234, idleTimeoutMs: 5678 },
    })

    const pending = queue.submit({ host: '10.0.0.1' }, '^XA^XZ')
    await tick()
    expect(sender.calls[0]?.options).toMatchObject({ connectTimeoutMs: 1234, idleTimeoutMs: 5678 })
    sender.calls[0]?.succeed()

    expect(await pending).toMatchObject({ ok: true, bytes: 6 })
    expect(queue.size({ host: '10.0.0.1' })).toBe(0)
  })
})

describe('print queue bounds and cancelling', () => {
  it(`refuses a job with busy once a printer has ${DEFAULT_MAX_JOBS_PER_PRINTER} jobs`, async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send })
    const target = { host: '10.0.0.1', port: 9100 }

    const accepted = Array.from({ length: DEFAULT_MAX_JOBS_PER_PRINTER }, (_, n) =>
      queue.submit(target, `job ${n}`),
    )
    const refused = await queue.submit(target, 'one too many')

    expect(refused).toMatchObject({ ok: false, code: 'busy', waitedMs: 0 })
    expect(queue.size(target)).toBe(DEFAULT_MAX_JOBS_PER_PRINTER)
    expect(sender.calls).toHaveLength(1) // one at a time: only the first is being sent
    // Another printer is not affected.
    expect(queue.size({ host: '10.0.0.2' })).toBe(0)
    void queue.submit({ host: '10.0.0.2' }, 'elsewhere')
    await tick()
    expect(sender.calls).toHaveLength(2)

    // Once a job is done, there is room again.
    sender.calls[0]?.succeed()
    await accepted[0]
    const admitted = queue.submit(target, 'now there is room')
    expect(queue.size(target)).toBe(DEFAULT_MAX_JOBS_PER_PRINTER)

    sender.succeedFromNowOn()
    const results = await Promise.all([...accepted, admitted])
    expect(results.every((result) => result.ok)).toBe(true)
    expect(sender.calls.filter((call) => call.target === target).map((call) => call.payload)).toEqual([
      ...Array.from({ length: DEFAULT_MAX_JOBS_PER_PRINTER }, (_, n) => `job ${n}`),
      'now there is room',
    ])
    expect(queue.size(target)).toBe(0)
  })

  it('takes its bound from the options', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send, maxJobsPerPrinter: 2 })
    const target = { host: 'zt410.lab.example' }

    void queue.submit(target, 'a')
    void queue.submit(target, 'b')

    expect(await queue.submit(target, 'c')).toMatchObject({ ok: false, code: 'busy' })
  })

  it('keeps one line per printer however its address is spelled', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send })

    void queue.submit({ host: '::1' }, 'a')
    void queue.submit({ host: '[0:0:0:0:0:0:0:1]', port: 9100 }, 'b')
    void queue.submit({ host: 'ZT410.Lab.Example' }, 'c')
    void queue.submit({ host: 'zt410.lab.example', port: 9100 }, 'd')
    await tick()

    expect(printerKey({ host: '::1' })).toBe(printerKey({ host: '[0:0::1]', port: 9100 }))
    expect(queue.size({ host: '::1' })).toBe(2)
    expect(queue.size({ host: 'zt410.lab.example' })).toBe(2)
    expect(sender.calls.map((call) => call.payload)).toEqual(['a', 'c'])
  })

  it('drops a waiting job whose signal aborts, and runs the rest', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send })
    const target = { host: '10.0.0.1' }
    const controller = new AbortController()

    const first = queue.submit(target, 'first')
    const cancelled = queue.submit(target, 'cancelled', { signal: controller.signal })
    const last = queue.submit(target, 'last')
    controller.abort()

    expect(await cancelled).toMatchObject({ ok: false, code: 'aborted' })
    expect(queue.size(target)).toBe(2)
    sender.calls[0]?.succeed()
    await first
    await tick()
    sender.calls[1]?.succeed()
    expect(await last).toMatchObject({ ok: true })
    expect(sender.calls.map((call) => call.payload)).toEqual(['first', 'last'])
  })

  it('refuses a job whose signal is already aborted', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send })

    expect(await queue.submit({ host: '10.0.0.1' }, 'x', { signal: AbortSignal.abort() })).toMatchObject({
      ok: false,
      code: 'aborted',
    })
    expect(sender.calls).toHaveLength(0)
  })

  it('hands the signal of a running job to the sender', async () => {
    const sender = manualSender()
    const queue = createPrintQueue({ send: sender.send })
    const controller = new AbortController()

    const running = queue.submit({ host: '10.0.0.1' }, 'x', { signal: controller.signal })
    await tick()
    expect(sender.calls[0]?.options.signal).toBe(controller.signal)
    sender.calls[0]?.fail(new NetPrintError('aborted', 'printing cancelled'))

    expect(await running).toMatchObject({ ok: false, code: 'aborted' })
  })

  it('reports a fault of the sender as a failed job and goes on', async () => {
    const target = { host: '10.0.0.1' }
    let calls = 0
    const queue = createPrintQueue({
      send: () => {
        calls += 1
        if (calls === 1) throw new TypeError('a bug')
        return Promise.resolve({ bytes: 1, ms: 0 })
      },
    })

    const [broken, fine] = await Promise.all([queue.submit(target, 'a'), queue.submit(target, 'b')])

    expect(broken).toMatchObject({ ok: false, code: 'reset', message: expect.stringContaining('a bug') })
    expect(fine).toMatchObject({ ok: true })
    expect(queue.size(target)).toBe(0)
  })
})
