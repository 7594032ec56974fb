import type { PDFPage } from 'pdf-lib'
import type { Fonts } from './fonts'
import { A4, COLORS, MM, baselineIn, drawRule, drawText, type Margins } from './layout'
import { drawBandLine, type Band } from './header'

export type FooterSpec = Band & { note?: string }

/**
 * Draws the footer on every page once the page count is known: a thin rule, an optional note centred under
 * it (the usual "不得部分复制" statement), and the left / centre / right texts, where `{{page}}` and
 * `{{pages}}` become the page number and the page count (第 1 页 共 3 页).
 */
export function drawFooters(pages: PDFPage[], fonts: Fonts, margins: Margins, footer: FooterSpec): void {
  const count = String(pages.length)
  pages.forEach((page, index) => {
    const number = String(index + 1)
    const fill = (text: string) => text.replaceAll('{{page}}', number).replaceAll('{{pages}}', count)
    drawFooter(page, fonts, margins, {
      left: fill(footer.left),
      center: fill(footer.center),
      right: fill(footer.right),
      note: footer.note === undefined ? undefined : fill(footer.note),
    })
  })
}

function drawFooter(page: PDFPage, fonts: Fonts, margins: Margins, footer: FooterSpec): void {
  const ruleY = margins.bottom - 5 * MM
  drawRule(page, [margins.left, ruleY], [A4.width - margins.right, ruleY], 0.5, COLORS.grid)
  let top = ruleY - 2
  if (footer.note) {
    drawText(page, fonts, footer.note, {
      x: margins.left,
      y: baselineIn(top, 11, 7.5),
      width: A4.width - margins.left - margins.right,
      align: 'center',
      style: { size: 7.5, color: COLORS.muted },
    })
    top -= 11
  }
  drawBandLine(page, fonts, margins, footer, baselineIn(top, 12, 8.5), { size: 8.5, color: COLORS.text })
}
