import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { tenantForeignKey } from './table-shapes'
import { crmCustomer, crmInstrument } from './crm'

/**
 * The recall reminders sent (到期提醒): one per customer instrument and due date, written in the transaction
 * that sends it, so a restart or a second server process neither repeats one nor, since the sweep looks back,
 * skips one. A new due date (the instrument was calibrated again) is a new cycle and is reminded afresh.
 */
export const recallReminder = pgTable(
  'recall_reminder',
  {
    tenantId: tenantId(),
    instrumentId: uuid().notNull(),
    dueDate: date().notNull(),
    customerId: uuid().notNull(),
    sentTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.instrumentId, t.dueDate] }),
    tenantForeignKey(t, t.instrumentId, crmInstrument),
    tenantForeignKey(t, t.customerId, crmCustomer),
    index('recall_reminder_customer_idx').on(t.tenantId, t.customerId, t.dueDate),
    tenantPolicy('recall_reminder'),
  ],
)
