import { escapeHtml, labelBox, line, qrSvg } from './html'
import type { VerificationLabelData } from './types'

/**
 * The verification label (检定合格标签) as an HTML fragment for browser printing: the same 60 × 40 mm box as
 * the sample label, with 合格 in a green band, the label number large, the instrument, the certificate and
 * until when it is valid, and a QR code of the certificate's public verification page.
 */
export function verificationLabelHtml(label: VerificationLabelData): string {
  return labelBox(
    'md-verification-label',
    '1.2',
    [
      `<div style="display:flex;justify-content:space-between;gap:1mm;border-bottom:0.3mm solid #000;padding-bottom:0.5mm">`,
      `<span style="min-width:0;font-size:8pt;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${escapeHtml(label.labShortName)}</span>`,
      '<span style="flex:none;white-space:nowrap;font-size:8pt;font-weight:700;background:#1a7f37;color:#fff;padding:0 1mm">检定合格</span>',
      '</div>',
      `<div style="font-size:9.5pt;font-weight:700;line-height:1.15;overflow-wrap:anywhere">${escapeHtml(label.labelNumber)}</div>`,
      line(label.instrumentName, 'font-size:7.5pt'),
      line(label.instrumentDetail, 'font-size:7pt'),
      line(`证书 ${label.certificateNumber}`, 'font-size:7pt'),
      line(`有效期至 ${label.validUntil ?? '—'}`, 'font-size:7.5pt;font-weight:700'),
    ],
    qrSvg(label.publicUrl, label.labelNumber),
  )
}
