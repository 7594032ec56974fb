import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantPolicy } from './columns'
import { crmCustomer } from './crm'
import { chargeStandard } from './charges'
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
 * Quotes (报价单): what the lab offers a customer, or someone who may become one, priced from the charge
 * standards. The totals are computed by the server from the lines (src/domain/billing/quoteTotals.ts) and
 * stored as printed; the lines keep the standard price they were made with, so a later change of the
 * standard never changes a quote.
 */
export const quote = pgTable(
  'quote',
  {
    ...recordKeyColumns(),
    /** BJ + the day + a serial, e.g. BJ202611270001. */
    code: varchar({ length: 32 }).notNull(),
    /** The customer, when she is one already; a prospective customer has only a name. */
    customerId: uuid(),
    customerName: varchar({ length: 200 }).notNull(),
    contact: varchar({ length: 64 }),
    phone: varchar({ length: 32 }),
    /** Dictionary discountType: 1 regular quote, 2 bid quote. */
    kind: smallint().notNull().default(1),
    /** The last day the quote may be accepted (the lab's calendar). */
    validUntil: date({ mode: 'string' }),
    /** Dictionary quote_examine_status: 100 to submit, 200 under review, 300 reviewed. */
    examineStatus: smallint().notNull().default(100),
    /** Dictionary quote_status: 100 usable, 200 unusable (expired or superseded). */
    status: smallint().notNull().default(100),
    /** The quote this one replaces: once this one is reviewed, that one is unusable. */
    supersedes: uuid(),
    supersededBy: uuid(),
    wholeDiscountPercent: percent(),
    /** Dictionary discount_type: why the whole quote is discounted. */
    discountType: varchar({ length: 64 }),
    discountReason: varchar({ length: 500 }),
    taxRatePercent: percent().notNull().default('6'),
    /** Whether the prices contain the tax (the lab's published prices do). */
    taxIncluded: boolean().notNull().default(true),
    gross: amount().notNull().default('0'),
    allowances: amount().notNull().default('0'),
    wholeDiscount: amount().notNull().default('0'),
    net: amount().notNull().default('0'),
    tax: amount().notNull().default('0'),
    total: amount().notNull().default('0'),
    reviewerId: uuid(),
    reviewedAt: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    ...createDept(),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.customerId, crmCustomer),
    liveUniqueIndex('quote_code_uq', t.tenantId, t.code),
    createdOrderIndex('quote_created_idx', t),
    index('quote_customer_idx').on(t.tenantId, t.customerId),
    tenantPolicy('quote'),
  ],
)

/** One line of a quote, in its order: an item from the charge standards (or a line typed by hand). */
export const quoteLine = pgTable(
  'quote_line',
  {
    ...recordKeyColumns(),
    quoteId: uuid().notNull(),
    lineNo: integer().notNull(),
    chargeStandardId: uuid(),
    itemName: varchar({ length: 200 }).notNull(),
    /** Dictionary CHARGE_TAXON. */
    taxon: varchar({ length: 64 }),
    specification: varchar({ length: 200 }),
    /** Dictionary inspection_type. */
    inspectionType: varchar({ length: 64 }),
    unit: varchar({ length: 16 }).notNull().default('台'),
    quantity: integer().notNull(),
    /** The charge standard's price when the line was made; null for a line typed by hand. */
    standardPrice: amount(),
    unitPrice: amount().notNull(),
    discountPercent: percent(),
    /** Dictionary discount_type. */
    discountType: varchar({ length: 64 }),
    reductionPercent: percent(),
    /** Dictionary reduction_type. */
    reductionType: varchar({ length: 64 }),
    amount: amount().notNull(),
    discount: amount().notNull(),
    reduction: amount().notNull(),
    net: amount().notNull(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.quoteId, quote),
    tenantForeignKey(t, t.chargeStandardId, chargeStandard),
    index('quote_line_quote_idx').on(t.tenantId, t.quoteId, t.lineNo),
    tenantPolicy('quote_line'),
  ],
)

/**
 * A payment on an order's bill (a refund is a negative one, with its reason). Recorded by one person and
 * confirmed by another: only confirmed payments count towards what the order has paid.
 */
export const payment = pgTable(
  'payment',
  {
    ...recordKeyColumns(),
    orderId: uuid().notNull(),
    amount: amount().notNull(),
    /** Dictionary charge_type: 2 Alipay, 3 card, 4 transfer, 5 WeChat. */
    chargeType: varchar({ length: 64 }).notNull(),
    /** The day the money arrived (the lab's calendar). */
    paidOn: date({ mode: 'string' }).notNull(),
    /** The bank's or the payment service's reference. */
    reference: varchar({ length: 100 }),
    /** Why, for a refund. */
    reason: varchar({ length: 500 }),
    confirmedBy: uuid(),
    confirmedAt: timestamp({ withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.orderId, labOrder),
    index('payment_order_idx').on(t.tenantId, t.orderId),
    createdOrderIndex('payment_created_idx', t),
    tenantPolicy('payment'),
  ],
)
