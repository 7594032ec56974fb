import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'

export type LoggedSend = { channel: number; recipient: string; subject: string | null; body: string | null }

/**
 * What the lab's send log holds for one occurrence of an event (channel 1 SMS, 2 in-site, 3 mail), in a
 * stable order: the product's messages are asserted on as the lab's log shows them.
 */
export const sendsOf = (
  database: Database,
  tenantId: string,
  event: string,
  /** The occurrence, or the start of its id (occurrences numbered apart, as every password reset is). */
  eventId: string | { startsWith: string },
) =>
  withTenant(database.db, tenantId, (tx) =>
    queryRows<LoggedSend>(
      tx,
      sql`select channel, recipient, subject, body from notify_send_log
          where tenant_id = ${tenantId} and event = ${event}
            and ${typeof eventId === 'string' ? sql`event_id = ${eventId}` : sql`starts_with(event_id, ${eventId.startsWith})`}
          order by channel, recipient`,
    ),
  )
