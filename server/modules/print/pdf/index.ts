/**
 * Certificates and reports as PDF: a pure renderer (data in, bytes out), with no database and no HTTP. The
 * print routes (`/print/pdf/generate`, `generateDiy`) and the benchmark call these.
 */
export { CERTIFICATE_TEMPLATE, renderCertificatePdf } from './certificate'
export { renderOrderBillPdf, type OrderBillLine, type OrderBillPdfData } from './order-bill'
export { sampleCertificateData } from './sample'
export { withAttachment, type PdfAttachment } from './attachment'
export { termsOf } from './terms'
export { renderPdfFromTemplate } from './template'
export {
  RESULT_COLUMNS,
  parsePdfTemplate,
  pdfTemplateSchema,
  type PdfTemplate,
  type PdfTemplateInput,
  type ResultColumnKey,
  type TemplateBlock,
} from './template-model'
export type * from './types'
