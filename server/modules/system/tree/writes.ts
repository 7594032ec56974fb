import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { badRequest } from '../../../http/errors'
import { assertNoLiveChildren, assertValidParent, liveRows, softRemove } from '../../shared/crud'
import type { TreeEntity, TreeRecord, TreeTable } from './entity'

/** Where an entity's records are: all that writing needs of its declaration. */
type Entity<T extends TreeTable> = Pick<TreeEntity<T, TreeRecord>, 'table' | 'scope'>

/** A new parent must be a live record and neither the record itself nor one below it. */
export function assertParent<T extends TreeTable>(
  tx: Tx,
  entity: Entity<T>,
  tenantId: string,
  id: string | undefined,
  parentId: string | null,
): Promise<void> {
  return assertValidParent(tx, getTableName(entity.table), tenantId, id, parentId)
}

/** A value that names one live record (a code, an alias) must not name another one already (crud.duplicate). */
export async function assertUnique<T extends TreeTable>(
  tx: Tx,
  entity: Entity<T>,
  tenantId: string,
  id: string | undefined,
  named: { field: string; value: string },
  ...conditions: SQL[]
): Promise<void> {
  const holders = await tx
    .select({ id: entity.table.id })
    .from(entity.table as PgTable)
    .where(liveRows(entity.table, tenantId, entity.scope, ...conditions))
  if (holders.some((row) => row.id !== id)) throw badRequest('crud.duplicate', named)
}

/** Records with live children cannot be removed, nor become what has none (crud.hasChildren). */
export function assertLeaves<T extends TreeTable>(
  tx: Tx,
  entity: Entity<T>,
  tenantId: string,
  ids: string[],
): Promise<void> {
  return assertNoLiveChildren(tx, entity.table, tenantId, ids)
}

/**
 * Creates a record (no id) or updates one, stamping who changed it, and answers its id. The values are the
 * entity's columns; on creation they hold every column a new row needs.
 */
export async function saveRecord<T extends TreeTable>(
  tx: Tx,
  entity: Entity<T>,
  tenantId: string,
  userId: string,
  id: string | undefined,
  values: PgUpdateSetSource<T>,
): Promise<string> {
  const stamped = { ...values, updateUser: userId, updateTime: sql`now()` }
  if (!id) {
    const created = uuidv7()
    // The update's column types are checked where the values are given; a generic table cannot tell which
    // columns an insert needs, so that promise is the caller's (see above).
    await tx
      .insert(entity.table)
      .values({ ...stamped, tenantId, id: created, createUser: userId } as PgInsertValue<T>)
    return created
  }
  await tx
    .update(entity.table)
    .set(stamped)
    .where(and(eq(entity.table.tenantId, tenantId), eq(entity.table.id, id)))
  return id
}

/**
 * Removes records (soft delete). One with live children is refused first (crud.hasChildren), then what the
 * entity says still uses them (users of a department, holders of a role).
 */
export async function removeRecords<T extends TreeTable>(
  tx: Tx,
  entity: Entity<T>,
  tenantId: string,
  userId: string,
  ids: string[],
  assertUnused: () => Promise<void> = async () => {},
): Promise<void> {
  await assertLeaves(tx, entity, tenantId, ids)
  await assertUnused()
  await softRemove(tx, entity.table, tenantId, ids, userId)
}
