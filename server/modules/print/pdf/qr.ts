import QRCode from 'qrcode'
import { rgb, type PDFPage } from 'pdf-lib'
import { COLORS } from './layout'

/**
 * QR codes as vector paths: one filled path of the dark modules, so the code stays sharp at any zoom and at
 * any printer resolution and costs a few hundred bytes. The same path serves the PDF and the label's SVG.
 */

export type QrMatrix = { size: number; isDark(row: number, column: number): boolean }

/** Modules of light margin around the code (the standard's quiet zone). */
export const QUIET_ZONE = 4

/**
 * Level M (15 % recovery) keeps a verification URL at version 3–4: modules stay large on a small label and the
 * code still reads through a smudge.
 */
export function qrMatrix(text: string, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' = 'M'): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel })
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 }
}

/**
 * An SVG path of the dark modules, one unit per module, with the quiet zone included in the coordinates: its
 * viewBox is `0 0 n n` where `n = size + 2 * QUIET_ZONE`. Runs of dark modules in a row become one rectangle.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = []
  for (let row = 0; row < matrix.size; row++) {
    let column = 0
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < matrix.size && matrix.isDark(row, column)) column++
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`)
    }
  }
  return parts.join('')
}

/** Units across the whole symbol, quiet zone included. */
export function qrExtent(matrix: QrMatrix): number {
  return matrix.size + 2 * QUIET_ZONE
}

/** Draws a QR code whose outer square (quiet zone included) has its top-left corner at (x, top). */
export function drawQr(page: PDFPage, text: string, box: { x: number; top: number; size: number }): void {
  const matrix = qrMatrix(text)
  const scale = box.size / qrExtent(matrix)
  // A white square under the code keeps the quiet zone clear of anything drawn before it.
  page.drawRectangle({
    x: box.x,
    y: box.top - box.size,
    width: box.size,
    height: box.size,
    color: COLORS.white,
  })
  // drawSvgPath puts the SVG origin at (x, y) with SVG's y axis pointing down the page.
  page.drawSvgPath(qrPath(matrix), { x: box.x, y: box.top, scale, color: rgb(0, 0, 0) })
}
