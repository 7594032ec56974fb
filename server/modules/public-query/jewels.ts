import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { file, jewelAppraisal, jewelDocument, metalLabel } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { checkCodeHash } from '../lab-workflow/report-document'
import { liveRows } from '../shared/crud'
import type { CertificateLookup, CertificateView } from './certificate'
import { maskHolder } from './holder'
import { recordMiss } from './limits'

/**
 * The public side of the jewellery documents: an appraisal certificate is verified like a lab
 * certificate (by its full number and check code, on /cert and /certificateFalsification), a precious metal
 * label by its label number and check code (/metal). Only issued and revoked records have a number; a draft
 * is never found. As for certificates, a hit and a miss do the same work: the row is read by its unique
 * number and a hash is compared in constant time against the stored one or a dummy.
 */

/** 2 issued, 3 revoked: the states that have a number (see src/domain/resources/jewels.ts). */
const PUBLISHED = [2, 3]
const REVOKED = 3
const PUBLISHED_SQL = sql.raw(`(${PUBLISHED.join(', ')})`)
const DUMMY_HASH = randomBytes(32)
const HEX_SHA256 = /^[0-9a-f]{64}$/

/** Whether `code` is the check code of `no` (constant time; a missing row compares against a dummy). */
function codeMatches(lookup: CertificateLookup, stored: string | null | undefined): boolean {
  const candidate = Buffer.from(checkCodeHash(lookup.no, lookup.code), 'hex')
  const known = stored && HEX_SHA256.test(stored) ? Buffer.from(stored, 'hex') : null
  return timingSafeEqual(candidate, known ?? DUMMY_HASH) && known !== null
}

const labNameOf = (table: 'jewel_appraisal' | 'metal_label') =>
  sql<string | null>`(
    select t.tenant_name from tenant t
    where t.tenant_id = ${sql.identifier(table)}.tenant_id and t.status = 1 and t.is_deleted = false)`

/** The content hash of a record's photo, which names it in its public address (photoUrlOf). */
const photoShaOf = (table: 'jewel_appraisal' | 'metal_label') =>
  sql<string | null>`(
    select f.sha256 from file f
    where f.tenant_id = ${sql.identifier(table)}.tenant_id and f.id = ${sql.identifier(table)}.photo_file_id
      and f.is_deleted = false)`

/**
 * Where the public get the photo of a piece they have verified: named by its content's SHA-256, which only an
 * answer to the number and check code reveals (256 bits cannot be guessed), so fetching it needs neither the
 * code again nor another lookup (nor, after repeated misses, another captcha).
 */
export const photoUrlOf = (tenantId: string, sha256: string | null): string | null =>
  sha256 && HEX_SHA256.test(sha256) ? `/api/public/jewel-photo/${tenantId}/${sha256}` : null

const isoOf = (value: string | Date | null) => (value ? new Date(value).toISOString() : null)

/** The issued (or revoked) appraisal certificate with that exact number whose check code this is. */
export async function matchAppraisal(tx: Tx, lookup: CertificateLookup) {
  const [row] = await tx
    .select({
      id: jewelAppraisal.id,
      status: jewelAppraisal.status,
      certificateNo: jewelAppraisal.certificateNo,
      checkCodeHash: jewelAppraisal.checkCodeHash,
      holder: jewelAppraisal.holder,
      itemName: jewelAppraisal.itemName,
      photoSha256: photoShaOf('jewel_appraisal'),
      totalWeight: jewelAppraisal.totalWeight,
      shape: jewelAppraisal.shape,
      colour: jewelAppraisal.colour,
      conclusion: jewelAppraisal.conclusion,
      issueDate: jewelAppraisal.issueDate,
      revokedAt: jewelAppraisal.revokedAt,
      pdfSha256: jewelAppraisal.pdfSha256,
      labName: labNameOf('jewel_appraisal'),
    })
    .from(jewelAppraisal)
    .where(
      and(
        eq(jewelAppraisal.tenantId, lookup.tenantId),
        eq(jewelAppraisal.certificateNo, lookup.no),
        inArray(jewelAppraisal.status, PUBLISHED),
        eq(jewelAppraisal.isDeleted, false),
      ),
    )
  const equal = codeMatches(lookup, row?.checkCodeHash)
  if (!row || !equal || row.labName === null || !row.issueDate || !row.pdfSha256) return null
  return { ...row, labName: row.labName, issueDate: row.issueDate, pdfSha256: row.pdfSha256 }
}

type MatchedAppraisal = NonNullable<Awaited<ReturnType<typeof matchAppraisal>>>

