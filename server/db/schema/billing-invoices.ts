import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantId, tenantPolicy } from './columns'
import { crmCustomer } from './crm'
import { labOrder } from './order'
import {
  createdOrderIndex,
  liveUniqueIndex,
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
  amountColumn,
  percentColumn,
} from './table-shapes'

const amount = amountColumn
const percent = percentColumn

/**
 * Invoices (发票) the lab issued for settled orders of one customer. There is no connection to the tax bureau:
 * finance issues the invoice in the tax system and records it here (its number and date), with the buyer's tax
 * data a special VAT invoice requires. A wrong invoice is voided by a red-letter invoice (红字发票): a negative
 * record naming it, which frees its orders for a new invoice.
 */
export const invoice = pgTable(
  'invoice',
  {
    ...recordKeyColumns(),
    /** FP + the day + a serial: the lab's own reference. */
    code: varchar({ length: 32 }).notNull(),
    /** The number the tax system gave the invoice. */
    invoiceNo: varchar({ length: 32 }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    /** Dictionary INVOICE_TYPE: 1 special VAT invoice, 2 ordinary. */
    kind: smallint().notNull(),
    customerId: uuid().notNull(),
    buyerName: varchar({ length: 200 }).notNull(),
    /** Unified social credit code (the taxpayer number). */
    buyerTaxNo: varchar({ length: 18 }),
    buyerAddress: varchar({ length: 200 }),
    buyerPhone: varchar({ length: 32 }),
    buyerBank: varchar({ length: 100 }),
    buyerAccount: varchar({ length: 32 }),
    taxRatePercent: percent().notNull(),
    /** What the orders come to, tax included; negative on a red-letter invoice. */
    total: amount().notNull(),
    /** The tax within the total (the lab's prices include it). */
    tax: amount().notNull(),
    net: amount().notNull(),
    /** 100 issued, 200 voided by a red-letter invoice; a red-letter invoice itself is 300. */
    status: smallint().notNull().default(100),
    /** On a red-letter invoice: the invoice it voids. */
    reverses: uuid(),
    reason: varchar({ length: 500 }),
    remark: varchar({ length: 500 }),
    ...createDept(),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.customerId, crmCustomer),
    liveUniqueIndex('invoice_code_uq', t.tenantId, t.code),
    liveUniqueIndex('invoice_no_uq', t.tenantId, t.invoiceNo),
    createdOrderIndex('invoice_created_idx', t),
    index('invoice_customer_idx').on(t.tenantId, t.customerId),
    tenantPolicy('invoice'),
  ],
)

/** The orders an invoice covers, with the amount it invoiced for each (kept when a red letter voids it). */
export const invoiceOrder = pgTable(
  'invoice_order',
  {
    ...recordKeyColumns(),
    invoiceId: uuid().notNull(),
    orderId: uuid().notNull(),
    amount: amount().notNull(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.invoiceId, invoice),
    tenantForeignKey(t, t.orderId, labOrder),
    index('invoice_order_invoice_idx').on(t.tenantId, t.invoiceId),
    index('invoice_order_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('invoice_order'),
  ],
)

/**
 * The lab's income as booked when a bill is settled (收入统计 reads it): one row per settled order and charge
 * category, with what the order's live items of that category came to then, and the order's month, income
 * source, department and customer. Settling books an order (its total is fixed from then on), undoing a
 * settlement removes it: the statistics read a few rows per order instead of every test item, and always add
 * up to the settled bills' totals.
 */
export const incomeBooking = pgTable(
  'income_booking',
  {
    tenantId: tenantId(),
    orderId: uuid().notNull(),
    /** Dictionary CHARGE_TAXON of the items ('none': priced without a category). */
    taxon: varchar({ length: 64 }).notNull(),
    settledAt: timestamp({ withTimezone: true }).notNull(),
    /** The lab's calendar month it was settled in, YYYY-MM. */
    month: varchar({ length: 7 }).notNull(),
    /** Dictionary INCOME_SOURCE of the order. */
    incomeSource: varchar({ length: 64 }).notNull(),
    deptId: uuid(),
    /** The customer's id, or 'name:' and the name on the order for a customer without a record. */
    customerKey: varchar({ length: 260 }).notNull(),
    items: integer().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.taxon] }),
    tenantForeignKey(t, t.orderId, labOrder),
    index('income_booking_settled_idx').on(t.tenantId, t.settledAt),
    tenantPolicy('income_booking'),
  ],
)
