import type { SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { iso, rootParent, type TenantTable } from '../../shared/crud'

/** A tenant's table whose rows hang under one another: parent_id names the parent, null at the root. */
export type TreeTable = TenantTable & { parentId: PgColumn }

/** The columns every tree table has. */
export type TreeRow = {
  id: string
  tenantId: string
  parentId: string | null
  i18n: Record<string, string>
  sort: number
  remark: string | null
  isDeleted: boolean
  createTime: Date | string | null
  updateTime: Date | string | null
}

/** What every tree record answers of them: the root's parent is '0' and flags are numbers, as in BladeX. */
export type TreeRecord = {
  id: string
  tenantId: string
  parentId: string
  i18n: Record<string, string>
  sort: number
  remark: string | null
  isDeleted: number
  createTime: string | null
  updateTime: string | null
}

export const treeRecordOf = (row: TreeRow): TreeRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: rootParent(row.parentId),
  i18n: row.i18n,
  sort: row.sort,
  remark: row.remark,
  isDeleted: row.isDeleted ? 1 : 0,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

/** A list's query field: the column its "contains" search looks in, and the longest text that column holds. */
export type SearchField = { column: PgColumn; max: number }

/**
 * One entity kept as a tree (departments, roles, menus, dictionaries): what the tree service needs to read,
 * check and change its records. The entity's own rules (codes, seals, who may hold it) stay in its module.
 */
export type TreeEntity<T extends TreeTable, R extends TreeRecord> = {
  table: T
  /** The rows of the table that make this tree (the system and the business dictionaries share one table). */
  scope?: SQL
  /** Display order; the last key is unique, so rows with equal sort keys always come in one order. */
  order: readonly SQL[]
  /** The list's query fields, each searched with "contains"; a list with one given answers its rows flat. */
  search?: Readonly<Record<string, SearchField>>
  /** A row as the entity's record. */
  record: (row: T['$inferSelect']) => R
  /** A record's label in a picker. */
  title: (record: R) => string
}
