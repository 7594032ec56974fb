import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { orders } from '@/domain/resources'
import { granted, touching } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { envelope, ok } from '../../../http/envelope'
import { inTenant } from '../../../plugins/access'
import type { FileStorage } from '../../file/storage'
import { ORDER_WORKFLOW_PERMISSION } from '../../lab-workflow/permissions'
import { pdfResponse, sendPdf } from '../pdf-reply'
import { orderBill, regenerateOrderBill } from './service'

const body = z.object({ orderId: z.uuid() })

/**
 * The order slip (委托单) as a PDF: printed by whoever reads the order (made at its first print and kept, the same
 * bytes every time after), made anew (a new version, the earlier kept) only by who may edit orders.
 */
export async function orderBillRoutes(appBase: FastifyInstance, options: { db: Db; storage: FileStorage }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, storage } = options
  const tags = ['print']
  const base = '/api/hm-print/order-bill'

  app.post(
    `${base}/print`,
    {
      config: { access: touching(granted(readPermissionsOf(orders)), ['lab_order', 'body.orderId']) },
      schema: {
        tags,
        summary:
          "An order's slip (委托单) as kept (X-Content-SHA256, X-Bill-Version); made at its first print",
        body,
        response: pdfResponse('The PDF'),
      },
    },
    async (request, reply) => {
      const bill = await inTenant(db, request, (tx, auth) =>
        orderBill(tx, storage, auth, request.body.orderId),
      )
      reply.header('x-bill-version', String(bill.version))
      return sendPdf(reply, bill.pdf, `${bill.orderNo}.pdf`, bill.sha256)
    },
  )

  app.post(
    `${base}/regenerate`,
    {
      config: { access: touching(granted(ORDER_WORKFLOW_PERMISSION), ['lab_order', 'body.orderId']) },
      schema: {
        tags,
        summary: "重新生成: the order's slip made again from the order as it is now, as a new version",
        body,
        response: {
          200: envelope(z.object({ version: z.number().int(), fileId: z.string(), billPdfPath: z.string() })),
        },
      },
    },
    async (request) => {
      const bill = await inTenant(db, request, (tx, auth) =>
        regenerateOrderBill(tx, storage, auth, request.body.orderId),
      )
      return ok({
        version: bill.version,
        fileId: bill.fileId,
        billPdfPath: `/api/file/download?fileId=${bill.fileId}`,
      })
    },
  )
}

export default orderBillRoutes
