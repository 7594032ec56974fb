import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { AppError } from '../../http/errors'
import { numberParam, readParams } from '../system/param-values'
import { countFailures, minutesUntilUnlock, recordAttempt } from './login-limits'
import { verifyPassword } from './password'
import { findUserById } from './users'

/**
 * A signed-in user proves again that she is the one at the keyboard before an act that bears her name (an
 * approver signing a certificate, ISO/IEC 17025 7.8.1.2). The password is checked as a sign-in is: each try
 * is a sign-in attempt, a wrong one counts towards the account's lock, and a locked account cannot approve.
 * Called outside the act's transaction, so a failed try stays counted when the act is refused.
 */
export async function confirmPassword(
  db: Db,
  input: { tenantId: string; userId: string; password: string | null | undefined },
  ip: string,
): Promise<void> {
  if (!input.password) throw new AppError(400, 'auth.confirmPasswordRequired')
  const user = await withTenant(db, input.tenantId, (tx) => findUserById(tx, input.tenantId, input.userId))
  if (!user) throw new AppError(400, 'auth.confirmPasswordWrong')
  const limits = await withTenant(db, input.tenantId, (tx) =>
    readParams(tx, input.tenantId, ['login.lockThreshold']),
  )
  const lockThreshold = numberParam(limits['login.lockThreshold'], 10)
  const failures = await countFailures(db, input.tenantId, user.account, ip)
  if (failures.account >= lockThreshold) {
    const minutes = await minutesUntilUnlock(db, input.tenantId, user.account)
    throw new AppError(400, 'auth.accountLocked', { minutes })
  }
  const valid = await verifyPassword(user.passwordHash, input.password)
  await recordAttempt(db, {
    tenantId: input.tenantId,
    account: user.account,
    ip,
    success: valid,
    reason: valid ? 'confirm' : 'confirm-password',
  })
  if (!valid) throw new AppError(400, 'auth.confirmPasswordWrong')
}
