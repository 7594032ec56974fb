import { DEMO_PASSWORD, DEMO_TENANT, demoStaff } from '../server/seed/roles'

/** What a run measures and for how long; every number can be changed by environment variables. */
export type EngineKind = 'pglite' | 'postgres'

export type Settings = {
  /** Measured seconds of each case (BENCH_SECONDS). */
  seconds: number
  /** Unmeasured seconds before each case (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number
  /** Concurrent keep-alive connections (BENCH_CONNECTIONS). */
  connections: number
  /** Engines to run, in order (BENCH_ENGINES=pglite,postgres). */
  engines: EngineKind[]
  /** Maintenance connection on which the throwaway PostgreSQL database is created and dropped. */
  postgresUrl: string
  /** Sent with every request, as the browser does (BENCH_ACCEPT_ENCODING; empty for none). */
  acceptEncoding: string
  /** Log level of the server under load (BENCH_LOG_LEVEL); per-request logs are info. */
  logLevel: string
}

function positive(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`)
  return value
}

function engines(raw: string | undefined): EngineKind[] {
  if (!raw) return ['pglite', 'postgres']
  const names = raw.split(',').map((name) => name.trim())
  for (const name of names) {
    if (name !== 'pglite' && name !== 'postgres')
      throw new Error(`BENCH_ENGINES lists "${name}"; use pglite and/or postgres`)
  }
  return names as EngineKind[]
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    seconds: positive('BENCH_SECONDS', 10, env),
    warmupSeconds: positive('BENCH_WARMUP_SECONDS', 2, env),
    connections: Math.round(positive('BENCH_CONNECTIONS', 20, env)),
    engines: engines(env.BENCH_ENGINES),
    postgresUrl:
      env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
    logLevel: env.BENCH_LOG_LEVEL ?? 'warn',
  }
}

/** The demo accounts of tenant 100001; logins go round them so no single account is hammered. */
export const DEMO_ACCOUNTS = demoStaff.map((staff) => staff.account)
export { DEMO_PASSWORD, DEMO_TENANT }
export const CLIENT_BASIC = `Basic ${Buffer.from('metrodesk:metrodesk_secret').toString('base64')}`
