import { createHash, randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, max, or, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { labDayOf } from '@/domain/labClock'
import { conditionRange, methodReferencesOf, placeText } from '@/domain/results/conditions'
import { certificateConclusion } from '@/domain/results/conclusion'
import { isOutOfTolerance, ruleOf, ruleStatement } from '@/domain/results/decisionRule'
import { nextDueDate } from '@/domain/results/nextDue'
import { ITEM_STATE } from '@/domain/workflow'
import { queryRows, type Tx } from '../../db/database'
import {
  certificateRecord,
  crmInstrument,
  dept,
  labOrder,
  labReport,
  orderSample,
  param,
  reportDocument,
  standardDevice,
  tenant,
  testItem,
  workflowAudit,
} from '../../db/schema'
import { nextDocumentNumber } from '../numbering/service'
import { signingKeyOf } from '../signing'
import { issuedDocuments } from './issued-documents'
import { termsOf, type CertificatePdfData, type DocumentKind, type Signer } from '../print/pdf'
import type { SignerImages } from './signer-images'
import { resultOf } from './results'

/**
 * Freezing an approved report (ISO/IEC 17025 7.8): its certificate number is taken, its PDF rendered once from
 * the reviewed results and kept with its SHA-256, and its public verification record written, all in the
 * approval's transaction: an approval that fails leaves no number, no PDF and no record behind.
 */

/** The lab's accreditation number printed in the header (tenant parameter; blank when not accredited). */
export const ACCREDITATION_PARAM = 'lab.accreditationNumber'
/**
 * The lab's public address (e.g. https://cert.lab.example): QR codes on certificates open its verification
 * page. Without it the address the approver's request came to is used, which is right on a single-host install.
 */
export const PUBLIC_URL_PARAM = 'lab.publicUrl'

/** Check codes: no 0/O, 1/I/L, so a code read off paper is typed right. 8 characters of 31 ≈ 40 bits. */
const CHECK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CHECK_CODE_LENGTH = 8

export function newCheckCode(): string {
  let code = ''
  for (let i = 0; i < CHECK_CODE_LENGTH; i++)
    code += CHECK_CODE_ALPHABET[randomInt(CHECK_CODE_ALPHABET.length)]
  return code
}

/** What the verification record keeps of a check code: it is compared, never shown again. */
export const checkCodeHash = (certificateNo: string, code: string): string =>
  createHash('sha256').update(`${certificateNo}\n${code.toUpperCase()}`).digest('hex')

/** Dictionary inspection_type → the document issued: verifications a 检定证书, calibrations a 校准证书. */
export function documentKindOf(inspectionType: string | null): DocumentKind {
  if (inspectionType === '1' || inspectionType === '7') return 'verification'
  if (inspectionType === '2' || inspectionType === '5') return 'calibration'
  return 'test'
}

const INSPECTION_LABELS: Readonly<Record<string, string>> = {
  '1': '检定',
  '2': 'CNAS 校准',
  '3': '检测',
  '4': '测试',
  '5': '校准',
  '6': '型式评价',
  '7': '强制检定',
  '8': '其他',
  '9': '监督抽查',
}

export function verificationUrl(
  origin: string,
  tenantId: string,
  certificateNo: string,
  code: string,
): string {
  const url = new URL('/certificateFalsification', origin)
  url.searchParams.set('tenantId', tenantId)
  url.searchParams.set('no', certificateNo)
  url.searchParams.set('code', code)
  return url.toString()
}

/** The lab's public address when it is an http(s) URL; a mistyped one is not printed on certificates. */
function publicOrigin(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

async function paramValue(tx: Tx, tenantId: string, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.paramKey, key), eq(param.isDeleted, false)))
  return row?.value?.trim() || null
}

