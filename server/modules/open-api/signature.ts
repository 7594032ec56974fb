import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * How a third system signs its calls (docs/open-api.md): HMAC-SHA256, keyed by the app's secret, of a text
 * whose lines are fixed by the call, as lowercase hex. Pure functions: the routes and the docs' worked
 * example use the same ones.
 */

/** A signed call is accepted this long either side of the server's clock (spec: five minutes). */
export const OPEN_API_WINDOW_SECONDS = 300

/** How long an API token is good for. */
export const OPEN_API_TOKEN_SECONDS = 7200

/** The text an app signs to get a token: its app id and the timestamp, one per line. */
export const apiTokenText = (appId: string, timestamp: string) => `${appId}\n${timestamp}`

/**
 * The query of a call as signed: its parameters sorted by name, each `name=value` with both URI-encoded
 * (encodeURIComponent), joined by '&'; a parameter left out or empty is not signed.
 */
export function canonicalQuery(query: Readonly<Record<string, string | number | undefined>>): string {
  return Object.keys(query)
    .filter((name) => query[name] !== undefined && String(query[name]) !== '')
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`)
    .join('&')
}

/** The text an app signs for a call made with its token: token, nonce, timestamp and the query, one per line. */
export const signedCallText = (call: {
  token: string
  nonce: string
  timestamp: string
  query: Readonly<Record<string, string | number | undefined>>
}) => `${call.token}\n${call.nonce}\n${call.timestamp}\n${canonicalQuery(call.query)}`

export const signText = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex')

/** Compared in constant time; the given signature's case does not matter. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given.trim().toLowerCase())
  return a.length === b.length && timingSafeEqual(a, b)
}

export type TimestampVerdict = 'ok' | 'malformed' | 'expired'

/**
 * Whether a call's timestamp is within the window of now: Unix seconds (10 digits) or milliseconds (13), as
 * the third-system sign-in takes them.
 */
export function timestampVerdict(
  timestamp: string,
  nowMs: number,
  windowSeconds = OPEN_API_WINDOW_SECONDS,
): TimestampVerdict {
  if (!/^\d{10}$|^\d{13}$/.test(timestamp)) return 'malformed'
  const seconds = timestamp.length === 13 ? Number(timestamp) / 1000 : Number(timestamp)
  return Math.abs(nowMs / 1000 - seconds) <= windowSeconds ? 'ok' : 'expired'
}

/** What an API token says: the lab, the app, when it lapses (Unix seconds). */
export type ApiTokenClaims = { tenantId: string; appId: string; expiresAt: number }

const PREFIX = 'oa'

/**
 * The key tokens are sealed with: derived from the server's token secret for this use only, so an API token
 * is never a session token and a session token is never an API token.
 */
const tokenKey = (serverSecret: string) =>
  createHmac('sha256', serverSecret).update('metrodesk open-api token').digest()

/**
 * An API token: `oa.<claims>.<seal>`, base64url. It holds its own claims and is sealed by the server, so every
 * server process reads it alike without a table of tokens.
 */
export function sealApiToken(claims: ApiTokenClaims, serverSecret: string, nonce: string): string {
  const body = Buffer.from(
    JSON.stringify({ t: claims.tenantId, a: claims.appId, e: claims.expiresAt, n: nonce }),
  ).toString('base64url')
  const seal = createHmac('sha256', tokenKey(serverSecret)).update(`${PREFIX}.${body}`).digest('base64url')
  return `${PREFIX}.${body}.${seal}`
}

/** The token's claims when the server sealed it (expired or not), else null. */
export function openApiToken(token: string, serverSecret: string): ApiTokenClaims | null {
  const [prefix, body, seal, ...rest] = token.split('.')
  if (prefix !== PREFIX || !body || !seal || rest.length > 0) return null
  const expected = createHmac('sha256', tokenKey(serverSecret)).update(`${PREFIX}.${body}`).digest()
  const given = Buffer.from(seal, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    const { t, a, e } = claims
    if (typeof t !== 'string' || typeof a !== 'string' || typeof e !== 'number') return null
    return { tenantId: t, appId: a, expiresAt: e }
  } catch {
    return null
  }
}
