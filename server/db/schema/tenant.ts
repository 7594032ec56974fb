import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantId } from './columns'

/** Laboratories using this installation. Global (not tenant-owned): only the platform manages it. */
export const tenant = pgTable('tenant', {
  tenantId: tenantId().primaryKey(),
  tenantName: varchar({ length: 100 }).notNull(),
  tenantNameEn: varchar({ length: 200 }),
  contactName: varchar({ length: 50 }),
  contactPhone: varchar({ length: 30 }),
  address: text(),
  /** 1 enabled, 2 disabled (its users can no longer sign in). */
  status: smallint().notNull().default(1),
  accountLimit: integer(),
  expireTime: timestamp({ withTimezone: true }),
  ...auditColumns(),
})
