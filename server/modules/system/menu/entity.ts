import { asc } from 'drizzle-orm'
import { menu } from '../../../db/schema'
import { treeRecordOf, type TreeEntity, type TreeRecord } from '../tree/entity'

/** 1 menu, 2 button (whose code is a permission code). */
export type MenuCategory = 1 | 2

export type MenuRecord = TreeRecord & {
  code: string
  name: string
  path: string
  source: string
  category: number
  roles: string[] | null
  target: string | null
}

/** A tenant's menus, and under them their buttons: what roles are granted (spec §6). */
export const menuTree: TreeEntity<typeof menu, MenuRecord> = {
  table: menu,
  order: [asc(menu.sort), asc(menu.code), asc(menu.id)],
  search: {
    name: { column: menu.name, max: 64 },
    code: { column: menu.code, max: 64 },
  },
  record: (row) => ({
    ...treeRecordOf(row),
    code: row.code,
    name: row.name,
    path: row.path,
    source: row.source,
    category: row.category,
    roles: row.roles,
    target: row.target,
  }),
  title: (record) => record.name,
}
