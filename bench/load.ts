import autocannon from 'autocannon'
import { cpuGrowth, machineBusyMs, processCpuMs, stealMs } from './machine'
import { waitUntilIdle, type RunningServer, type ServerUsage } from './servers'

/** One load case: what every connection sends. */
export type LoadCase = {
  id: string
  label: string
  method: 'GET' | 'POST'
  /** A fixed path, or one built afresh for every request. */
  path: string | (() => string)
  headers: Record<string, string>
  /** Extra headers of the i-th connection (e.g. the bearer token of one signed-in user). */
  connectionHeaders?: (index: number) => Record<string, string>
}

export type Measurement = {
  /** Responses received within the measured window. */
  requests: number
  seconds: number
  perSecond: number
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number }
  /** Every status seen during the measured run, e.g. { "200": 1234 }. */
  statuses: Record<string, number>
  non2xx: number
  /** Socket errors and timeouts reported by autocannon. */
  socketErrors: number
  timeouts: number
  /** Non-2xx answers and socket errors of the warm-up that preceded the run. */
  warmupErrors: number
  /** CPU use over the run, in % of one core: the API process (with PGlite, the database too) and the generator. */
  serverCpuPercent: number
  generatorCpuPercent: number
  serverRssMb: number
  /** The PostgreSQL backends serving the bench database (0 with PGlite), in % of one core. */
  postgresCpuPercent: number
  /** Every process on the machine (the PostgreSQL server, anything else running), in % of one core. */
  machineCpuPercent: number
  /** CPU time the hypervisor took away from this VM, in % of one core. */
  stealPercent: number
}

type RawRun = {
  latencies: number[]
  statuses: Map<number, number>
  socketErrors: number
  timeouts: number
  seconds: number
}

/** Drives `connections` keep-alive connections for `seconds`; latencies are kept in full (sub-ms). */
function drive(origin: string, loadCase: LoadCase, connections: number, seconds: number): Promise<RawRun> {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const windowMs = seconds * 1000
  const path = loadCase.path
  const requests: autocannon.Request[] =
    typeof path === 'string'
      ? [{ method: loadCase.method, path }]
      : [{ method: loadCase.method, setupRequest: (request) => ({ ...request, path: path() }) }]
  let connectionIndex = 0
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        // autocannon only notices the end of the duration on a sample tick: keep the overrun short.
        sampleInt: 100,
        timeout: 30,
        headers: loadCase.headers,
        requests,
        setupClient: (client) => {
          const extra = loadCase.connectionHeaders?.(connectionIndex++)
          if (extra) client.setHeaders({ ...loadCase.headers, ...extra })
        },
      },
      (error, result) => {
        if (error) reject(error)
        else
          resolve({
            latencies,
            statuses,
            socketErrors: result.errors,
            timeouts: result.timeouts,
            seconds,
          })
      },
    )
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseMs: number) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      // Only what completes inside the window counts for throughput and latency.
      if (performance.now() - started <= windowMs) latencies.push(responseMs)
    })
  })
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.max(1, Math.ceil(p * sorted.length))
  return sorted[rank - 1] ?? NaN
}

const nonSuccess = (statuses: Map<number, number>) =>
  [...statuses].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0)

const cpuMs = (usage: ServerUsage['cpu']) => (usage.user + usage.system) / 1000

/** Warm-up, then the measured run, with the CPU use of both processes over the measured run. */
export async function measure(
  server: RunningServer,
  loadCase: LoadCase,
  settings: { connections: number; seconds: number; warmupSeconds: number },
  /** Picks the database's own processes by their command line (PostgreSQL backends). */
  isDatabaseProcess?: (cmdline: string) => boolean,
): Promise<Measurement> {
  const databaseCpu = () =>
    isDatabaseProcess ? processCpuMs(isDatabaseProcess) : Promise.resolve(new Map<number, number>())
  const warmup = await drive(server.origin, loadCase, settings.connections, settings.warmupSeconds)
  await waitUntilIdle(server)
  const serverBefore = await server.usage()
  const databaseBefore = await databaseCpu()
  const generatorBefore = process.cpuUsage()
  const machineBefore = machineBusyMs()
  const stealBefore = await stealMs()
  const wallBefore = performance.now()
  const run = await drive(server.origin, loadCase, settings.connections, settings.seconds)
  const wallMs = performance.now() - wallBefore
  const generatorCpu = process.cpuUsage(generatorBefore)
  const machineMs = machineBusyMs() - machineBefore
  const stolenMs = (await stealMs()) - stealBefore
  const serverAfter = await server.usage()
  const databaseMs = cpuGrowth(databaseBefore, await databaseCpu())
  await waitUntilIdle(server)

  const sorted = Float64Array.from(run.latencies).sort()
  const sum = run.latencies.reduce((total, value) => total + value, 0)
  return {
    requests: sorted.length,
    seconds: run.seconds,
    perSecond: sorted.length / run.seconds,
    latencyMs: {
      mean: sorted.length ? sum / sorted.length : NaN,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    },
    statuses: Object.fromEntries([...run.statuses].map(([status, n]) => [String(status), n])),
    non2xx: nonSuccess(run.statuses),
    socketErrors: run.socketErrors,
    timeouts: run.timeouts,
    warmupErrors: nonSuccess(warmup.statuses) + warmup.socketErrors + warmup.timeouts,
    serverCpuPercent: ((cpuMs(serverAfter.cpu) - cpuMs(serverBefore.cpu)) / wallMs) * 100,
    generatorCpuPercent: (cpuMs(generatorCpu) / wallMs) * 100,
    serverRssMb: serverAfter.rss / 1024 / 1024,
    postgresCpuPercent: (databaseMs / wallMs) * 100,
    machineCpuPercent: (machineMs / wallMs) * 100,
    stealPercent: (stolenMs / wallMs) * 100,
  }
}

export const errorCount = (m: Measurement) => m.non2xx + m.socketErrors + m.timeouts
