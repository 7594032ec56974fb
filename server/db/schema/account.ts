import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { appUser } from './system'

/**
 * Customers who registered themselves (/register): the company they named and where they came from.
 * The account itself is an ordinary app_user with the role alias "customer".
 */
export const customerRegistration = pgTable(
  'customer_registration',
  {
    tenantId: tenantId(),
    userId: uuid().notNull(),
    companyName: varchar({ length: 200 }),
    phone: varchar({ length: 20 }).notNull(),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }),
    tenantPolicy('customer_registration'),
  ],
)

/** Browser runtime errors the users uploaded from their local error log (spec §3 Log entry, §8). */
export const clientErrorLog = pgTable(
  'client_error_log',
  {
    tenantId: tenantId(),
    id: uuid().notNull(),
    userId: uuid().notNull(),
    url: varchar({ length: 2000 }).notNull(),
    /** The time the browser recorded, as it sent it. */
    time: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 32 }).notNull(),
    message: text().notNull(),
    stack: text(),
    info: text(),
    userAgent: varchar({ length: 255 }),
    ip: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }),
    index('client_error_log_time_idx').on(t.tenantId, t.createTime),
    tenantPolicy('client_error_log'),
  ],
)
