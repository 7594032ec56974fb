import type { Db, Tx } from '../../db/database'
import { tenant } from '../../db/schema'
import { withoutTenant } from '../../db/tenant-scope'
import { eq } from 'drizzle-orm'
import { recordSecurityEvent, recordSecurityEventApart } from '../security-log/service'
import type { UserRecord } from './users'

/** Where a sign-in came from. */
export type SignInClient = { ip: string; userAgent: string | undefined }

const PLATFORM_TENANT = '000000'

/** A successful sign-in, in the transaction that starts its session. */
export async function recordSignIn(tx: Tx, user: UserRecord, grantType: string, client: SignInClient) {
  await recordSecurityEvent(tx, user.tenantId, {
    event: 'auth.signIn',
    actor: { id: user.id, account: user.account, name: user.realName },
    origin: client,
    target: { type: 'user', id: user.id, label: `${user.account} ${user.realName}` },
    detail: { grantType },
  })
}

/**
 * A refused sign-in (or, with `locked`, the failure that locked the account), kept although the attempt
 * fails. Attempts on a tenant that does not exist are kept in the platform's log.
 */
export async function recordSignInFailure(
  db: Db,
  attempt: { tenantId: string; account: string; reason: string; grantType: string; locked?: boolean },
  client: SignInClient,
) {
  const [known] = await withoutTenant(db, (tx) =>
    tx.select({ id: tenant.tenantId }).from(tenant).where(eq(tenant.tenantId, attempt.tenantId)),
  )
  const logTenant = known ? attempt.tenantId : PLATFORM_TENANT
  const detail = { reason: attempt.reason, grantType: attempt.grantType, tenantId: attempt.tenantId }
  const base = { actor: { account: attempt.account }, origin: client, detail }
  await recordSecurityEventApart(db, logTenant, { ...base, event: 'auth.signInFailed' })
  if (attempt.locked) await recordSecurityEventApart(db, logTenant, { ...base, event: 'auth.locked' })
}
