import { PDFDocument } from 'pdf-lib'
import { drawBlock, type DocumentImages } from './blocks'
import { embedFonts } from './fonts'
import { drawFooters } from './footer'
import { drawRunningHeader } from './header'
import { DEFAULT_MARGINS, PageFlow } from './layout'
import { fillPlaceholders, isPresent, templateContext } from './placeholders'
import { parsePdfTemplate, type PdfTemplate, type PdfTemplateInput } from './template-model'
import type { CertificatePdfData } from './types'

// Page placeholders pass through the first fill untouched: only the footer knows the page count.
const KEEP_PAGE_PLACEHOLDERS = { page: '{{page}}', pages: '{{pages}}' }

/**
 * Renders a document from a JSON template (see template-model.ts) and the document's data: A4 pages, every
 * glyph from the embedded Noto Sans SC subset. The template is validated first; an invalid one throws a
 * ZodError. The same data and template always give the same bytes.
 */
export async function renderPdfFromTemplate(
  input: PdfTemplateInput | PdfTemplate,
  data: CertificatePdfData,
): Promise<Uint8Array> {
  const template = parsePdfTemplate(input)
  const context = templateContext(data)
  const fill = (text: string) => fillPlaceholders(text, context, KEEP_PAGE_PLACEHOLDERS)

  const doc = await PDFDocument.create({ updateMetadata: false })
  setMetadata(doc, data, fill(template.name ?? '{{terms.title}}'))
  const fonts = await embedFonts(doc, data.certificateNumber)
  const images = await embedImages(doc, data)

  const margins = DEFAULT_MARGINS
  const header = template.runningHeader
  const flow = new PageFlow(doc, fonts, margins, (current) => {
    if (!header || current.pageNumber < header.fromPage) return
    drawRunningHeader(current.page, fonts, margins, {
      left: fill(header.left),
      center: fill(header.center),
      right: fill(header.right),
    })
  })

  for (const block of template.blocks) {
    if (block.when !== undefined && !isPresent(context, block.when)) continue
    drawBlock(block, { flow, data: context, images, fill })
  }

  if (template.footer) {
    const { note, left, center, right } = template.footer
    drawFooters(flow.pages, fonts, margins, {
      left: fill(left),
      center: fill(center),
      right: fill(right),
      note: note === undefined ? undefined : fill(note),
    })
  }
  return doc.save()
}

function setMetadata(doc: PDFDocument, data: CertificatePdfData, title: string): void {
  const date = new Date(data.generatedAt ?? `${data.issueDate}T00:00:00Z`)
  doc.setTitle(`${title} ${data.certificateNumber}`)
  doc.setAuthor(data.lab.name)
  doc.setSubject(`${data.instrument.name} ${data.instrument.model}`)
  doc.setKeywords([data.certificateNumber, data.checkCode])
  doc.setCreator('MetroDesk')
  doc.setProducer('MetroDesk (pdf-lib)')
  doc.setLanguage('zh-CN')
  doc.setCreationDate(date)
  doc.setModificationDate(date)
}

async function embedImages(doc: PDFDocument, data: CertificatePdfData): Promise<DocumentImages> {
  const png = (bytes: Uint8Array | undefined) => (bytes ? doc.embedPng(bytes) : Promise.resolve(undefined))
  const { drafter, auditor, approver } = data.signatures
  const [logo, drafterImage, auditorImage, approverImage] = await Promise.all([
    png(data.lab.logoPng),
    png(drafter.signaturePng),
    png(auditor.signaturePng),
    png(approver.signaturePng),
  ])
  return { logo, signatures: { drafter: drafterImage, auditor: auditorImage, approver: approverImage } }
}
