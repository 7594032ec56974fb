import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import {
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
  liveUniqueIndex,
  liveIndex,
} from './table-shapes'

/** Stored files: the metadata here, the bytes in the file storage (local folder or an S3-compatible store). */
export const file = pgTable(
  'file',
  {
    ...recordKeyColumns(),
    originalName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 128 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    /**
     * Where the storage keeps the bytes: "<tenant>/sha256/<first two hex>/<sha256>" (content-addressed,
     * one copy per tenant and content); rows stored before content addressing keep their
     * "<tenant>/<yyyy-MM>/<id>".
     */
    storageKey: varchar({ length: 255 }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    // One live row per content in a tenant: a second upload of the same bytes gets the first row.
    liveUniqueIndex('file_sha256_uq', t.tenantId, t.sha256),
    tenantPolicy('file'),
  ],
)

/**
 * Who uploaded a file. Files are stored once per content, so a second person uploading the same bytes
 * gets the first one's row: she is kept here too, and reads the file as her own (server/access).
 */
export const fileUpload = pgTable(
  'file_upload',
  {
    tenantId: tenantId(),
    fileId: uuid().notNull(),
    userId: uuid().notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.userId] }),
    tenantForeignKey(t, t.fileId, file),
    tenantPolicy('file_upload'),
  ],
)

/** Materials of the notification centre (spec §2, §3 "Material list row: type, name, fileId, remark"). */
export const material = pgTable(
  'material',
  {
    ...recordKeyColumns(),
    /** Dictionary material_type: 0 tool, 1 system usage, 2 template. */
    type: smallint().notNull(),
    name: varchar({ length: 200 }).notNull(),
    fileId: uuid().notNull(),
    remark: varchar({ length: 500 }),
    sort: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.fileId, file),
    liveIndex('material_sort_idx', t.tenantId, t.sort),
    index('material_file_idx').on(t.tenantId, t.fileId),
    tenantPolicy('material'),
  ],
)
