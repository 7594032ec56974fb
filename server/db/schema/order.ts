import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, createDept, tenantId, tenantPolicy } from './columns'
import {
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
  createdOrderIndex,
  deptCreatedOrderIndex,
  liveIndex,
} from './table-shapes'
import { crmCustomer, crmInstrument } from './crm'
import { contract } from './billing-contracts'
import { file } from './file'
import { pickupAppointment } from './pickup'

/*
 * Orders (委托单) and their samples. On-site registrations create them (state 50, business
 * registered); the order/sample workflow moves them on. Every field of the spec's
 * "Registration draft record" (§3) is a column here, named plainly (snake_case of the spec's name, ids as
 * `<thing>_id`); the API speaks the spec's names (enterId, bussinessType, areaid …).
 */

/** A vehicle of the pickup trip (spec §3 traffics), kept as the client sent it. */
export type OrderTraffic = {
  id: string
  carId: string | null
  carNumber: string
  driverUserId: string | null
  driverStaffName: string
}

export const labOrder = pgTable(
  'lab_order',
  {
    tenantId: tenantId(),
    /** The registration draft's id (a client UUIDv7, made offline): a replayed draft finds its order. */
    id: uuid().notNull(),
    /** 'DJ' + yyyyMMdd (lab day of registration) + 4-digit serial of the day; never reused. */
    orderNo: varchar({ length: 64 }).notNull(),
    /** Dictionary order_status: 0 voided, 50 business registered, 100 pending audit, 300 testing, 1000 done. */
    status: smallint().notNull().default(50),
    /** Dictionary OBJECT_STATE: the order's settlement, following its samples (src/domain/workflow/settlement). */
    objectState: smallint().notNull().default(50),
    appointmentId: uuid(),
    /** The customer (spec enterId); null for a customer first met on site. */
    customerId: uuid(),
    enterName: varchar({ length: 200 }).notNull(),
    enterType: varchar({ length: 64 }),
    /** Dictionary order-business-type (spec bussinessType, default 1). */
    businessType: varchar({ length: 64 }).notNull().default('1'),
    /** 0 normal, 1 temporary registration (spec isTemp, default 0). */
    isTemp: smallint().notNull().default(0),
    applicant: varchar({ length: 200 }),
    agent: varchar({ length: 200 }),
    mobile: varchar({ length: 20 }),
    phone: varchar({ length: 32 }),
    socialNumber: varchar({ length: 200 }),
    address: varchar({ length: 200 }),
    provinceId: varchar({ length: 12 }),
    provinceName: varchar({ length: 100 }),
    cityId: varchar({ length: 12 }),
    cityName: varchar({ length: 100 }),
    areaId: varchar({ length: 12 }),
    areaName: varchar({ length: 100 }),
    hopeTestDate: date(),
    /** When the pickup started on site. */
    startTime: timestamp({ withTimezone: true }),
    isUseCar: smallint().notNull().default(0),
    isSpotBack: smallint().notNull().default(0),
    spotBackBillId: uuid(),
    traffics: jsonb().$type<OrderTraffic[]>().notNull().default([]),
    busSpotPlan: jsonb().$type<{ id: string; title: string } | null>(),
    businessStaffId: uuid(),
    businessStaffName: varchar({ length: 64 }),
    /** Who accepted the instruments (spec acceptor / acceptorName). */
    acceptorId: uuid(),
    acceptorName: varchar({ length: 64 }),
    /** The customer's signature (a stored PNG). */
    signatureFileId: uuid(),
    affix: varchar({ length: 500 }),
    remark: varchar({ length: 500 }),
    scanBusinessId: varchar({ length: 64 }),
    billDate: date(),
    billNumberIndex: integer(),
    billPdfPath: varchar({ length: 255 }),
    billState: smallint(),
    billType: varchar({ length: 64 }),
    invoiceId: uuid(),
    isCancel: smallint().notNull().default(0),
    cancelReason: varchar({ length: 500 }),
    cancelTime: timestamp({ withTimezone: true }),
    cancelUserId: uuid(),
    cancelStaffName: varchar({ length: 64 }),
    updateReason: varchar({ length: 500 }),
    createStaffName: varchar({ length: 64 }),
    updateStaffName: varchar({ length: 64 }),
    ...auditColumns(),
    ...createDept(),
    /** Σ its live test items' amounts; fixed once finance settles the bill (OBJECT_STATE 200 and on). */
    total: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Σ its confirmed payments, refunds negative. */
    paid: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    settledAt: timestamp({ withTimezone: true }),
    settledBy: uuid(),
    /** It was guaranteed (paid later on the customer's credit) before it was paid. */
    wasGuaranteed: boolean().notNull().default(false),
    /** The contract the order is priced from (none: the charge standards). */
    contractId: uuid(),
    /** Dictionary INCOME_SOURCE: where the income is booked (3 entrusted inspection unless said). */
    incomeSource: varchar({ length: 64 }).notNull().default('3'),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('lab_order_no_uq').on(t.tenantId, t.orderNo),
    tenantForeignKey(t, t.customerId, crmCustomer),
    tenantForeignKey(t, t.appointmentId, pickupAppointment),
    tenantForeignKey(t, t.signatureFileId, file),
    // The list's default sort (create_time desc, id), as for the CRM tables.
    createdOrderIndex('lab_order_created_idx', t),
    deptCreatedOrderIndex('lab_order_dept_created_idx', t),
    index('lab_order_customer_idx').on(t.tenantId, t.customerId),
    tenantForeignKey(t, t.contractId, contract),
    index('lab_order_contract_idx').on(t.tenantId, t.contractId),
    // Income is counted from the day a bill was settled.
    index('lab_order_settled_idx').on(t.tenantId, t.settledAt),
    // The public query by phone matches either number exactly.
    index('lab_order_mobile_idx').on(t.tenantId, t.mobile),
    index('lab_order_phone_idx').on(t.tenantId, t.phone),
    liveIndex('lab_order_status_idx', t.tenantId, t.status),
    tenantPolicy('lab_order'),
  ],
)