/** The department path (top first) of the group that did the work: the numbering's department items. */
async function departmentPath(tx: Tx, tenantId: string, groupId: string | null) {
  const path: { abbr: string | null; code: string | null }[] = []
  const seen = new Set<string>()
  let id = groupId
  while (id && !seen.has(id)) {
    seen.add(id)
    const [row] = await tx
      .select({ parentId: dept.parentId, abbr: dept.abbr, code: dept.code })
      .from(dept)
      .where(and(eq(dept.tenantId, tenantId), eq(dept.id, id)))
    if (!row) break
    path.unshift({ abbr: row.abbr, code: row.code })
    id = row.parentId
  }
  return path
}

type FreezeInput = {
  reportId: string
  at: Date
  origin: string
  signers: { drafter: string; auditor: string; approver: string }
  /** The certificate number of the revoked report this one replaces, and why it was revoked. */
  supersedes: { certificateNo: string; reason: string } | null
  /** The signers' handwritten signatures, printed above their names (none for those who keep none). */
  signatureImages?: SignerImages
}

/** What a report prints besides its number, check code and verification address. */
type ReportPrint = {
  data: Omit<CertificatePdfData, 'certificateNumber' | 'checkCode' | 'verificationUrl'>
  /** For its number: the rule of its kind and the facts the rule reads. */
  numbering: {
    document: 'report' | 'certificate'
    departments: { abbr: string | null; code: string | null }[]
    inspectionType: number | null
  }
  customer: string
  instrument: { name: string; model: string | null; factoryNumber: string | null }
  /** The decision rule the results were judged by, as the certificate states it (null without results). */
  decisionRule: string | null
  /**
   * The customer's instrument (crm_instrument) a certificate's approval dates: calibrated on `calibrationDate`,
   * due again on `nextDueDate` (null without a cycle). Null for a test report or a sample linked to none.
   */
  dueDates: { instrumentId: string; lastDueDate: string; nextDueDate: string | null } | null
}

/**
 * The calibration date of a sample's items: the lab day the last of them was locked. Locking is the tester's
 * statement that the measured values, conditions and standards are final (nothing of the result changes
 * after it, and a returned result is measured again and locked again), while confirmation and review follow
 * on later days and move the item's update time; so the lock, from the audit trail, is the day the printed
 * values were obtained. Null when no item was ever locked (not reached by a report: its items are reviewed).
 */
async function lastLockDay(tx: Tx, tenantId: string, itemIds: string[]): Promise<string | null> {
  if (itemIds.length === 0) return null
  const [row] = await tx
    .select({ at: max(workflowAudit.at) })
    .from(workflowAudit)
    .where(
      and(
        eq(workflowAudit.tenantId, tenantId),
        eq(workflowAudit.entity, 'item'),
        inArray(workflowAudit.entityId, itemIds),
        eq(workflowAudit.action, 'lock'),
      ),
    )
  return row?.at ? labDayOf(new Date(row.at)) : null
}

const signerOf = (name: string, date: string, png: Uint8Array | undefined): Signer => ({
  name,
  date,
  ...(png ? { signaturePng: png } : {}),
})

/**
 * The printed content of a report from its sample's reviewed results, as of `at`: shared by the approval
 * (which freezes it) and the preview of a report not yet approved.
 */
