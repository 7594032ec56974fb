import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { authSession, refreshToken } from '../../db/schema'
import { numberParam, readParams } from '../system/param-values'
import { randomToken, sha256, signToken } from './tokens'
import type { UserRecord } from './users'
import { forgetActors } from '../../access/actor-cache'

export type TokenAnswer = {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  expires_in: number
  tenant_id: string
  user_id: string
  account: string
  user_name: string
  nick_name: string
  real_name: string
  role_name: string
  role_alias: string
  dept_id: string | null
  avatar: string | null
  sync_token: string
}

async function issueTokens(
  tx: Tx,
  user: UserRecord,
  sessionId: string,
  tokenSecret: string,
): Promise<TokenAnswer> {
  const params = await readParams(tx, user.tenantId, [
    'account.accessTokenValidity',
    'account.refreshTokenValidity',
  ])
  const accessSeconds = numberParam(params['account.accessTokenValidity'], 3600)
  const refreshSeconds = numberParam(params['account.refreshTokenValidity'], 604800)
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    sub: user.id,
    tid: user.tenantId,
    sid: sessionId,
    acc: user.account,
    roles: user.roleAliases,
    iat: now,
    exp: now + accessSeconds,
  }
  const refresh = randomToken()
  await tx.insert(refreshToken).values({
    tenantId: user.tenantId,
    tokenHash: sha256(refresh),
    sessionId,
    expiresTime: sql`now() + make_interval(secs => ${refreshSeconds})`,
  })
  return {
    access_token: signToken({ ...claims, typ: 'access' }, tokenSecret),
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: accessSeconds,
    tenant_id: user.tenantId,
    user_id: user.id,
    account: user.account,
    user_name: user.name,
    nick_name: user.nickName ?? user.realName,
    real_name: user.realName,
    role_name: user.roleNames.join(','),
    role_alias: user.roleAliases.join(','),
    dept_id: user.deptId,
    avatar: user.avatar,
    // The sync token authenticates the live channel (websocket) and the offline sync.
    sync_token: signToken({ ...claims, typ: 'sync' }, tokenSecret),
  }
}

export async function startSession(
  tx: Tx,
  user: UserRecord,
  context: { grantType: string; ip: string; userAgent: string | undefined; tokenSecret: string },
): Promise<TokenAnswer> {
  const sessionId = uuidv7()
  await tx.insert(authSession).values({
    tenantId: user.tenantId,
    id: sessionId,
    userId: user.id,
    grantType: context.grantType,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 255),
  })
  return issueTokens(tx, user, sessionId, context.tokenSecret)
}

export type RefreshOutcome =
  | { kind: 'ok'; sessionId: string; userId: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; sessionId: string; userId: string | null }

/**
 * Spends a refresh token. Each token works once; presenting a spent one means it was copied, so the
 * whole family (session) is revoked and both holders must sign in again.
 */
export async function spendRefreshToken(tx: Tx, tenantId: string, token: string): Promise<RefreshOutcome> {
  const hash = sha256(token)
  const [spent] = await tx
    .update(refreshToken)
    .set({ usedTime: sql`now()` })
    .where(
      and(
        eq(refreshToken.tenantId, tenantId),
        eq(refreshToken.tokenHash, hash),
        isNull(refreshToken.usedTime),
      ),
    )
    .returning({
      sessionId: refreshToken.sessionId,
      expired: sql<boolean>`${refreshToken.expiresTime} <= now()`,
    })
  if (!spent) {
    const [known] = await tx
      .select({ sessionId: refreshToken.sessionId })
      .from(refreshToken)
      .where(and(eq(refreshToken.tenantId, tenantId), eq(refreshToken.tokenHash, hash)))
    if (!known) return { kind: 'invalid' }
    await revokeSession(tx, tenantId, known.sessionId, 'reuse')
    const [session] = await tx
      .select({ userId: authSession.userId })
      .from(authSession)
      .where(and(eq(authSession.tenantId, tenantId), eq(authSession.id, known.sessionId)))
    return { kind: 'reused', sessionId: known.sessionId, userId: session?.userId ?? null }
  }
  if (spent.expired) return { kind: 'invalid' }
  const [session] = await tx
    .update(authSession)
    .set({ lastUsedTime: sql`now()` })
    .where(
      and(
        eq(authSession.tenantId, tenantId),
        eq(authSession.id, spent.sessionId),
        isNull(authSession.revokedTime),
      ),
    )
    .returning({ userId: authSession.userId })
  if (!session) return { kind: 'invalid' }
  return { kind: 'ok', sessionId: spent.sessionId, userId: session.userId }
}

export async function continueSession(tx: Tx, user: UserRecord, sessionId: string, tokenSecret: string) {
  return issueTokens(tx, user, sessionId, tokenSecret)
}

export async function revokeSession(
  tx: Tx,
  tenantId: string,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  forgetActors()
  const ended = await tx
    .update(authSession)
    .set({ revokedTime: sql`now()`, revokeReason: reason })
    .where(
      and(eq(authSession.tenantId, tenantId), eq(authSession.id, sessionId), isNull(authSession.revokedTime)),
    )
    .returning({ id: authSession.id })
  return ended.length > 0
}
