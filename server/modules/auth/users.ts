import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { appUser, role, userRole } from '../../db/schema'

export type UserRecord = {
  tenantId: string
  id: string
  account: string
  passwordHash: string
  name: string
  realName: string
  nickName: string | null
  phone: string | null
  email: string | null
  avatar: string | null
  deptId: string | null
  status: number
  roleAliases: string[]
  roleNames: string[]
}

async function findUserWhere(
  tx: Tx,
  tenantId: string,
  where: ReturnType<typeof eq>,
): Promise<UserRecord | null> {
  const rows = await tx
    .select({
      tenantId: appUser.tenantId,
      id: appUser.id,
      account: appUser.account,
      passwordHash: appUser.passwordHash,
      name: appUser.name,
      realName: appUser.realName,
      nickName: appUser.nickName,
      phone: appUser.phone,
      email: appUser.email,
      avatar: appUser.avatar,
      deptId: appUser.deptId,
      status: appUser.status,
      roleAliases: sql<
        string[]
      >`coalesce(array_agg(${role.roleAlias} order by ${role.sort}) filter (where ${role.id} is not null), '{}')`,
      roleNames: sql<
        string[]
      >`coalesce(array_agg(${role.roleName} order by ${role.sort}) filter (where ${role.id} is not null), '{}')`,
    })
    .from(appUser)
    .leftJoin(userRole, and(eq(userRole.tenantId, appUser.tenantId), eq(userRole.userId, appUser.id)))
    .leftJoin(
      role,
      and(eq(role.tenantId, userRole.tenantId), eq(role.id, userRole.roleId), eq(role.isDeleted, false)),
    )
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.isDeleted, false), where))
    .groupBy(appUser.tenantId, appUser.id)
    .limit(2)
  // Two users on one phone number cannot sign in by phone: ambiguity is refused, never guessed.
  return rows.length === 1 ? (rows[0] as UserRecord) : null
}

export const findUserByAccount = (tx: Tx, tenantId: string, account: string) =>
  findUserWhere(tx, tenantId, eq(appUser.account, account))

export const findUserByPhone = (tx: Tx, tenantId: string, phone: string) =>
  findUserWhere(tx, tenantId, eq(appUser.phone, phone))

export const findUserById = (tx: Tx, tenantId: string, id: string) =>
  findUserWhere(tx, tenantId, eq(appUser.id, id))
