import { qrMatrix } from '../pdf/qr'
import type { SampleLabelData } from './types'

/**
 * ZPL II for a 60 × 40 mm sample label on a 203 dpi printer (8 dots/mm: 480 × 320 dots): the lab's short
 * name, the sample number large, the instrument, the customer and the receipt date on the left, a QR code of
 * the sample's public URL on the right.
 *
 * Chinese text: `^CI28` makes the field data UTF-8, and every text field uses `^A@` with a TrueType font
 * stored on the printer. Zebra printers ship no CJK font: the lab downloads one once (for example SimSun as
 * `E:SIMSUN.TTF` with Zebra Setup Utilities, or Zebra's own Asian fonts) and names it in `options.font` if it
 * was stored under another name.
 *
 * Field data is escaped with `^FH`: `^`, `~` and `_` would otherwise start a command or an escape. The QR
 * code's data is the URL as the browser would send it (non-ASCII percent-encoded, and `^` / `~` too, which
 * are equivalent percent-encoded), because the printer's automatic QR mode reads bytes as JIS X 0201.
 */
export type ZplOptions = {
  /** The TrueType font on the printer, drive included. */
  font?: string
  copies?: number
}

export const LABEL_DOTS = { width: 480, height: 320 } as const
export const DEFAULT_ZPL_FONT = 'E:SIMSUN.TTF'

export const MARGIN = 16
const QR_BOX = 168
/** The width left of the QR code, where the text fields stand. */
export const TEXT_WIDTH = LABEL_DOTS.width - 2 * MARGIN - QR_BOX - 8

/** The fields of a label, drawn with the label's font. */
export type ZplFields = {
  font: string
  /** A text field, shortened with an ellipsis to the dots it may take (by default the text column's). */
  text: (x: number, y: number, height: number, value: string, maxDots?: number) => string
}

/**
 * A label on the 60 × 40 mm stock: its fields in the text column, the QR code of `qrUrl` in the box on the
 * right, printed `options.copies` times.
 */
export function labelZpl(
  qrUrl: string,
  options: ZplOptions,
  fieldsOf: (fields: ZplFields) => readonly string[],
): string {
  const font = options.font ?? DEFAULT_ZPL_FONT
  const copies = Math.max(1, Math.floor(options.copies ?? 1))
  const text = (x: number, y: number, height: number, value: string, maxDots = TEXT_WIDTH) =>
    `^FO${x},${y}^A@N,${height},${height},${font}^FH_^FD${escapeFieldData(fitDots(value, height, maxDots))}^FS`
  return [
    '^XA',
    '^CI28',
    `^PW${LABEL_DOTS.width}`,
    `^LL${LABEL_DOTS.height}`,
    '^LH0,0',
    ...fieldsOf({ font, text }),
    qrField(qrSafeUrl(qrUrl), LABEL_DOTS.width - MARGIN - QR_BOX, 70),
    `^PQ${copies}`,
    '^XZ',
  ].join('\n')
}

export function sampleLabelZpl(label: SampleLabelData, options: ZplOptions = {}): string {
  // The sample number is never shortened: a long one gets a smaller font instead.
  const numberHeight = Math.min(36, Math.floor(TEXT_WIDTH / estimateDots(label.sampleNumber, 1)))
  return labelZpl(label.publicUrl, options, ({ text }) => [
    text(MARGIN, 14, 30, label.labShortName, LABEL_DOTS.width - 2 * MARGIN),
    `^FO${MARGIN},54^GB${LABEL_DOTS.width - 2 * MARGIN},3,3^FS`,
    text(MARGIN, 72, numberHeight, label.sampleNumber),
    text(MARGIN, 126, 26, label.instrumentName),
    text(MARGIN, 166, 26, label.customerShortName),
    text(MARGIN, 206, 24, `收样 ${label.receiptDate}`),
    text(MARGIN, 266, 20, '扫码查看样品状态'),
  ])
}

/**
 * `^BQN,2,m`: model 2 at the largest magnification that fits the QR box; `MA,` = error correction M,
 * automatic input. The printer adds no quiet zone of its own, so the box keeps one around the code.
 */
export function qrField(url: string, x: number, y: number): string {
  const modules = qrMatrix(url).size + 4
  const magnification = Math.max(2, Math.min(6, Math.floor(QR_BOX / modules)))
  return `^FO${x},${y}^BQN,2,${magnification}^FDMA,${url}^FS`
}

/** Escapes `^`, `~` and `_` as `^FH_` hex codes and drops control characters. */
export function escapeFieldData(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (char === '^' || char === '~' || char === '_') out += `_${code.toString(16).toUpperCase()}`
    else if (code < 0x20 || code === 0x7f) out += ' '
    else out += char
  }
  return out
}

/** The URL's canonical ASCII form, with `^` and `~` percent-encoded so no ZPL command can start in it. */
export function qrSafeUrl(url: string): string {
  return new URL(url).href.replaceAll('^', '%5E').replaceAll('~', '%7E')
}

/** Dots a character takes with `^A@` at equal height and width: an ideograph about the height, Latin about half. */
function charDots(char: string, height: number): number {
  return (char.codePointAt(0) ?? 0) > 0x2e7f ? height : height * 0.55
}

function estimateDots(value: string, height: number): number {
  let total = 0
  for (const char of value) total += charDots(char, height)
  return total
}

/** Shortens text with an ellipsis to the dots it may take. */
export function fitDots(value: string, height: number, maxDots: number): string {
  if (estimateDots(value, height) <= maxDots) return value
  const chars = Array.from(value)
  while (chars.length > 0 && estimateDots(`${chars.join('')}…`, height) > maxDots) chars.pop()
  return `${chars.join('')}…`
}
