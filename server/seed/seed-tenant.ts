import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { hashPassword } from '../modules/auth/password'
import type { FileStorage } from '../modules/file/storage'
import type { Tx } from '../db/database'
import { appUser, dept, dict, menu, param, role, roleMenu, userRole } from '../db/schema'
import { dictionaryGroups } from './data/dictionaries'
import { departmentTree, platformDepartmentTree } from './data/departments'
import { labMenus, platformMenus, roleMenuGrants } from './data/menus'
import { defaultParams } from './data/params'
import { labRoles, platformRoles } from './roles'
import { ensureCustomerRole, seedMaterials, seedRoleDataScopes } from './seed-shell'
import { seedWorkflow } from './seed-workflow'
import { seedCommonSymbols } from '../modules/symbol/service'
import type { DeptSeed, DictGroupSeed, MenuSeed, ParamSeed, RoleAlias } from './types'
import { insertMissingTemplates } from '../modules/notify/seed-templates'

export type TenantSeedOptions = {
  tenantId: string
  kind: 'platform' | 'lab'
  /** The lab's own name for its root department (defaults to the demo institute's). */
  companyName?: string
  admin: { account: string; password: string; realName: string; phone?: string | null }
  /** Where the lab's starter materials (templates, guides) are stored; without it none are seeded. */
  storage?: FileStorage
}

export type SeededTenant = {
  deptIdsByCode: Map<string, string>
  roleIdsByAlias: Map<string, string>
  adminUserId: string
}

async function seedDictionaries(tx: Tx, tenantId: string) {
  await insertDictionaryGroups(tx, tenantId, dictionaryGroups)
}

/** Writes dictionary groups (a parent row, then its entries) as the seed has them; `sort` keeps seed order. */
export async function insertDictionaryGroups(tx: Tx, tenantId: string, groups: readonly DictGroupSeed[]) {
  const rows: (typeof dict.$inferInsert)[] = []
  groups.forEach((group) => {
    const parentId = uuidv7()
    const category = group.category === 'system' ? 1 : 2
    rows.push({
      tenantId,
      id: parentId,
      category,
      code: group.code,
      dictKey: '-1',
      dictValue: group.name.zh,
      i18n: { en: group.name.en },
      sort: dictionaryGroups.indexOf(group),
    })
    group.entries.forEach((entry, index) =>
      rows.push({
        tenantId,
        id: uuidv7(),
        parentId,
        category,
        code: group.code,
        dictKey: entry.key,
        dictValue: entry.zh,
        i18n: { en: entry.en },
        sort: index + 1,
        remark: entry.remark ?? null,
      }),
    )
  })
  // Parents precede their entries in rows, and a single insert keeps the seed fast on PGlite.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(dict).values(rows.slice(i, i + 500))
}

async function seedDepartments(tx: Tx, tenantId: string, root: DeptSeed, companyName?: string) {
  const ids = new Map<string, string>()
  const rows: (typeof dept.$inferInsert)[] = []
  const walk = (node: DeptSeed, parentId: string | null, path: string[], sort: number) => {
    const id = uuidv7()
    ids.set(node.code, id)
    const name = parentId === null && companyName ? companyName : node.zh
    const fullPath = [...path, name]
    rows.push({
      tenantId,
      id,
      parentId,
      deptName: name,
      fullName: fullPath.join('/'),
      i18n: { en: node.en },
      deptCategory: node.category,
      code: node.code,
      abbr: node.abbr,
      sort,
    })
    node.children?.forEach((child, index) => walk(child, id, fullPath, index + 1))
  }
  walk(root, null, [], 1)
  await tx.insert(dept).values(rows)
  return ids
}

/** A seeded menu or button as its row. */
export const menuRowOf = (
  tenantId: string,
  id: string,
  parentId: string | null,
  node: MenuSeed,
  sort: number,
): typeof menu.$inferInsert => ({
  tenantId,
  id,
  parentId,
  code: node.code,
  name: node.zh,
  i18n: { en: node.en },
  path: node.path,
  source: node.icon,
  category: node.category,
  roles: node.roles ?? null,
  target: node.target ?? null,
  sort,
})

/** A seeded parameter as its row. */
export const paramRowOf = (tenantId: string, entry: ParamSeed): typeof param.$inferInsert => ({
  tenantId,
  id: uuidv7(),
  paramKey: entry.key,
  paramValue: entry.value,
  paramName: entry.name.zh,
  i18n: { en: entry.name.en },
  remark: entry.remark ?? null,
})

