import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import {
  liveIndex,
  liveUniqueIndex,
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
} from './table-shapes'

/*
 * The lab's own standards (ISO/IEC 17025 6.4, 6.5): the devices results are traced to, the measurement
 * standards (计量标准) they make up with their documents, the plans and results that keep them traceable, the
 * checks between calibrations, and what happens to the certificates issued with one that turns out to be wrong.
 * Values of ranges and accuracies are exact decimals as typed (src/domain/results), kept as text.
 */

/**
 * A standard device (标准器 / 计量器具): an instrument or a reference material whose certificate makes the lab's
 * results traceable. Its valid-until follows from the last trace and the interval; a result may record it only
 * while it is in use and valid.
 */
export const standardDevice = pgTable(
  'standard_device',
  {
    ...recordKeyColumns(),
    name: varchar({ length: 200 }).notNull(),
    model: varchar({ length: 100 }),
    serialNo: varchar({ length: 100 }),
    certificateNo: varchar({ length: 100 }).notNull(),
    validUntil: date().notNull(),
    /** Dictionary DEVICE_STATE: 1 in use, 2 disabled, 3 scrapped, 4 sealed, 5 repair. */
    status: smallint().notNull().default(1),
    ...auditColumns(),
    /** Dictionary ETALON_INSTRUMENT_TYPE: 1 instrument, 2 reference material. */
    instrumentType: smallint().notNull().default(1),
    manufacturer: varchar({ length: 200 }),
    /** Dictionary measure_quantity: what it measures (a thermometer is no standard for a lux meter). */
    measurand: varchar({ length: 16 }),
    rangeMin: varchar({ length: 32 }),
    rangeMax: varchar({ length: 32 }),
    rangeUnit: varchar({ length: 16 }),
    /** Accuracy class or grade as printed (E2, 0.05 级, 二等). */
    accuracyClass: varchar({ length: 64 }),
    /** Maximum permitted error, ± in the range's unit. */
    mpe: varchar({ length: 32 }),
    /** Expanded uncertainty of its calibration, in the range's unit, with its coverage factor. */
    uncertainty: varchar({ length: 32 }),
    coverageK: varchar({ length: 8 }),
    /** Dictionary STANDARD_GRADE: 1 highest, 2 secondary. */
    grade: smallint(),
    /** Dictionary instrument_unit: 1 set, 2 piece, 3 unit. */
    countUnit: smallint(),
    /** Dictionary TRACE_TYPE: verification, calibration, comparison, self-calibration. */
    traceType: smallint(),
    /** Dictionary VERIFICATION_CYCLE: the interval in months (999999 non-periodic). */
    verificationCycle: varchar({ length: 8 }),
    /** Dictionary CHECK_WAY: how it goes to be traced. */
    checkWay: smallint(),
    custodianId: uuid(),
    location: varchar({ length: 200 }),
    lastTraceDate: date(),
    /** The scan of the certificate that makes it traceable (a stored file). */
    certificateFileId: uuid(),
    /** Why valid-until differs from the last trace plus the interval, when someone set it by hand. */
    validUntilReason: varchar({ length: 500 }),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('standard_device_serial_idx', t.tenantId, t.serialNo),
    // The due list: live devices by the day they fall due.
    liveIndex('standard_device_due_idx', t.tenantId, t.validUntil),
    tenantPolicy('standard_device'),
  ],
)

/** A measurement standard (计量标准): devices that together realise a quantity, with their own approval. */
export const measuringStandard = pgTable(
  'measuring_standard',
  {
    ...recordKeyColumns(),
    name: varchar({ length: 200 }).notNull(),
    /** Dictionary MEASURING_STANDARD_TYPE. */
    kind: smallint().notNull(),
    /** The approval certificate (计量标准考核证书) and its validity. */
    certificateNo: varchar({ length: 100 }).notNull(),
    validUntil: date().notNull(),
    /** Dictionary ability_status: 1 enabled, 2 disabled. */
    status: smallint().notNull().default(1),
    /** The test items it supports, by name, one per line. */
    abilities: text(),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('measuring_standard_certificate_idx', t.tenantId, t.certificateNo),
    tenantPolicy('measuring_standard'),
  ],
)

/** The devices a measurement standard is made of. */
export const measuringStandardDevice = pgTable(
  'measuring_standard_device',
  {
    tenantId: tenantId(),
    standardId: uuid().notNull(),
    deviceId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.standardId, t.deviceId] }),
    index('measuring_standard_device_device_idx').on(t.tenantId, t.deviceId),
    tenantForeignKey(t, t.standardId, measuringStandard),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('measuring_standard_device'),
  ],
)

