import {
  NetPrintError,
  sendRawToPrinter,
  type NetPrintErrorCode,
  type PrinterTarget,
  type SendOptions,
  type SendResult,
} from './send'
import { DEFAULT_PRINTER_PORT, canonicalHost } from './target'

/**
 * One job at a time per printer. A label printer on a raw port prints the bytes of a connection as they come:
 * two jobs sent at once either have the second refused or, worse, both accepted and their labels garbled.
 * So each printer has a small first-in-first-out line; jobs of different printers run side by side.
 *
 * The line is bounded: past `maxJobsPerPrinter` jobs (the running one included) a new job is refused with
 * 'busy' at once, rather than piling up behind a printer that is off or jammed.
 *
 * A failed job is never sent again by the queue: a printer that dropped the connection may already have
 * printed part of it, and the person printing decides whether to print again. The next job runs all the same.
 *
 * The lines live in this process. With several API processes, two of them may still reach one printer at
 * once; most raw-port printers then refuse the second connection, which comes back as 'refused'.
 */

export type PrintJobResult =
  | { ok: true; bytes: number; ms: number; waitedMs: number }
  | { ok: false; code: NetPrintErrorCode; message: string; waitedMs: number }

export type PrintQueueOptions = {
  /** Jobs a printer may have, waiting and running; default 100. */
  maxJobsPerPrinter?: number
  /** Timeouts passed to every send. */
  sendOptions?: Omit<SendOptions, 'signal'>
  /** The sender; tests and callers that wrap it (logging, metrics) replace it. */
  send?: (target: PrinterTarget, payload: string | Uint8Array, options: SendOptions) => Promise<SendResult>
}

export type PrintQueue = {
  /** Queues a job; the promise settles with its result and never rejects. */
  submit(
    target: PrinterTarget,
    payload: string | Uint8Array,
    options?: { signal?: AbortSignal },
  ): Promise<PrintJobResult>
  /** Jobs of a printer not finished yet, the running one included. */
  size(target: PrinterTarget): number
}

export const DEFAULT_MAX_JOBS_PER_PRINTER = 100

type Job = {
  target: PrinterTarget
  payload: string | Uint8Array
  signal: AbortSignal | undefined
  queuedAt: number
  finish: (result: PrintJobResult) => void
  handleAbort: () => void
}

type Line = { running: boolean; waiting: Job[] }

/** The key of a printer: one line per address, however it is spelled. */
export const printerKey = (target: PrinterTarget) =>
  `${canonicalHost(target.host)}|${target.port ?? DEFAULT_PRINTER_PORT}`

export function createPrintQueue(options: PrintQueueOptions = {}): PrintQueue {
  const maxJobs = options.maxJobsPerPrinter ?? DEFAULT_MAX_JOBS_PER_PRINTER
  const send = options.send ?? sendRawToPrinter
  const lines = new Map<string, Line>()

  const sizeOf = (line: Line | undefined) => (line ? line.waiting.length + (line.running ? 1 : 0) : 0)
  const since = (start: number) => Math.round(performance.now() - start)

  function pump(key: string) {
    const line = lines.get(key)
    if (!line || line.running) return
    const job = line.waiting.shift()
    if (!job) {
      lines.delete(key)
      return
    }
    line.running = true
    job.signal?.removeEventListener('abort', job.handleAbort)
    const waitedMs = since(job.queuedAt)
    new Promise<SendResult>((resolve) =>
      resolve(send(job.target, job.payload, { ...options.sendOptions, signal: job.signal })),
    )
      .then(
        ({ bytes, ms }): PrintJobResult => ({ ok: true, bytes, ms, waitedMs }),
        (error: unknown): PrintJobResult => failure(error, waitedMs),
      )
      .then((result) => {
        line.running = false
        job.finish(result)
        pump(key)
      })
  }

  return {
    submit(target, payload, { signal } = {}) {
      const queuedAt = performance.now()
      if (signal?.aborted) return Promise.resolve(refusal('aborted', 'printing cancelled'))
      const key = printerKey(target)
      const line = lines.get(key) ?? { running: false, waiting: [] }
      if (sizeOf(line) >= maxJobs) {
        return Promise.resolve(refusal('busy', `${maxJobs} jobs already wait for this printer`))
      }
      lines.set(key, line)

      return new Promise<PrintJobResult>((resolve) => {
        const job: Job = {
          target,
          payload,
          signal,
          queuedAt,
          finish: resolve,
          // Cancelled while waiting: it leaves the line. Once running, the sender handles the signal.
          handleAbort: () => {
            const index = line.waiting.indexOf(job)
            if (index < 0) return
            line.waiting.splice(index, 1)
            resolve({ ...refusal('aborted', 'printing cancelled'), waitedMs: since(queuedAt) })
            pump(key)
          },
        }
        signal?.addEventListener('abort', job.handleAbort, { once: true })
        line.waiting.push(job)
        pump(key)
      })
    },
    size: (target) => sizeOf(lines.get(printerKey(target))),
  }
}

function refusal(code: NetPrintErrorCode, message: string): PrintJobResult {
  return { ok: false, code, message, waitedMs: 0 }
}

function failure(error: unknown, waitedMs: number): PrintJobResult {
  if (error instanceof NetPrintError) return { ok: false, code: error.code, message: error.message, waitedMs }
  // Not the sender's own error: a fault of ours, not the printer's. Reported as a dropped job, not thrown,
  // so that the jobs behind it still run.
  return { ok: false, code: 'reset', message: String(error), waitedMs }
}
