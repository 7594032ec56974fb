import net from 'node:net'
import { DEFAULT_PRINTER_PORT, isValidHost, parsePort } from './target'

/**
 * Why a raw print failed. The first five are the sender's; 'busy' is the queue's refusal of a job and
 * 'aborted' a job cancelled by its signal. The route answers each with `netPrintProblemOf(code)`.
 */
export type NetPrintErrorCode =
  'refused' | 'timeout' | 'unreachable' | 'reset' | 'badTarget' | 'busy' | 'aborted'

export class NetPrintError extends Error {
  readonly code: NetPrintErrorCode

  constructor(code: NetPrintErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'NetPrintError'
    this.code = code
  }
}

export type PrinterTarget = { host: string; port?: number }

export type SendOptions = {
  /** From the call until the TCP connection is up, name lookup included. */
  connectTimeoutMs?: number
  /** Longest time without progress once connected: a printer that stops reading fails after this. */
  idleTimeoutMs?: number
  /**
   * After the whole payload is handed to the network, how long to wait for the printer to close its end
   * before taking the job as delivered anyway (some printers keep the connection open).
   */
  closeGraceMs?: number
  signal?: AbortSignal
}

export type SendResult = { bytes: number; ms: number }

export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000
export const DEFAULT_IDLE_TIMEOUT_MS = 10_000
export const DEFAULT_CLOSE_GRACE_MS = 500
const WRITE_CHUNK_BYTES = 64 * 1024

const REFUSED = new Set(['ECONNREFUSED'])
const TIMED_OUT = new Set(['ETIMEDOUT'])
const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
])

/** The code of a socket error: before the connection is up an unknown error means "cannot reach it". */
export function netPrintCodeOf(error: unknown, connected: boolean): NetPrintErrorCode {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string') {
    if (REFUSED.has(code)) return 'refused'
    if (TIMED_OUT.has(code)) return 'timeout'
    if (UNREACHABLE.has(code)) return 'unreachable'
  }
  return connected ? 'reset' : 'unreachable'
}

/**
 * Sends a payload (ZPL, or any printer language) to a raw TCP printer port ("port 9100", JetDirect).
 *
 * Writes the whole payload and ends the connection. It resolves when the printer has it: when the printer
 * closes its end after reading to the end of the stream, or, for printers that keep the connection open,
 * `closeGraceMs` after the last byte and the end of stream were handed to the network. It rejects with a
 * NetPrintError. Whatever happens, the socket is closed before the promise settles.
 *
 * The target is checked here too, but this function does not decide whether a host may be printed to: the
 * caller passes a printer `resolvePrinter` found among the configured ones.
 */
export async function sendRawToPrinter(
  target: PrinterTarget,
  payload: string | Uint8Array,
  options: SendOptions = {},
): Promise<SendResult> {
  const port = parsePort(target.port ?? DEFAULT_PRINTER_PORT)
  if (typeof target.host !== 'string' || !isValidHost(target.host) || port === null) {
    throw new NetPrintError(
      'badTarget',
      `not a printer address: ${String(target.host)}:${String(target.port)}`,
    )
  }
  const { signal } = options
  if (signal?.aborted) throw new NetPrintError('aborted', 'printing cancelled', { cause: signal.reason })

  const host = target.host.startsWith('[') ? target.host.slice(1, -1) : target.host
  const data = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload
  return deliver(host, port, data, {
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    closeGraceMs: options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS,
    signal,
  })
}

type Timing = { connectTimeoutMs: number; idleTimeoutMs: number; closeGraceMs: number; signal?: AbortSignal }

function deliver(host: string, port: number, data: Uint8Array, timing: Timing): Promise<SendResult> {
  const started = performance.now()
  const where = `printer ${host}:${port}`

  return new Promise<SendResult>((resolve, reject) => {
    const socket = net.connect({ host, port })
    let connected = false
    let flushed = false
    let settled = false
    let graceTimer: NodeJS.Timeout | undefined

    const settle = (error: NetPrintError | null) => {
      if (settled) return
      settled = true
      clearTimeout(connectTimer)
      clearTimeout(graceTimer)
      timing.signal?.removeEventListener('abort', handleAbort)
      socket.setTimeout(0)
      socket.destroy()
      if (error) reject(error)
      else resolve({ bytes: data.byteLength, ms: Math.round(performance.now() - started) })
    }
    const fail = (code: NetPrintErrorCode, detail: string, cause?: unknown) =>
      settle(new NetPrintError(code, `${where}: ${detail}`, cause === undefined ? undefined : { cause }))

    const connectTimer = setTimeout(
      () => fail('timeout', `no connection within ${timing.connectTimeoutMs} ms`),
      timing.connectTimeoutMs,
    )
    function handleAbort() {
      fail('aborted', 'printing cancelled', timing.signal?.reason)
    }
    timing.signal?.addEventListener('abort', handleAbort, { once: true })

    // Stays attached after settling: a late error of a destroyed socket must not become an uncaught one.
    socket.on('error', (error) => fail(netPrintCodeOf(error, connected), error.message, error))
    // Whatever the printer answers (status bytes) is read and dropped: unread bytes would make closing the
    // socket send a reset, which may cost the printer the end of the labels.
    socket.resume()
    // In chunks, each after the one before was taken: the idle timer restarts on every completed write, so a
    // printer that reads slowly while it prints a large job is not taken for one that stopped reading.
    let offset = 0
    const writeNext = () => {
      if (settled) return
      if (offset >= data.byteLength) {
        socket.end()
        return
      }
      const chunk = data.subarray(offset, offset + WRITE_CHUNK_BYTES)
      offset += chunk.byteLength
      socket.write(chunk, (error) => {
        if (!error) writeNext()
      })
    }
    socket.once('connect', () => {
      connected = true
      clearTimeout(connectTimer)
      socket.setTimeout(timing.idleTimeoutMs)
      writeNext()
    })
    socket.on('timeout', () => fail('timeout', `no progress for ${timing.idleTimeoutMs} ms`))
    socket.once('finish', () => {
      flushed = true
      socket.setTimeout(0)
      graceTimer = setTimeout(() => settle(null), timing.closeGraceMs)
    })
    socket.once('close', () => {
      if (flushed) settle(null)
      else fail(connected ? 'reset' : 'unreachable', 'connection closed before the whole payload was sent')
    })
  })
}
