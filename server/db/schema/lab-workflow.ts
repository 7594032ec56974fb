import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { Conditions, TestPlace } from '@/domain/results/conditions'
import type { Verdict } from '@/domain/results/decisionRule'
import type { Budget } from '@/domain/uncertainty'
import type { WorkflowEntity } from '@/domain/workflow'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey, liveIndex } from './table-shapes'
import { labOrder, orderSample } from './order'
import { standardDevice } from './standards'

/*
 * The lab's workflow: test items of samples and the audit trail of every state change. The states
 * are the dictionaries' (item_state, sample_state, order_status, report_state); which change is allowed is
 * src/domain/workflow's machines, which the services ask before every write.
 */

/** A test item (检测项目): one verification, calibration or test of a sample. */
export const testItem = pgTable(
  'test_item',
  {
    ...recordKeyColumns(),
    orderId: uuid().notNull(),
    sampleId: uuid().notNull(),
    name: varchar({ length: 200 }).notNull(),
    /** Dictionary ability_type: who may be assigned (a tester authorised for it). */
    abilityCode: varchar({ length: 8 }).notNull(),
    /** Dictionary inspection_type (defaults to the sample's). */
    inspectionType: varchar({ length: 8 }),
    /** Dictionary item_state: 100 awaiting dispatch … 600 done, 0 abandoned. */
    state: smallint().notNull().default(100),
    /** The department or group it was dispatched to. */
    groupId: uuid(),
    testerId: uuid(),
    testerName: varchar({ length: 64 }),
    confirmerId: uuid(),
    reviewerId: uuid(),
    /** Raised when a returned result is kept as a version and the tester works on a new one. */
    resultVersion: integer().notNull().default(1),
    sort: integer().notNull().default(0),
    ...auditColumns(),
    /**
     * The charge: the charge standard's price for the sample's instrument and this inspection type when the
     * item was added (null: the lab files no price for it), times the sample's quantity. Kept as made, so a
     * later change of the standard never changes an order already taken.
     */
    unitPrice: numeric({ precision: 12, scale: 2 }),
    quantity: integer().notNull().default(1),
    amount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** The charge standard's price when the item was priced (what a contract price is compared with). */
    standardPrice: numeric({ precision: 12, scale: 2 }),
    /** Dictionary CHARGE_TAXON of the charge standard it was priced from (income by category). */
    taxon: varchar({ length: 64 }),
    /** Where the unit price came from: the charge standard, or the order's list, discount or package contract. */
    priceBasis: varchar({ length: 16 }).$type<'standard' | 'list' | 'discount' | 'package'>(),
    /** Dictionary reduction_type, with the percentage taken off the item's charge. */
    reductionType: varchar({ length: 64 }),
    reductionPercent: numeric({ precision: 5, scale: 2 }),
    reduction: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.orderId, labOrder),
    tenantForeignKey(t, t.sampleId, orderSample),
    index('test_item_sample_idx').on(t.tenantId, t.sampleId, t.sort),
    index('test_item_order_idx').on(t.tenantId, t.orderId),
    // The work lists: items by state (dispatch, my items, confirmation, review).
    liveIndex('test_item_state_idx', t.tenantId, t.state, t.testerId),
    tenantPolicy('test_item'),
  ],
)

/**
 * One row per state change of an order, sample, item or report (ISO/IEC 17025 7.5: who did what, when, and
 * why): written in the transaction of the change, never updated or deleted.
 */
export const workflowAudit = pgTable(
  'workflow_audit',
  {
    ...recordKeyColumns(),
    entity: varchar({ length: 16 }).$type<WorkflowEntity>().notNull(),
    entityId: uuid().notNull(),
    action: varchar({ length: 32 }).notNull(),
    fromState: smallint().notNull(),
    toState: smallint().notNull(),
    reason: varchar({ length: 500 }),
    userId: uuid().notNull(),
    userName: varchar({ length: 64 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('workflow_audit_entity_idx').on(t.tenantId, t.entity, t.entityId, t.at),
    tenantPolicy('workflow_audit'),
  ],
)

/**
 * A tester's authorisation for an activity (ISO/IEC 17025 6.2.5 f, 6.2.6): a kind of work (dictionary
 * ability_type) and a test item's name, '' for every item of that kind. It rests on evidence, a certificate or
 * a training she passed (server/db/schema/staff.ts), and holds only while that evidence does
 * (src/domain/staff/authorisation.ts). Without `validUntil` it holds until withdrawn or its evidence lapses.
 */
export const staffAbility = pgTable(
  'staff_ability',
  {
    tenantId: tenantId(),
    /** The row's handle for the list page (the key is the person and the ability). */
    id: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    userId: uuid().notNull(),
    abilityCode: varchar({ length: 8 }).notNull(),
    /** The test item's name; '' for every item of the ability type. */
    itemName: varchar({ length: 200 }).notNull().default(''),
    /** The evidence it rests on: a staff certificate, or a training she attended and passed. */
    certificateId: uuid(),
    trainingId: uuid(),
    validUntil: date(),
    grantedBy: uuid(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn: kept as the record that the person was once authorised (granting again restores it). */
    isDeleted: boolean().notNull().default(false),
    withdrawnBy: uuid(),
    withdrawnTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.abilityCode, t.itemName] }),
    uniqueIndex('staff_ability_id_idx').on(t.tenantId, t.id),
    tenantPolicy('staff_ability'),
  ],
)

