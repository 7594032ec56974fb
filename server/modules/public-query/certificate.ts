import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { certificateRecord, reportDocument, tenant } from '../../db/schema'
import { withTenant, withoutTenant } from '../../db/tenant-scope'
import { PLATFORM_TENANT } from '../../plugins/access'
import { checkCodeHash, documentKindOf } from '../lab-workflow/report-document'
import { maskHolder } from './holder'
import { appraisalDocument, appraisalView, matchAppraisal } from './jewels'
import { recordMiss } from './limits'
import { certificateDownload, storedKey, verifyPdfSignature, type PdfSignatureStatus } from '../signing'

/**
 * The public verification of an issued certificate: by its full number and the check code printed
 * on it, nothing less. A hit and a miss do the same work (the record is read by number, a hash is compared in
 * constant time against the stored one or a dummy), and a miss is counted against the address it came from.
 */

export type CertificateLookup = {
  tenantId: string
  no: string
  code: string
  /** The client's rate-limit address (addressKey), charged with the miss. */
  address: string
}

/** What the public may see of a certificate: no internal ids, the holder masked when a person. */
export type CertificateView = {
  certificateNo: string
  /** 'under_review': a standard it rests on was found wrong and the lab is reviewing it (复核中). */
  standing: 'valid' | 'revoked' | 'superseded' | 'under_review'
  supersededBy: string | null
  revokedAt: string | null
  /** 'appraisal': a jewellery appraisal certificate, with its own fields in `appraisal`. */
  kind: 'verification' | 'calibration' | 'test' | 'appraisal'
  labName: string
  holder: string
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  issueDate: string
  nextDueDate: string | null
  conclusion: string
  pdfSha256: string
  /** Hex SHA-256 of its Digital Calibration Certificate (null: none, as for a test report). */
  dccSha256?: string | null
  /**
   * The PAdES signature of the issued PDF, checked against the lab's own certificate as the page is asked:
   * valid (with who signed and when), invalid, or unsigned (issued before the lab signed its certificates).
   */
  signature?: { status: PdfSignatureStatus; signer: string | null; signedAt: string | null }
  /** Only for an appraisal certificate: the piece as appraised, and where its photo is. */
  appraisal?: {
    itemName: string
    totalWeight: string
    shape: string | null
    colour: string | null
    /** GET address of the piece's photo (no code needed: the address itself is the secret), if any. */
    photoUrl: string | null
  }
}

/** Compared against on a miss, so that a miss computes and compares a hash as a hit does. */
const DUMMY_HASH = randomBytes(32)
const HEX_SHA256 = /^[0-9a-f]{64}$/

/** The lab answering when a link carries no tenant: the only enabled lab tenant, or none. */
export async function soleLabTenant(db: Db): Promise<string | null> {
  const rows = await withoutTenant(db, (tx) =>
    tx
      .select({ tenantId: tenant.tenantId })
      .from(tenant)
      .where(and(ne(tenant.tenantId, PLATFORM_TENANT), eq(tenant.status, 1), eq(tenant.isDeleted, false)))
      .limit(2),
  )
  return rows.length === 1 ? (rows[0]?.tenantId ?? null) : null
}

/**
 * The lab a public request is for: the one it names when that is an enabled lab (never the platform), else,
 * when it names none, the only enabled lab; null when there is no such lab.
 */
export async function labTenantOf(db: Db, requested: string | undefined): Promise<string | null> {
  if (!requested) return soleLabTenant(db)
  if (requested === PLATFORM_TENANT) return null
  const rows = await withoutTenant(db, (tx) =>
    tx
      .select({ tenantId: tenant.tenantId })
      .from(tenant)
      .where(and(eq(tenant.tenantId, requested), eq(tenant.status, 1), eq(tenant.isDeleted, false))),
  )
  return rows[0]?.tenantId ?? null
}

/**
 * The record with that exact number in an enabled lab, and whether the code is its check code. The record is
 * read by its unique number, the lab's name and the report's inspection type by scalar subqueries on it: the
 * planner cannot start from another table, even on tables never analysed (PGlite has no autovacuum).
 */