export async function reportPrint(
  tx: Tx,
  tenantId: string,
  input: Pick<FreezeInput, 'reportId' | 'at' | 'signers' | 'supersedes' | 'signatureImages'>,
): Promise<ReportPrint> {
  const [row] = await tx
    .select({
      sampleId: labReport.sampleId,
      customer: labOrder.enterName,
      address: labOrder.address,
      name: orderSample.name,
      model: orderSample.model,
      factoryNumber: orderSample.factoryNumber,
      manufacturer: orderSample.manufacturer,
      inspectionType: orderSample.inspectionType,
      receivedAt: orderSample.receivedAt,
      instrumentId: crmInstrument.id,
      cycle: crmInstrument.cycle,
    })
    .from(labReport)
    .innerJoin(labOrder, and(eq(labOrder.tenantId, labReport.tenantId), eq(labOrder.id, labReport.orderId)))
    .innerJoin(
      orderSample,
      and(eq(orderSample.tenantId, labReport.tenantId), eq(orderSample.id, labReport.sampleId)),
    )
    .leftJoin(
      crmInstrument,
      and(
        eq(crmInstrument.tenantId, orderSample.tenantId),
        eq(crmInstrument.id, orderSample.instrumentId),
        eq(crmInstrument.isDeleted, false),
      ),
    )
    .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, input.reportId)))
  if (!row) throw new Error(`report ${input.reportId} vanished while being approved`)
  const items = await tx
    .select({
      id: testItem.id,
      name: testItem.name,
      groupId: testItem.groupId,
      updateTime: testItem.updateTime,
    })
    .from(testItem)
    .where(
      and(
        eq(testItem.tenantId, tenantId),
        eq(testItem.sampleId, row.sampleId),
        eq(testItem.state, ITEM_STATE.done),
        eq(testItem.isDeleted, false),
      ),
    )
    .orderBy(asc(testItem.sort))
  const results = await Promise.all(items.map((item) => resultOf(tx, tenantId, item.id)))
  const points = results.flatMap((result) => result.points)
  const conditionsOf = <K extends 'temperature' | 'humidity' | 'place' | 'methodReference'>(key: K) =>
    results.map((result) => result[key])
  // The devices used directly and those of the measurement standards used: the certificate names them all.
  const deviceIds = [
    ...new Set([
      ...results.flatMap((result) => result.deviceIds),
      ...(await devicesOfStandards(
        tx,
        tenantId,
        results.flatMap((result) => result.measuringStandardIds),
      )),
    ]),
  ]
  const devices =
    deviceIds.length === 0
      ? []
      : await tx
          .select({
            name: standardDevice.name,
            model: standardDevice.model,
            serialNo: standardDevice.serialNo,
            certificateNo: standardDevice.certificateNo,
            validUntil: standardDevice.validUntil,
          })
          .from(standardDevice)
          .where(and(eq(standardDevice.tenantId, tenantId), inArray(standardDevice.id, deviceIds)))
          .orderBy(asc(standardDevice.name))
  const [lab] = await tx
    .select({ name: tenant.tenantName, address: tenant.address, phone: tenant.contactPhone })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))

  const kind = documentKindOf(row.inspectionType)
  const issueDate = labDayOf(input.at)
  const inspectionNumber = Number(row.inspectionType)
  const itemIds = items.map((item) => item.id)
  const lockedOn = await lastLockDay(tx, tenantId, itemIds)
  const lastUpdate = items.reduce((latest, item) => Math.max(latest, new Date(item.updateTime).getTime()), 0)
  const calibrationDate = lockedOn ?? labDayOf(lastUpdate || input.at)
  // A certificate of a customer's instrument with a cycle states when it is due again; a test report never.
  const dueDay = kind === 'test' ? null : nextDueDate(calibrationDate, row.cycle, kind)
  const conclusion = certificateConclusion(results, termsOf(kind).verb)
  const unit = points.find((point) => point.unit)?.unit ?? undefined
  const data: ReportPrint['data'] = {
    lab: {
      name: lab?.name ?? tenantId,
      address: lab?.address ?? '',
      phone: lab?.phone ?? '',
      accreditationNumber: (await paramValue(tx, tenantId, ACCREDITATION_PARAM)) ?? '',
    },
    kind,
    issueDate,
    customer: { name: row.customer, address: row.address ?? '' },
    instrument: {
      name: row.name,
      model: row.model ?? '',
      factoryNumber: row.factoryNumber ?? '',
      manufacturer: row.manufacturer ?? '',
    },
    inspectionType: INSPECTION_LABELS[row.inspectionType ?? ''] ?? INSPECTION_LABELS['5']!,
    receiptDate: row.receivedAt ? labDayOf(row.receivedAt) : issueDate,
    calibrationDate,
    ...(dueDay ? { nextDueDate: dueDay } : {}),
    // The conditions of the sample's items: one value, or the range when they differ (ISO/IEC 17025 7.8.4.1).
    environment: {
      temperature: conditionRange(conditionsOf('temperature'), '℃'),
      humidity: conditionRange(conditionsOf('humidity'), '%RH'),
      location: placeText(conditionsOf('place'), row.address ?? ''),
    },
    methods: [
      ...methodReferencesOf(conditionsOf('methodReference')),
      ...(await proceduresFollowed(
        tx,
        tenantId,
        results.map((result) => result.procedureVersionId),
      )),
    ],
    conclusion,
    results: {
      ...(unit ? { unit } : {}),
      rows: points.map((point) => ({
        nominal: point.nominal,
        asFound: point.asFound ?? '—',
        asLeft: point.asLeft ?? '—',
        error: point.error,
        permittedError: point.permittedError,
        uncertainty: point.uncertainty ?? '—',
        ...(point.uncertainty && point.coverageFactor ? { coverageFactor: point.coverageFactor } : {}),
        verdict: point.verdict ?? 'none',
        ...(isOutOfTolerance(point.asFoundVerdict) ? { asFoundOutOfTolerance: true } : {}),
      })),
    },
    devices: devices.map((device) => ({
      name: device.name,
      model: device.model ?? '',
      number: device.serialNo ?? '',
      certificateNumber: device.certificateNo,
      validUntil: device.validUntil,
    })),
    signatures: {
      drafter: signerOf(input.signers.drafter, issueDate, input.signatureImages?.drafter),
      auditor: signerOf(input.signers.auditor, issueDate, input.signatureImages?.auditor),
      approver: signerOf(input.signers.approver, issueDate, input.signatureImages?.approver),
    },
    ...(input.supersedes
      ? { revision: { supersedes: input.supersedes.certificateNo, reason: input.supersedes.reason } }
      : {}),
    generatedAt: input.at.toISOString(),
  }
  return {
    data,
    numbering: {
      document: kind === 'test' ? 'report' : 'certificate',
      departments: await departmentPath(tx, tenantId, items[0]?.groupId ?? null),
      inspectionType: Number.isInteger(inspectionNumber) ? inspectionNumber : null,
    },
    customer: row.customer,
    instrument: { name: row.name, model: row.model, factoryNumber: row.factoryNumber },
    decisionRule: results[0] ? ruleStatement(ruleOf(results[0].decisionRule, results[0].guardBand)).zh : null,
    dueDates:
      kind === 'test' || !row.instrumentId
        ? null
        : { instrumentId: row.instrumentId, lastDueDate: calibrationDate, nextDueDate: dueDay },
  }
}