/** An appraisal certificate as the public see it: in the certificate's shape, with its own fields besides. */
export const appraisalView = (tenantId: string, row: MatchedAppraisal): CertificateView => ({
  certificateNo: row.certificateNo ?? '',
  standing: row.status === REVOKED ? 'revoked' : 'valid',
  supersededBy: null,
  revokedAt: isoOf(row.revokedAt),
  kind: 'appraisal',
  labName: row.labName,
  holder: maskHolder(row.holder),
  instrumentName: row.itemName,
  instrumentModel: null,
  factoryNumber: null,
  issueDate: row.issueDate,
  nextDueDate: null,
  conclusion: row.conclusion,
  pdfSha256: row.pdfSha256,
  appraisal: {
    itemName: row.itemName,
    totalWeight: row.totalWeight,
    shape: row.shape,
    colour: row.colour,
    photoUrl: photoUrlOf(tenantId, row.photoSha256),
  },
})

/** The frozen PDF of a matched appraisal certificate. */
export async function appraisalDocument(tx: Tx, tenantId: string, row: MatchedAppraisal) {
  const [document] = await tx
    .select({ pdf: jewelDocument.pdf, sha256: jewelDocument.sha256 })
    .from(jewelDocument)
    .where(and(eq(jewelDocument.tenantId, tenantId), eq(jewelDocument.appraisalId, row.id)))
  return document ? { ...document, certificateNo: row.certificateNo ?? '' } : null
}

/** The issued (or revoked) metal label with that exact number whose check code this is. */
async function matchLabel(tx: Tx, lookup: CertificateLookup) {
  const [row] = await tx
    .select({
      status: metalLabel.status,
      labelNo: metalLabel.labelNo,
      checkCodeHash: metalLabel.checkCodeHash,
      itemName: metalLabel.itemName,
      fineness: metalLabel.fineness,
      weight: metalLabel.weight,
      photoSha256: photoShaOf('metal_label'),
      issueDate: metalLabel.issueDate,
      revokedAt: metalLabel.revokedAt,
      labName: labNameOf('metal_label'),
    })
    .from(metalLabel)
    .where(
      and(
        eq(metalLabel.tenantId, lookup.tenantId),
        eq(metalLabel.labelNo, lookup.no),
        inArray(metalLabel.status, PUBLISHED),
        eq(metalLabel.isDeleted, false),
      ),
    )
  const equal = codeMatches(lookup, row?.checkCodeHash)
  if (!row || !equal || row.labName === null || !row.issueDate) return null
  return { ...row, labName: row.labName, issueDate: row.issueDate }
}

export type MetalLabelView = {
  labelNo: string
  standing: 'valid' | 'revoked'
  revokedAt: string | null
  labName: string
  itemName: string
  fineness: string
  weight: string
  issueDate: string
  /** The address of the piece's photo (photoUrlOf), when it has one. */
  photoUrl: string | null
}

/** A metal label's public view, or null (a miss, counted against the address). */
export async function verifyMetalLabel(db: Db, lookup: CertificateLookup): Promise<MetalLabelView | null> {
  return withTenant(db, lookup.tenantId, async (tx) => {
    const row = await matchLabel(tx, lookup)
    if (!row) {
      await recordMiss(tx, lookup.address)
      return null
    }
    return {
      labelNo: row.labelNo ?? '',
      standing: row.status === REVOKED ? 'revoked' : 'valid',
      revokedAt: isoOf(row.revokedAt),
      labName: row.labName,
      itemName: row.itemName,
      fineness: row.fineness,
      weight: row.weight,
      issueDate: row.issueDate,
      photoUrl: photoUrlOf(lookup.tenantId, row.photoSha256),
    }
  })
}

/**
 * The stored photo with this content hash, when it is the photo of an issued or revoked appraisal certificate or
 * metal label of the lab (never any other file of the lab); null otherwise.
 */
export async function publishedPhoto(db: Db, tenantId: string, sha256: string): Promise<string | null> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ id: file.id })
      .from(file)
      .where(
        liveRows(
          file,
          tenantId,
          eq(file.sha256, sha256),
          sql`(exists (select 1 from jewel_appraisal j where j.tenant_id = ${file.tenantId}
                 and j.photo_file_id = ${file.id} and j.status in ${PUBLISHED_SQL} and j.is_deleted = false)
               or exists (select 1 from metal_label m where m.tenant_id = ${file.tenantId}
                 and m.photo_file_id = ${file.id} and m.status in ${PUBLISHED_SQL} and m.is_deleted = false))`,
        ),
      )
      .limit(1)
    return row?.id ?? null
  })
}