async function matchCertificate(tx: Tx, lookup: CertificateLookup) {
  const [row] = await tx
    .select({
      reportId: certificateRecord.reportId,
      checkCodeHash: certificateRecord.checkCodeHash,
      certificateNo: certificateRecord.certificateNo,
      standing: certificateRecord.standing,
      supersededBy: certificateRecord.supersededBy,
      revokedAt: certificateRecord.revokedAt,
      inspectionType: sql<string | null>`(
        select s.inspection_type from lab_report r
        join order_sample s on s.tenant_id = r.tenant_id and s.id = r.sample_id
        where r.tenant_id = certificate_record.tenant_id and r.id = certificate_record.report_id)`,
      labName: sql<string | null>`(
        select t.tenant_name from tenant t
        where t.tenant_id = certificate_record.tenant_id and t.status = 1 and t.is_deleted = false)`,
      holder: certificateRecord.holder,
      instrumentName: certificateRecord.instrumentName,
      instrumentModel: certificateRecord.instrumentModel,
      factoryNumber: certificateRecord.factoryNumber,
      issueDate: certificateRecord.issueDate,
      nextDueDate: certificateRecord.nextDueDate,
      conclusion: certificateRecord.conclusion,
      pdfSha256: certificateRecord.pdfSha256,
    })
    .from(certificateRecord)
    .where(
      and(eq(certificateRecord.tenantId, lookup.tenantId), eq(certificateRecord.certificateNo, lookup.no)),
    )
  const candidate = Buffer.from(checkCodeHash(lookup.no, lookup.code), 'hex')
  const stored = row && HEX_SHA256.test(row.checkCodeHash) ? Buffer.from(row.checkCodeHash, 'hex') : null
  const equal = timingSafeEqual(candidate, stored ?? DUMMY_HASH)
  // A lab that is disabled (or gone) answers nothing.
  if (!row || !stored || !equal || row.labName === null) return null
  return { ...row, labName: row.labName }
}

type Matched = NonNullable<Awaited<ReturnType<typeof matchCertificate>>>

const viewOf = (row: Matched): CertificateView => ({
  certificateNo: row.certificateNo,
  standing: row.standing,
  supersededBy: row.supersededBy,
  revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
  kind: documentKindOf(row.inspectionType),
  labName: row.labName,
  holder: maskHolder(row.holder),
  instrumentName: row.instrumentName,
  instrumentModel: row.instrumentModel,
  factoryNumber: row.factoryNumber,
  issueDate: row.issueDate,
  nextDueDate: row.nextDueDate,
  conclusion: row.conclusion,
  pdfSha256: row.pdfSha256,
})

/** The issued PDF's signature, verified now, and the hash of its DCC. */
async function documentChecks(tx: Tx, tenantId: string, reportId: string) {
  const [document] = await tx
    .select({ pdf: reportDocument.pdf, dccSha256: reportDocument.dccSha256 })
    .from(reportDocument)
    .where(and(eq(reportDocument.tenantId, tenantId), eq(reportDocument.reportId, reportId)))
  const key = await storedKey(tx, tenantId)
  const check =
    document && key ? verifyPdfSignature(document.pdf, key.certificatePem) : { status: 'unsigned' as const }
  return {
    dccSha256: document?.dccSha256 ?? null,
    signature: { status: check.status, signer: check.signer ?? null, signedAt: check.signedAt ?? null },
  }
}

/** The certificate's public view, or null (a miss, counted against the address). */
export async function verifyCertificate(db: Db, lookup: CertificateLookup): Promise<CertificateView | null> {
  return withTenant(db, lookup.tenantId, async (tx) => {
    const row = await matchCertificate(tx, lookup)
    if (row) return { ...viewOf(row), ...(await documentChecks(tx, lookup.tenantId, row.reportId)) }
    // Not a lab certificate with that number and code: perhaps a jewellery appraisal certificate.
    const appraisal = await matchAppraisal(tx, lookup)
    if (appraisal) return appraisalView(lookup.tenantId, appraisal)
    await recordMiss(tx, lookup.address)
    return null
  })
}

/** The DCC of the certificate, or null (a miss, counted against the address; or a certificate without one). */
export async function certificateDcc(db: Db, lookup: CertificateLookup) {
  return withTenant(db, lookup.tenantId, async (tx) => {
    const row = await matchCertificate(tx, lookup)
    if (!row) {
      await recordMiss(tx, lookup.address)
      return null
    }
    const [document] = await tx
      .select({ dcc: reportDocument.dcc, sha256: reportDocument.dccSha256 })
      .from(reportDocument)
      .where(and(eq(reportDocument.tenantId, lookup.tenantId), eq(reportDocument.reportId, row.reportId)))
    return document?.dcc
      ? { dcc: document.dcc, sha256: document.sha256, certificateNo: row.certificateNo }
      : null
  })
}

/** The lab's signing certificate (PEM), which its certificates' signatures verify against; null before any. */
export async function labSigningCertificate(db: Db, tenantId: string) {
  return withTenant(db, tenantId, async (tx) => {
    const key = await storedKey(tx, tenantId)
    return key ? certificateDownload(key.certificatePem) : null
  })
}

/** The frozen PDF of the certificate, or null (a miss, counted against the address). */
export async function certificateDocument(db: Db, lookup: CertificateLookup) {
  return withTenant(db, lookup.tenantId, async (tx) => {
    const row = await matchCertificate(tx, lookup)
    if (!row) {
      const appraisal = await matchAppraisal(tx, lookup)
      if (appraisal) return appraisalDocument(tx, lookup.tenantId, appraisal)
      await recordMiss(tx, lookup.address)
      return null
    }
    const [document] = await tx
      .select({ pdf: reportDocument.pdf, sha256: reportDocument.sha256 })
      .from(reportDocument)
      .where(and(eq(reportDocument.tenantId, lookup.tenantId), eq(reportDocument.reportId, row.reportId)))
    return document ? { ...document, certificateNo: row.certificateNo } : null
  })
}
