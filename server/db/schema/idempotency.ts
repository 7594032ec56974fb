import { index, jsonb, pgTable, primaryKey, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'

/**
 * The idempotency store (DESIGN "API"; server/http/idempotency.ts): a client's Idempotency-Key with the
 * request it was first used for and, once done, the answer it got. Kept at least 30 days (the outbox
 * replays for as long as a tablet stays offline); rows older than 35 days are removed.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    tenantId: tenantId(),
    key: uuid().notNull(),
    userId: uuid().notNull(),
    /** The operation, e.g. 'registration.submit'. */
    route: varchar({ length: 64 }).notNull(),
    /** sha256 of the route and the canonical request body (hex). */
    requestHash: varchar({ length: 64 }).notNull(),
    /**
     * done: answered. pending: claimed and being processed until leaseUntil; only the earlier two-step store
     * committed such claims (a request now claims, works and answers in one transaction), and they are still
     * honoured: 409 until the lease ends, then taken over.
     */
    state: varchar({ length: 8 }).$type<'pending' | 'done'>().notNull(),
    /** Who holds a pending claim: only that request may finish or free it (a random id on answered rows). */
    claim: uuid().notNull(),
    leaseUntil: timestamp({ withTimezone: true }),
    statusCode: smallint(),
    answer: jsonb(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    // The daily clean-up's scan, across tenants.
    index('idempotency_key_created_idx').on(t.createTime),
    tenantPolicy('idempotency_key'),
  ],
)
