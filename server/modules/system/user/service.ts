import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { appUser, dept, role, userRole } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { hashPassword, isStrongPassword, verifyPassword } from '../../auth/password'
import { contains, firstOr404, iso, liveRows, pageRows, softRemove } from '../../shared/crud'
import { readParams } from '../param-values'
import { assertCanAssignRoles, type RoleActor } from '../role/service'
import { forgetActors } from '../../../access/actor-cache'
import type { AuditContext } from '../../security-log/context'
import { recordSecurityEvent } from '../../security-log/service'
import { notifyPasswordReset } from '../../account/password-reset-notice'
import { recordPasswordChanges, recordUserChanges, recordUserRemovals, userValuesOf } from './history'

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

/** What the audit log keeps of a user before and after a change. */
type UserSnapshot = {
  account: string
  realName: string
  deptId: string | null
  status: number
  roles: string[]
}

async function snapshotsOf(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, UserSnapshot>> {
  if (ids.length === 0) return new Map()
  const rows = await selectUsers(tx, liveRows(appUser, tenantId, inArray(appUser.id, ids)))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        account: row.account,
        realName: row.realName,
        deptId: row.deptId,
        status: row.status,
        roles: [...row.roleAliases].sort(),
      },
    ]),
  )
}

const target = (id: string, snapshot: UserSnapshot | undefined) => ({
  type: 'user',
  id,
  label: snapshot ? `${snapshot.account} ${snapshot.realName}` : id,
})

const sameRoles = (a: UserSnapshot | undefined, b: UserSnapshot | undefined) =>
  (a?.roles ?? []).join(',') === (b?.roles ?? []).join(',')

/** The events of a change to one user: created or changed, disabled or enabled, roles granted. */
async function recordUserChange(
  tx: Tx,
  tenantId: string,
  audit: AuditContext,
  id: string,
  before: UserSnapshot | undefined,
  after: UserSnapshot | undefined,
) {
  const base = { actor: audit.actor, origin: audit.origin, target: target(id, after ?? before) }
  if (!before) {
    await recordSecurityEvent(tx, tenantId, { ...base, event: 'user.created', after })
    return
  }
  const { roles: _rolesBefore, ...restBefore } = before
  const { roles: _rolesAfter, ...restAfter } = after ?? before
  if (JSON.stringify(restBefore) !== JSON.stringify(restAfter)) {
    const event =
      before.status === 1 && after?.status === 2
        ? 'user.disabled'
        : before.status === 2 && after?.status === 1
          ? 'user.enabled'
          : 'user.updated'
    await recordSecurityEvent(tx, tenantId, { ...base, event, before: restBefore, after: restAfter })
  }
  if (!sameRoles(before, after)) {
    await recordSecurityEvent(tx, tenantId, {
      ...base,
      event: 'user.rolesGranted',
      before: { roles: before.roles },
      after: { roles: after?.roles ?? [] },
    })
  }
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
  audit: AuditContext,
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
  const before = id ? (await snapshotsOf(tx, tenantId, [id])).get(id) : undefined
  const history = await userValuesOf(tx, tenantId, id ? [id] : [])
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
  await recordUserChange(tx, tenantId, audit, id, before, (await snapshotsOf(tx, tenantId, [id])).get(id))
  await recordUserChanges(tx, { tenantId, userId: actorId }, history, await userValuesOf(tx, tenantId, [id]))
  // A removed or disabled user's sessions end now, not when the liveness cache expires.
  forgetActors()
  return findUserDetail(tx, tenantId, id)
}

export async function removeUsers(tx: Tx, tenantId: string, audit: AuditContext, ids: string[]) {
  const actorId = audit.actor.id
  if (ids.includes(actorId)) throw badRequest('user.selfRemove')
  const before = await snapshotsOf(tx, tenantId, ids)
  await softRemove(tx, appUser, tenantId, ids, actorId)
  await recordUserRemovals(tx, { tenantId, userId: actorId }, before.keys())
  for (const [id, snapshot] of before) {
    await recordSecurityEvent(tx, tenantId, {
      event: 'user.removed',
      actor: audit.actor,
      origin: audit.origin,
      target: target(id, snapshot),
      before: snapshot,
    })
  }
  forgetActors()
}

export async function grantRoles(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  userIds: string[],
  roleIds: string[],
  audit: AuditContext,
) {
  if (roleIds.length === 0) throw badRequest('user.roleRequired')
  await assertRolesExist(tx, tenantId, roleIds)
  await assertCanAssignRoles(tx, tenantId, actor, roleIds)
  const users = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(liveRows(appUser, tenantId, inArray(appUser.id, userIds)))
  if (users.length !== new Set(userIds).size) throw badRequest('crud.notFound')
  const before = await snapshotsOf(tx, tenantId, userIds)
  const history = await userValuesOf(tx, tenantId, userIds)
  for (const user of users) await replaceRoles(tx, tenantId, user.id, roleIds)
  const after = await snapshotsOf(tx, tenantId, userIds)
  await recordUserChanges(
    tx,
    { tenantId, userId: actor.userId },
    history,
    await userValuesOf(tx, tenantId, userIds),
  )
  for (const user of users) {
    await recordUserChange(tx, tenantId, audit, user.id, before.get(user.id), after.get(user.id))
  }
  forgetActors()
}

/** Sets the tenant's initial password (parameter account.initPassword) on the given users. */
export async function resetPasswords(tx: Tx, tenantId: string, audit: AuditContext, userIds: string[]) {
  const actorId = audit.actor.id
  const params = await readParams(tx, tenantId, ['account.initPassword'])
  const passwordHash = await hashPassword(params['account.initPassword'])
  const updated = await tx
    .update(appUser)
    .set({ passwordHash, updateUser: actorId, updateTime: sql`now()` })
    .where(liveRows(appUser, tenantId, inArray(appUser.id, userIds)))
    .returning({ id: appUser.id, account: appUser.account, realName: appUser.realName })
  if (updated.length === 0) throw badRequest('crud.notFound')
  await recordPasswordChanges(
    tx,
    { tenantId, userId: actorId },
    updated.map((user) => user.id),
  )
  for (const user of updated) {
    await recordSecurityEvent(tx, tenantId, {
      event: 'password.reset',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'user', id: user.id, label: `${user.account} ${user.realName}` },
      detail: { by: 'administrator' },
    })
    await notifyPasswordReset(tx, tenantId, {
      userId: user.id,
      operator: audit.actor.name ?? audit.actor.account ?? '',
      at: new Date(),
    })
  }
}

export async function changeOwnPassword(
  tx: Tx,
  tenantId: string,
  audit: AuditContext,
  input: { oldPassword: string; newPassword: string; newPassword1: string },
) {
  const userId = audit.actor.id
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
  await recordPasswordChanges(tx, { tenantId, userId }, [userId])
  await recordSecurityEvent(tx, tenantId, {
    event: 'password.changed',
    actor: audit.actor,
    origin: audit.origin,
    target: { type: 'user', id: userId, label: audit.actor.account ?? userId },
  })
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
  const before = await userValuesOf(tx, tenantId, [userId])
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
  await recordUserChanges(tx, { tenantId, userId }, before, await userValuesOf(tx, tenantId, [userId]))
  return findUserDetail(tx, tenantId, userId)
}
