import { and, eq, inArray, sql } from 'drizzle-orm'
import { users } from '@/domain/resources'
import type { Tx } from '../../../db/database'
import { role, userRole } from '../../../db/schema'
import {
  MASKED,
  recordChange,
  recordChanges,
  recordRemovals,
  trackedValuesOf,
  type TrackedValues,
} from '../../../resources/history'

/*
 * A user's change history (ISO/IEC 17025 8.4): her declared fields and the roles she holds, before and after
 * each change, and that her password changed, never what it is.
 */

/** Users as their history compares them: the declared fields, and `roles`, the names of those they hold. */
export async function userValuesOf(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, TrackedValues>> {
  const values = await trackedValuesOf(tx, users, tenantId, ids)
  if (values.size === 0) return values
  const held = await tx
    .select({
      userId: userRole.userId,
      names: sql<string>`string_agg(${role.roleName}, ', ' order by ${role.roleName})`,
    })
    .from(userRole)
    .innerJoin(
      role,
      and(eq(role.tenantId, userRole.tenantId), eq(role.id, userRole.roleId), eq(role.isDeleted, false)),
    )
    .where(and(eq(userRole.tenantId, tenantId), inArray(userRole.userId, [...values.keys()])))
    .groupBy(userRole.userId)
  const names = new Map(held.map((row) => [row.userId, row.names]))
  for (const [id, value] of values) value.roles = names.get(id) ?? null
  return values
}

type Who = { tenantId: string; userId: string }

/** Keeps the changes of users between two readings of userValuesOf. */
export const recordUserChanges = (
  tx: Tx,
  who: Who,
  before: ReadonlyMap<string, TrackedValues>,
  after: ReadonlyMap<string, TrackedValues>,
) => recordChanges(tx, users, who, before, after)

export const recordUserRemovals = (tx: Tx, who: Who, ids: Iterable<string>) =>
  recordRemovals(tx, users, who, ids)

/** A password set for users (reset by an administrator or by SMS, or changed by herself): that it changed. */
export async function recordPasswordChanges(tx: Tx, who: Who, ids: Iterable<string>) {
  for (const recordId of ids)
    await recordChange(tx, {
      tenantId: who.tenantId,
      resource: users.code,
      recordId,
      action: 'password',
      changes: [{ field: 'password', before: MASKED, after: MASKED }],
      userId: who.userId,
    })
}
