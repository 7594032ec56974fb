import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { roles as roleResource } from '@/domain/resources'
import type { Tx } from '../../../db/database'
import { appUser, menu, role, roleMenu, userRole } from '../../../db/schema'
import { badRequest, forbidden } from '../../../http/errors'
import { ADMIN_ROLES } from '../../../plugins/access'
import { liveRows } from '../../shared/crud'
import { findRecord } from '../tree/reads'
import { assertParent, assertUnique, removeRecords, saveRecord } from '../tree/writes'
import { grantedMenuIds } from '../menu/service'
import { withAncestors } from '../menu/visibility'
import { forgetActors } from '../../../access/actor-cache'
import type { AuditContext } from '../../security-log/context'
import { recordSecurityEvent } from '../../security-log/service'
import { recordChanges, recordRemovals, trackedValuesOf } from '../../../resources/history'
import { roleTree } from './entity'
import { grantChanges, recordRoleAccessChange } from './history'

/** Who changes roles: administrators may touch the admin roles, others may not (no granting oneself everything). */
export type RoleActor = { userId: string; isAdmin: boolean }

const isAdminAlias = (alias: string) => ADMIN_ROLES.includes(alias)
const unique = (ids: string[]) => [...new Set(ids)]

export type RoleInput = {
  id?: string
  parentId: string | null
  roleName: string
  roleAlias: string
  i18n?: Record<string, string>
  sort: number
  remark?: string | null
}

/** Creates or updates a role (spec: role/submit). The alias is what menus and the server's checks refer to. */
export async function submitRole(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  input: RoleInput,
  audit: AuditContext,
) {
  let before: { roleAlias: string; roleName: string } | undefined
  if (input.id) {
    const { roleAlias, roleName } = await findRecord(tx, roleTree, tenantId, input.id)
    // Renaming the alias of an admin role would take every permission away from its holders.
    if (isAdminAlias(roleAlias) && roleAlias !== input.roleAlias) throw forbidden('role.adminProtected')
    before = { roleAlias, roleName }
  }
  // An admin alias holds every permission: only an administrator may create or change such a role.
  if (isAdminAlias(input.roleAlias) && !actor.isAdmin) throw forbidden('role.adminProtected')
  const alias = { field: 'roleAlias', value: input.roleAlias }
  await assertUnique(tx, roleTree, tenantId, input.id, alias, eq(role.roleAlias, input.roleAlias))
  await assertParent(tx, roleTree, tenantId, input.id, input.parentId)

  const history = await trackedValuesOf(tx, roleResource, tenantId, input.id ? [input.id] : [])
  const id = await saveRecord(tx, roleTree, tenantId, actor.userId, input.id, {
    parentId: input.parentId,
    roleName: input.roleName,
    roleAlias: input.roleAlias,
    i18n: input.i18n ?? {},
    sort: input.sort,
    remark: input.remark ?? null,
  })
  const who = { tenantId, userId: actor.userId }
  await recordChanges(tx, roleResource, who, history, await trackedValuesOf(tx, roleResource, tenantId, [id]))
  const after = { roleName: input.roleName, roleAlias: input.roleAlias }
  if (!before || before.roleName !== after.roleName || before.roleAlias !== after.roleAlias) {
    await recordSecurityEvent(tx, tenantId, {
      event: before ? 'role.updated' : 'role.created',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'role', id, label: `${input.roleAlias} ${input.roleName}` },
      before: before ?? null,
      after,
    })
  }
  // Role aliases are in the tokens: holders of a renamed role sign in again.
  if (before && before.roleAlias !== after.roleAlias) forgetActors()
  return findRecord(tx, roleTree, tenantId, id)
}

/** Refused for the admin roles, for roles with live sub-roles and for roles live users hold. */
export async function removeRoles(tx: Tx, tenantId: string, audit: AuditContext, ids: string[]) {
  const rows = await tx
    .select({ id: role.id, roleAlias: role.roleAlias, roleName: role.roleName })
    .from(role)
    .where(liveRows(role, tenantId, inArray(role.id, ids)))
  if (rows.some((row) => isAdminAlias(row.roleAlias))) throw forbidden('role.adminProtected')
  await removeRecords(tx, roleTree, tenantId, audit.actor.id, ids, async () => {
    const [holders] = await tx
      .select({ n: count() })
      .from(userRole)
      .innerJoin(
        appUser,
        and(
          eq(appUser.tenantId, userRole.tenantId),
          eq(appUser.id, userRole.userId),
          eq(appUser.isDeleted, false),
        ),
      )
      .where(and(eq(userRole.tenantId, tenantId), inArray(userRole.roleId, ids)))
    if ((holders?.n ?? 0) > 0) throw badRequest('role.inUse')
  })
  await recordRemovals(
    tx,
    roleResource,
    { tenantId, userId: audit.actor.id },
    rows.map((row) => row.id),
  )
  for (const row of rows) {
    await recordSecurityEvent(tx, tenantId, {
      event: 'role.removed',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'role', id: row.id, label: `${row.roleAlias} ${row.roleName}` },
      before: { roleName: row.roleName, roleAlias: row.roleAlias },
    })
  }
}

/**
 * Replaces the menus (and buttons) granted to each role (spec: role grant dialog). Every id must be a live row
 * of the tenant. A non-administrator may grant only what she holds herself, so role_grant cannot escalate.
 */
