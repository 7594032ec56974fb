import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../../db/database'
import { appUser, authSession, customerAccount, customerRegistration, userRole } from '../../db/schema'
import { recordSecurityEvent } from '../security-log/service'
import { ensureCustomerRole } from '../../seed/seed-shell'
import { withTenant } from '../../db/tenant-scope'
import { AppError, badRequest } from '../../http/errors'
import { PLATFORM_TENANT } from '../../plugins/access'
import { ADDRESS_FAILURE_LIMIT, countFailures, minutesUntilUnlock, recordAttempt } from '../auth/login-limits'
import { hashPassword, isStrongPassword, verifyNothing, verifyPassword } from '../auth/password'
import { assertTenantEnabled } from '../auth/service'
import { consumeSmsCode } from '../auth/sms'
import { findUserById, findUserByPhone } from '../auth/users'
import { liveRows } from '../shared/crud'
import { numberParam, readParams } from '../system/param-values'
import { forgetActors } from '../../access/actor-cache'
import { recordPasswordChanges, recordUserChanges, userValuesOf } from '../system/user/history'
import { notifyPasswordReset } from './password-reset-notice'

export type ClientInfo = { ip: string; userAgent: string | undefined }

function assertNewPassword(password: string, repeated: string) {
  if (password !== repeated) throw badRequest('auth.passwordMismatch')
  if (!isStrongPassword(password)) throw badRequest('auth.passwordWeak')
}

export type RegisterInput = {
  tenantId: string
  phone: string
  code: string
  account: string
  password: string
  password1: string
  realName: string
  companyName?: string | null
}

/**
 * A customer registers herself (/register) with a code sent to her phone (purpose register). The code is
 * checked before anything about existing accounts is said, so probing names or phones costs an SMS each.
 */
export async function registerCustomer(db: Db, input: RegisterInput, client: ClientInfo) {
  assertNewPassword(input.password, input.password1)
  if (input.tenantId === PLATFORM_TENANT) throw badRequest('account.registerClosed')
  await assertTenantEnabled(db, input.tenantId)
  const codeOk = await consumeSmsCode(db, { ...input, purpose: 'register' })
  if (!codeOk) throw badRequest('auth.smsInvalid')
  const passwordHash = await hashPassword(input.password)
  const { tenantId } = input
  return withTenant(db, tenantId, async (tx) => {
    const [accountTaken] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(liveRows(appUser, tenantId, eq(appUser.account, input.account)))
    if (accountTaken) throw badRequest('account.accountTaken', { account: input.account })
    const [phoneTaken] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(liveRows(appUser, tenantId, eq(appUser.phone, input.phone)))
    if (phoneTaken) throw badRequest('account.phoneTaken')
    const roleId = await ensureCustomerRole(tx, tenantId)
    const userId = uuidv7()
    await tx.insert(appUser).values({
      tenantId,
      id: userId,
      account: input.account,
      passwordHash,
      name: input.account,
      realName: input.realName,
      nickName: input.realName,
      phone: input.phone,
      createUser: userId,
      updateUser: userId,
    })
    await tx.insert(userRole).values({ tenantId, userId, roleId })
    await recordUserChanges(tx, { tenantId, userId }, new Map(), await userValuesOf(tx, tenantId, [userId]))
    await tx.insert(customerRegistration).values({
      tenantId,
      userId,
      companyName: input.companyName || null,
      phone: input.phone,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    })
    // Her account reads nothing of the lab's until the lab links it to its customer record.
    await tx.insert(customerAccount).values({
      tenantId,
      id: uuidv7(),
      userId,
      companyName: input.companyName || null,
      phone: input.phone,
      createUser: userId,
      updateUser: userId,
    })
    await recordSecurityEvent(tx, tenantId, {
      event: 'customer.registered',
      actor: { id: userId, account: input.account, name: input.realName },
      origin: client,
      target: { type: 'user', id: userId, label: `${input.account} ${input.realName}` },
      after: { account: input.account, companyName: input.companyName || null, phone: input.phone },
    })
    return { userId, account: input.account, tenantId }
  })
}

export type ForgetPasswordInput = {
  tenantId: string
  phone: string
  code: string
  newPassword: string
  newPassword1: string
}

/**
 * Sets a new password after proving the phone with a code (purpose reset), and ends every session of the
 * user. A phone without exactly one account answers like a wrong code: nobody learns which phones exist.
 */
export async function resetPasswordBySms(db: Db, input: ForgetPasswordInput, client: ClientInfo) {
  assertNewPassword(input.newPassword, input.newPassword1)
  const { tenantId } = input
  await assertTenantEnabled(db, tenantId)
  const codeOk = await consumeSmsCode(db, { ...input, purpose: 'reset' })
  const user = codeOk
    ? await withTenant(db, tenantId, (tx) => findUserByPhone(tx, tenantId, input.phone))
    : null
  if (!user) throw badRequest('auth.smsInvalid')
  const passwordHash = await hashPassword(input.newPassword)
  await withTenant(db, tenantId, async (tx) => {
    await tx
      .update(appUser)
      .set({ passwordHash, updateUser: user.id, updateTime: sql`now()` })
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, user.id)))
    await recordPasswordChanges(tx, { tenantId, userId: user.id }, [user.id])
    await tx
      .update(authSession)
      .set({ revokedTime: sql`now()`, revokeReason: 'password_reset' })
      .where(
        and(
          eq(authSession.tenantId, tenantId),
          eq(authSession.userId, user.id),
          isNull(authSession.revokedTime),
        ),
      )
    await recordSecurityEvent(tx, tenantId, {
      event: 'password.reset',
      actor: { id: user.id, account: user.account, name: user.realName },
      origin: client,
      target: { type: 'user', id: user.id, label: `${user.account} ${user.realName}` },
      detail: { by: 'sms' },
    })
    await notifyPasswordReset(tx, tenantId, { userId: user.id, operator: user.realName, at: new Date() })
  })
  forgetActors()
  // Proving the phone ends a streak of failed sign-ins, so a locked-out user can sign in at once.
  await recordAttempt(db, { tenantId, account: user.account, ip: client.ip, success: true, reason: 'reset' })
}

/**
 * Unlocks the screen with the account password. A wrong one counts as a failed sign-in (reason unlock),
 * and the account lock of the token endpoint applies here too.
 */
export async function checkOwnPassword(
  db: Db,
  auth: { tenantId: string; userId: string; account: string },
  password: string,
  client: ClientInfo,
) {
  const { tenantId } = auth
  const { user, limits } = await withTenant(db, tenantId, async (tx) => ({
    user: await findUserById(tx, tenantId, auth.userId),
    limits: await readParams(tx, tenantId, ['login.lockThreshold']),
  }))
  const account = user?.account ?? auth.account
  const lockThreshold = numberParam(limits['login.lockThreshold'], 10)
  const failures = await countFailures(db, tenantId, account, client.ip)
  if (failures.address >= ADDRESS_FAILURE_LIMIT) throw new AppError(429, 'auth.tooManyFromAddress')
  if (failures.account >= lockThreshold) {
    const minutes = await minutesUntilUnlock(db, tenantId, account)
    throw badRequest('auth.accountLocked', { minutes })
  }
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyNothing(password)
  await recordAttempt(db, { tenantId, account, ip: client.ip, success: valid, reason: 'unlock' })
  if (!valid) throw badRequest('auth.unlockPasswordWrong')
}
