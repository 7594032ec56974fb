import { browserUiWanted } from '../chromium'
import { readSettings, type EngineKind } from '../settings'

/** What `npm run bench -- offline` does; every number can be changed by an environment variable. */
export type OfflineSettings = {
  /** Drafts queued and synced (BENCH_OFFLINE_DRAFTS, 500). */
  drafts: number
  /** Photos per draft (BENCH_OFFLINE_PHOTOS, 2). */
  photosPerDraft: number
  /** Size of each photo in KB (BENCH_OFFLINE_PHOTO_KB, 200). */
  photoKb: number
  /** Size of each signature PNG in KB (BENCH_OFFLINE_SIGNATURE_KB, 8). */
  signatureKb: number
  /** Cold starts and Dexie loads measured (BENCH_OFFLINE_RUNS, 5). */
  runs: number
  /** Instruments bulk-loaded into Dexie (BENCH_OFFLINE_INSTRUMENTS, 10,000). */
  instruments: number
  /** Of which one customer's, read back (BENCH_OFFLINE_CUSTOMER_INSTRUMENTS, 2,000). */
  customerInstruments: number
  /** Which parts run (BENCH_OFFLINE_PARTS=sync,cold,dexie). */
  parts: Part[]
  /** Engines the sync runs on (BENCH_ENGINES, as `npm run bench`); the other parts use PGlite. */
  engines: EngineKind[]
  postgresUrl: string
  /** The built app for the cold start (BENCH_DIST, default dist/). */
  dist: string
  chromium: string
  /** Whether Chrome's own address-bar pages stay on (BENCH_BROWSER_UI=on; bench/chromium.ts says why they are off). */
  browserUi: boolean
  /** Demo accounts tried in order to sign in (BENCH_OFFLINE_ACCOUNTS, "pickup,admin"). */
  accounts: string[]
}

export const PARTS = ['sync', 'cold', 'dexie'] as const
export type Part = (typeof PARTS)[number]

function positive(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

function parts(raw: string | undefined): Part[] {
  if (!raw) return [...PARTS]
  const names = raw.split(',').map((name) => name.trim())
  for (const name of names)
    if (!(PARTS as readonly string[]).includes(name))
      throw new Error(`BENCH_OFFLINE_PARTS lists "${name}"; use ${PARTS.join(', ')}`)
  return names as Part[]
}

export function readOfflineSettings(env: NodeJS.ProcessEnv = process.env): OfflineSettings {
  const base = readSettings(env)
  return {
    drafts: positive('BENCH_OFFLINE_DRAFTS', 500, env),
    photosPerDraft: positive('BENCH_OFFLINE_PHOTOS', 2, env),
    photoKb: positive('BENCH_OFFLINE_PHOTO_KB', 200, env),
    signatureKb: positive('BENCH_OFFLINE_SIGNATURE_KB', 8, env),
    runs: positive('BENCH_OFFLINE_RUNS', 5, env),
    instruments: positive('BENCH_OFFLINE_INSTRUMENTS', 10_000, env),
    customerInstruments: positive('BENCH_OFFLINE_CUSTOMER_INSTRUMENTS', 2_000, env),
    parts: parts(env.BENCH_OFFLINE_PARTS),
    engines: base.engines,
    postgresUrl: base.postgresUrl,
    dist: env.BENCH_DIST ?? 'dist',
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    browserUi: browserUiWanted(env),
    accounts: (env.BENCH_OFFLINE_ACCOUNTS ?? 'pickup,admin').split(',').map((name) => name.trim()),
  }
}