export async function grantRoles(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  roleIdsIn: string[],
  menuIdsIn: string[],
  audit: AuditContext,
) {
  const roleIds = unique(roleIdsIn)
  const menuIds = unique(menuIdsIn)
  const [roles] = await tx
    .select({ n: count() })
    .from(role)
    .where(liveRows(role, tenantId, inArray(role.id, roleIds)))
  if ((roles?.n ?? 0) !== roleIds.length) throw badRequest('crud.notFound')
  if (menuIds.length > 0) {
    const [menus] = await tx
      .select({ n: count() })
      .from(menu)
      .where(liveRows(menu, tenantId, inArray(menu.id, menuIds)))
    if ((menus?.n ?? 0) !== menuIds.length) throw badRequest('crud.notFound')
  }
  if (!actor.isAdmin) {
    // What she holds, with the menus above it (the grant dialog ticks a granted entry's parents too).
    const entries = await tx
      .select({ id: menu.id, parentId: menu.parentId })
      .from(menu)
      .where(liveRows(menu, tenantId))
    const own = withAncestors(entries, await grantedMenuIds(tx, tenantId, actor.userId))
    if (menuIds.some((id) => !own.has(id))) throw forbidden('role.grantBeyondOwn')
  }

  const before = await grantedCodes(tx, tenantId, roleIds)
  await tx.delete(roleMenu).where(and(eq(roleMenu.tenantId, tenantId), inArray(roleMenu.roleId, roleIds)))
  const rows = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ tenantId, roleId, menuId })))
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(roleMenu).values(rows.slice(i, i + 1000))
  const after = await grantedCodes(tx, tenantId, roleIds)
  const labels = await tx
    .select({ id: role.id, roleAlias: role.roleAlias, roleName: role.roleName })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), inArray(role.id, roleIds)))
  for (const { id, roleAlias, roleName } of labels) {
    const had = before.get(id) ?? new Set<string>()
    const has = after.get(id) ?? new Set<string>()
    const added = [...has].filter((code) => !had.has(code)).sort()
    const removed = [...had].filter((code) => !has.has(code)).sort()
    if (added.length === 0 && removed.length === 0) continue
    await recordRoleAccessChange(tx, { tenantId, userId: actor.userId }, id, 'grant', grantChanges(had, has))
    await recordSecurityEvent(tx, tenantId, {
      event: 'role.menusGranted',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'role', id, label: `${roleAlias} ${roleName}` },
      detail: { added, removed },
    })
  }
  forgetActors()
}

/** The menu and button codes granted to each role. */
async function grantedCodes(tx: Tx, tenantId: string, roleIds: string[]) {
  const rows = await tx
    .select({ roleId: roleMenu.roleId, code: menu.code })
    .from(roleMenu)
    .innerJoin(menu, and(eq(menu.tenantId, roleMenu.tenantId), eq(menu.id, roleMenu.menuId)))
    .where(and(eq(roleMenu.tenantId, tenantId), inArray(roleMenu.roleId, roleIds)))
  const codes = new Map<string, Set<string>>()
  for (const row of rows) codes.set(row.roleId, (codes.get(row.roleId) ?? new Set()).add(row.code))
  return codes
}

/** Ids of the live menus and buttons granted to a role (the ticked keys of the grant dialog). */
export async function findGrantKeys(tx: Tx, tenantId: string, roleId: string): Promise<string[]> {
  await findRecord(tx, roleTree, tenantId, roleId)
  const rows = await tx
    .select({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .innerJoin(
      menu,
      and(eq(menu.tenantId, roleMenu.tenantId), eq(menu.id, roleMenu.menuId), eq(menu.isDeleted, false)),
    )
    .where(and(eq(roleMenu.tenantId, tenantId), eq(roleMenu.roleId, roleId)))
    .orderBy(asc(menu.sort), asc(menu.code))
  return rows.map((row) => row.menuId)
}

/**
 * Whether an actor may give users these roles. Administrators may give any; anyone else may not hand out
 * an administrator role, nor a role that grants menus she does not hold herself (no escalation through
 * user management). Roles a user already holds are not re-checked, so editing a user keeps them.
 */
export async function assertCanAssignRoles(
  tx: Tx,
  tenantId: string,
  actor: RoleActor,
  roleIds: string[],
  alreadyHeld: string[] = [],
) {
  if (actor.isAdmin) return
  const added = unique(roleIds).filter((id) => !alreadyHeld.includes(id))
  if (added.length === 0) return
  const roles = await tx
    .select({ id: role.id, roleAlias: role.roleAlias })
    .from(role)
    .where(liveRows(role, tenantId, inArray(role.id, added)))
  if (roles.some((row) => isAdminAlias(row.roleAlias))) throw forbidden('role.adminProtected')
  const granted = await tx
    .selectDistinct({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .where(and(eq(roleMenu.tenantId, tenantId), inArray(roleMenu.roleId, added)))
  const entries = await tx
    .select({ id: menu.id, parentId: menu.parentId })
    .from(menu)
    .where(liveRows(menu, tenantId))
  const own = withAncestors(entries, await grantedMenuIds(tx, tenantId, actor.userId))
  if (granted.some((row) => !own.has(row.menuId))) throw forbidden('role.grantBeyondOwn')
}
