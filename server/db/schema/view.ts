import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { appUser } from './system'

/** A user's saved column layout of one table (spec §3 "Saved column layout": elementId + JSON parameter). */
export const viewParam = pgTable(
  'view_param',
  {
    tenantId: tenantId(),
    id: uuid().notNull(),
    userId: uuid().notNull(),
    elementId: varchar({ length: 128 }).notNull(),
    parameter: text().notNull(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }).onDelete(
      'cascade',
    ),
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
    tenantId: tenantId(),
    id: uuid().notNull(),
    userId: uuid(),
    code: varchar({ length: 16 }).notNull(),
    sort: integer().notNull().default(0),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }).onDelete(
      'cascade',
    ),
    tenantPolicy('symbol'),
  ],
)
