import type { PDFImage } from 'pdf-lib'
import { COLORS, MM, drawRule, drawText, type PageFlow, type TextStyle } from './layout'
import { chineseDate } from './terms'
import type { Signer } from './types'

export type SignatureSlot = { role: string; signer: Signer; image: PDFImage | undefined }

const ROLE: TextStyle = { size: 10.5, bold: true }
const NAME: TextStyle = { size: 13 }
const CAPTION: TextStyle = { size: 8, color: COLORS.muted }
const AREA_HEIGHT = 13 * MM
const ROLE_WIDTH = 16 * MM

/**
 * The signature row: one column per signer, in the order given (printed certificates put the approver
 * first). Each column is the role, the scanned signature on a line (or the typed name when there is no
 * image) and, under it, the name and the date in small print.
 */
export function drawSignatures(flow: PageFlow, slots: SignatureSlot[]): void {
  const captionHeight = 12
  flow.ensure(AREA_HEIGHT + captionHeight + 4)
  const columnWidth = flow.width / slots.length
  const top = flow.y
  slots.forEach((slot, index) => {
    drawSlot(flow, slot, flow.left + index * columnWidth, top, columnWidth - 4 * MM)
  })
  flow.moveDown(AREA_HEIGHT + captionHeight + 4)
}

function drawSlot(flow: PageFlow, slot: SignatureSlot, x: number, top: number, width: number): void {
  const { page, fonts } = flow
  const areaX = x + ROLE_WIDTH
  const areaWidth = width - ROLE_WIDTH
  const lineY = top - AREA_HEIGHT
  // The role sits on the baseline of the typed name, just above the signature line.
  drawText(page, fonts, `${slot.role}：`, { x, y: lineY + 4, style: ROLE })
  drawRule(page, [areaX, lineY], [areaX + areaWidth, lineY], 0.5, COLORS.grid)

  if (slot.image) {
    const scale = Math.min((AREA_HEIGHT - 2) / slot.image.height, areaWidth / slot.image.width)
    const size = slot.image.scale(scale)
    page.drawImage(slot.image, { x: areaX + (areaWidth - size.width) / 2, y: lineY + 1, ...size })
  } else {
    drawText(page, fonts, slot.signer.name, {
      x: areaX,
      y: lineY + 4,
      width: areaWidth,
      align: 'center',
      style: NAME,
    })
  }

  const caption = [slot.image ? slot.signer.name : '', slot.signer.date ? chineseDate(slot.signer.date) : '']
    .filter(Boolean)
    .join('  ')
  drawText(page, fonts, caption, {
    x: areaX,
    y: lineY - 10,
    width: areaWidth,
    align: 'center',
    style: CAPTION,
  })
}
