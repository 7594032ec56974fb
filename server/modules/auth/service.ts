import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { tenant, thirdApp, usedSignature } from '../../db/schema'
import { withTenant, withoutTenant } from '../../db/tenant-scope'
import { OAuthError } from '../../http/errors'
import { numberParam, readParams } from '../system/param-values'
import { consumeCaptcha } from './captcha'
import { ADDRESS_FAILURE_LIMIT, countFailures, minutesUntilUnlock, recordAttempt } from './login-limits'
import { verifyNothing, verifyPassword } from './password'
import { continueSession, revokeSession, spendRefreshToken, startSession, type TokenAnswer } from './sessions'
import { consumeSmsCode } from './sms'
import { sha256 } from './tokens'
import { findUserByAccount, findUserById, findUserByPhone, type UserRecord } from './users'
import { recordSignIn, recordSignInFailure } from './audit'
import { recordSecurityEvent, recordSecurityEventApart } from '../security-log/service'

/**
 * Runs a sign-in step; a refusal (OAuthError) is recorded in the security audit log before it is answered.
 * `locked`: whether this refusal is the one that locks the account.
 */
async function refusedSignIn<T>(
  db: Db,
  attempt: { tenantId: string; account: string; grantType: string },
  client: ClientContext,
  step: () => Promise<T>,
  locked: (error: OAuthError) => boolean = () => false,
): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof OAuthError) {
      await recordSignInFailure(
        db,
        { ...attempt, reason: error.error, locked: locked(error) },
        { ip: client.ip, userAgent: client.userAgent },
      )
    }
    throw error
  }
}

export type ClientContext = { ip: string; userAgent: string | undefined; tokenSecret: string }

/** A signature older or newer than this is refused, so a captured third-party request cannot be replayed later. */
export const THIRD_SIGNATURE_WINDOW_SECONDS = 300

export async function assertTenantEnabled(db: Db, tenantId: string): Promise<void> {
  const [row] = await withoutTenant(db, (tx) =>
    tx
      .select({ status: tenant.status })
      .from(tenant)
      .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, false))),
  )
  if (!row) throw new OAuthError(400, 'invalid_tenant', 'auth.unknownTenant')
  if (row.status !== 1) throw new OAuthError(400, 'tenant_disabled', 'auth.tenantDisabled')
}

function assertUserActive(user: UserRecord) {
  if (user.status !== 1) throw new OAuthError(400, 'user_disabled', 'auth.userDisabled')
}

export type PasswordLogin = {
  tenantId: string
  username: string
  password: string
  captchaKey?: string
  captchaCode?: string
}

export async function loginWithPassword(
  db: Db,
  input: PasswordLogin,
  client: ClientContext,
): Promise<TokenAnswer> {
  let locksNow = false
  return refusedSignIn(
    db,
    { tenantId: input.tenantId, account: input.username, grantType: 'password' },
    client,
    async () => {
      const result = await passwordSignIn(db, input, client, () => {
        locksNow = true
      })
      return result
    },
    (error) => error.error === 'invalid_grant' && locksNow,
  )
}