/**
 * The customer's instrument takes the dates of its new certificate: calibrated on the certificate's day and,
 * with a cycle, due again on its next due date (without one its recorded next due date is left as it was).
 * An instrument already dated by a later calibration (an older report's revision approved afterwards) keeps
 * its dates.
 */
async function dateInstrument(
  tx: Tx,
  tenantId: string,
  dates: NonNullable<ReportPrint['dueDates']>,
): Promise<void> {
  await tx
    .update(crmInstrument)
    .set({
      lastDueDate: dates.lastDueDate,
      ...(dates.nextDueDate ? { nextDueDate: dates.nextDueDate } : {}),
      updateTime: sql`now()`,
    })
    .where(
      and(
        eq(crmInstrument.tenantId, tenantId),
        eq(crmInstrument.id, dates.instrumentId),
        or(isNull(crmInstrument.lastDueDate), lte(crmInstrument.lastDueDate, dates.lastDueDate)),
      ),
    )
}

/** The lab's address for QR codes: its public address when set, else the one the request came to. */
export async function labOrigin(tx: Tx, tenantId: string, requestOrigin: string): Promise<string> {
  return publicOrigin(await paramValue(tx, tenantId, PUBLIC_URL_PARAM)) ?? requestOrigin
}

/** Takes the number, renders and stores the PDF, writes the verification record; answers the number. */
export async function freezeReport(tx: Tx, tenantId: string, input: FreezeInput): Promise<string> {
  const print = await reportPrint(tx, tenantId, input)
  const certificateNo = await nextDocumentNumber(tx, tenantId, print.numbering.document, {
    now: input.at,
    departments: print.numbering.departments,
    inspectionType: print.numbering.inspectionType,
  })
  const checkCode = newCheckCode()
  const data: CertificatePdfData = {
    ...print.data,
    certificateNumber: certificateNo,
    checkCode,
    verificationUrl: verificationUrl(
      await labOrigin(tx, tenantId, input.origin),
      tenantId,
      certificateNo,
      checkCode,
    ),
  }
  const key = await signingKeyOf(tx, tenantId, data.lab.name, input.at)
  const { pdf, dcc } = await issuedDocuments(data, {
    key,
    approver: input.signers.approver,
    decisionRule: print.decisionRule,
    at: input.at,
  })
  const sha256 = createHash('sha256').update(pdf).digest('hex')
  await tx.insert(reportDocument).values({
    tenantId,
    reportId: input.reportId,
    pdf,
    sha256,
    byteSize: pdf.byteLength,
    dcc,
    dccSha256: dcc ? createHash('sha256').update(dcc, 'utf8').digest('hex') : null,
  })
  await tx.insert(certificateRecord).values({
    tenantId,
    reportId: input.reportId,
    certificateNo,
    checkCodeHash: checkCodeHash(certificateNo, checkCode),
    holder: print.customer,
    instrumentName: print.instrument.name,
    instrumentModel: print.instrument.model,
    factoryNumber: print.instrument.factoryNumber,
    issueDate: data.issueDate,
    nextDueDate: data.nextDueDate ?? null,
    conclusion: data.conclusion,
    pdfSha256: sha256,
  })
  await recordCertificateDevices(tx, tenantId, input.reportId, data.issueDate)
  if (print.dueDates) await dateInstrument(tx, tenantId, print.dueDates)
  if (input.supersedes)
    await tx
      .update(certificateRecord)
      .set({ standing: 'superseded', supersededBy: certificateNo })
      .where(
        and(
          eq(certificateRecord.tenantId, tenantId),
          eq(certificateRecord.certificateNo, input.supersedes.certificateNo),
        ),
      )
  return certificateNo
}

