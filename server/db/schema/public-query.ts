import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Request counters of the public pages, global like the login attempts: one row per
 * `scope:window:address` and window start, incremented by an upsert that answers the new count, so that every
 * API process sees the same counts. A row is useless once `expiresAt` has passed and is swept now and then.
 */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: varchar({ length: 120 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_counter_expires_idx').on(t.expiresAt)],
)