/** The password grant; `onLockingFailure` is told when this failure reaches the lock threshold. */
async function passwordSignIn(
  db: Db,
  input: PasswordLogin,
  client: ClientContext,
  onLockingFailure: () => void,
): Promise<TokenAnswer> {
  await assertTenantEnabled(db, input.tenantId)
  const limits = await withTenant(db, input.tenantId, (tx) =>
    readParams(tx, input.tenantId, ['login.captchaThreshold', 'login.lockThreshold']),
  )
  const captchaThreshold = numberParam(limits['login.captchaThreshold'], 3)
  const lockThreshold = numberParam(limits['login.lockThreshold'], 10)
  const failures = await countFailures(db, input.tenantId, input.username, client.ip)
  if (failures.address >= ADDRESS_FAILURE_LIMIT)
    throw new OAuthError(429, 'too_many_requests', 'auth.tooManyFromAddress')
  if (failures.account >= lockThreshold) {
    const minutes = await minutesUntilUnlock(db, input.tenantId, input.username)
    throw new OAuthError(400, 'account_locked', 'auth.accountLocked', { minutes })
  }
  const attempt = { tenantId: input.tenantId, account: input.username, ip: client.ip }
  if (failures.account >= captchaThreshold || failures.address >= captchaThreshold * 3) {
    if (!input.captchaKey || !input.captchaCode)
      throw new OAuthError(400, 'captcha_required', 'auth.captchaRequired')
    if (!(await consumeCaptcha(db, input.captchaKey, input.captchaCode))) {
      await recordAttempt(db, { ...attempt, success: false, reason: 'captcha' })
      throw new OAuthError(400, 'captcha_invalid', 'auth.captchaInvalid')
    }
  }
  const user = await withTenant(db, input.tenantId, (tx) =>
    findUserByAccount(tx, input.tenantId, input.username),
  )
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyNothing(input.password)
  if (!user || !valid) {
    await recordAttempt(db, { ...attempt, success: false, reason: 'password' })
    if (failures.account + 1 >= lockThreshold) onLockingFailure()
    throw new OAuthError(400, 'invalid_grant', 'auth.badCredentials')
  }
  assertUserActive(user)
  await recordAttempt(db, { ...attempt, success: true })
  return withTenant(db, input.tenantId, async (tx) => {
    await recordSignIn(tx, user, 'password', client)
    return startSession(tx, user, { grantType: 'password', ...client })
  })
}

export async function loginWithRefreshToken(
  db: Db,
  input: { tenantId: string; refreshToken: string },
  client: ClientContext,
): Promise<TokenAnswer> {
  await assertTenantEnabled(db, input.tenantId)
  // Reuse detection must revoke the family even though the request fails, so that write commits first.
  const outcome = await withTenant(db, input.tenantId, (tx) =>
    spendRefreshToken(tx, input.tenantId, input.refreshToken),
  )
  if (outcome.kind === 'reused') {
    await recordSecurityEventApart(db, input.tenantId, {
      event: 'auth.refreshReused',
      actor: { id: outcome.userId },
      origin: client,
      target: { type: 'user', id: outcome.userId, label: outcome.userId ?? outcome.sessionId },
      detail: { sessionId: outcome.sessionId },
    })
  }
  if (outcome.kind !== 'ok') throw new OAuthError(400, 'invalid_grant', 'auth.refreshInvalid')
  return withTenant(db, input.tenantId, async (tx) => {
    const user = await findUserById(tx, input.tenantId, outcome.userId)
    if (!user) throw new OAuthError(400, 'invalid_grant', 'auth.refreshInvalid')
    if (user.status !== 1) {
      await revokeSession(tx, input.tenantId, outcome.sessionId, 'user_disabled')
      throw new OAuthError(400, 'user_disabled', 'auth.userDisabled')
    }
    return continueSession(tx, user, outcome.sessionId, client.tokenSecret)
  })
}

export async function loginWithSmsCode(
  db: Db,
  input: { tenantId: string; phone: string; code: string },
  client: ClientContext,
): Promise<TokenAnswer> {
  return refusedSignIn(
    db,
    { tenantId: input.tenantId, account: input.phone, grantType: 'sms_code' },
    client,
    () => smsSignIn(db, input, client),
  )
}

async function smsSignIn(
  db: Db,
  input: { tenantId: string; phone: string; code: string },
  client: ClientContext,
): Promise<TokenAnswer> {
  await assertTenantEnabled(db, input.tenantId)
  const failures = await countFailures(db, input.tenantId, input.phone, client.ip)
  if (failures.address >= ADDRESS_FAILURE_LIMIT)
    throw new OAuthError(429, 'too_many_requests', 'auth.tooManyFromAddress')
  const attempt = { tenantId: input.tenantId, account: input.phone, ip: client.ip }
  const codeOk = await consumeSmsCode(db, { ...input, purpose: 'login' })
  const user = codeOk
    ? await withTenant(db, input.tenantId, (tx) => findUserByPhone(tx, input.tenantId, input.phone))
    : null
  if (!user) {
    await recordAttempt(db, { ...attempt, success: false, reason: 'sms' })
    throw new OAuthError(400, 'invalid_grant', codeOk ? 'auth.phoneUnknown' : 'auth.smsInvalid')
  }
  assertUserActive(user)
  await recordAttempt(db, { ...attempt, success: true })
  return withTenant(db, input.tenantId, async (tx) => {
    await recordSignIn(tx, user, 'sms_code', client)
    return startSession(tx, user, { grantType: 'sms_code', ...client })
  })
}

