import type { PDFImage, PDFPage } from 'pdf-lib'
import type { Fonts } from './fonts'
import {
  A4,
  COLORS,
  MM,
  baselineIn,
  drawRule,
  drawText,
  fitText,
  fontOf,
  textWidth,
  type Margins,
  type TextStyle,
} from './layout'
import type { PageFlow } from './layout'
import type { TemplateContext } from './placeholders'

/** Space kept free at each side of the centred lab name for the logo and the QR code. */
const SIDE_RESERVE = 28 * MM

const LAB_NAME: TextStyle = { size: 17, bold: true, color: COLORS.accent }
const ACCREDITATION: TextStyle = { size: 9, color: COLORS.muted }
const TITLE: TextStyle = { size: 26, bold: true }
const NUMBER: TextStyle = { size: 10.5 }

/**
 * The cover's header: the logo at the left, the lab's name and accreditation centred, the document's title
 * letter-spaced as printed certificates have it, then the number and the check code, closed by a double rule.
 */
export function drawCoverHeader(flow: PageFlow, context: TemplateContext, logo: PDFImage | undefined): void {
  const top = flow.y
  if (logo) drawLogo(flow, logo, top)

  const nameWidth = flow.width - 2 * SIDE_RESERVE
  const name = fitText(flow.measure(LAB_NAME), context.lab.name, nameWidth)
  centredLine(flow, name, LAB_NAME, 24)
  // A lab that is not accredited prints no accreditation line (the space stays, so the cover keeps its layout).
  const accreditation = context.lab.accreditationNumber.trim()
  centredLine(flow, accreditation ? `认可证书编号 ${accreditation}` : '', ACCREDITATION, 14)
  flow.moveDown(22)

  drawSpacedTitle(flow, context.terms.title)
  flow.moveDown(16)

  const numbers = `${context.terms.document}编号：${context.certificateNumber}      校验码：${context.checkCode}`
  centredLine(flow, numbers, NUMBER, 18)
  flow.moveDown(6)
  drawRule(flow.page, [flow.left, flow.y], [flow.right, flow.y], 1.4, COLORS.accent)
  drawRule(flow.page, [flow.left, flow.y - 2.5], [flow.right, flow.y - 2.5], 0.5, COLORS.accent)
  flow.moveDown(16)
}

function drawLogo(flow: PageFlow, logo: PDFImage, top: number): void {
  const scale = Math.min((14 * MM) / logo.height, (SIDE_RESERVE - 2 * MM) / logo.width)
  const { width, height } = logo.scale(scale)
  flow.page.drawImage(logo, { x: flow.left, y: top - height, width, height })
}

function centredLine(flow: PageFlow, text: string, style: TextStyle, height: number): void {
  drawText(flow.page, flow.fonts, text, {
    x: flow.left,
    y: baselineIn(flow.y, height, style.size),
    width: flow.width,
    align: 'center',
    style,
  })
  flow.moveDown(height)
}

/** The title with an em of tracking between its characters: 校 准 证 书. */
function drawSpacedTitle(flow: PageFlow, title: string): void {
  const font = fontOf(flow.fonts, TITLE)
  const chars = Array.from(title)
  const tracking = TITLE.size * 0.9
  const total =
    chars.reduce((sum, char) => sum + textWidth(font, char, TITLE.size), 0) + tracking * (chars.length - 1)
  const height = TITLE.size * 1.4
  const y = baselineIn(flow.y, height, TITLE.size)
  let x = flow.left + (flow.width - total) / 2
  for (const char of chars) {
    flow.page.drawText(char, { x, y, size: TITLE.size, font, color: COLORS.text })
    x += textWidth(font, char, TITLE.size) + tracking
  }
  flow.moveDown(height)
}

export type Band = { left: string; center: string; right: string }

const BAND: TextStyle = { size: 8.5, color: COLORS.muted }

/**
 * A running header: three texts on one line above a thin rule, at the top margin of a page. Texts already
 * have their placeholders filled.
 */
export function drawRunningHeader(page: PDFPage, fonts: Fonts, margins: Margins, band: Band): void {
  const top = A4.height - margins.top + 10 * MM
  drawBandLine(page, fonts, margins, band, baselineIn(top, 12, BAND.size))
  drawRule(page, [margins.left, top - 14], [A4.width - margins.right, top - 14], 0.5, COLORS.grid)
}

/** Left, centre and right texts on one baseline across the printable width. */
export function drawBandLine(
  page: PDFPage,
  fonts: Fonts,
  margins: Margins,
  band: Band,
  baseline: number,
  style: TextStyle = BAND,
): void {
  const left = margins.left
  const width = A4.width - margins.left - margins.right
  drawText(page, fonts, band.left, { x: left, y: baseline, width, align: 'left', style })
  drawText(page, fonts, band.center, { x: left, y: baseline, width, align: 'center', style })
  drawText(page, fonts, band.right, { x: left, y: baseline, width, align: 'right', style })
}
