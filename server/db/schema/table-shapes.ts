import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  numeric,
  primaryKey,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type IndexBuilderOn,
} from 'drizzle-orm/pg-core'
import { tenantId } from './columns'

/*
 * The shape most tenant tables share: a record is keyed by its lab and its own id, refers to other records of
 * the same lab by that pair, and is listed newest first. Each builder makes exactly what a table would spell
 * out by hand (tests/unit/table-shapes.test.ts), so moving a table onto them changes no column, key or index.
 */

/**
 * The first two columns of a tenant's record. They go first and the audit columns last, so that the columns
 * keep the order of the migrations that created them.
 */
export const recordKeyColumns = () => ({ tenantId: tenantId(), id: uuid().notNull() })

/** The primary key (tenant_id, id): ids are unique within a lab only. */
export const recordPrimaryKey = (t: { tenantId: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  primaryKey({ columns: [t.tenantId, t.id] })

/**
 * A reference to a record of the same lab: (tenant_id, column) → (tenant_id, id) of `target`, so that no row
 * can point into another lab's data. `target` may be the table itself (a tree's parent).
 */
export const tenantForeignKey = (
  t: { tenantId: ExtraConfigColumn },
  column: ExtraConfigColumn,
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [t.tenantId, column], foreignColumns: [target.tenantId, target.id] })

/**
 * The lists' default order, create_time desc then id, as the search compiler writes it: plain DESC is NULLS
 * FIRST, and only an index in that exact order lets a first page read its rows instead of sorting all matches.
 */
export const createdOrderIndex = (
  name: string,
  t: { tenantId: ExtraConfigColumn; createTime: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(name).on(t.tenantId, t.createTime.desc().nullsFirst(), t.id)

/** The default order within one department: the first page of a department-scoped list. */
export const deptCreatedOrderIndex = (
  name: string,
  t: {
    tenantId: ExtraConfigColumn
    createDept: ExtraConfigColumn
    createTime: ExtraConfigColumn
    id: ExtraConfigColumn
  },
) => index(name).on(t.tenantId, t.createDept, t.createTime.desc().nullsFirst(), t.id)

/** What an index may list: columns, each possibly ordered (`t.createTime.desc()`). */
type IndexedColumns = Parameters<IndexBuilderOn['on']>

/** The condition of partial indexes over live rows: removed (soft-deleted) rows are never looked up. */
const live = () => sql`is_deleted = false`

/** Unique among live rows: a removed record gives its value back (a code, an account) for a new one. */
export const liveUniqueIndex = (name: string, ...columns: IndexedColumns) =>
  uniqueIndex(name)
    .on(...columns)
    .where(live())

/** An index over live rows only, for the lists and work queues that never show removed records. */
export const liveIndex = (name: string, ...columns: IndexedColumns) =>
  index(name)
    .on(...columns)
    .where(live())

/** An amount in yuan, exact to the fen (src/domain/money/amount.ts computes with them as decimals). */
export const amountColumn = () => numeric({ precision: 12, scale: 2 })
/** A percentage, 0–100 with two decimals. */
export const percentColumn = () => numeric({ precision: 5, scale: 2 })
