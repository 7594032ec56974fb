import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantPolicy } from './columns'
import { createdOrderIndex, recordKeyColumns, recordPrimaryKey } from './table-shapes'

/**
 * Message templates (消息模板): one per event and channel. Title and bodies name their values as {variable};
 * which variables an event gives is declared in src/domain/notify/events.ts.
 */
export const notifyTemplate = pgTable(
  'notify_template',
  {
    ...recordKeyColumns(),
    /** The event's code (src/domain/notify/events.ts). */
    code: varchar({ length: 64 }).notNull(),
    /** Spec §3 m_template_type: 1 SMS, 2 in-site message, 3 mail. */
    templateType: smallint().notNull(),
    /** Spec §3 m_enable_status: 0 enabled, 1 disabled. */
    enableStatus: smallint().notNull().default(0),
    title: varchar({ length: 200 }).notNull(),
    bodyZh: varchar({ length: 2000 }).notNull(),
    bodyEn: varchar({ length: 2000 }),
    /** The SMS provider's own template code (Aliyun TemplateCode): providers send registered templates only. */
    providerTemplate: varchar({ length: 64 }),
    remark: varchar({ length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('notify_template_event_uq')
      .on(t.tenantId, t.code, t.templateType)
      .where(sql`is_deleted = false`),
    createdOrderIndex('notify_template_created_idx', t),
    tenantPolicy('notify_template'),
  ],
)

/**
 * Every send, one row per event occurrence, channel and recipient (the unique key makes a second notify of
 * the same occurrence a no-op). In-site messages are written as 'sent' in the sender's transaction; mail and
 * SMS wait 'queued' for the delivery worker, which claims due rows with FOR UPDATE SKIP LOCKED.
 */
export const notifySendLog = pgTable(
  'notify_send_log',
  {
    ...recordKeyColumns(),
    /** The template used; null when none was stored and the built-in default was used. */
    templateId: uuid(),
    event: varchar({ length: 64 }).notNull(),
    /** What occurrence of the event this is (a review's id, a device's due date …), chosen by the caller. */
    eventId: varchar({ length: 200 }).notNull(),
    /** m_template_type of the channel: 1 SMS, 2 in-site, 3 mail. */
    channel: smallint().notNull(),
    /** The address delivery needs (user id, phone, e-mail); lists show recipient_masked only. */
    recipient: varchar({ length: 200 }).notNull(),
    recipientMasked: varchar({ length: 200 }).notNull(),
    subject: varchar({ length: 200 }),
    /** The rendered text; emptied once sent for secret events (sign-in codes). */
    body: varchar({ length: 4000 }),
    /** The values, for providers that render their own registered template (Aliyun TemplateParam). */
    variables: jsonb().$type<Record<string, string>>(),
    providerTemplate: varchar({ length: 64 }),
    /** queued | sent | failed | skipped (template disabled). */
    status: varchar({ length: 16 }).notNull(),
    error: varchar({ length: 1000 }),
    attempts: integer().notNull().default(0),
    nextAttemptTime: timestamp({ withTimezone: true }),
    sentTime: timestamp({ withTimezone: true }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('notify_send_log_once_uq').on(t.tenantId, t.event, t.eventId, t.channel, t.recipient),
    index('notify_send_log_due_idx')
      .on(t.tenantId, t.nextAttemptTime)
      .where(sql`status = 'queued'`),
    createdOrderIndex('notify_send_log_created_idx', t),
    tenantPolicy('notify_send_log'),
  ],
)
