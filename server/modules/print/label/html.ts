import { qrExtent, qrMatrix, qrPath } from '../pdf/qr'
import type { SampleLabelData } from './types'

/**
 * The sample label as an HTML fragment for browser printing: a 60 × 40 mm box with inline styles only (it
 * may be dropped into any page or print window) and the QR code as inline SVG, so it prints sharp with no
 * image request. Several labels in a row each start a new page when printed (`break-after: page`).
 */
export function sampleLabelHtml(label: SampleLabelData): string {
  return labelBox(
    'md-sample-label',
    '1.25',
    [
      line(
        label.labShortName,
        'font-size:8.5pt;font-weight:700;border-bottom:0.3mm solid #000;padding-bottom:0.6mm',
      ),
      // The sample number is never cut: a long one wraps instead.
      `<div style="font-size:10pt;font-weight:700;line-height:1.15;overflow-wrap:anywhere">${escapeHtml(label.sampleNumber)}</div>`,
      line(label.instrumentName, 'font-size:8pt'),
      line(label.customerShortName, 'font-size:8pt'),
      line(`收样 ${label.receiptDate}`, 'font-size:7.5pt'),
    ],
    qrSvg(label.publicUrl, label.sampleNumber),
  )
}

/**
 * A 60 × 40 mm label: a column of lines (already HTML) beside a QR code, in inline styles only, each label of
 * a row starting a new printed page.
 */
export function labelBox(
  className: string,
  lineHeight: string,
  lines: readonly string[],
  qr: string,
): string {
  const box = [
    'box-sizing:border-box',
    'width:60mm',
    'height:40mm',
    'padding:2mm 2.5mm',
    'display:flex',
    'align-items:center',
    'gap:1.5mm',
    'background:#fff',
    'color:#000',
    "font-family:'Noto Sans SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif",
    `line-height:${lineHeight}`,
    'overflow:hidden',
    'break-inside:avoid',
    'break-after:page',
  ].join(';')
  return `<div class="${className}" style="${box}"><div style="${TEXT_COLUMN}">${lines.join('')}</div>${qr}</div>`
}

const TEXT_COLUMN =
  'flex:1;min-width:0;height:100%;display:flex;flex-direction:column;justify-content:space-between'

export function line(text: string, style: string): string {
  return `<div style="${style};white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${escapeHtml(text)}</div>`
}

/** The QR code as inline SVG: one path of the dark modules over a white square that includes the quiet zone. */
export function qrSvg(text: string, label: string): string {
  const matrix = qrMatrix(text)
  const extent = qrExtent(matrix)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="21mm" height="21mm" ` +
    `shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(label)}" style="flex:none">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/>` +
    `<path d="${qrPath(matrix)}" fill="#000"/>` +
    '</svg>'
  )
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}
