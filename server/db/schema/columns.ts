import { sql } from 'drizzle-orm'
import { boolean, customType, pgPolicy, pgRole, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/**
 * The role the app's queries run as (SET LOCAL ROLE inside every tenant transaction). It is neither a
 * superuser nor a table owner, so row-level security applies to it; see migrations/0000_roles.sql.
 */
export const appRole = pgRole('metrodesk_app').existing()

/** Tenant ids are the lab's 6-digit codes ("000000" is the platform), as in BladeX. */
export const tenantId = () => varchar({ length: 12 }).notNull()

export const auditColumns = () => ({
  createUser: uuid(),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateUser: uuid(),
  updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  isDeleted: boolean().notNull().default(false),
})

/**
 * The department of whoever created a row, for the "own department" data scope. Filled by the database
 * from the creator (a trigger of migration 0020, `fill_create_dept`) when the insert leaves it out, so
 * no code path that creates such a record can forget it.
 */
export const createDept = () => ({ createDept: uuid() })

/**
 * Row-level security backing up the services' own tenant filter: a row is visible and writable only
 * inside a transaction whose app.tenant_id is the row's tenant (see db/tenant-scope.ts).
 */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = current_setting('app.tenant_id', true)`,
    withCheck: sql`tenant_id = current_setting('app.tenant_id', true)`,
  })

/** Binary content kept in the database (frozen PDFs). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
