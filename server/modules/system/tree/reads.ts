import { eq, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../../db/database'
import { contains, firstOr404, liveRows, pickerTree, treeOrFlat, type TreeNode } from '../../shared/crud'
import type { TreeNodeDto } from '../../shared/schemas'
import type { TreeEntity, TreeRecord, TreeTable } from './entity'

/** The tree's live records of a tenant that meet the conditions, in display order. */
export async function liveRecords<T extends TreeTable, R extends TreeRecord>(
  tx: Tx,
  entity: TreeEntity<T, R>,
  tenantId: string,
  ...conditions: (SQL | undefined)[]
): Promise<R[]> {
  const rows = await tx
    .select()
    .from(entity.table as PgTable)
    .where(liveRows(entity.table, tenantId, entity.scope, ...conditions))
    .orderBy(...entity.order)
  // Selected from the entity's own table: the rows are its rows, which a table given generically cannot say.
  return (rows as T['$inferSelect'][]).map(entity.record)
}

/** The list: every record as a tree or, when a query field is given, the matching records flat. */
export async function findTree<T extends TreeTable, R extends TreeRecord>(
  tx: Tx,
  entity: TreeEntity<T, R>,
  tenantId: string,
  query: Readonly<Record<string, string | undefined>>,
): Promise<TreeNode<R>[]> {
  const filters = Object.entries(entity.search ?? {})
    .map(([field, { column }]) => contains(column, query[field]))
    .filter((filter) => filter !== undefined)
  return treeOrFlat(await liveRecords(tx, entity, tenantId, ...filters), filters.length > 0)
}

/** The records that meet the conditions as the generic nodes of pickers. */
export async function findPickerTree<T extends TreeTable, R extends TreeRecord>(
  tx: Tx,
  entity: TreeEntity<T, R>,
  tenantId: string,
  ...conditions: (SQL | undefined)[]
): Promise<TreeNodeDto[]> {
  return pickerTree(await liveRecords(tx, entity, tenantId, ...conditions), entity.title)
}

/** One live record (404 when there is none, or it does not meet the conditions). */
export async function findRecord<T extends TreeTable, R extends TreeRecord>(
  tx: Tx,
  entity: TreeEntity<T, R>,
  tenantId: string,
  id: string,
  ...conditions: (SQL | undefined)[]
): Promise<R> {
  return firstOr404(await liveRecords(tx, entity, tenantId, eq(entity.table.id, id), ...conditions))
}
