import { date, index, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantPolicy } from './columns'
import { crmCustomer } from './crm'
import { chargeStandard } from './charges'
import { quote } from './billing'
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
 * Contracts (合同) with a customer, made from a reviewed quote or directly. The kind (contract_type) decides how
 * an order naming the contract is priced: 0 list contract (the agreed unit price of each listed item), 1 discount
 * contract (a percentage off the standard prices), 2 package contract (a fixed sum covering the listed
 * instruments or the period: its items charge nothing on the orders, and count at the standard price against the
 * ceiling). Validity and ceiling decide whether a new order may still name it.
 */
export const contract = pgTable(
  'contract',
  {
    ...recordKeyColumns(),
    /** HT + the day + a serial, e.g. HT202611270001. */
    code: varchar({ length: 32 }).notNull(),
    /** The customer's own contract number, when she numbers it. */
    customerCode: varchar({ length: 64 }),
    name: varchar({ length: 200 }).notNull(),
    customerId: uuid().notNull(),
    customerName: varchar({ length: 200 }).notNull(),
    contact: varchar({ length: 64 }),
    phone: varchar({ length: 32 }),
    /** Dictionary contract_type: 0 list, 1 discount, 2 package. */
    kind: smallint().notNull(),
    /** The reviewed quote it was made from. */
    quoteId: uuid(),
    signedOn: date({ mode: 'string' }),
    validFrom: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    /** Discount contract: the percentage off the standard price. */
    discountPercent: percent(),
    /** Package contract: the fixed sum the customer pays for it. */
    packageSum: amount(),
    /** The most orders under the contract may come to (at their charge; a package's at standard prices). */
    ceiling: amount(),
    /**
     * What the live orders naming it come to so far (a package's items at their standard price), kept up to
     * date with the orders' totals.
     */
    used: amount().notNull().default('0'),
    /** 100 in force, 200 terminated (a terminated contract takes no new order). */
    status: smallint().notNull().default(100),
    remark: varchar({ length: 500 }),
    ...createDept(),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.customerId, crmCustomer),
    tenantForeignKey(t, t.quoteId, quote),
    liveUniqueIndex('contract_code_uq', t.tenantId, t.code),
    createdOrderIndex('contract_created_idx', t),
    index('contract_customer_idx').on(t.tenantId, t.customerId),
    tenantPolicy('contract'),
  ],
)

/** An item of a contract: the agreed unit price (list contract) or an instrument it covers (package). */
export const contractLine = pgTable(
  'contract_line',
  {
    ...recordKeyColumns(),
    contractId: uuid().notNull(),
    lineNo: integer().notNull(),
    chargeStandardId: uuid(),
    itemName: varchar({ length: 200 }).notNull(),
    /** Dictionary CHARGE_TAXON. */
    taxon: varchar({ length: 64 }),
    specification: varchar({ length: 200 }),
    /** Dictionary inspection_type. */
    inspectionType: varchar({ length: 64 }).notNull(),
    unit: varchar({ length: 16 }).notNull().default('台'),
    /** How many the contract expects (a package's set); informative for a list contract. */
    quantity: integer().notNull().default(1),
    /** The charge standard's price when the line was made. */
    standardPrice: amount(),
    /** The agreed price (a package line's is 0: the package sum pays for it). */
    unitPrice: amount().notNull(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.contractId, contract),
    tenantForeignKey(t, t.chargeStandardId, chargeStandard),
    index('contract_line_contract_idx').on(t.tenantId, t.contractId, t.lineNo),
    tenantPolicy('contract_line'),
  ],
)
