import { index, jsonb, pgPolicy, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { SecurityEventCode } from '@/domain/access'
import { appRole } from './columns'
import { recordKeyColumns, recordPrimaryKey } from './table-shapes'

/**
 * The security audit log (OWASP ASVS V7): sign-ins and their failures, lockouts, password resets, changes of
 * users, roles, grants, data scopes, customer links and tenants, and downloads of other people's files. Rows
 * are only ever added: the app role may insert and read them, never change or remove them (migration 0020
 * also refuses UPDATE and DELETE to everyone with a trigger). Events of the platform (tenants) and sign-ins
 * to an unknown tenant are kept under the platform tenant 000000.
 */
export const securityEvent = pgTable(
  'security_event',
  {
    ...recordKeyColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    event: varchar({ length: 48 }).$type<SecurityEventCode>().notNull(),
    /** Who did it; null when nobody was signed in (a failed sign-in, a reset by SMS). */
    actorId: uuid(),
    actorAccount: varchar({ length: 64 }),
    actorName: varchar({ length: 64 }),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
    /** What it was done to: a user, a role, a tenant, a file, a customer account. */
    targetType: varchar({ length: 32 }),
    targetId: varchar({ length: 64 }),
    targetLabel: varchar({ length: 200 }),
    before: jsonb(),
    after: jsonb(),
    /** Anything else worth keeping (the failure's reason, the grant's additions and removals). */
    detail: jsonb(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('security_event_at_idx').on(t.tenantId, t.at.desc().nullsFirst(), t.id),
    index('security_event_event_idx').on(t.tenantId, t.event, t.at),
    pgPolicy('security_event_read', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`tenant_id = current_setting('app.tenant_id', true)`,
    }),
    pgPolicy('security_event_append', {
      as: 'permissive',
      for: 'insert',
      to: appRole,
      withCheck: sql`tenant_id = current_setting('app.tenant_id', true)`,
    }),
  ],
)