async function seedMenus(tx: Tx, tenantId: string, menus: MenuSeed[]) {
  const ids = new Map<string, string>()
  const rows: (typeof menu.$inferInsert)[] = []
  const walk = (node: MenuSeed, parentId: string | null, sort: number) => {
    const id = uuidv7()
    ids.set(node.code, id)
    rows.push(menuRowOf(tenantId, id, parentId, node, sort))
    node.children?.forEach((child, index) => walk(child, id, index + 1))
  }
  menus.forEach((node, index) => walk(node, null, index + 1))
  await tx.insert(menu).values(rows)
  return ids
}

async function seedRoles(
  tx: Tx,
  tenantId: string,
  kind: TenantSeedOptions['kind'],
  menuIds: Map<string, string>,
) {
  const ids = new Map<string, string>()
  const roles = kind === 'platform' ? platformRoles : labRoles
  await tx.insert(role).values(
    roles.map((entry, index) => {
      const id = uuidv7()
      ids.set(entry.alias, id)
      return {
        tenantId,
        id,
        roleName: entry.name.zh,
        roleAlias: entry.alias,
        i18n: { en: entry.name.en },
        sort: index + 1,
      }
    }),
  )
  const grants: (typeof roleMenu.$inferInsert)[] = []
  for (const [alias, roleId] of ids) {
    const granted = roleMenuGrants[alias as RoleAlias]
    const menuCodes = granted === 'all' ? [...menuIds.keys()] : granted
    for (const code of menuCodes) {
      const menuId = menuIds.get(code)
      if (menuId) grants.push({ tenantId, roleId, menuId })
    }
  }
  if (grants.length > 0) await tx.insert(roleMenu).values(grants)
  for (const [alias, roleId] of ids) await seedRoleDataScopes(tx, tenantId, roleId, alias)
  return ids
}

export async function seedUser(
  tx: Tx,
  tenantId: string,
  user: {
    account: string
    password: string
    realName: string
    nickName?: string
    phone?: string | null
    deptId?: string | null
  },
  roleIds: string[],
): Promise<string> {
  const id = uuidv7()
  await tx.insert(appUser).values({
    tenantId,
    id,
    account: user.account,
    passwordHash: await hashPassword(user.password),
    name: user.account,
    realName: user.realName,
    nickName: user.nickName ?? user.realName,
    phone: user.phone ?? null,
    deptId: user.deptId ?? null,
  })
  if (roleIds.length > 0)
    await tx.insert(userRole).values(roleIds.map((roleId) => ({ tenantId, userId: id, roleId })))
  return id
}

/**
 * Everything a new tenant starts with: dictionaries, departments, menus, roles with their grants,
 * parameters and its administrator. Runs inside the new tenant's transaction (row-level security on).
 */
export async function seedTenant(tx: Tx, options: TenantSeedOptions): Promise<SeededTenant> {
  const { tenantId, kind } = options
  await seedDictionaries(tx, tenantId)
  const deptIdsByCode = await seedDepartments(
    tx,
    tenantId,
    kind === 'platform' ? platformDepartmentTree : departmentTree,
    options.companyName,
  )
  const menuIds = await seedMenus(tx, tenantId, kind === 'platform' ? platformMenus : labMenus)
  const roleIdsByAlias = await seedRoles(tx, tenantId, kind, menuIds)
  await tx.insert(param).values(defaultParams.map((entry) => paramRowOf(tenantId, entry)))
  const adminAlias = kind === 'platform' ? 'administrator' : 'admin'
  const adminRoleId = roleIdsByAlias.get(adminAlias)
  const rootDeptId = [...deptIdsByCode.values()][0] ?? null
  const adminUserId = await seedUser(
    tx,
    tenantId,
    { ...options.admin, deptId: rootDeptId },
    adminRoleId ? [adminRoleId] : [],
  )
  if (kind === 'lab') {
    // What every lab starts with beyond the system area: the customer role, the leave process, materials.
    await ensureCustomerRole(tx, tenantId)
    await seedWorkflow(tx, tenantId)
    await insertMissingTemplates(tx, tenantId)
    await seedCommonSymbols(tx, tenantId)
    if (options.storage) await seedMaterials(tx, tenantId, options.storage)
  }
  return { deptIdsByCode, roleIdsByAlias, adminUserId }
}

export async function tenantHasData(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId)))
    .limit(1)
  return rows.length > 0
}
