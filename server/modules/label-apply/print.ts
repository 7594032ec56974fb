import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { tenant } from '../../db/schema'
import { labOrigin } from '../lab-workflow/report-document'
import { verificationLabelHtml, verificationLabelZpl, type VerificationLabelData } from '../print/label'
import { issuedLines } from './service'

/** The lab's name on a 60 mm label: its first 10 characters beside the 检定合格 band. */
const LABEL_NAME_LENGTH = 10

/**
 * The certificate's public verification page with its number filled in. The check code stays off the label:
 * it is the certificate's secret (only its hash is kept), so whoever scans a label types it from the
 * certificate, and a label alone never opens the certificate.
 */
export function labelVerificationUrl(origin: string, tenantId: string, certificateNo: string): string {
  const url = new URL('/certificateFalsification', origin)
  url.searchParams.set('tenantId', tenantId)
  url.searchParams.set('no', certificateNo)
  return url.toString()
}

/** The labels of issued applications, in the order of `ids` and then of their certificates. */
export async function verificationLabels(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
  requestOrigin: string,
): Promise<VerificationLabelData[]> {
  const lines = await issuedLines(tx, tenantId, ids)
  const [lab] = await tx.select({ name: tenant.tenantName }).from(tenant).where(eq(tenant.tenantId, tenantId))
  const origin = await labOrigin(tx, tenantId, requestOrigin)
  return lines.map((line) => ({
    labShortName: (lab?.name ?? tenantId).slice(0, LABEL_NAME_LENGTH),
    labelNumber: line.labelNo ?? '',
    instrumentName: line.instrumentName,
    instrumentDetail: [line.model, line.factoryNumber].filter(Boolean).join(' / '),
    certificateNumber: line.certificateNo,
    validUntil: line.validUntil,
    publicUrl: labelVerificationUrl(origin, tenantId, line.certificateNo),
  }))
}

/** ZPL: one label after another (each its own ^XA … ^XZ); HTML: fragments, one printed page each. */
export const renderVerificationLabels = (labels: readonly VerificationLabelData[], format: 'zpl' | 'html') =>
  labels
    .map((label) => (format === 'zpl' ? verificationLabelZpl(label) : verificationLabelHtml(label)))
    .join(format === 'zpl' ? '\n' : '')
