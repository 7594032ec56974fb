import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantPolicy } from './columns'
import { crmCustomer, crmInstrument } from './crm'
import { labReport } from './report'
import {
  createdOrderIndex,
  liveIndex,
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
} from './table-shapes'

/*
 * Label applications (标签申领, src/domain/labelApply): a customer's or reception's request for verification
 * labels for instruments whose certificates passed, and its lines, one label each. A line copies what the
 * label prints from the certificate when it is chosen, so a label printed again reads as it was issued.
 */

export const labelApply = pgTable(
  'label_apply',
  {
    ...recordKeyColumns(),
    /** SQ + yyyyMMdd + serial, given when the application is made. */
    applyNo: varchar({ length: 32 }).notNull(),
    customerId: uuid().notNull(),
    /** src/domain/labelApply LABEL_APPLY_STATE: 1 draft … 5 issued. */
    status: smallint().notNull().default(1),
    labelCount: integer().notNull().default(0),
    applicantName: varchar({ length: 64 }),
    submittedAt: timestamp({ withTimezone: true }),
    approverId: uuid(),
    approverName: varchar({ length: 64 }),
    approvedAt: timestamp({ withTimezone: true }),
    refuseReason: varchar({ length: 500 }),
    issuedAt: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.customerId, crmCustomer),
    uniqueIndex('label_apply_no_idx').on(t.tenantId, t.applyNo),
    liveIndex('label_apply_status_idx', t.tenantId, t.status),
    index('label_apply_customer_idx').on(t.tenantId, t.customerId),
    createdOrderIndex('label_apply_created_idx', t),
    tenantPolicy('label_apply'),
  ],
)

export const labelApplyItem = pgTable(
  'label_apply_item',
  {
    ...recordKeyColumns(),
    applyId: uuid().notNull(),
    /** The application's customer, kept on the line for the customer's data scope. */
    customerId: uuid().notNull(),
    reportId: uuid().notNull(),
    instrumentId: uuid(),
    certificateNo: varchar({ length: 64 }).notNull(),
    instrumentName: varchar({ length: 200 }).notNull(),
    model: varchar({ length: 100 }),
    factoryNumber: varchar({ length: 100 }),
    /** The certificate's next due date: the label is valid until then. */
    validUntil: date(),
    /** Given at issue by the lab's numbering rule of verification labels; unique in the lab. */
    labelNo: varchar({ length: 64 }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.applyId, labelApply),
    tenantForeignKey(t, t.customerId, crmCustomer),
    tenantForeignKey(t, t.reportId, labReport),
    tenantForeignKey(t, t.instrumentId, crmInstrument),
    uniqueIndex('label_apply_item_no_idx')
      .on(t.tenantId, t.labelNo)
      .where(sql`label_no is not null`),
    index('label_apply_item_apply_idx').on(t.tenantId, t.applyId),
    index('label_apply_item_customer_idx').on(t.tenantId, t.customerId),
    createdOrderIndex('label_apply_item_created_idx', t),
    tenantPolicy('label_apply_item'),
  ],
)