/** An instrument taken in with an order (one line of the registration): the lab's sample. */
export const orderSample = pgTable(
  'order_sample',
  {
    tenantId: tenantId(),
    /** The registration line's client id. */
    id: uuid().notNull(),
    orderId: uuid().notNull(),
    /** The customer's instrument (crm_instrument); a new one registered on site gets its row too. */
    instrumentId: uuid(),
    name: varchar({ length: 200 }).notNull(),
    model: varchar({ length: 100 }),
    factoryNumber: varchar({ length: 100 }),
    manufacturer: varchar({ length: 200 }),
    /** Dictionary inspection_type. */
    inspectionType: varchar({ length: 64 }),
    quantity: integer().notNull().default(1),
    /** Dictionary sample_state: 50 awaiting receipt, 100 received, 300 testing, 400 finished, 1000 returned. */
    status: smallint().notNull().default(50),
    /** Dictionary sample_settlement: chargeable once its testing is finished (src/domain/workflow/settlement). */
    settlement: smallint().notNull().default(0),
    /** Given at receipt by the sample numbering rule; printed on its label. */
    sampleNo: varchar({ length: 64 }),
    receivedAt: timestamp({ withTimezone: true }),
    receivedBy: uuid(),
    receiptCondition: varchar({ length: 200 }),
    retentionKind: varchar({ length: 16 }).$type<'returned' | 'disposed'>(),
    retentionDate: date(),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.orderId, labOrder),
    tenantForeignKey(t, t.instrumentId, crmInstrument),
    index('order_sample_order_idx').on(t.tenantId, t.orderId, t.sort),
    index('order_sample_instrument_idx').on(t.tenantId, t.instrumentId),
    uniqueIndex('order_sample_no_uq').on(t.tenantId, t.sampleNo),
    tenantPolicy('order_sample'),
  ],
)

export type OrderFileKind = 'photo' | 'signature' | 'bill'

/** Files of an order: the photos taken on site (in order), the customer's signature, its slips (sort = version). */
export const orderFile = pgTable(
  'order_file',
  {
    ...recordKeyColumns(),
    orderId: uuid().notNull(),
    fileId: uuid().notNull(),
    kind: varchar({ length: 16 }).$type<OrderFileKind>().notNull(),
    sort: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.orderId, labOrder),
    tenantForeignKey(t, t.fileId, file),
    uniqueIndex('order_file_uq').on(t.tenantId, t.orderId, t.kind, t.fileId),
    index('order_file_file_idx').on(t.tenantId, t.fileId),
    tenantPolicy('order_file'),
  ],
)

/**
 * Serial numbers of documents per tenant and prefix (e.g. 'DJ20250314' → 17). Taking the next one is an
 * upsert that locks the prefix's row until the transaction ends, so concurrent registrations queue for it
 * and never get the same number; a rolled-back transaction gives its number back.
 */
export const documentSerial = pgTable(
  'document_serial',
  {
    tenantId: tenantId(),
    prefix: varchar({ length: 32 }).notNull(),
    value: integer().notNull(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix] }), tenantPolicy('document_serial')],
)
