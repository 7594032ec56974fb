import { integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey } from './table-shapes'
import { appUser } from './system'

/** A user's saved column layout of one table (spec §3 "Saved column layout": elementId + JSON parameter). */
export const viewParam = pgTable(
  'view_param',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    elementId: varchar({ length: 128 }).notNull(),
    parameter: text().notNull(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('view_param_user_element_uq').on(t.tenantId, t.userId, t.elementId),
    tenantPolicy('view_param'),
  ],
)

/**
 * Symbols of the math input's virtual keyboard (spec §3 "Symbol record": code, sort). A row without a user
 * is the lab's common list; a row with one is that person's own list.
 */
export const symbol = pgTable(
  'symbol',
  {
    ...recordKeyColumns(),
    userId: uuid(),
    code: varchar({ length: 16 }).notNull(),
    sort: integer().notNull().default(0),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser).onDelete('cascade'),
    tenantPolicy('symbol'),
  ],
)
