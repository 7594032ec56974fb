import { PDFDocument } from 'pdf-lib'
import { embedFonts, type Fonts } from '../print/pdf/fonts'
import { COLORS, MM, PageFlow, drawRule, drawText, type TextStyle } from '../print/pdf/layout'

/** The lab as a finance document's letterhead names it. */
export type LetterheadLab = { name: string; address: string; phone: string }

export type LetterheadDocument = {
  /** The document's title in its properties and its page footer (报价单 BJ…, 合同 HT…, 发票 2443…). */
  title: string
  /** What the fonts' subsets are keyed by, and the first keyword: the document's number. */
  code: string
  keywords: string[]
  lab: LetterheadLab
  /** The instant the document is dated with (its last change): the same data gives the same bytes. */
  at: Date
}

export const LETTERHEAD_SMALL: TextStyle = { size: 8, color: COLORS.muted }
const LAB: TextStyle = { size: 14, bold: true, color: COLORS.accent }

/**
 * An A4 finance document in Chinese started on the lab's letterhead (its name, address and telephone, a double
 * rule), each page footed with the lab, the document and the page number. Quotes, contracts and invoices
 * continue the flow with their own title and contents.
 */
export async function letterheadDocument(
  head: LetterheadDocument,
): Promise<{ doc: PDFDocument; fonts: Fonts; flow: PageFlow }> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(head.title)
  doc.setAuthor(head.lab.name)
  doc.setKeywords(head.keywords)
  doc.setCreator('MetroDesk')
  doc.setProducer('MetroDesk (pdf-lib)')
  doc.setLanguage('zh-CN')
  doc.setCreationDate(head.at)
  doc.setModificationDate(head.at)
  const fonts = await embedFonts(doc, head.code)
  const flow = new PageFlow(
    doc,
    fonts,
    { top: 16 * MM, right: 15 * MM, bottom: 18 * MM, left: 15 * MM },
    (page) => {
      drawText(page.page, fonts, `${head.lab.name}  ${head.title}  第 ${page.pageNumber} 页`, {
        x: page.left,
        y: 9 * MM,
        width: page.width,
        align: 'center',
        style: LETTERHEAD_SMALL,
      })
    },
  )
  flow.paragraph(head.lab.name, LAB, { align: 'center' })
  const contact = [
    head.lab.address && `地址：${head.lab.address}`,
    head.lab.phone && `电话：${head.lab.phone}`,
  ]
    .filter(Boolean)
    .join('    ')
  if (contact) flow.paragraph(contact, LETTERHEAD_SMALL, { align: 'center' })
  flow.moveDown(3)
  drawRule(flow.page, [flow.left, flow.y], [flow.right, flow.y], 1.2, COLORS.accent)
  drawRule(flow.page, [flow.left, flow.y - 2.2], [flow.right, flow.y - 2.2], 0.4, COLORS.accent)
  flow.moveDown(10)
  return { doc, fonts, flow }
}
