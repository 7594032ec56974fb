import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Database, Tx } from '../db/database'
import { dict, menu, param, role, roleMenu, tenant } from '../db/schema'
import { withTenant, withoutTenant } from '../db/tenant-scope'
import { insertMissingTemplates } from '../modules/notify/seed-templates'
import { labMenus, platformMenus, roleMenuGrants } from './data/menus'
import { dictionaryGroups } from './data/dictionaries'
import { defaultParams } from './data/params'
import { PLATFORM_TENANT } from './roles'
import { CUSTOMER_ROLE } from './seed-shell'
import { insertDictionaryGroups, menuRowOf, paramRowOf } from './seed-tenant'
import type { MenuSeed } from './types'

/**
 * Labs seeded by an earlier version get the menus, buttons, parameters and dictionaries added to the seed
 * since, the menus granted to the seeded roles as a new lab's are: a new module reaches existing labs without a
 * hand-written migration. A menu, parameter or dictionary the lab has removed stays removed (a row with its
 * code or key, deleted or not, counts as present), and a new entry whose parent the lab removed is not added;
 * a dictionary the lab has keeps its own entries. Runs at every start; it adds nothing the second time.
 * Answers how many rows it added.
 */
export async function catchUpWithSeed(
  database: Database,
): Promise<{ menus: number; params: number; dictionaries: number }> {
  const tenants = await withoutTenant(database.db, (tx) => tx.select({ id: tenant.tenantId }).from(tenant))
  const added = { menus: 0, params: 0, dictionaries: 0 }
  for (const { id } of tenants) {
    const seed = id === PLATFORM_TENANT ? platformMenus : labMenus
    await withTenant(database.db, id, async (tx) => {
      added.menus += await addMissingMenus(tx, id, seed)
      added.params += await addMissingParams(tx, id)
      added.dictionaries += await addMissingDictionaries(tx, id)
      // Message templates of events added since (not counted: a lab without one is sent the default anyway).
      if (id !== PLATFORM_TENANT) await insertMissingTemplates(tx, id)
    })
  }
  return added
}

async function addMissingDictionaries(tx: Tx, tenantId: string): Promise<number> {
  const rows = await tx.selectDistinct({ code: dict.code }).from(dict).where(eq(dict.tenantId, tenantId))
  const present = new Set(rows.map((row) => row.code))
  const missing = dictionaryGroups.filter((group) => !present.has(group.code))
  if (missing.length > 0) await insertDictionaryGroups(tx, tenantId, missing)
  return missing.length
}

async function addMissingParams(tx: Tx, tenantId: string): Promise<number> {
  const rows = await tx.select({ key: param.paramKey }).from(param).where(eq(param.tenantId, tenantId))
  const present = new Set(rows.map((row) => row.key))
  const missing = defaultParams.filter((entry) => !present.has(entry.key))
  if (missing.length === 0) return 0
  await tx.insert(param).values(missing.map((entry) => paramRowOf(tenantId, entry)))
  return missing.length
}

/** What each seeded role is granted, the customers' role (made on a lab's first registration) too. */
const grantsByAlias: Record<string, 'all' | string[]> = {
  ...roleMenuGrants,
  [CUSTOMER_ROLE.alias]: CUSTOMER_ROLE.menuCodes,
}

async function addMissingMenus(tx: Tx, tenantId: string, seed: MenuSeed[]): Promise<number> {
  const rows = await tx
    .select({ id: menu.id, code: menu.code, isDeleted: menu.isDeleted })
    .from(menu)
    .where(eq(menu.tenantId, tenantId))
  const present = new Map(rows.map((row) => [row.code, row]))
  const added: { code: string; id: string }[] = []
  const walk = (node: MenuSeed, parentId: string | null, sort: number): (typeof menu.$inferInsert)[] => {
    const existing = present.get(node.code)
    if (existing) {
      if (existing.isDeleted) return []
      return (node.children ?? []).flatMap((child, index) => walk(child, existing.id, index + 1))
    }
    const id = uuidv7()
    added.push({ code: node.code, id })
    const row = menuRowOf(tenantId, id, parentId, node, sort)
    return [row, ...(node.children ?? []).flatMap((child, index) => walk(child, id, index + 1))]
  }
  const inserts = seed.flatMap((node, index) => walk(node, null, index + 1))
  if (inserts.length === 0) return 0
  await tx.insert(menu).values(inserts)

  const roles = await tx
    .select({ id: role.id, alias: role.roleAlias })
    .from(role)
    .where(
      and(
        eq(role.tenantId, tenantId),
        eq(role.isDeleted, false),
        inArray(role.roleAlias, Object.keys(grantsByAlias)),
      ),
    )
  const grants = roles.flatMap(({ id: roleId, alias }) => {
    const granted = grantsByAlias[alias]!
    return added
      .filter(({ code }) => granted === 'all' || granted.includes(code))
      .map(({ id: menuId }) => ({ tenantId, roleId, menuId }))
  })
  if (grants.length > 0) await tx.insert(roleMenu).values(grants).onConflictDoNothing()
  return inserts.length
}
