import { createHash } from 'node:crypto'
import { buffer as readAll } from 'node:stream/consumers'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { labDayOf } from '@/domain/labClock'
import type { ResourceDeclaration } from '@/domain/resources'
import { JEWEL_STATUS, jewelAppraisals, metalLabels } from '@/domain/resources/jewels'
import type { WorkflowEntity } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { file, jewelAppraisal, jewelDocument, metalLabel, workflowAudit } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../http/errors'
import type { Locale } from '../../http/messages'
import { parseInput, type ParsedInput, type ResourceRecord } from '../../resources/schemas'
import { detailResource, removeResource, submitResource, type ResourceContext } from '../../resources/service'
import type { FileStorage } from '../file/storage'
import { checkCodeHash, labOrigin, newCheckCode } from '../lab-workflow/report-document'
import { nextDocumentNumber } from '../numbering/service'
import { staffNameOf } from '../shared/staff'
import { isPrintableImage, renderAppraisalPdf, renderMetalLabelPdf } from './pdf'
import { labHeadingOf } from '../shared/lab-heading'

/*
 * Jewellery appraisal certificates and precious metal labels: drafts are the resource engine's
 * records (src/domain/resources/jewels.ts) written here so that only a draft changes; issuing takes the number
 * from the numbering rules, draws a check code (kept only as a hash, as for lab certificates) and, for an
 * appraisal, freezes its PDF with the SHA-256; revoking keeps the record and the reason.
 */

export type JewelKind = 'appraisal' | 'metalLabel'

const declarationOf = (kind: JewelKind): ResourceDeclaration =>
  kind === 'appraisal' ? jewelAppraisals : metalLabels
const tableOf = (kind: JewelKind) => (kind === 'appraisal' ? jewelAppraisal : metalLabel)
/** The audit trail's entity names (workflow_audit.entity is the lab's one trail of state changes). */
const AUDIT_ENTITY: Record<JewelKind, string> = { appraisal: 'jewel_appraisal', metalLabel: 'metal_label' }

/**
 * Decimals of the engine's form take two places; a weight takes three. The form's rules run on a copy that
 * reads decimals as text: the declared pattern (WEIGHT_PATTERN) is then what checks a weight.
 */
const formResource = (resource: ResourceDeclaration): ResourceDeclaration => ({
  ...resource,
  fields: resource.fields.map((field) => (field.data === 'decimal' ? { ...field, data: 'text' } : field)),
})

async function statusOf(tx: Tx, kind: JewelKind, tenantId: string, id: string) {
  const table = tableOf(kind)
  const [row] = await tx
    .select({ status: table.status })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.isDeleted, false)))
  if (!row) throw notFound()
  return row.status
}

/** A photo must be a live file of the tenant that a PDF can print: JPEG or PNG (checked by content on upload). */
async function assertPhoto(tx: Tx, tenantId: string, fileId: string): Promise<void> {
  const [row] = await tx
    .select({ contentType: file.contentType })
    .from(file)
    .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId), eq(file.isDeleted, false)))
  if (!row) throw badRequest('crud.referenceMissing')
  if (row.contentType !== 'image/jpeg' && row.contentType !== 'image/png')
    throw badRequest('jewel.photoNotImage')
}

export const detailJewel = (tx: Tx, kind: JewelKind, context: ResourceContext, id: string) =>
  detailResource(tx, declarationOf(kind), id, context)

/** Checks a submitted form in the caller's language (before any transaction). */
export const parseJewelInput = (
  kind: JewelKind,
  body: Record<string, unknown>,
  locale: Locale,
): ParsedInput => parseInput(formResource(declarationOf(kind)), body, locale)

/** Creates a draft, or changes one (an issued or revoked record is refused). */
export async function submitJewel(
  tx: Tx,
  kind: JewelKind,
  context: ResourceContext,
  input: ParsedInput,
): Promise<ResourceRecord> {
  if (input.id && (await statusOf(tx, kind, context.tenantId, input.id)) !== JEWEL_STATUS.draft)
    throw badRequest('jewel.notDraft')
  for (const [field, value] of input.values)
    if (field.name === 'photoFileId' && typeof value === 'string')
      await assertPhoto(tx, context.tenantId, value)
  return submitResource(tx, declarationOf(kind), input, context)
}

/** Removes drafts; any issued or revoked one among them refuses the whole request. */
export async function removeJewels(
  tx: Tx,
  kind: JewelKind,
  context: ResourceContext,
  ids: readonly string[],
  locale: Locale,
): Promise<void> {
  const table = tableOf(kind)
  const rows = await tx
    .select({ status: table.status })
    .from(table)
    .where(and(eq(table.tenantId, context.tenantId), inArray(table.id, [...ids]), eq(table.isDeleted, false)))
  if (rows.some((row) => row.status !== JEWEL_STATUS.draft)) throw badRequest('jewel.notDraft')
  await removeResource(tx, declarationOf(kind), ids, context, locale)
}