/** The standard devices used for a test item's current result. */
export const itemDevice = pgTable(
  'item_device',
  {
    tenantId: tenantId(),
    itemId: uuid().notNull(),
    deviceId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemId, t.deviceId] }),
    tenantForeignKey(t, t.itemId, testItem),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('item_device'),
  ],
)

/** The measured points of a test item's current result (src/domain/results: exact decimals as text). */
export const itemResultPoint = pgTable(
  'item_result_point',
  {
    tenantId: tenantId(),
    itemId: uuid().notNull(),
    seq: integer().notNull(),
    nominal: varchar({ length: 32 }).notNull(),
    asFound: varchar({ length: 32 }),
    asLeft: varchar({ length: 32 }),
    error: varchar({ length: 32 }).notNull(),
    permittedError: varchar({ length: 32 }).notNull(),
    uncertainty: varchar({ length: 32 }),
    unit: varchar({ length: 16 }),
    /** The reported reading's verdict under the item's decision rule; null when the rule states none. */
    verdict: varchar({ length: 16 }).$type<Verdict>(),
    /** The as-found reading judged against the same limits (null without one): a finding of its own. */
    asFoundError: varchar({ length: 32 }),
    asFoundVerdict: varchar({ length: 16 }).$type<Verdict>(),
    /**
     * k of the point's U when its uncertainty budget gave it (two decimals: 2.12); null for a U typed in, which
     * the lab states at k = 2.
     */
    coverageFactor: varchar({ length: 8 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemId, t.seq] }),
    tenantForeignKey(t, t.itemId, testItem),
    tenantPolicy('item_result_point'),
  ],
)

/**
 * The conditions of a test item's current result and the method it followed (ISO/IEC 17025 7.5.1, 7.8.2.1,
 * 7.8.4.1; src/domain/results/conditions.ts): one row per item, written with its points. The result cannot be
 * locked without the method, the temperature and the humidity.
 */
export const itemResultCondition = pgTable(
  'item_result_condition',
  {
    tenantId: tenantId(),
    itemId: uuid().notNull(),
    /** °C, an exact decimal as typed. */
    temperature: varchar({ length: 16 }),
    /** Relative humidity, %, an exact decimal as typed. */
    humidity: varchar({ length: 16 }),
    /** 'lab' or 'site' (the customer's); the lab when null. */
    place: varchar({ length: 8 }).$type<TestPlace>(),
    /** The regulation or specification followed (规程/规范), as typed: `JJG 1036-2022 电子天平检定规程`. */
    methodReference: varchar({ length: 200 }),
    /** Dictionary measure_quantity: what the item measures (its standards must measure the same). */
    measurand: varchar({ length: 16 }),
    /** The version of the lab's procedure (standard file) followed, when it followed one of its own. */
    procedureVersionId: uuid(),
    /** Dictionary decision_rule the points were judged by (the lab's capability's), and its declared w. */
    decisionRule: smallint().notNull().default(1),
    guardBand: varchar({ length: 32 }),
    /** The uncertainty budget the points' U came from (components and coverage), as entered. */
    uncertaintyBudget: jsonb().$type<Budget>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemId] }),
    tenantForeignKey(t, t.itemId, testItem),
    tenantPolicy('item_result_condition'),
  ],
)

/** A result returned by the confirmer or reviewer, kept as it was before the tester works on it again. */
export const itemResultVersion = pgTable(
  'item_result_version',
  {
    ...recordKeyColumns(),
    itemId: uuid().notNull(),
    version: integer().notNull(),
    points: jsonb().notNull(),
    deviceIds: jsonb().$type<string[]>().notNull(),
    /** The conditions and method of the returned result (null for versions kept before they were recorded). */
    conditions: jsonb().$type<Conditions>(),
    reason: varchar({ length: 500 }),
    returnedBy: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('item_result_version_item_idx').on(t.tenantId, t.itemId, t.version),
    tenantPolicy('item_result_version'),
  ],
)
