import { APP_VERSION } from '../../app-version'
import { AppError } from '../../http/errors'
import { buildDcc, DCC_SCHEMA_VERSION, DccInputError, dccInputOf } from '../dcc'
import { renderCertificatePdf, withAttachment, type CertificatePdfData } from '../print/pdf'
import { signPdf, type SigningMaterial } from '../signing'

/** The certificate's DCC; one that cannot be written (a value that is no number) stops the approval, named. */
function dccOf(data: CertificatePdfData, decisionRule: string | null): string {
  try {
    return buildDcc(
      dccInputOf(data, { softwareRelease: APP_VERSION, ...(decisionRule ? { decisionRule } : {}) }),
    )
  } catch (error) {
    if (!(error instanceof DccInputError)) throw error
    throw new AppError(400, 'domain.message', {
      message: {
        zh: `无法生成数字校准证书（DCC）：${error.message}`,
        en: `The Digital Calibration Certificate (DCC) cannot be written: ${error.message}`,
      },
    })
  }
}

/**
 * What an approval issues: the certificate PDF and, for a calibration or verification certificate, its Digital
 * Calibration Certificate (PTB DCC XML), embedded in the PDF; the PDF then signed with the lab's key in the
 * approver's name (PAdES). What is stored, hashed and served is the signed file. No database: the same data,
 * key and time always give the same bytes.
 */
export async function issuedDocuments(
  data: CertificatePdfData,
  options: { key: SigningMaterial; approver: string; decisionRule: string | null; at: Date },
): Promise<{ pdf: Uint8Array; dcc: string | null }> {
  const dcc = data.kind === 'test' ? null : dccOf(data, options.decisionRule)
  const rendered = await renderCertificatePdf(data)
  const withDcc = dcc
    ? await withAttachment(rendered, {
        name: `${data.certificateNumber}.dcc.xml`,
        bytes: Buffer.from(dcc, 'utf8'),
        mimeType: 'application/xml',
        description: `Digital Calibration Certificate (PTB DCC ${DCC_SCHEMA_VERSION})`,
        at: options.at,
      })
    : rendered
  const pdf = await signPdf(withDcc, options.key, {
    signerName: options.approver,
    reason: `批准签发 ${data.certificateNumber}`,
    location: data.lab.address || data.lab.name,
    ...(data.lab.phone ? { contactInfo: data.lab.phone } : {}),
    at: options.at,
  })
  return { pdf, dcc }
}
