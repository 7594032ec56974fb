import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { jewelAppraisal, jewelDocument, metalLabel } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { checkCodeHash } from '../lab-workflow/report-document'
import type { CertificateLookup, CertificateView } from './certificate'
import { maskHolder } from './holder'
import { recordMiss } from './limits'

/**
 * The public side of the jewellery documents (issue 7): an appraisal certificate is verified like a lab
 * certificate (by its full number and check code, on /cert and /certificateFalsification), a precious metal
 * label by its label number and check code (/metal). Only issued and revoked records have a number; a draft
 * is never found. As for certificates, a hit and a miss do the same work: the row is read by its unique
 * number and a hash is compared in constant time against the stored one or a dummy.
 */

/** 2 issued, 3 revoked: the states that have a number (see src/domain/resources/jewels.ts). */
const PUBLISHED = [2, 3]
const REVOKED = 3
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
      photoFileId: jewelAppraisal.photoFileId,
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
export const appraisalView = (row: MatchedAppraisal): CertificateView => ({
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
    photo: row.photoFileId !== null,
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
      photoFileId: metalLabel.photoFileId,
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
  /** Whether a photo of the piece can be asked for (with the same number and code). */
  photo: boolean
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
      photo: row.photoFileId !== null,
    }
  })
}

/**
 * The photo file of an appraisal certificate or a metal label found by its number and check code; null on a
 * miss (counted) or when it has no photo (not counted: the number and code were right).
 */
export async function photoOf(
  db: Db,
  kind: 'appraisal' | 'metalLabel',
  lookup: CertificateLookup,
): Promise<{ fileId: string | null } | null> {
  return withTenant(db, lookup.tenantId, async (tx) => {
    const row = kind === 'appraisal' ? await matchAppraisal(tx, lookup) : await matchLabel(tx, lookup)
    if (!row) {
      await recordMiss(tx, lookup.address)
      return null
    }
    return { fileId: row.photoFileId }
  })
}
