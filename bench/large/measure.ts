import type { SearchPayload } from '../../src/domain/resources'
import type { RunningServer } from '../servers'

const PAGE_PATH = '/api/hm-crm/instrument/page'
const EXPORT_PATH = '/api/hm-crm/instrument/export'

export type Latency = {
  requests: number
  /** Sequential requests over one keep-alive connection: requests / wall time. */
  perSecond: number
  mean: number
  p50: number
  p95: number
  p99: number
  max: number
  /** Totals answered by the first variant (the page's `total`). */
  total: number
  records: number
  errors: number
  firstError?: string
}

type PageBody = { success?: boolean; msg?: string; data?: { records?: unknown[]; total?: number } }

function headers(token: string): Record<string, string> {
  return { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' }
}

/** One first page; throws on anything but a successful envelope. */
async function firstPage(origin: string, token: string, payload: SearchPayload, size: number) {
  const response = await fetch(`${origin}${PAGE_PATH}?current=1&size=${size}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(payload),
  })
  const text = await response.text()
  const body = JSON.parse(text) as PageBody
  if (response.status !== 200 || body.success !== true)
    throw new Error(`POST ${PAGE_PATH} answered ${response.status}: ${text.slice(0, 300)}`)
  return { total: body.data?.total ?? 0, records: body.data?.records?.length ?? 0 }
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] ?? NaN)

/**
 * Latency of first pages, one request at a time (what one user waits for; the goals are per
 * request): `warmup` unmeasured requests, then `requests` measured, going round the variants.
 */
export async function measurePages(
  origin: string,
  token: string,
  variants: SearchPayload[],
  options: { requests: number; warmup: number; pageSize: number; caseSeconds: number },
): Promise<Latency> {
  // A slow case (a sequential scan per request) stops at its time budget, with at least MIN_REQUESTS.
  const budgetMs = options.caseSeconds * 1000
  const MIN_REQUESTS = 5
  const first = variants[0]
  if (!first) throw new Error('a case without variants')
  const probe = await firstPage(origin, token, first, options.pageSize)
  const warmupStarted = performance.now()
  for (let i = 0; i < options.warmup && performance.now() - warmupStarted < budgetMs / 4; i++)
    await firstPage(origin, token, variants[i % variants.length] ?? first, options.pageSize)
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  for (let i = 0; i < options.requests; i++) {
    if (i >= MIN_REQUESTS && performance.now() - started > budgetMs) break
    const payload = variants[i % variants.length] ?? first
    const sent = performance.now()
    try {
      await firstPage(origin, token, payload, options.pageSize)
      latencies.push(performance.now() - sent)
    } catch (error) {
      errors += 1
      firstError ??= (error as Error).message
    }
  }
  const wallMs = performance.now() - started
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / (wallMs / 1000),
    mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
    total: probe.total,
    records: probe.records,
    errors,
    ...(firstError ? { firstError } : {}),
  }
}

export type ExportRun = {
  status: number
  /** X-Total-Count: the rows the server wrote. */
  rows: number
  bytes: number
  /** Request sent → response headers (the id query), → last byte. */
  firstByteMs: number
  totalMs: number
  /** The server process's RSS just before the export and its peak while it streamed (sampled). */
  rssBeforeMb: number
  rssPeakMb: number
  /** CPU time the server process spent meanwhile (user + system), in ms: an export is CPU-bound. */
  serverCpuMs: number
  samples: number
  error?: string
}

/** Streams one export to nowhere, sampling the server's resident memory every `sampleMs`. */
export async function measureExport(
  server: RunningServer,
  token: string,
  payload: SearchPayload,
  sampleMs = 25,
): Promise<ExportRun> {
  const before = await server.usage()
  let peak = before.rss
  let samples = 0
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const usage = await server.usage().catch(() => null)
      if (usage) {
        peak = Math.max(peak, usage.rss)
        samples += 1
      }
      await new Promise((resolve) => setTimeout(resolve, sampleMs))
    }
  })()
  const started = performance.now()
  let firstByteMs = NaN
  let bytes = 0
  let status = 0
  let rows = 0
  let error: string | undefined
  try {
    const response = await fetch(`${server.origin}${EXPORT_PATH}`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify(payload),
    })
    firstByteMs = performance.now() - started
    status = response.status
    rows = Number(response.headers.get('x-total-count') ?? 0)
    if (status !== 200) error = (await response.text()).slice(0, 300)
    else if (response.body) for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength
  } catch (caught) {
    error = (caught as Error).message
  }
  const totalMs = performance.now() - started
  sampling = false
  await sampler
  const after = await server.usage()
  const serverCpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000
  const mb = (value: number) => value / 1024 / 1024
  return {
    status,
    rows,
    bytes,
    firstByteMs,
    totalMs,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(peak),
    serverCpuMs,
    samples,
    ...(error ? { error } : {}),
  }
}
