import { sql } from 'drizzle-orm'
import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey } from './table-shapes'
import { appUser } from './system'

/** In-site messages to one user (spec §3 Message item, §7 live channel and message centre). */
export const message = pgTable(
  'message',
  {
    ...recordKeyColumns(),
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
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser),
    index('message_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('message_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`read_time is null`),
    tenantPolicy('message'),
  ],
)
