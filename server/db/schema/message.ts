import { sql } from 'drizzle-orm'
import { foreignKey, index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { appUser } from './system'

/** In-site messages to one user (spec §3 Message item, §7 live channel and message centre). */
export const message = pgTable(
  'message',
  {
    tenantId: tenantId(),
    id: uuid().notNull(),
    /** The recipient. */
    userId: uuid().notNull(),
    title: varchar({ length: 100 }),
    text: varchar({ length: 1000 }).notNull(),
    /** What the message is about: 'notice' (staff notice), 'workflow' (a process step), … */
    category: varchar({ length: 32 }).notNull().default('notice'),
    /** The sender; null for messages the system sends itself. */
    createUser: uuid(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }),
    index('message_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('message_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`read_time is null`),
    tenantPolicy('message'),
  ],
)
