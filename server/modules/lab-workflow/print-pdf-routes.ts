import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { inTenant } from '../../plugins/access'
import { originOf } from '../../http/origin'
import { pdfResponse, sendPdf } from '../print/pdf-reply'
import {
  pdfTemplateSchema,
  renderCertificatePdf,
  renderPdfFromTemplate,
  sampleCertificateData,
} from '../print/pdf'
import { readReport } from './access-rules'
import { reportPdf, reportPreviewData } from './report-document'

/**
 * The print service's PDFs (spec: POST {print}/print/pdf/generate and generateDiy, answered as a blob):
 * a report as issued (the frozen PDF once approved, a marked preview before), and a custom template rendered
 * with a report's data or, for a template being designed, with a realistic sample certificate.
 */
export async function printPdfRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['print']
  const base = '/api/hm-print/print/pdf'

  app.post(
    `${base}/generate`,
    {
      config: { access: readReport('body.reportId') },
      schema: {
        tags,
        summary:
          "A report's PDF: the frozen one once approved (X-Content-SHA256), a preview marked 待批准 before",
        body: z.object({ reportId: z.uuid() }),
        response: pdfResponse('The PDF'),
      },
    },
    async (request, reply) => {
      const { reportId } = request.body
      const frozen = await inTenant(db, request, (tx, auth) => reportPdf(tx, auth.tenantId, reportId))
      if (frozen) return sendPdf(reply, frozen.pdf, `${frozen.reportNo ?? 'report'}.pdf`, frozen.sha256)
      const data = await inTenant(db, request, (tx, auth) =>
        reportPreviewData(tx, auth.tenantId, reportId, originOf(request)),
      )
      if (!data) throw notFound()
      return sendPdf(reply, await renderCertificatePdf(data), 'preview.pdf')
    },
  )

  app.post(
    `${base}/generateDiy`,
    {
      config: { access: readReport('body.reportId') },
      schema: {
        tags,
        summary:
          "A custom template rendered with a report's data, or with a sample certificate while it is designed",
        body: z.object({ template: pdfTemplateSchema, reportId: z.uuid().optional() }),
        response: pdfResponse('The PDF'),
      },
    },
    async (request, reply) => {
      const { template, reportId } = request.body
      const data = reportId
        ? await inTenant(db, request, (tx, auth) =>
            reportPreviewData(tx, auth.tenantId, reportId, originOf(request)),
          )
        : sampleCertificateData()
      if (!data) throw notFound()
      return sendPdf(reply, await renderPdfFromTemplate(template, data), `${template.name ?? 'template'}.pdf`)
    },
  )
}

export default printPdfRoutes
