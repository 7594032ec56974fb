import { date, index, integer, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantPolicy } from './columns'
import {
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
  createdOrderIndex,
  deptCreatedOrderIndex,
} from './table-shapes'

/*
 * The CRM tables behind the declarations src/domain/resources/customers.ts and instruments.ts: one column per
 * declared field (snake_case of its name). Dictionary keys are varchar(64) like dict.dict_key.
 *
 * Indexes are chosen for the search engine's queries on 1,000,000 instruments: trigram GIN indexes serve
 * "contains" (LIKE '%x%') on the text fields people search by, btree indexes with tenant_id first serve the
 * equality/range filters and the default sort (create_time desc, id) with LIMIT. The created_idx order is
 * exactly the compiler's `create_time desc, id asc` (plain DESC is NULLS FIRST; an index DESC NULLS LAST
 * cannot deliver it, although the column is never null), so a first page reads 50 index entries instead of
 * sorting every match. pg_trgm is created by the migration before these indexes.
 *
 * Reads go through the views crm_customer_read / crm_instrument_read (migration 0006, declarations'
 * readView): under row-level security PostgreSQL may not use ILIKE (not LEAKPROOF) as an index condition,
 * so the trigram indexes would go unused; the views run as their owner and filter the tenant themselves.
 */

export const crmCustomer = pgTable(
  'crm_customer',
  {
    ...recordKeyColumns(),
    name: varchar({ length: 200 }).notNull(),
    socialCreditCode: varchar({ length: 18 }),
    businessType: varchar({ length: 64 }),
    /** The region code of the address picker (province/city/district/street). */
    areaCode: varchar({ length: 32 }),
    areaCodeName: varchar({ length: 200 }),
    address: varchar({ length: 300 }),
    contact: varchar({ length: 64 }),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 100 }),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('crm_customer_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('crm_customer_credit_idx').on(t.tenantId, t.socialCreditCode),
    index('crm_customer_phone_idx').on(t.tenantId, t.phone),
    createdOrderIndex('crm_customer_created_idx', t),
    // A department-scoped list's first page, in the default order.
    deptCreatedOrderIndex('crm_customer_dept_created_idx', t),
    tenantPolicy('crm_customer'),
  ],
)

export const crmInstrument = pgTable(
  'crm_instrument',
  {
    ...recordKeyColumns(),
    name: varchar({ length: 200 }).notNull(),
    customerId: uuid().notNull(),
    model: varchar({ length: 100 }),
    factoryNumber: varchar({ length: 100 }),
    manufacturer: varchar({ length: 200 }),
    measureRange: varchar({ length: 100 }),
    accuracy: varchar({ length: 100 }),
    inspectionType: varchar({ length: 64 }),
    compulsoryMark: varchar({ length: 64 }),
    applianceUse: varchar({ length: 64 }),
    cycle: integer(),
    classification: varchar({ length: 64 }),
    chargeCategory: varchar({ length: 64 }),
    imported: varchar({ length: 64 }),
    fee: numeric({ precision: 12, scale: 2 }),
    lastDueDate: date(),
    nextDueDate: date(),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.customerId, crmCustomer),
    index('crm_instrument_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('crm_instrument_factory_trgm').using('gin', t.factoryNumber.op('gin_trgm_ops')),
    index('crm_instrument_factory_idx').on(t.tenantId, t.factoryNumber),
    index('crm_instrument_inspection_idx').on(t.tenantId, t.inspectionType),
    index('crm_instrument_next_due_idx').on(t.tenantId, t.nextDueDate),
    createdOrderIndex('crm_instrument_created_idx', t),
    deptCreatedOrderIndex('crm_instrument_dept_created_idx', t),
    index('crm_instrument_customer_idx').on(t.tenantId, t.customerId),
    tenantPolicy('crm_instrument'),
  ],
)