/**
 * The report's frozen document row, with the columns a download wants and the report's number: the PDF and
 * the DCC are found alike and only the bytes read differ, so a large PDF is not read for its DCC.
 */
async function frozenDocument<Columns extends Record<string, PgColumn>>(
  tx: Tx,
  tenantId: string,
  reportId: string,
  columns: Columns,
) {
  const [row] = await tx
    .select({ ...columns, reportNo: labReport.reportNo })
    .from(reportDocument)
    .innerJoin(
      labReport,
      and(eq(labReport.tenantId, reportDocument.tenantId), eq(labReport.id, reportDocument.reportId)),
    )
    .where(and(eq(reportDocument.tenantId, tenantId), eq(reportDocument.reportId, reportId)))
  return row
}

/** The frozen PDF of a report (null before approval). */
export async function reportPdf(tx: Tx, tenantId: string, reportId: string) {
  const row = await frozenDocument(tx, tenantId, reportId, {
    pdf: reportDocument.pdf,
    sha256: reportDocument.sha256,
  })
  return row ?? null
}

/** The Digital Calibration Certificate of an approved report (null before approval or for a test report). */
export async function reportDcc(tx: Tx, tenantId: string, reportId: string) {
  const row = await frozenDocument(tx, tenantId, reportId, {
    dcc: reportDocument.dcc,
    sha256: reportDocument.dccSha256,
  })
  return row?.dcc ? { dcc: row.dcc, sha256: row.sha256, reportNo: row.reportNo } : null
}

/**
 * A report as the print routes render it: an approved one with its number (the frozen PDF itself is served
 * by `reportPdf`), one still in the works as a preview marked 待批准 with the people so far. The check code
 * is kept only as a hash, so a re-rendering never prints it; the QR code leads to the verification page.
 */