/** The text a third system signs: tenant, user and time, one per line. */
export const thirdSignaturePayload = (tenantId: string, username: string, timestamp: string) =>
  `${tenantId}\n${username}\n${timestamp}`

export function signThirdPayload(secret: string, tenantId: string, username: string, timestamp: string) {
  return createHmac('sha256', secret)
    .update(thirdSignaturePayload(tenantId, username, timestamp))
    .digest('hex')
}

type ThirdSignIn = {
  tenantId: string
  username: string
  accessKeyId: string
  signature: string
  timestamp: string
}

export async function loginWithThirdSignature(
  db: Db,
  input: ThirdSignIn,
  client: ClientContext,
): Promise<TokenAnswer> {
  return refusedSignIn(
    db,
    { tenantId: input.tenantId, account: input.username, grantType: 'third' },
    client,
    () => thirdSignIn(db, input, client),
  )
}

async function thirdSignIn(db: Db, input: ThirdSignIn, client: ClientContext): Promise<TokenAnswer> {
  await assertTenantEnabled(db, input.tenantId)
  const seconds = Number(input.timestamp.length > 10 ? Number(input.timestamp) / 1000 : input.timestamp)
  if (!Number.isFinite(seconds) || Math.abs(Date.now() / 1000 - seconds) > THIRD_SIGNATURE_WINDOW_SECONDS) {
    throw new OAuthError(400, 'invalid_signature', 'auth.thirdExpired')
  }
  return withTenant(db, input.tenantId, async (tx) => {
    const [app] = await tx
      .select()
      .from(thirdApp)
      .where(
        and(
          eq(thirdApp.tenantId, input.tenantId),
          eq(thirdApp.accessKeyId, input.accessKeyId),
          eq(thirdApp.status, 1),
        ),
      )
    const expected = app ? signThirdPayload(app.secret, input.tenantId, input.username, input.timestamp) : ''
    const given = Buffer.from(input.signature.toLowerCase())
    if (!app || given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
      throw new OAuthError(400, 'invalid_signature', 'auth.thirdInvalid')
    }
    // A signature signs in once (used signatures are kept past their window, then cleared here).
    await tx.delete(usedSignature).where(lt(usedSignature.expiresTime, sql`now()`))
    const [fresh] = await tx
      .insert(usedSignature)
      .values({
        signatureHash: sha256(input.signature.toLowerCase()),
        expiresTime: sql`now() + make_interval(secs => ${THIRD_SIGNATURE_WINDOW_SECONDS * 2})`,
      })
      .onConflictDoNothing()
      .returning({ hash: usedSignature.signatureHash })
    if (!fresh) throw new OAuthError(400, 'invalid_signature', 'auth.thirdReplayed')
    const user = await findUserByAccount(tx, input.tenantId, input.username)
    if (!user) throw new OAuthError(400, 'invalid_grant', 'auth.badCredentials')
    assertUserActive(user)
    await recordSignIn(tx, user, 'third', client)
    return startSession(tx, user, { grantType: 'third', ...client })
  })
}

export async function logout(
  db: Db,
  auth: { tenantId: string; sessionId: string; userId: string; account: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<void> {
  await withTenant(db, auth.tenantId, async (tx) => {
    const ended = await revokeSession(tx, auth.tenantId, auth.sessionId, 'logout')
    if (!ended) return
    await recordSecurityEvent(tx, auth.tenantId, {
      event: 'auth.signOut',
      actor: { id: auth.userId, account: auth.account },
      origin: client,
      target: { type: 'user', id: auth.userId, label: auth.account },
    })
  })
}
