import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { menu, role, roleMenu, userRole } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { buildTree, liveRows, rootParent, type TreeNode } from '../../shared/crud'
import { findRecord, liveRecords } from '../tree/reads'
import { assertLeaves, assertParent, assertUnique, removeRecords, saveRecord } from '../tree/writes'
import { menuTree, type MenuCategory } from './entity'
import { visibleEntryIds, withAncestors } from './visibility'

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
  if (input.id) await findRecord(tx, menuTree, tenantId, input.id)
  const code = { field: 'code', value: input.code }
  await assertUnique(tx, menuTree, tenantId, input.id, code, eq(menu.code, input.code))

  // A button is always the button of some menu.
  if (input.category === 2 && !input.parentId) throw badRequest('crud.parentMissing')
  if (input.parentId) {
    await assertParent(tx, menuTree, tenantId, input.id, input.parentId)
    const [parent] = await liveRecords(tx, menuTree, tenantId, eq(menu.id, input.parentId))
    if (parent?.category !== 1) throw badRequest('menu.parentNotMenu')
  }
  // Nothing hangs under a button: a menu with children cannot become one.
  if (input.id && input.category === 2) await assertLeaves(tx, menuTree, tenantId, [input.id])

  const id = await saveRecord(tx, menuTree, tenantId, userId, input.id, {
    parentId: input.parentId,
    code: input.code,
    name: input.name,
    i18n: input.i18n ?? {},
    path: input.path,
    source: input.source,
    category: input.category,
    roles: input.roles && input.roles.length > 0 ? [...new Set(input.roles)] : null,
    target: input.target,
    sort: input.sort,
    remark: input.remark ?? null,
  })
  return findRecord(tx, menuTree, tenantId, id)
}

export function removeMenus(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  return removeRecords(tx, menuTree, tenantId, userId, ids)
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
    .orderBy(...menuTree.order)

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