export async function reportPreviewData(
  tx: Tx,
  tenantId: string,
  reportId: string,
  requestOrigin: string,
): Promise<CertificatePdfData | null> {
  const [report] = await tx
    .select({
      reportNo: labReport.reportNo,
      approvedAt: labReport.approvedAt,
      drafterName: labReport.drafterName,
      auditorName: labReport.auditorName,
      approverName: labReport.approverName,
    })
    .from(labReport)
    .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, reportId), eq(labReport.isDeleted, false)))
  if (!report) return null
  const print = await reportPrint(tx, tenantId, {
    reportId,
    at: report.approvedAt ? new Date(report.approvedAt) : new Date(),
    signers: {
      drafter: report.drafterName ?? '',
      auditor: report.auditorName ?? '',
      approver: report.approverName ?? '',
    },
    supersedes: null,
  })
  return {
    ...print.data,
    certificateNumber: report.reportNo ?? '待批准',
    checkCode: '—',
    verificationUrl: new URL(
      '/certificateFalsification',
      await labOrigin(tx, tenantId, requestOrigin),
    ).toString(),
  }
}

/**
 * Which standard devices the certificate rests on, as issued: those its items' results recorded, and those of
 * the measurement standards they recorded (through which standard). A device found wrong later lists its
 * certificates from here, as they were made, whatever the standards become.
 */
async function recordCertificateDevices(tx: Tx, tenantId: string, reportId: string, issueDate: string) {
  await tx.execute(
    sql`insert into certificate_device (tenant_id, device_id, report_id, issue_date, via_standard_id)
        -- A device used directly is listed as such, even when one of the standards used also holds it.
        select r.tenant_id, used.device_id, r.id, ${issueDate}::date,
          case when bool_or(used.via is null) then null else min(used.via::text)::uuid end
        from lab_report r
        join test_item i on i.tenant_id = r.tenant_id and i.sample_id = r.sample_id and i.is_deleted = false
        join lateral (
          select d.device_id, null::uuid as via from item_device d
            where d.tenant_id = i.tenant_id and d.item_id = i.id
          union all
          select m.device_id, s.standard_id from item_measuring_standard s
            join measuring_standard_device m on m.tenant_id = s.tenant_id and m.standard_id = s.standard_id
            where s.tenant_id = i.tenant_id and s.item_id = i.id
        ) used on true
        where r.tenant_id = ${tenantId} and r.id = ${reportId}
        group by r.tenant_id, used.device_id, r.id
        on conflict do nothing`,
  )
}

/**
 * The lab's own procedures the items followed, each at the version used (a procedure revised since still
 * prints the version the result named): 《name》 under its code and version.
 */
async function proceduresFollowed(
  tx: Tx,
  tenantId: string,
  versionIds: readonly (string | null)[],
): Promise<{ code: string; name: string }[]> {
  const ids = [...new Set(versionIds.filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return []
  const rows = await queryRows<{ code: string; name: string; version: number | string }>(
    tx,
    sql`select f.code, f.name, v.version from standard_file_version v
        join standard_file f on f.tenant_id = v.tenant_id and f.id = v.standard_file_id
        where v.tenant_id = ${tenantId} and v.id = any(${sql.param(ids)}::uuid[])
        order by f.code, v.version`,
  )
  return rows.map((row) => ({ code: `${row.code}（第${Number(row.version)}版）`, name: row.name }))
}

/** The devices the measurement standards are made of. */
async function devicesOfStandards(
  tx: Tx,
  tenantId: string,
  standardIds: readonly string[],
): Promise<string[]> {
  if (standardIds.length === 0) return []
  const rows = await queryRows<{ deviceId: string }>(
    tx,
    sql`select distinct device_id as "deviceId" from measuring_standard_device
        where tenant_id = ${tenantId} and standard_id = any(${sql.param([...new Set(standardIds)])}::uuid[])`,
  )
  return rows.map((row) => row.deviceId)
}
