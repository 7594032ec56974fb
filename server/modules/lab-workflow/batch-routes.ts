import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ITEM_ACTIONS, ORDER_ACTIONS, REPORT_ACTIONS, SAMPLE_ACTIONS, WORK_LISTS } from '@/domain/workflow'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { localeOf } from '../../http/messages'
import { actorOf as actorOfRequest, assertPermissionIn, inTenant } from '../../plugins/access'
import * as access from './access-rules'
import { MAX_BATCH, runBatch } from './batch'
import { transitionItem } from './item'
import { transitionOrder } from './order'
import { transitionReport } from './report'
import { originOf } from '../../http/origin'
import type { FileStorage } from '../file/storage'
import { reportAuthorizer } from './report-routes'
import { approvalPassword, confirmApprover } from './approval-password'
import { ITEM_ACTION_PERMISSION } from './permissions'
import { transitionSample } from './sample'
import { reasonField } from './schemas'
import { actorOf } from './transition'
import { workSummary } from './work-summary'

const batchRow = z.object({
  id: z.string(),
  ok: z.boolean(),
  state: z.number().int().nullable(),
  message: z.string().nullable(),
})
const ids = z.array(z.uuid()).min(1).max(MAX_BATCH)

/**
 * The work lists' summary and batch actions: one action on the selected orders, samples, test items or
 * reports. Each row goes through the same service (and so the same machine, permissions and audit) as the
 * single transition, in a transaction of its own; the answer lists what succeeded and what did not, and why.
 */
export async function batchRoutes(appBase: FastifyInstance, options: { db: Db; storage: FileStorage }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['lab-workflow']
  const base = '/api/hm-metrology'
  const response = { 200: envelope(z.array(batchRow)) }

  app.get(
    `${base}/work/summary`,
    {
      config: { access: access.readWorkSummary },
      schema: {
        tags,
        summary:
          "What waits for the user: the number of records in each of the work lists the user's roles grant",
        response: {
          200: envelope(
            z.array(
              z.object({
                code: z.enum(WORK_LISTS.map((list) => list.code)),
                count: z.number().int(),
                capped: z.boolean(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await inTenant(db, request, (tx) => workSummary(tx, actorOfRequest(request)))),
  )

  app.post(
    `${base}/order/transition-batch`,
    {
      config: { access: access.moveOrders('body.ids') },
      schema: {
        tags,
        summary: 'The same order action on several orders; answers per order what happened',
        body: z.object({ ids, action: z.enum(ORDER_ACTIONS), reason: reasonField }),
        response,
      },
    },
    async (request) => {
      const { action } = request.body
      return ok(
        await runBatch(request.body.ids, localeOf(request.headers['accept-language']), request.log, (id) =>
          inTenant(db, request, async (tx, auth) =>
            transitionOrder(tx, auth.tenantId, await actorOf(tx, auth), { ...request.body, id, action }),
          ),
        ),
      )
    },
  )

  app.post(
    `${base}/sample/transition-batch`,
    {
      config: { access: access.moveSamples('body.ids') },
      schema: {
        tags,
        summary: 'Receive, reject, return or dispose of several samples; answers per sample what happened',
        body: z.object({
          ids,
          action: z.enum(SAMPLE_ACTIONS),
          reason: reasonField,
          receivedAt: z.iso.datetime({ offset: true }).nullish(),
          condition: z.string().trim().max(200).nullish(),
          retentionDate: z.iso.date().nullish(),
        }),
        response,
      },
    },
    async (request) => {
      return ok(
        await runBatch(request.body.ids, localeOf(request.headers['accept-language']), request.log, (id) =>
          inTenant(db, request, async (tx, auth) => {
            const moved = await transitionSample(tx, auth.tenantId, await actorOf(tx, auth), {
              ...request.body,
              id,
            })
            return moved.status
          }),
        ),
      )
    },
  )

  app.post(
    `${base}/test-item/transition-batch`,
    {
      config: { access: access.moveItems('body.ids') },
      schema: {
        tags,
        summary: 'Dispatch, assign, confirm, review, return or cancel several test items; answers per item',
        body: z.object({
          ids,
          action: z.enum(ITEM_ACTIONS),
          reason: reasonField,
          groupId: z.uuid().nullish(),
          testerId: z.uuid().nullish(),
        }),
        response,
      },
    },
    async (request) => {
      const permission = ITEM_ACTION_PERMISSION[request.body.action]
      return ok(
        await runBatch(request.body.ids, localeOf(request.headers['accept-language']), request.log, (id) =>
          inTenant(db, request, async (tx, auth) => {
            if (permission) await assertPermissionIn(tx, auth, permission)
            const moved = await transitionItem(tx, auth.tenantId, await actorOf(tx, auth), {
              ...request.body,
              id,
            })
            return moved.state
          }),
        ),
      )
    },
  )

  app.post(
    `${base}/report/transition-batch`,
    {
      config: { access: access.moveReports('body.ids') },
      schema: {
        tags,
        summary:
          'Submit, audit, approve (with the approver’s password again, asked once for the batch), deliver or reject several reports; answers per report',
        body: z.object({
          ids,
          action: z.enum(REPORT_ACTIONS),
          reason: reasonField,
          password: approvalPassword,
        }),
        response,
      },
    },
    async (request) => {
      const origin = originOf(request)
      await confirmApprover(db, request, request.body)
      return ok(
        await runBatch(request.body.ids, localeOf(request.headers['accept-language']), request.log, (id) =>
          inTenant(db, request, async (tx, auth) => {
            const moved = await transitionReport(
              tx,
              auth.tenantId,
              await actorOf(tx, auth),
              { ...request.body, id },
              { origin, authorize: reportAuthorizer(tx, auth), storage: options.storage },
            )
            return moved.state
          }),
        ),
      )
    },
  )
}

export default batchRoutes