/** The verification address of a number and check code: /cert for appraisals, /metal for labels. */
export function jewelVerificationUrl(
  origin: string,
  path: '/cert' | '/metal',
  tenantId: string,
  no: string,
  code: string,
): string {
  const url = new URL(path, origin)
  url.searchParams.set('tenantId', tenantId)
  url.searchParams.set('no', no)
  url.searchParams.set('code', code)
  return url.toString()
}

async function audit(
  tx: Tx,
  kind: JewelKind,
  tenantId: string,
  entry: { id: string; action: string; from: number; to: number; userId: string; reason?: string | null },
) {
  await tx.insert(workflowAudit).values({
    tenantId,
    id: uuidv7(),
    // The trail's type names the lab workflow's entities; it holds these records' changes too.
    entity: AUDIT_ENTITY[kind] as WorkflowEntity,
    entityId: entry.id,
    action: entry.action,
    fromState: entry.from,
    toState: entry.to,
    reason: entry.reason ?? null,
    userId: entry.userId,
    userName: await staffNameOf(tx, tenantId, entry.userId),
  })
}

/** Bytes of a stored file (the photo printed on a certificate); null when it is gone. */
async function fileBytes(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  fileId: string | null,
): Promise<Uint8Array | null> {
  if (!fileId) return null
  const [row] = await tx
    .select({ storageKey: file.storageKey })
    .from(file)
    .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId)))
  if (!row || !(await storage.exists(row.storageKey))) return null
  return readAll(storage.get(row.storageKey))
}

export type IssueInput = { id: string; userId: string; requestOrigin: string; at?: Date }
export type Issued = { no: string; checkCode: string; pdfSha256: string | null }

/**
 * Issues a draft appraisal: its number, a check code (answered once, kept as a hash) and its PDF, frozen
 * with its SHA-256. All in the caller's transaction: a failure leaves no number and no PDF behind.
 */
export async function issueAppraisal(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  input: IssueInput,
): Promise<Issued> {
  const at = input.at ?? new Date()
  const [row] = await tx
    .select()
    .from(jewelAppraisal)
    .where(
      and(
        eq(jewelAppraisal.tenantId, tenantId),
        eq(jewelAppraisal.id, input.id),
        eq(jewelAppraisal.isDeleted, false),
      ),
    )
    .for('update')
  if (!row) throw notFound()
  if (row.status !== JEWEL_STATUS.draft) throw badRequest('jewel.notIssuable')
  const photo = await fileBytes(tx, storage, tenantId, row.photoFileId)
  if (photo && !isPrintableImage(photo)) throw badRequest('jewel.photoNotImage')
  const no = await nextDocumentNumber(tx, tenantId, 'jewelAppraisal', { now: at })
  const checkCode = newCheckCode()
  const issueDate = labDayOf(at)
  const origin = await labOrigin(tx, tenantId, input.requestOrigin)
  const pdf = await renderAppraisalPdf({
    lab: await labHeadingOf(tx, tenantId),
    certificateNo: no,
    checkCode,
    verificationUrl: jewelVerificationUrl(origin, '/cert', tenantId, no, checkCode),
    holder: row.holder,
    itemName: row.itemName,
    totalWeight: row.totalWeight,
    shape: row.shape,
    colour: row.colour,
    observations: row.observations,
    conclusion: row.conclusion,
    remark: row.remark,
    issueDate,
    issuedBy: await staffNameOf(tx, tenantId, input.userId),
    photo,
    issuedAt: at,
  })
  const sha256 = createHash('sha256').update(pdf).digest('hex')
  await tx
    .insert(jewelDocument)
    .values({ tenantId, appraisalId: row.id, pdf, sha256, byteSize: pdf.byteLength })
  await tx
    .update(jewelAppraisal)
    .set({
      status: JEWEL_STATUS.issued,
      certificateNo: no,
      checkCodeHash: checkCodeHash(no, checkCode),
      issueDate,
      issuedBy: input.userId,
      pdfSha256: sha256,
      updateUser: input.userId,
      updateTime: sql`now()`,
    })
    .where(and(eq(jewelAppraisal.tenantId, tenantId), eq(jewelAppraisal.id, row.id)))
  await audit(tx, 'appraisal', tenantId, {
    id: row.id,
    action: 'issue',
    from: JEWEL_STATUS.draft,
    to: JEWEL_STATUS.issued,
    userId: input.userId,
  })
  return { no, checkCode, pdfSha256: sha256 }
}

