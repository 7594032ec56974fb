import { index, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import {
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
  createdOrderIndex,
  liveUniqueIndex,
} from './table-shapes'
import { crmCustomer } from './crm'
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
    tenantForeignKey(t, t.userId, appUser),
    tenantPolicy('customer_registration'),
  ],
)

/** Browser runtime errors the users uploaded from their local error log (spec §3 Log entry, §8). */
export const clientErrorLog = pgTable(
  'client_error_log',
  {
    ...recordKeyColumns(),
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
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser),
    index('client_error_log_time_idx').on(t.tenantId, t.createTime),
    tenantPolicy('client_error_log'),
  ],
)

/**
 * A customer's account (a user who books pickups and reads her own records) and the customer record of the
 * lab it speaks for. The lab confirms the link (link_state 2); until then the account reads nothing but its
 * own bookings. Dictionary customer_link_state: 1 awaiting confirmation, 2 linked, 3 refused.
 */
export const customerAccount = pgTable(
  'customer_account',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    /** The company she named when she registered. */
    companyName: varchar({ length: 200 }),
    phone: varchar({ length: 20 }),
    customerId: uuid(),
    linkState: smallint().notNull().default(1),
    linkedBy: uuid(),
    linkedTime: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser),
    tenantForeignKey(t, t.customerId, crmCustomer),
    liveUniqueIndex('customer_account_user_uq', t.tenantId, t.userId),
    index('customer_account_customer_idx').on(t.tenantId, t.customerId),
    createdOrderIndex('customer_account_created_idx', t),
    tenantPolicy('customer_account'),
  ],
)
