import { randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { thirdApp, usedSignature } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { AppError } from '../../http/errors'
import type { MessageKey } from '../../http/messages'
import { sha256 } from '../auth/tokens'
import { labTenantOf } from '../public-query/certificate'
import {
  apiTokenText,
  OPEN_API_TOKEN_SECONDS,
  OPEN_API_WINDOW_SECONDS,
  openApiToken,
  sealApiToken,
  signatureMatches,
  signedCallText,
  signText,
  timestampVerdict,
  type ApiTokenClaims,
} from './signature'

/*
 * The lab registers each third system once, in third_app (the table of the single sign-on's access keys):
 * its access key is the app id, its secret signs the calls. A registration the lab disabled signs nothing.
 */

/** Every refusal is 400 with its own message, as for the third-system sign-in. */
const refused = (key: MessageKey) => new AppError(400, key)

/** The app's secret, when the lab registered it and it is enabled. */
async function appSecret(tx: Tx, tenantId: string, appId: string): Promise<string | null> {
  const [app] = await tx
    .select({ secret: thirdApp.secret })
    .from(thirdApp)
    .where(and(eq(thirdApp.tenantId, tenantId), eq(thirdApp.accessKeyId, appId), eq(thirdApp.status, 1)))
  return app?.secret ?? null
}

/**
 * Spends a one-time value (a signature, a nonce) of the app: kept in the database until well after its
 * window, so every server process refuses it a second time; false when it was spent already.
 */
async function spendOnce(tx: Tx, kind: 'sign' | 'nonce', tenantId: string, appId: string, value: string) {
  await tx.delete(usedSignature).where(lt(usedSignature.expiresTime, sql`now()`))
  const [fresh] = await tx
    .insert(usedSignature)
    .values({
      signatureHash: sha256(`open-api:${kind}:${tenantId}:${appId}:${value.toLowerCase()}`),
      expiresTime: sql`now() + make_interval(secs => ${OPEN_API_WINDOW_SECONDS * 2})`,
    })
    .onConflictDoNothing()
    .returning({ hash: usedSignature.signatureHash })
  return Boolean(fresh)
}

function assertWithinWindow(timestamp: string, nowMs: number) {
  const verdict = timestampVerdict(timestamp, nowMs)
  if (verdict === 'malformed') throw refused('openApi.timestampInvalid')
  if (verdict === 'expired') throw refused('openApi.expired')
}

export type ApiTokenRequest = {
  /** The Tenant-Id header, when the app names its lab; else the installation's only lab. */
  tenantId: string | undefined
  appId: string
  timestamp: string
  sign: string
}

export type ApiTokenAnswer = {
  token: string
  /** ISO 8601 instant the token lapses at. */
  expiresAt: string
  /** Seconds it is good for from now. */
  expiresIn: number
}

/** An API token for a registered app that signed `appId \n timestamp` within the window, once. */
export async function issueApiToken(
  db: Db,
  serverSecret: string,
  input: ApiTokenRequest,
  nowMs = Date.now(),
): Promise<ApiTokenAnswer> {
  assertWithinWindow(input.timestamp, nowMs)
  const tenantId = await labTenantOf(db, input.tenantId)
  if (!tenantId) throw refused('openApi.unknownApp')
  return withTenant(db, tenantId, async (tx) => {
    const secret = await appSecret(tx, tenantId, input.appId)
    if (!secret) throw refused('openApi.unknownApp')
    if (!signatureMatches(signText(secret, apiTokenText(input.appId, input.timestamp)), input.sign))
      throw refused('openApi.badSignature')
    if (!(await spendOnce(tx, 'sign', tenantId, input.appId, input.sign)))
      throw refused('openApi.signReplayed')
    const expiresAt = Math.floor(nowMs / 1000) + OPEN_API_TOKEN_SECONDS
    const claims: ApiTokenClaims = { tenantId, appId: input.appId, expiresAt }
    return {
      token: sealApiToken(claims, serverSecret, randomBytes(12).toString('base64url')),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      expiresIn: OPEN_API_TOKEN_SECONDS,
    }
  })
}

export type SignedCall = {
  token: string
  nonce: string
  timestamp: string
  sign: string
  /** The call's query parameters, as signed (signature.ts canonicalQuery). */
  query: Readonly<Record<string, string | number | undefined>>
}

/**
 * Checks a call made with an API token, then runs `work` in the token's lab: the token sealed by this server
 * and not lapsed, its app still enabled, the timestamp within the window, the signature the app's, and the
 * nonce not seen before (spent only once everything else holds).
 */
export async function withSignedCall<T>(
  db: Db,
  serverSecret: string,
  call: SignedCall,
  work: (tx: Tx, app: ApiTokenClaims) => Promise<T>,
  nowMs = Date.now(),
): Promise<T> {
  const claims = openApiToken(call.token.trim(), serverSecret)
  if (!claims) throw refused('openApi.tokenUnknown')
  if (claims.expiresAt <= nowMs / 1000) throw refused('openApi.tokenExpired')
  assertWithinWindow(call.timestamp, nowMs)
  return withTenant(db, claims.tenantId, async (tx) => {
    const secret = await appSecret(tx, claims.tenantId, claims.appId)
    if (!secret) throw refused('openApi.unknownApp')
    const expected = signText(
      secret,
      signedCallText({
        token: call.token.trim(),
        nonce: call.nonce,
        timestamp: call.timestamp,
        query: call.query,
      }),
    )
    if (!signatureMatches(expected, call.sign)) throw refused('openApi.badSignature')
    if (!(await spendOnce(tx, 'nonce', claims.tenantId, claims.appId, call.nonce)))
      throw refused('openApi.nonceReplayed')
    return work(tx, claims)
  })
}
