import { and, asc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { menu, role, roleMenu, userRole } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import {
  assertNoLiveChildren,
  assertValidParent,
  buildTree,
  contains,
  firstOr404,
  iso,
  liveRows,
  pickerTree,
  rootParent,
  softRemove,
  treeOrFlat,
  type TreeNode,
} from '../../shared/crud'
import type { TreeNodeDto } from '../../shared/schemas'
import { visibleEntryIds, withAncestors } from './visibility'

/** 1 menu, 2 button (whose code is a permission code). */
export type MenuCategory = 1 | 2

export type MenuRecord = {
  id: string
  tenantId: string
  parentId: string
  code: string
  name: string
  i18n: Record<string, string>
  path: string
  source: string
  category: number
  roles: string[] | null
  target: string | null
  sort: number
  remark: string | null
  isDeleted: number
  createTime: string | null
  updateTime: string | null
}

/** An entry of the signed-in user's menu (spec §3 Menu item). */
export type MenuEntry = {
  id: string
  parentId: string
  code: string
  name: string
  path: string
  source: string
  category: number
  sort: number
  target: string | null
  roles: string[] | null
  i18n: Record<string, string>
  meta: { i18n: Record<string, string> }
}

/** Who asks for the session menu: the user, the aliases of the user's roles, and whether one is an admin alias. */
export type MenuViewer = { userId: string; roles: string[]; isAdmin: boolean }

type MenuRow = typeof menu.$inferSelect

const toRecord = (row: MenuRow): MenuRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: rootParent(row.parentId),
  code: row.code,
  name: row.name,
  i18n: row.i18n,
  path: row.path,
  source: row.source,
  category: row.category,
  roles: row.roles,
  target: row.target,
  sort: row.sort,
  remark: row.remark,
  isDeleted: row.isDeleted ? 1 : 0,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

const toEntry = (row: MenuRow): MenuEntry => ({
  id: row.id,
  parentId: rootParent(row.parentId),
  code: row.code,
  name: row.name,
  path: row.path,
  source: row.source,
  category: row.category,
  sort: row.sort,
  target: row.target,
  roles: row.roles,
  i18n: row.i18n,
  meta: { i18n: row.i18n },
})

const menuOrder = [asc(menu.sort), asc(menu.code), asc(menu.id)]

export type MenuListQuery = { name?: string; code?: string }

/** Every menu and button as a tree; the matching rows flat when a filter is given. */
export async function findMenuTree(
  tx: Tx,
  tenantId: string,
  query: MenuListQuery,
): Promise<TreeNode<MenuRecord>[]> {
  const filters = [contains(menu.name, query.name), contains(menu.code, query.code)].filter(Boolean)
  const rows = await tx
    .select()
    .from(menu)
    .where(liveRows(menu, tenantId, ...filters))
    .orderBy(...menuOrder)
  const records = rows.map(toRecord)
  return treeOrFlat(records, filters.length > 0)
}

/** Menus only (no buttons) as tree nodes, for choosing a parent. */
export async function findMenuParentTree(tx: Tx, tenantId: string): Promise<TreeNodeDto[]> {
  const rows = await tx
    .select()
    .from(menu)
    .where(liveRows(menu, tenantId, eq(menu.category, 1)))
    .orderBy(...menuOrder)
  return pickerTree(rows, (row) => row.name)
}

export async function findMenuDetail(tx: Tx, tenantId: string, id: string) {
  return toRecord(
    firstOr404(
      await tx
        .select()
        .from(menu)
        .where(liveRows(menu, tenantId, eq(menu.id, id))),
    ),
  )
}

export type MenuInput = {
  id?: string
  parentId: string | null
  code: string
  name: string
  i18n?: Record<string, string>
  path: string
  source: string
  category: MenuCategory
  roles: string[] | null
  target: 'web' | null
  sort: number
  remark?: string | null
}

/** Creates or updates a menu or button (spec: menu/submit). */
export async function submitMenu(tx: Tx, tenantId: string, userId: string, input: MenuInput) {
  if (input.id)
    firstOr404(
      await tx
        .select({ id: menu.id })
        .from(menu)
        .where(liveRows(menu, tenantId, eq(menu.id, input.id))),
    )

  const duplicate = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(liveRows(menu, tenantId, eq(menu.code, input.code)))
  if (duplicate.some((row) => row.id !== input.id))
    throw badRequest('crud.duplicate', { field: 'code', value: input.code })

  // A button is always the button of some menu.
  if (input.category === 2 && !input.parentId) throw badRequest('crud.parentMissing')
  if (input.parentId) {
    await assertValidParent(tx, 'menu', tenantId, input.id, input.parentId)
    const [parent] = await tx
      .select({ category: menu.category })
      .from(menu)
      .where(liveRows(menu, tenantId, eq(menu.id, input.parentId)))
    if (parent?.category !== 1) throw badRequest('menu.parentNotMenu')
  }
  // Nothing hangs under a button: a menu with children cannot become one.
  if (input.id && input.category === 2) await assertNoLiveChildren(tx, menu, tenantId, [input.id])

  const roles = input.roles && input.roles.length > 0 ? [...new Set(input.roles)] : null
  const values = {
    parentId: input.parentId,
    code: input.code,
    name: input.name,
    i18n: input.i18n ?? {},
    path: input.path,
    source: input.source,
    category: input.category,
    roles,
    target: input.target,
    sort: input.sort,
    remark: input.remark ?? null,
    updateUser: userId,
    updateTime: sql`now()`,
  }
  if (!input.id) {
    const id = uuidv7()
    await tx.insert(menu).values({ ...values, tenantId, id, createUser: userId })
    return findMenuDetail(tx, tenantId, id)
  }
  await tx
    .update(menu)
    .set(values)
    .where(and(eq(menu.tenantId, tenantId), eq(menu.id, input.id)))
  return findMenuDetail(tx, tenantId, input.id)
}

export async function removeMenus(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  await assertNoLiveChildren(tx, menu, tenantId, ids)
  await softRemove(tx, menu, tenantId, ids, userId)
}

/** Ids of the menus granted to one of the user's live roles (admins hold every menu: see isAdmin). */
export async function grantedMenuIds(tx: Tx, tenantId: string, userId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .innerJoin(userRole, and(eq(userRole.tenantId, roleMenu.tenantId), eq(userRole.roleId, roleMenu.roleId)))
    .innerJoin(
      role,
      and(eq(role.tenantId, roleMenu.tenantId), eq(role.id, roleMenu.roleId), eq(role.isDeleted, false)),
    )
    .where(and(eq(roleMenu.tenantId, tenantId), eq(userRole.userId, userId)))
  return new Set(rows.map((row) => row.menuId))
}

const liveMenuRows = (tx: Tx, tenantId: string) =>
  tx
    .select()
    .from(menu)
    .where(liveRows(menu, tenantId))
    .orderBy(...menuOrder)

/** The live entries the viewer sees, in display order (spec §6). */
async function visibleRows(tx: Tx, tenantId: string, viewer: MenuViewer): Promise<MenuRow[]> {
  const all = await liveMenuRows(tx, tenantId)
  const granted = viewer.isAdmin ? 'all' : await grantedMenuIds(tx, tenantId, viewer.userId)
  const ids = visibleEntryIds(all, granted, viewer.roles)
  return all.filter((row) => ids.has(row.id))
}

/** Top-level menus the viewer sees (the top menu bar). */
export async function findTopMenus(tx: Tx, tenantId: string, viewer: MenuViewer): Promise<MenuEntry[]> {
  const visible = await visibleRows(tx, tenantId, viewer)
  return visible.filter((row) => row.category === 1 && row.parentId === null).map(toEntry)
}

/** The viewer's menu tree (menus only); with topMenuId, the sub-menus of that menu. */
export async function findRoutes(
  tx: Tx,
  tenantId: string,
  viewer: MenuViewer,
  topMenuId: string | null,
): Promise<TreeNode<MenuEntry>[]> {
  const visible = await visibleRows(tx, tenantId, viewer)
  const menus = visible.filter((row) => row.category === 1)
  if (!topMenuId) return buildTree(menus.map(toEntry))
  if (!menus.some((row) => row.id === topMenuId)) return []
  const below = descendantIds(menus, topMenuId)
  // Only descendants are kept, so the roots of this forest are exactly the children of the top menu.
  return buildTree(menus.filter((row) => below.has(row.id)).map(toEntry))
}

/** Ids of the descendants of rootId among rows (not rootId itself). */
function descendantIds(rows: MenuRow[], rootId: string): Set<string> {
  const childrenOf = new Map<string, string[]>()
  for (const row of rows) {
    if (row.parentId === null) continue
    const siblings = childrenOf.get(row.parentId)
    if (siblings) siblings.push(row.id)
    else childrenOf.set(row.parentId, [row.id])
  }
  const result = new Set<string>()
  const pending = [...(childrenOf.get(rootId) ?? [])]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (result.has(id)) continue
    result.add(id)
    pending.push(...(childrenOf.get(id) ?? []))
  }
  return result
}

/**
 * The viewer's buttons (permission codes) hung under the menus they belong to. Buttons follow the grants alone,
 * as the server's own permission check does (plugins/access.ts), so the browser's permission map never hides
 * an action the server would allow or shows one it would refuse; roles lists only hide menus.
 */
export async function findButtons(
  tx: Tx,
  tenantId: string,
  viewer: MenuViewer,
): Promise<TreeNode<MenuEntry>[]> {
  const all = await liveMenuRows(tx, tenantId)
  const granted = viewer.isAdmin ? null : await grantedMenuIds(tx, tenantId, viewer.userId)
  const buttons = all
    .filter((row) => row.category === 2 && (!granted || granted.has(row.id)))
    .map((row) => row.id)
  const keep = withAncestors(all, buttons)
  return buildTree(all.filter((row) => keep.has(row.id)).map(toEntry))
}
