import {
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, createDept, bytea, tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey, createdOrderIndex } from './table-shapes'
import { file } from './file'

/*
 * Jewellery (services under /api/hm-metrology-jewels): appraisal certificates of gems and jewellery and
 * the precious metal labels tied to pieces. Staff enter them; issuing one takes its number from the numbering
 * rules, draws a check code (kept only as a hash, as for lab certificates) and freezes a PDF. The public verify
 * them by number and check code (/cert, /metal).
 */

/** A jewellery appraisal certificate (珠宝玉石鉴定证书). */
export const jewelAppraisal = pgTable(
  'jewel_appraisal',
  {
    ...recordKeyColumns(),
    /** 1 draft, 2 issued, 3 revoked. Only a draft may be edited. */
    status: smallint().notNull().default(1),
    /** Assigned when issued. */
    certificateNo: varchar({ length: 64 }),
    /** sha256(certificateNo + "\n" + check code), as certificate_record's; set when issued. */
    checkCodeHash: varchar({ length: 64 }),
    /** Who the piece was appraised for (a person's name is masked in public answers). */
    holder: varchar({ length: 200 }).notNull(),
    holderPhone: varchar({ length: 20 }),
    /** The piece as named on the certificate (翡翠手镯, 钻石戒指 …). */
    itemName: varchar({ length: 200 }).notNull(),
    photoFileId: uuid(),
    /** Total mass in grams. */
    totalWeight: numeric({ precision: 10, scale: 3 }).notNull(),
    shape: varchar({ length: 64 }),
    colour: varchar({ length: 64 }),
    /** Further observations (refractive index, density, magnification …), free text. */
    observations: varchar({ length: 1000 }),
    /** The appraisal conclusion printed in large type (翡翠（A货）, 天然钻石 …). */
    conclusion: varchar({ length: 300 }).notNull(),
    remark: varchar({ length: 500 }),
    issueDate: date(),
    issuedBy: uuid(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Hex SHA-256 of the frozen PDF (jewel_document). */
    pdfSha256: varchar({ length: 64 }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.photoFileId, file),
    uniqueIndex('jewel_appraisal_no_idx').on(t.tenantId, t.certificateNo),
    createdOrderIndex('jewel_appraisal_created_idx', t),
    tenantPolicy('jewel_appraisal'),
  ],
)

/** A precious metal label (贵金属标签) attached to a piece: fineness and weight as tested. */
export const metalLabel = pgTable(
  'metal_label',
  {
    ...recordKeyColumns(),
    /** 1 draft, 2 issued, 3 revoked. */
    status: smallint().notNull().default(1),
    /** Assigned when issued. */
    labelNo: varchar({ length: 64 }),
    checkCodeHash: varchar({ length: 64 }),
    holder: varchar({ length: 200 }).notNull(),
    itemName: varchar({ length: 200 }).notNull(),
    /** The metal and its fineness as marked (Au999, Pt950, S925 …). */
    fineness: varchar({ length: 32 }).notNull(),
    /** Mass in grams. */
    weight: numeric({ precision: 10, scale: 3 }).notNull(),
    photoFileId: uuid(),
    remark: varchar({ length: 500 }),
    issueDate: date(),
    issuedBy: uuid(),
    revokedAt: timestamp({ withTimezone: true }),
    ...auditColumns(),
    ...createDept(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.photoFileId, file),
    uniqueIndex('metal_label_no_idx').on(t.tenantId, t.labelNo),
    createdOrderIndex('metal_label_created_idx', t),
    tenantPolicy('metal_label'),
  ],
)

/** The frozen PDF of an issued appraisal certificate. */
export const jewelDocument = pgTable(
  'jewel_document',
  {
    tenantId: tenantId(),
    appraisalId: uuid().notNull(),
    pdf: bytea().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    byteSize: integer().notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.appraisalId] }),
    tenantForeignKey(t, t.appraisalId, jewelAppraisal),
    tenantPolicy('jewel_document'),
  ],
)
