import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { appUser, dept, role, userRole } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { hashPassword, isStrongPassword, verifyPassword } from '../../auth/password'
import { contains, firstOr404, iso, liveRows, pageRows, softRemove } from '../../shared/crud'
import { readParams } from '../param-values'
import { assertCanAssignRoles, type RoleActor } from '../role/service'
import { forgetLiveSessions } from '../../../plugins/session-cache'

export type UserDto = {
  id: string
  tenantId: string
  account: string
  name: string
  realName: string
  nickName: string | null
  email: string | null
  phone: string | null
  sex: number | null
  avatar: string | null
  deptId: string | null
  deptName: string | null
  status: number
  roleIds: string[]
  roleNames: string[]
  roleAliases: string[]
  createTime: string | null
  updateTime: string | null
}

const userColumns = {
  id: appUser.id,
  tenantId: appUser.tenantId,
  account: appUser.account,
  name: appUser.name,
  realName: appUser.realName,
  nickName: appUser.nickName,
  email: appUser.email,
  phone: appUser.phone,
  sex: appUser.sex,
  avatar: appUser.avatar,
  deptId: appUser.deptId,
  deptName: dept.deptName,
  status: appUser.status,
  roleIds: sql<
    string[]
  >`coalesce(array_agg(${role.id}::text order by ${role.sort}) filter (where ${role.id} is not null), '{}')`,
  roleNames: sql<
    string[]
  >`coalesce(array_agg(${role.roleName} order by ${role.sort}) filter (where ${role.id} is not null), '{}')`,
  roleAliases: sql<
    string[]
  >`coalesce(array_agg(${role.roleAlias} order by ${role.sort}) filter (where ${role.id} is not null), '{}')`,
  createTime: appUser.createTime,
  updateTime: appUser.updateTime,
}

function selectUsers(tx: Tx, where: SQL) {
  return tx
    .select(userColumns)
    .from(appUser)
    .leftJoin(dept, and(eq(dept.tenantId, appUser.tenantId), eq(dept.id, appUser.deptId)))
    .leftJoin(userRole, and(eq(userRole.tenantId, appUser.tenantId), eq(userRole.userId, appUser.id)))
    .leftJoin(
      role,
      and(eq(role.tenantId, userRole.tenantId), eq(role.id, userRole.roleId), eq(role.isDeleted, false)),
    )
    .where(where)
    .groupBy(appUser.tenantId, appUser.id, dept.deptName)
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number]
const toDto = (row: UserRow): UserDto => ({
  ...row,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

export type UserListQuery = {
  current: number
  size: number
  account?: string
  realName?: string
  phone?: string
  deptId?: string
}

export function findUsers(tx: Tx, tenantId: string, query: UserListQuery) {
  const where = liveRows(
    appUser,
    tenantId,
    contains(appUser.account, query.account),
    contains(appUser.realName, query.realName),
    contains(appUser.phone, query.phone),
    query.deptId ? eq(appUser.deptId, query.deptId) : undefined,
  )
  return pageRows(tx, appUser, where, query, async (offset, limit) =>
    (await selectUsers(tx, where).orderBy(asc(appUser.account)).offset(offset).limit(limit)).map(toDto),
  )
}

export async function findUserDetail(tx: Tx, tenantId: string, id: string): Promise<UserDto> {
  return toDto(firstOr404(await selectUsers(tx, liveRows(appUser, tenantId, eq(appUser.id, id)))))
}

async function assertRolesExist(tx: Tx, tenantId: string, roleIds: string[]) {
  if (roleIds.length === 0) return
  const found = await tx
    .select({ id: role.id })
    .from(role)
    .where(liveRows(role, tenantId, inArray(role.id, roleIds)))
  if (found.length !== new Set(roleIds).size) throw badRequest('crud.notFound')
}

async function assertDeptExists(tx: Tx, tenantId: string, deptId: string | null | undefined) {
  if (!deptId) return
  firstOr404(
    await tx
      .select({ id: dept.id })
      .from(dept)
      .where(liveRows(dept, tenantId, eq(dept.id, deptId))),
  )
}

async function replaceRoles(tx: Tx, tenantId: string, userId: string, roleIds: string[]) {
  await tx.delete(userRole).where(and(eq(userRole.tenantId, tenantId), eq(userRole.userId, userId)))
  const unique = [...new Set(roleIds)]
  if (unique.length > 0)
    await tx.insert(userRole).values(unique.map((roleId) => ({ tenantId, userId, roleId })))
}

export type UserInput = {
  id?: string
  account: string
  password?: string
  realName: string
  nickName?: string | null
  email?: string | null
  phone?: string | null
  sex?: number | null
  avatar?: string | null
  deptId?: string | null
  status?: number
  roleIds: string[]
}

export async function submitUser(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  input: UserInput,
): Promise<UserDto> {
  const actorId = actor.userId
  if (input.roleIds.length === 0) throw badRequest('user.roleRequired')
  await assertRolesExist(tx, tenantId, input.roleIds)
  await assertDeptExists(tx, tenantId, input.deptId)
  const clash = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(liveRows(appUser, tenantId, eq(appUser.account, input.account)))
  if (clash.some((row) => row.id !== input.id))
    throw badRequest('crud.duplicate', { field: 'account', value: input.account })
  const values = {
    account: input.account,
    name: input.account,
    realName: input.realName,
    nickName: input.nickName ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    sex: input.sex ?? null,
    avatar: input.avatar ?? null,
    deptId: input.deptId ?? null,
    status: input.status ?? 1,
    updateUser: actorId,
    updateTime: sql`now()`,
  }
  let id = input.id
  const held = id
    ? (
        await tx
          .select({ roleId: userRole.roleId })
          .from(userRole)
          .where(and(eq(userRole.tenantId, tenantId), eq(userRole.userId, id)))
      ).map((row) => row.roleId)
    : []
  await assertCanAssignRoles(tx, tenantId, actor, input.roleIds, held)
  if (!id) {
    if (!input.password || !isStrongPassword(input.password)) throw badRequest('auth.passwordWeak')
    id = uuidv7()
    await tx.insert(appUser).values({
      ...values,
      tenantId,
      id,
      passwordHash: await hashPassword(input.password),
      createUser: actorId,
    })
  } else {
    firstOr404(
      await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(liveRows(appUser, tenantId, eq(appUser.id, id))),
    )
    await tx
      .update(appUser)
      .set(values)
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, id)))
  }
  await replaceRoles(tx, tenantId, id, input.roleIds)
  // A removed or disabled user's sessions end now, not when the liveness cache expires.
  forgetLiveSessions()
  return findUserDetail(tx, tenantId, id)
}

