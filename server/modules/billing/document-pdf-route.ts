import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AccessRule } from '../../access/rules'
import type { Db, Tx } from '../../db/database'
import { inTenant, type AuthContext } from '../../plugins/access'
import { pdfResponse, sendPdf } from '../print/pdf-reply'

export type DocumentPdfRoute<D> = {
  url: string
  /** Who may read the document (its resource's readers, within their data scope). */
  access: AccessRule
  tags: string[]
  summary: string
  /** The OpenAPI description of the bytes answered. */
  answer: string
  /** The document's data as it prints, read in the caller's tenant. */
  document: (tx: Tx, auth: AuthContext, id: string) => Promise<D>
  render: (data: D) => Promise<Uint8Array>
  fileName: (data: D) => string
}

/** GET …/pdf?id=: a finance document (quote, contract, invoice) printed as the customer receives it. */
export function documentPdfRoute<D>(app: FastifyInstance, db: Db, route: DocumentPdfRoute<D>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: z.object({ id: z.uuid() }),
        response: pdfResponse(route.answer),
      },
    },
    async (request, reply) => {
      const data = await inTenant(db, request, (tx, auth) => route.document(tx, auth, request.query.id))
      return sendPdf(reply, await route.render(data), route.fileName(data))
    },
  )
}