/** Issues a draft metal label: its number and check code (the label's PDF is printed with the code). */
export async function issueMetalLabel(tx: Tx, tenantId: string, input: IssueInput): Promise<Issued> {
  const at = input.at ?? new Date()
  const [row] = await tx
    .select({ id: metalLabel.id, status: metalLabel.status })
    .from(metalLabel)
    .where(
      and(eq(metalLabel.tenantId, tenantId), eq(metalLabel.id, input.id), eq(metalLabel.isDeleted, false)),
    )
    .for('update')
  if (!row) throw notFound()
  if (row.status !== JEWEL_STATUS.draft) throw badRequest('jewel.notIssuable')
  const no = await nextDocumentNumber(tx, tenantId, 'metalLabel', { now: at })
  const checkCode = newCheckCode()
  await tx
    .update(metalLabel)
    .set({
      status: JEWEL_STATUS.issued,
      labelNo: no,
      checkCodeHash: checkCodeHash(no, checkCode),
      issueDate: labDayOf(at),
      issuedBy: input.userId,
      updateUser: input.userId,
      updateTime: sql`now()`,
    })
    .where(and(eq(metalLabel.tenantId, tenantId), eq(metalLabel.id, row.id)))
  await audit(tx, 'metalLabel', tenantId, {
    id: row.id,
    action: 'issue',
    from: JEWEL_STATUS.draft,
    to: JEWEL_STATUS.issued,
    userId: input.userId,
  })
  return { no, checkCode, pdfSha256: null }
}

/** Revokes an issued record: it stays, marked revoked, with the reason in the audit trail. */
export async function revokeJewel(
  tx: Tx,
  kind: JewelKind,
  tenantId: string,
  input: { id: string; userId: string; reason: string },
): Promise<void> {
  const table = tableOf(kind)
  const updated = await tx
    .update(table)
    .set({
      status: JEWEL_STATUS.revoked,
      revokedAt: sql`now()`,
      updateUser: input.userId,
      updateTime: sql`now()`,
    })
    .where(
      and(
        eq(table.tenantId, tenantId),
        eq(table.id, input.id),
        eq(table.status, JEWEL_STATUS.issued),
        eq(table.isDeleted, false),
      ),
    )
    .returning({ id: table.id })
  if (updated.length === 0) {
    await statusOf(tx, kind, tenantId, input.id) // 404 when there is no such record
    throw badRequest('jewel.notRevocable')
  }
  await audit(tx, kind, tenantId, {
    id: input.id,
    action: 'revoke',
    from: JEWEL_STATUS.issued,
    to: JEWEL_STATUS.revoked,
    userId: input.userId,
    reason: input.reason,
  })
}

/** The frozen PDF of an issued (or revoked) appraisal certificate. */
export async function appraisalPdf(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ pdf: jewelDocument.pdf, sha256: jewelDocument.sha256, no: jewelAppraisal.certificateNo })
    .from(jewelDocument)
    .innerJoin(
      jewelAppraisal,
      and(
        eq(jewelAppraisal.tenantId, jewelDocument.tenantId),
        eq(jewelAppraisal.id, jewelDocument.appraisalId),
      ),
    )
    .where(and(eq(jewelDocument.tenantId, tenantId), eq(jewelDocument.appraisalId, id)))
  if (!row) throw notFound()
  return { pdf: row.pdf, sha256: row.sha256, no: row.no ?? '' }
}

/**
 * A metal label's printable PDF. Only the check code's hash is kept, so the label is printed with the code
 * the staff member was given when it was issued (or reads off the label to print it again): a wrong code
 * prints nothing.
 */
export async function metalLabelPdf(
  tx: Tx,
  tenantId: string,
  input: { id: string; code: string; requestOrigin: string },
) {
  const [row] = await tx
    .select()
    .from(metalLabel)
    .where(
      and(eq(metalLabel.tenantId, tenantId), eq(metalLabel.id, input.id), eq(metalLabel.isDeleted, false)),
    )
  if (!row) throw notFound()
  if (!row.labelNo || !row.checkCodeHash || !row.issueDate) throw badRequest('jewel.notIssued')
  const code = input.code.trim().toUpperCase()
  if (checkCodeHash(row.labelNo, code) !== row.checkCodeHash) throw new AppError(400, 'jewel.checkCodeWrong')
  const origin = await labOrigin(tx, tenantId, input.requestOrigin)
  const pdf = await renderMetalLabelPdf({
    labName: (await labHeadingOf(tx, tenantId)).name,
    labelNo: row.labelNo,
    checkCode: code,
    verificationUrl: jewelVerificationUrl(origin, '/metal', tenantId, row.labelNo, code),
    itemName: row.itemName,
    fineness: row.fineness,
    weight: row.weight,
    issueDate: row.issueDate,
    issuedAt: new Date(`${row.issueDate}T00:00:00+08:00`),
  })
  return { pdf, no: row.labelNo }
}
