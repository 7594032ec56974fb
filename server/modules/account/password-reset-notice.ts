import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { labDateTime } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import { appUser } from '../../db/schema'
import { notifyAll } from '../notify/service'

/**
 * Tells a user her password was reset, in the site and by SMS to her phone: a reset she did not ask for is
 * how a stolen account shows itself first. The notice never carries a password.
 */
export async function notifyPasswordReset(
  tx: Tx,
  tenantId: string,
  input: { userId: string; operator: string; at: Date },
) {
  const [user] = await tx
    .select({ account: appUser.account, phone: appUser.phone })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, input.userId)))
  if (!user) return
  const values = {
    account: user.account,
    resetAt: labDateTime(input.at.toISOString()).slice(0, 16),
    operator: input.operator,
  }
  // Each reset is its own occurrence: a password may be reset twice in a minute.
  const eventId = `password.reset:${input.userId}:${uuidv7()}`
  const addresses = [{ userId: input.userId }, ...(user.phone?.trim() ? [{ phone: user.phone.trim() }] : [])]
  await notifyAll(tx, addresses, { tenantId, event: 'auth.passwordReset', eventId, values })
}