export async function removeUsers(tx: Tx, tenantId: string, actorId: string, ids: string[]) {
  if (ids.includes(actorId)) throw badRequest('user.selfRemove')
  await softRemove(tx, appUser, tenantId, ids, actorId)
  forgetLiveSessions()
}

export async function grantRoles(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  userIds: string[],
  roleIds: string[],
) {
  if (roleIds.length === 0) throw badRequest('user.roleRequired')
  await assertRolesExist(tx, tenantId, roleIds)
  await assertCanAssignRoles(tx, tenantId, actor, roleIds)
  const users = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(liveRows(appUser, tenantId, inArray(appUser.id, userIds)))
  if (users.length !== new Set(userIds).size) throw badRequest('crud.notFound')
  for (const user of users) await replaceRoles(tx, tenantId, user.id, roleIds)
}

/** Sets the tenant's initial password (parameter account.initPassword) on the given users. */
export async function resetPasswords(tx: Tx, tenantId: string, actorId: string, userIds: string[]) {
  const params = await readParams(tx, tenantId, ['account.initPassword'])
  const passwordHash = await hashPassword(params['account.initPassword'])
  const updated = await tx
    .update(appUser)
    .set({ passwordHash, updateUser: actorId, updateTime: sql`now()` })
    .where(liveRows(appUser, tenantId, inArray(appUser.id, userIds)))
    .returning({ id: appUser.id })
  if (updated.length === 0) throw badRequest('crud.notFound')
}

export async function changeOwnPassword(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { oldPassword: string; newPassword: string; newPassword1: string },
) {
  if (input.newPassword !== input.newPassword1) throw badRequest('auth.passwordMismatch')
  if (!isStrongPassword(input.newPassword)) throw badRequest('auth.passwordWeak')
  const [row] = await tx
    .select({ passwordHash: appUser.passwordHash })
    .from(appUser)
    .where(liveRows(appUser, tenantId, eq(appUser.id, userId)))
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword)))
    throw badRequest('auth.passwordWrong')
  await tx
    .update(appUser)
    .set({ passwordHash: await hashPassword(input.newPassword), updateUser: userId, updateTime: sql`now()` })
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
}

export async function updateOwnProfile(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: {
    realName: string
    nickName?: string | null
    email?: string | null
    phone?: string | null
    sex?: number | null
    avatar?: string | null
  },
) {
  await tx
    .update(appUser)
    .set({
      realName: input.realName,
      nickName: input.nickName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      sex: input.sex ?? null,
      avatar: input.avatar ?? null,
      updateUser: userId,
      updateTime: sql`now()`,
    })
    .where(liveRows(appUser, tenantId, eq(appUser.id, userId)))
  return findUserDetail(tx, tenantId, userId)
}
