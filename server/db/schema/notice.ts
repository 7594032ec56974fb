import { index, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey } from './table-shapes'

/**
 * Notices the lab publishes (公告): listed on the staff home (POST /api/blade-desk/notice/releaseInfoPage)
 * and readable by anyone once released (/detail-info-notice?id=).
 */
export const notice = pgTable(
  'notice',
  {
    ...recordKeyColumns(),
    title: varchar({ length: 200 }).notNull(),
    /** Business dictionary notice_category (通知, 公告, 新闻 …). */
    category: varchar({ length: 64 }),
    /** Plain text; blank lines separate paragraphs. */
    content: varchar({ length: 20000 }).notNull(),
    /** 1 draft, 2 released, 3 withdrawn. Only released notices are listed and public. */
    status: smallint().notNull().default(1),
    releaseTime: timestamp({ withTimezone: true }),
    releasedBy: uuid(),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('notice_release_idx').on(t.tenantId, t.status, t.releaseTime.desc()),
    tenantPolicy('notice'),
  ],
)
