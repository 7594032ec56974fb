import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey } from './table-shapes'

/** One changed field: what it was and what it became (text as stored; null for empty). */
export type FieldChange = { field: string; before: string | null; after: string | null }

/**
 * The change history of master records whose declaration keeps one (ISO/IEC 17025 8.4: who changed what, when,
 * from what to what): written by the resource engine and the modules in the transaction of the change, never
 * updated or deleted (the app role may not, and a trigger of migration 0036 refuses it to everyone).
 */
export const recordHistory = pgTable(
  'record_history',
  {
    ...recordKeyColumns(),
    /** The resource's code (lab_standard_device …). */
    resource: varchar({ length: 64 }).notNull(),
    recordId: uuid().notNull(),
    action: varchar({ length: 16 }).$type<'create' | 'update' | 'remove' | string>().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull(),
    reason: varchar({ length: 500 }),
    userId: uuid().notNull(),
    userName: varchar({ length: 64 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('record_history_record_idx').on(t.tenantId, t.resource, t.recordId, t.at),
    // The administrators' search: the lab's history newest first (server/modules/system/record-history).
    index('record_history_at_idx').on(t.tenantId, t.at.desc().nullsFirst(), t.id),
    tenantPolicy('record_history'),
  ],
)
