import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import { liveIndex, liveUniqueIndex, recordKeyColumns, recordPrimaryKey } from './table-shapes'

/*
 * Staff competence (ISO/IEC 17025 6.2): each person's record, her certificates and trainings, on which her
 * authorisations for each activity rest. Dictionary keys are kept as text, as the dictionaries write them.
 */

/** A person's staff record (人员档案), one per user of the lab. */
export const staffRecord = pgTable(
  'staff_record',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    /** Dictionary sex. */
    sex: varchar({ length: 8 }),
    /** Dictionary ethnic_type. */
    ethnic: varchar({ length: 8 }),
    birthDate: date(),
    /** Dictionary education_type. */
    education: varchar({ length: 8 }),
    major: varchar({ length: 100 }),
    /** Dictionary titlepost_type. */
    titlePost: varchar({ length: 8 }),
    /** Dictionary dutyid_type. */
    duty: varchar({ length: 8 }),
    /** Dictionary is_technicist. */
    technicist: varchar({ length: 8 }),
    entryDate: date(),
    photoFileId: uuid(),
    /** The national ID (spec §5 rule); shown masked to anyone but the staff office. */
    idCardNo: varchar({ length: 18 }),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('staff_record_user_idx', t.tenantId, t.userId),
    tenantPolicy('staff_record'),
  ],
)

/** A staff certificate (人员证书): what it qualifies its holder for, and until when. */
export const staffCertificate = pgTable(
  'staff_certificate',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    /** What it is: 注册计量师, 检定员证, 内审员 … */
    kind: varchar({ length: 64 }).notNull(),
    /** Dictionary STAFF_CERTIFICATE_LEVEL. */
    level: varchar({ length: 8 }),
    certificateNo: varchar({ length: 100 }).notNull(),
    issuer: varchar({ length: 200 }),
    /** The activities it covers: test item names or ability codes, one per line. */
    activities: text(),
    issueDate: date().notNull(),
    /** Null: it does not lapse. */
    expiryDate: date(),
    fileId: uuid(),
    /** Withdrawn by the lab (no longer evidence for anything), with the reason. */
    withdrawn: boolean().notNull().default(false),
    withdrawReason: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('staff_certificate_user_idx').on(t.tenantId, t.userId),
    liveIndex('staff_certificate_expiry_idx', t.tenantId, t.expiryDate),
    tenantPolicy('staff_certificate'),
  ],
)

/** A training session (培训): a planned or held course with its participants. */
export const staffTraining = pgTable(
  'staff_training',
  {
    ...recordKeyColumns(),
    topic: varchar({ length: 200 }).notNull(),
    /** Dictionary STAFF_TRAINING_TYPE: 1 internal, 2 external. */
    kind: varchar({ length: 8 }).notNull(),
    /** Dictionary STAFF_TRAINING_MODE: 1 online, 2 on-site. */
    mode: varchar({ length: 8 }).notNull(),
    startDate: date().notNull(),
    endDate: date(),
    hours: numeric({ precision: 6, scale: 1 }),
    trainer: varchar({ length: 100 }),
    /** What it covers: test item names or ability codes, one per line (what a good result may support). */
    activities: text(),
    materialFileId: uuid(),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [recordPrimaryKey(t), tenantPolicy('staff_training')],
)

/** A participant of a training: attendance and her evaluation (STAFF_ACHIEVEMENT_EVALUATION). */
export const staffTrainingParticipant = pgTable(
  'staff_training_participant',
  {
    ...recordKeyColumns(),
    trainingId: uuid().notNull(),
    userId: uuid().notNull(),
    /** Dictionary yes_no: 1 attended, 0 absent. */
    attended: varchar({ length: 8 }).notNull().default('1'),
    /** Dictionary STAFF_ACHIEVEMENT_EVALUATION: 1 excellent, 2 good, 3 poor. */
    evaluation: varchar({ length: 8 }),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('staff_training_participant_idx')
      .on(t.tenantId, t.trainingId, t.userId)
      .where(sql`is_deleted = false`),
    index('staff_training_participant_user_idx').on(t.tenantId, t.userId),
    tenantPolicy('staff_training_participant'),
  ],
)

/**
 * A lapse notice sent about a certificate or an authorisation: one per subject, lapse date and lead (90, 60,
 * 30 days ahead, 0 once lapsed), so a restart or a second server never sends it twice, and evidence renewed
 * since (a new date) is told afresh.
 */
export const staffLapseNotice = pgTable(
  'staff_lapse_notice',
  {
    tenantId: tenantId(),
    subject: varchar({ length: 16 }).$type<'certificate' | 'authorisation'>().notNull(),
    subjectId: uuid().notNull(),
    lapseDate: date().notNull(),
    lead: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.subject, t.subjectId, t.lapseDate, t.lead] }),
    tenantPolicy('staff_lapse_notice'),
  ],
)
