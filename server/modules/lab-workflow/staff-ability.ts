import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import { labDayOf } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import { appUser, staffAbility } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Actor } from './transition'

/*
 * Staff authorisations (ISO/IEC 17025 6.2.5 f, 6.2.6): who may be assigned which kind of work (dictionary
 * ability_type). A withdrawn authorisation stays as a record that the person once held it.
 */

/** The ability codes a person is authorised for today (lab day; an authorisation without end holds). */
export async function abilitiesOf(tx: Tx, tenantId: string, userId: string | null): Promise<string[]> {
  if (!userId) return []
  const rows = await tx
    .select({ code: staffAbility.abilityCode })
    .from(staffAbility)
    .where(
      and(
        eq(staffAbility.tenantId, tenantId),
        eq(staffAbility.userId, userId),
        eq(staffAbility.isDeleted, false),
        or(isNull(staffAbility.validUntil), gte(staffAbility.validUntil, labDayOf(new Date()))),
      ),
    )
  return rows.map((row) => row.code)
}

/** Authorises a person for a kind of work (replacing, or restoring, an earlier authorisation of that kind). */
export async function grantAbility(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: { userId: string; abilityCode: string; validUntil?: string | null },
): Promise<void> {
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, input.userId), eq(appUser.isDeleted, false)))
  if (!user) throw notFound()
  const values = {
    validUntil: input.validUntil ?? null,
    grantedBy: actor.userId,
    createTime: sql`now()`,
    isDeleted: false,
    withdrawnBy: null,
    withdrawnTime: null,
  }
  await tx
    .insert(staffAbility)
    .values({ tenantId, userId: input.userId, abilityCode: input.abilityCode, ...values })
    .onConflictDoUpdate({
      target: [staffAbility.tenantId, staffAbility.userId, staffAbility.abilityCode],
      set: values,
    })
}

/** Withdraws authorisations (by their row ids); items already assigned stay with their testers. */
export async function withdrawAbilities(tx: Tx, tenantId: string, actor: Actor, ids: readonly string[]) {
  await tx
    .update(staffAbility)
    .set({ isDeleted: true, withdrawnBy: actor.userId, withdrawnTime: sql`now()` })
    .where(
      and(
        eq(staffAbility.tenantId, tenantId),
        inArray(staffAbility.id, [...ids]),
        eq(staffAbility.isDeleted, false),
      ),
    )
}
