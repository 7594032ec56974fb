import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { generateDrizzleJson } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import { auditColumns, createDept, tenantId, tenantPolicy } from '../../server/db/schema/columns'
import {
  createdOrderIndex,
  deptCreatedOrderIndex,
  liveIndex,
  liveUniqueIndex,
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
} from '../../server/db/schema/table-shapes'

/**
 * The table builders must leave the database as it was: a table written with them has the very snapshot
 * (columns in order, keys, indexes, policy) drizzle-kit takes of the same table spelled out by hand, so a
 * schema moved onto them generates no migration.
 */

const parent = pgTable('shape_parent', { tenantId: tenantId(), id: uuid().notNull() }, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
])

const spelledOut = pgTable(
  'shape_record',
  {
    tenantId: tenantId(),
    id: uuid().notNull(),
    parentId: uuid(),
    ownerId: uuid(),
    code: varchar({ length: 64 }).notNull(),
    state: smallint().notNull().default(1),
    dueTime: timestamp({ withTimezone: true }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [parent.tenantId, parent.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    uniqueIndex('shape_record_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = false`),
    index('shape_record_due_idx')
      .on(t.tenantId, t.createUser, t.dueTime.desc())
      .where(sql`is_deleted = false`),
    index('shape_record_created_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id),
    index('shape_record_dept_created_idx').on(
      t.tenantId,
      t.createDept,
      t.createTime.desc().nullsFirst(),
      t.id,
    ),
    tenantPolicy('shape_record'),
  ],
)

const built = pgTable(
  'shape_record',
  {
    ...recordKeyColumns(),
    parentId: uuid(),
    ownerId: uuid(),
    code: varchar({ length: 64 }).notNull(),
    state: smallint().notNull().default(1),
    dueTime: timestamp({ withTimezone: true }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.parentId, parent),
    tenantForeignKey(t, t.ownerId, t).onDelete('cascade'),
    liveUniqueIndex('shape_record_code_uq', t.tenantId, t.code),
    liveIndex('shape_record_due_idx', t.tenantId, t.createUser, t.dueTime.desc()),
    createdOrderIndex('shape_record_created_idx', t),
    deptCreatedOrderIndex('shape_record_dept_created_idx', t),
    tenantPolicy('shape_record'),
  ],
)

/** drizzle-kit's snapshot of a schema, as JSON text (so the columns' order counts), without its random ids. */
const snapshotOf = (table: typeof spelledOut | typeof built) => {
  const {
    id: _id,
    prevId: _prevId,
    ...snapshot
  } = generateDrizzleJson({ parent, table }, undefined, undefined, 'snake_case')
  return JSON.stringify(snapshot)
}

describe('table builders', () => {
  it('give the snapshot of the table spelled out by hand', () => {
    expect(snapshotOf(built)).toBe(snapshotOf(spelledOut))
  })

  it('put the record key first and leave the rest in the order written', () => {
    const snapshot = JSON.parse(snapshotOf(built)) as { tables: Record<string, { columns: object }> }
    expect(Object.keys(snapshot.tables['public.shape_record']!.columns)).toEqual([
      'tenant_id',
      'id',
      'parent_id',
      'owner_id',
      'code',
      'state',
      'due_time',
      'create_user',
      'create_time',
      'update_user',
      'update_time',
      'is_deleted',
      'create_dept',
    ])
  })
})