/** A controlled document of a measurement standard (STANDARD_FILE_TYPE), kept in numbered versions. */
export const standardFile = pgTable(
  'standard_file',
  {
    ...recordKeyColumns(),
    standardId: uuid(),
    /** Dictionary STANDARD_FILE_TYPE: 1 test rules … 4 interim check procedure. */
    kind: smallint().notNull(),
    code: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    /** Dictionary STANDARD_FILE_STATUS: 1 in use, 2 disabled, 3 voided. */
    status: smallint().notNull().default(1),
    /** The version in force (the highest uploaded). */
    currentVersion: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.standardId, measuringStandard),
    liveUniqueIndex('standard_file_code_idx', t.tenantId, t.code),
    tenantPolicy('standard_file'),
  ],
)

/** One uploaded version of a standard file: never changed, so a result can name the version it followed. */
export const standardFileVersion = pgTable(
  'standard_file_version',
  {
    ...recordKeyColumns(),
    standardFileId: uuid().notNull(),
    version: integer().notNull(),
    /** The stored upload (file table). */
    fileId: uuid().notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    effectiveDate: date().notNull(),
    note: varchar({ length: 500 }),
    createUser: uuid(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('standard_file_version_idx').on(t.tenantId, t.standardFileId, t.version),
    tenantForeignKey(t, t.standardFileId, standardFile),
    tenantPolicy('standard_file_version'),
  ],
)

/**
 * A traceability plan (溯源计划) for a period: proposed from the devices falling due, audited by someone other
 * than its author, carried out line by line (src/domain/standards/plan.ts: PLAN_STATUS).
 */
export const tracePlan = pgTable(
  'trace_plan',
  {
    ...recordKeyColumns(),
    /** SJ + the day + a serial. */
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    /** Dictionary PLAN_STATUS. */
    status: smallint().notNull().default(1),
    authorId: uuid().notNull(),
    authorName: varchar({ length: 64 }),
    auditorId: uuid(),
    auditorName: varchar({ length: 64 }),
    auditedAt: timestamp({ withTimezone: true }),
    auditRemark: varchar({ length: 500 }),
    /** The plan this one was split off at audit (the lines sent back). */
    splitFrom: uuid(),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('trace_plan_code_idx', t.tenantId, t.code),
    tenantPolicy('trace_plan'),
  ],
)

/** A device in a plan: when and how it is to be traced, and where that stands. */
export const tracePlanLine = pgTable(
  'trace_plan_line',
  {
    ...recordKeyColumns(),
    planId: uuid().notNull(),
    deviceId: uuid().notNull(),
    plannedDate: date().notNull(),
    /** Dictionary CHECK_WAY. */
    checkWay: smallint(),
    /** The lab it goes to (self-calibration: empty). */
    agency: varchar({ length: 200 }),
    /** planned → traced; removal_pending while its removal awaits audit → removed. */
    state: varchar({ length: 16 }).$type<'planned' | 'removal_pending' | 'removed' | 'traced'>().notNull(),
    removalReason: varchar({ length: 500 }),
    resultId: uuid(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('trace_plan_line_plan_idx').on(t.tenantId, t.planId),
    index('trace_plan_line_device_idx').on(t.tenantId, t.deviceId),
    tenantForeignKey(t, t.planId, tracePlan),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('trace_plan_line'),
  ],
)

/** The outcome of tracing a device: by whom, the certificate, and whether it conforms (SOURCE_TRACE_RESULT). */
export const traceResult = pgTable(
  'trace_result',
  {
    ...recordKeyColumns(),
    deviceId: uuid().notNull(),
    planLineId: uuid(),
    traceDate: date().notNull(),
    /** Dictionary TRACE_TYPE. */
    traceType: smallint().notNull(),
    /** The external lab that traced it; empty for a self-calibration, which names its procedure version. */
    agency: varchar({ length: 200 }),
    procedureVersionId: uuid(),
    certificateNo: varchar({ length: 100 }).notNull(),
    certificateFileId: uuid(),
    /** Dictionary SOURCE_TRACE_RESULT: 1 conforming, 2 non-conforming. */
    result: smallint().notNull(),
    /** Corrections or values to use, as the certificate gives them. */
    corrections: text(),
    /** The device's new valid-until (a conforming result). */
    validUntil: date(),
    recordedBy: uuid().notNull(),
    recordedByName: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('trace_result_device_idx').on(t.tenantId, t.deviceId, t.traceDate),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('trace_result'),
  ],
)

/** An interim check (期间核查) between calibrations: the procedure followed, the values, the verdict. */
export const deviceInterimCheck = pgTable(
  'device_interim_check',
  {
    ...recordKeyColumns(),
    deviceId: uuid().notNull(),
    checkDate: date().notNull(),
    procedureVersionId: uuid(),
    checkValues: text().notNull(),
    /** Dictionary SOURCE_TRACE_RESULT: 1 conforming, 2 non-conforming. */
    verdict: smallint().notNull(),
    remark: varchar({ length: 500 }),
    checkedBy: uuid().notNull(),
    checkedByName: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('device_interim_check_device_idx').on(t.tenantId, t.deviceId, t.checkDate),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('device_interim_check'),
  ],
)

/** A change of a device's state (DEVICE_STATE) with its reason: repairs, sealing, disabling, scrapping. */
export const deviceStateChange = pgTable(
  'device_state_change',
  {
    ...recordKeyColumns(),
    deviceId: uuid().notNull(),
    fromState: smallint().notNull(),
    toState: smallint().notNull(),
    reason: varchar({ length: 500 }).notNull(),
    /** A repair because it was found out of tolerance: its certificates since the last good trace are suspect. */
    outOfTolerance: boolean().notNull().default(false),
    userId: uuid().notNull(),
    userName: varchar({ length: 64 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('device_state_change_device_idx').on(t.tenantId, t.deviceId, t.at),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('device_state_change'),
  ],
)

/**
 * Which devices an issued certificate rests on, written when it is approved: directly, or through a measurement
 * standard it was made with (`viaStandardId`). The suspect list of a device is one range of this index.
 */
export const certificateDevice = pgTable(
  'certificate_device',
  {
    tenantId: tenantId(),
    deviceId: uuid().notNull(),
    reportId: uuid().notNull(),
    issueDate: date().notNull(),
    viaStandardId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId, t.reportId] }),
    index('certificate_device_issue_idx').on(t.tenantId, t.deviceId, t.issueDate),
    tenantPolicy('certificate_device'),
  ],
)

/**
 * A containment case: a device found wrong (a non-conforming trace or interim check, or a repair found out of
 * tolerance) and the window of certificates it puts in doubt, from its last conforming trace to the finding.
 */
export const deviceContainment = pgTable(
  'device_containment',
  {
    ...recordKeyColumns(),
    deviceId: uuid().notNull(),
    /** What found it wrong: a trace result, an interim check or a state change (its id in `triggerId`). */
    triggerKind: varchar({ length: 16 }).$type<'trace' | 'check' | 'repair'>().notNull(),
    triggerId: uuid().notNull(),
    /** The last conforming trace before the finding (null: none on record, every certificate counts). */
    since: date(),
    foundOn: date().notNull(),
    openedBy: uuid().notNull(),
    openedByName: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('device_containment_trigger_idx').on(t.tenantId, t.triggerKind, t.triggerId),
    index('device_containment_device_idx').on(t.tenantId, t.deviceId),
    tenantForeignKey(t, t.deviceId, standardDevice),
    tenantPolicy('device_containment'),
  ],
)

/**
 * The review of one certificate put in doubt (复核中 on the public page while open): ends confirmed valid with a
 * reason, or revoked (and re-issued through the revision path). Keeps what the customer was told.
 */
export const certificateReview = pgTable(
  'certificate_review',
  {
    ...recordKeyColumns(),
    containmentId: uuid().notNull(),
    reportId: uuid().notNull(),
    certificateNo: varchar({ length: 64 }).notNull(),
    customerId: uuid(),
    customerName: varchar({ length: 200 }),
    state: varchar({ length: 16 }).$type<'open' | 'confirmed' | 'revoked'>().notNull().default('open'),
    openedBy: uuid().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The notice sent to the customer, as sent, and when. */
    noticeText: text(),
    noticeSentAt: timestamp({ withTimezone: true }),
    closedBy: uuid(),
    closedByName: varchar({ length: 64 }),
    closedAt: timestamp({ withTimezone: true }),
    closeReason: varchar({ length: 500 }),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('certificate_review_open_idx')
      .on(t.tenantId, t.reportId)
      .where(sql`state = 'open'`),
    index('certificate_review_containment_idx').on(t.tenantId, t.containmentId),
    tenantForeignKey(t, t.containmentId, deviceContainment),
    tenantPolicy('certificate_review'),
  ],
)

/** A due notice sent to a device's custodian: one per device, due date and lead (idempotent across restarts). */
export const deviceDueNotice = pgTable(
  'device_due_notice',
  {
    tenantId: tenantId(),
    deviceId: uuid().notNull(),
    validUntil: date().notNull(),
    /** Days ahead the notice was for (30, 0 = overdue). */
    lead: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId, t.validUntil, t.lead] }),
    tenantPolicy('device_due_notice'),
  ],
)

/** The measurement standards used for a test item's current result (besides its devices). */
export const itemMeasuringStandard = pgTable(
  'item_measuring_standard',
  {
    tenantId: tenantId(),
    itemId: uuid().notNull(),
    standardId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemId, t.standardId] }),
    tenantForeignKey(t, t.standardId, measuringStandard),
    tenantPolicy('item_measuring_standard'),
  ],
)
