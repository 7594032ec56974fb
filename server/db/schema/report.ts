import { sql } from 'drizzle-orm'
import {
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
import { auditColumns, bytea, tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey, liveIndex } from './table-shapes'
import { labOrder, orderSample } from './order'

/*
 * Reports and certificates: one per sample, drafted once its test items are reviewed, audited,
 * approved and delivered (src/domain/workflow/report.ts). Approval freezes it: the PDF is rendered once and
 * kept with its SHA-256, and a public verification record is written.
 */

/** A report or certificate of a sample (检测报告 / 校准证书 / 检定证书). */
export const labReport = pgTable(
  'lab_report',
  {
    ...recordKeyColumns(),
    orderId: uuid().notNull(),
    sampleId: uuid().notNull(),
    /** Dictionary report_state: 300 testing … 700 issuing, 1000 done, 0 abandoned (revoked or cancelled). */
    state: smallint().notNull().default(300),
    /** The certificate number, given at approval by the numbering rule of certificates. */
    reportNo: varchar({ length: 64 }),
    /** 0 for the first issue; a revision of a revoked report counts up from it. */
    revision: integer().notNull().default(0),
    /** The revoked report this one replaces. */
    revisionOf: uuid(),
    drafterId: uuid(),
    drafterName: varchar({ length: 64 }),
    auditorId: uuid(),
    auditorName: varchar({ length: 64 }),
    approverId: uuid(),
    approverName: varchar({ length: 64 }),
    approvedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.orderId, labOrder),
    tenantForeignKey(t, t.sampleId, orderSample),
    uniqueIndex('lab_report_no_idx')
      .on(t.tenantId, t.reportNo)
      .where(sql`report_no is not null`),
    index('lab_report_order_idx').on(t.tenantId, t.orderId),
    index('lab_report_sample_idx').on(t.tenantId, t.sampleId),
    // The work lists: reports by state (drafting, audit, approval, issue).
    liveIndex('lab_report_state_idx', t.tenantId, t.state),
    tenantPolicy('lab_report'),
  ],
)

/** The frozen PDF of an approved report: written once in the approval's transaction, never changed. */
export const reportDocument = pgTable(
  'report_document',
  {
    tenantId: tenantId(),
    reportId: uuid().notNull(),
    pdf: bytea().notNull(),
    /** Hex SHA-256 of `pdf`, published on the verification record so a customer can check a copy. */
    sha256: varchar({ length: 64 }).notNull(),
    byteSize: integer().notNull(),
    /**
     * The Digital Calibration Certificate (PTB DCC XML) of a calibration or verification certificate, as issued
     * (also embedded in the PDF); null for a test report and for certificates issued before DCCs.
     */
    dcc: text(),
    dccSha256: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reportId] }),
    tenantForeignKey(t, t.reportId, labReport),
    tenantPolicy('report_document'),
  ],
)

/**
 * The public verification record of an issued certificate (the page behind its QR code): the few
 * fields a customer needs, the PDF's SHA-256, and its standing. The check code printed on the certificate is
 * kept only as a SHA-256 (it is random, 40 bits): a leaked table does not let anyone open the PDFs.
 */
export const certificateRecord = pgTable(
  'certificate_record',
  {
    tenantId: tenantId(),
    reportId: uuid().notNull(),
    certificateNo: varchar({ length: 64 }).notNull(),
    checkCodeHash: varchar({ length: 64 }).notNull(),
    /**
     * 'valid', 'revoked'; a revoked one is 'superseded' once its revision is issued; 'under_review' while a
     * standard it rests on is found wrong and the lab reviews it.
     */
    standing: varchar({ length: 16 })
      .$type<'valid' | 'revoked' | 'superseded' | 'under_review'>()
      .notNull()
      .default('valid'),
    supersededBy: varchar({ length: 64 }),
    holder: varchar({ length: 200 }).notNull(),
    instrumentName: varchar({ length: 200 }).notNull(),
    instrumentModel: varchar({ length: 100 }),
    factoryNumber: varchar({ length: 100 }),
    issueDate: date().notNull(),
    nextDueDate: date(),
    conclusion: varchar({ length: 500 }).notNull(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reportId] }),
    uniqueIndex('certificate_record_no_idx').on(t.tenantId, t.certificateNo),
    tenantForeignKey(t, t.reportId, labReport),
    tenantPolicy('certificate_record'),
  ],
)
