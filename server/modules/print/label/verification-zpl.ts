import { LABEL_DOTS, MARGIN, escapeFieldData, labelZpl, type ZplOptions } from './zpl'
import type { VerificationLabelData } from './types'

/**
 * ZPL II for a verification label on the sample label's 60 × 40 mm stock (203 dpi), with the same font and
 * escaping rules (see zpl.ts): 检定合格 reversed out of a black band, the label number, the instrument, the
 * certificate number and the day it is valid until on the left, the QR code of the certificate's public page
 * on the right.
 */
export function verificationLabelZpl(label: VerificationLabelData, options: ZplOptions = {}): string {
  return labelZpl(label.publicUrl, options, ({ font, text }) => [
    text(MARGIN, 14, 26, label.labShortName, LABEL_DOTS.width - 2 * MARGIN - 140),
    `^FO${LABEL_DOTS.width - MARGIN - 130},8^GB130,40,40^FS`,
    `^FO${LABEL_DOTS.width - MARGIN - 122},14^A@N,28,28,${font}^FR^FH_^FD检定合格^FS`,
    `^FO${MARGIN},52^GB${LABEL_DOTS.width - 2 * MARGIN},3,3^FS`,
    // The label number is never shortened (it is what an inspector reads out).
    `^FO${MARGIN},68^A@N,30,30,${font}^FH_^FD${escapeFieldData(label.labelNumber)}^FS`,
    text(MARGIN, 112, 24, label.instrumentName),
    text(MARGIN, 146, 20, label.instrumentDetail),
    text(MARGIN, 176, 20, `证书 ${label.certificateNumber}`),
    text(MARGIN, 212, 26, `有效期至 ${label.validUntil ?? '—'}`),
    text(MARGIN, 270, 18, '扫码验证证书真伪'),
  ])
}
