import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { queryRows, type Tx } from '../../db/database'
import { toPage, type Page } from '../../http/envelope'
import { badRequest, notFound } from '../../http/errors'

/** Columns every tenant-owned soft-deletable table has. */
export type TenantTable = PgTable & {
  tenantId: PgColumn
  id: PgColumn
  isDeleted: PgColumn
}

/** A "contains" filter whose wildcards in the user's text are literal (a search for "50%" means 50%). */
export function contains(column: PgColumn, text: string | undefined): SQL | undefined {
  const value = text?.trim()
  if (!value) return undefined
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`)
  return sql`${column} ilike ${`%${escaped}%`}`
}

export function liveRows(table: TenantTable, tenantId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.tenantId, tenantId), eq(table.isDeleted, false), ...conditions) as SQL
}

export async function pageRows<T>(
  tx: Tx,
  table: TenantTable,
  where: SQL,
  paging: { current: number; size: number },
  select: (offset: number, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [total] = await tx
    .select({ n: count() })
    .from(table as PgTable)
    .where(where)
  const records = await select((paging.current - 1) * paging.size, paging.size)
  return toPage(records, total?.n ?? 0, paging.current, paging.size)
}

export async function softRemove(
  tx: Tx,
  table: TenantTable,
  tenantId: string,
  ids: string[],
  userId: string,
) {
  if (ids.length === 0) throw badRequest('crud.idsRequired')
  return tx
    .update(table as PgTable)
    .set({ isDeleted: true, updateUser: userId, updateTime: sql`now()` } as never)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids), eq(table.isDeleted, false)))
}

export function firstOr404<T>(rows: T[]): T {
  const row = rows[0]
  if (!row) throw notFound()
  return row
}

/** Children that are still live block removing their parent. */
export async function assertNoLiveChildren(
  tx: Tx,
  table: TenantTable & { parentId: PgColumn },
  tenantId: string,
  ids: string[],
) {
  const [children] = await tx
    .select({ n: count() })
    .from(table as PgTable)
    .where(and(liveRows(table, tenantId), inArray(table.parentId, ids), sql`not (${inArray(table.id, ids)})`))
  if ((children?.n ?? 0) > 0) throw badRequest('crud.hasChildren')
}

/** A new parent must exist and must not be the record itself or one of its descendants. */
export async function assertValidParent(
  tx: Tx,
  tableName: string,
  tenantId: string,
  id: string | undefined,
  parentId: string | null,
) {
  if (!parentId) return
  if (parentId === id) throw badRequest('crud.parentCycle')
  const rows = await queryRows<{ id: string; parent_id: string | null }>(
    tx,
    sql`
    with recursive up as (
      select id, parent_id from ${sql.identifier(tableName)}
      where tenant_id = ${tenantId} and id = ${parentId} and is_deleted = false
      union all
      select t.id, t.parent_id from ${sql.identifier(tableName)} t join up on t.id = up.parent_id
      where t.tenant_id = ${tenantId}
    ) select id, parent_id from up limit 1000`,
  )
  if (rows.length === 0) throw badRequest('crud.parentMissing')
  if (id && rows.some((row) => row.id === id)) throw badRequest('crud.parentCycle')
}

export const rootParent = (parentId: string | null) => parentId ?? '0'
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
export const isRoot = (column: PgColumn) => isNull(column)

export type TreeNode<T> = T & { children: TreeNode<T>[]; hasChildren: boolean }

/** Builds a forest from rows with id/parentId; orphans (parent filtered out) become roots. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>()
  for (const row of rows) nodes.set(row.id, { ...row, children: [], hasChildren: false })
  const roots: TreeNode<T>[] = []
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId)
    if (parent) {
      parent.children.push(node)
      parent.hasChildren = true
    } else roots.push(node)
  }
  return roots
}

/** A list page's rows: the whole tree, or, when the user filtered, the matching rows flat. */
export function treeOrFlat<T extends { id: string; parentId: string }>(
  records: T[],
  filtered: boolean,
): TreeNode<T>[] {
  if (filtered) return records.map((record) => ({ ...record, children: [], hasChildren: false }))
  return buildTree(records)
}

/** Rows as the generic tree nodes of pickers ({ id, parentId, title, key, value, i18n }). */
export function pickerTree<R extends { id: string; parentId: string | null; i18n: Record<string, string> }>(
  rows: R[],
  titleOf: (row: R) => string,
) {
  return buildTree(
    rows.map((row) => ({
      id: row.id,
      parentId: rootParent(row.parentId),
      title: titleOf(row),
      key: row.id,
      value: row.id,
      i18n: row.i18n,
    })),
  )
}
