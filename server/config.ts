import path from 'node:path'

export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export type ServerConfig = {
  host: string
  port: number
  database: DatabaseConfig
  /** Uploaded and generated files (the local storage behind the file storage interface). */
  filesDir: string
  /** Folder of the built PWA served at "/"; absent in API-only tests. */
  staticDir?: string
  /** Trust X-Forwarded-For (behind a load balancer) for the client address used by rate limits. */
  trustProxy: boolean
  logLevel: string
}

const projectRoot = path.resolve(import.meta.dirname, '..')

function readPort(value: string | undefined): number {
  if (!value) return 8080
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`)
  return port
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data'))
  return {
    host: env.HOST ?? '0.0.0.0',
    port: readPort(env.PORT),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    filesDir: path.join(dataDir, 'files'),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(projectRoot, 'dist')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  }
}

/** Limits of the public certificate lookups, per client address; see docs/configuration.md. */
export type PublicLookupSettings = {
  /** Lookups (verify or PDF) per address per minute (PUBLIC_LOOKUP_PER_MINUTE). */
  perMinute: number
  /** Lookups per address per day (PUBLIC_LOOKUP_PER_DAY). */
  perDay: number
  /** Misses from an address within 15 minutes after which a captcha is required (PUBLIC_LOOKUP_CAPTCHA_AFTER). */
  captchaAfterMisses: number
  /** No lookup answers sooner than this after its request arrived, hit or miss (PUBLIC_LOOKUP_FLOOR_MS). */
  floorMs: number
}

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  return value
}

export function readPublicLookupSettings(env: NodeJS.ProcessEnv = process.env): PublicLookupSettings {
  return {
    perMinute: readCount(env, 'PUBLIC_LOOKUP_PER_MINUTE', 10, 1),
    perDay: readCount(env, 'PUBLIC_LOOKUP_PER_DAY', 500, 1),
    captchaAfterMisses: readCount(env, 'PUBLIC_LOOKUP_CAPTCHA_AFTER', 3, 0),
    floorMs: readCount(env, 'PUBLIC_LOOKUP_FLOOR_MS', 120, 0),
  }
}

/** Limits of the SMS codes of the public report query by phone, per client address. */
export type PublicSmsSettings = {
  /** Codes sent per address per minute (PUBLIC_SMS_PER_MINUTE). */
  perMinute: number
  /** Codes sent per address per lab day (PUBLIC_SMS_PER_DAY). */
  perDay: number
}

export function readPublicSmsSettings(env: NodeJS.ProcessEnv = process.env): PublicSmsSettings {
  return {
    perMinute: readCount(env, 'PUBLIC_SMS_PER_MINUTE', 3, 1),
    perDay: readCount(env, 'PUBLIC_SMS_PER_DAY', 20, 1),
  }
}

/**
 * Limits of the public pages that show what the lab publishes anyway (charge standards, notices,
 * questionnaires), per client address: higher than the lookups', low enough that a scraper is slowed down.
 */
export type PublicBrowseSettings = { perMinute: number; perDay: number }

export function readPublicBrowseSettings(env: NodeJS.ProcessEnv = process.env): PublicBrowseSettings {
  return {
    perMinute: readCount(env, 'PUBLIC_BROWSE_PER_MINUTE', 60, 1),
    perDay: readCount(env, 'PUBLIC_BROWSE_PER_DAY', 3000, 1),
  }
}

/**
 * SMS_OUTBOX_FILE (test and demo only): the log sender also appends each SMS to this file as a JSON line
 * `{ "phone", "text", "at" }`, so a browser test can read the code a customer would receive. Null when unset.
 */
export function readSmsOutboxFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = env.SMS_OUTBOX_FILE?.trim()
  return file ? path.resolve(file) : null
}

/** CAPTCHA_OUTBOX_FILE (tests only): each captcha's characters are also appended to this JSON-lines file. */
export function readCaptchaOutboxFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = env.CAPTCHA_OUTBOX_FILE?.trim()
  return file ? path.resolve(file) : null
}
