import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ABILITY_TYPE, ITEM_ACTIONS, ORDER_ACTIONS, SAMPLE_ACTIONS } from '@/domain/workflow'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok } from '../../http/envelope'
import { authOf } from '../../plugins/access'
import { grantAbility, itemWorkflow, transitionItem } from './item'
import { addTestItem, orderWorkflow, transitionOrder } from './order'
import { sampleWorkflow, transitionSample } from './sample'
import { actorOf } from './transition'

/** Registering and reviewing orders (reception, contract review). */
export const ORDER_WORKFLOW_PERMISSION = 'order_workflow'
/** Receiving, rejecting, returning and disposing of samples (the sample room). */
export const SAMPLE_WORKFLOW_PERMISSION = 'sample_workflow'
/** Dispatching and assigning test items, and the testers' own steps (the machine checks who may do which). */
export const ITEM_WORKFLOW_PERMISSION = 'item_workflow'
/** Authorising staff for kinds of work (ability_type): the quality or technical manager. */
export const STAFF_ABILITY_PERMISSION = 'staff_ability'

const auditRow = z.object({
  action: z.string(),
  fromState: z.number().int(),
  toState: z.number().int(),
  reason: z.string().nullable(),
  userId: z.string(),
  userName: z.string().nullable(),
  at: z.string(),
})

const reasonField = z.string().trim().max(500).nullish()

/**
 * The lab's workflow actions (issue 6): each is a route guarded by its entity's machine in
 * src/domain/workflow, never a raw status write. Every change writes an audit row (who, when, from, to, why).
 */
export async function labWorkflowRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['lab-workflow']
  const base = '/api/hm-metrology'

  app.get(
    `${base}/order/workflow`,
    {
      schema: {
        tags,
        summary: "An order's state, the actions the user may take now, and its audit trail",
        querystring: z.object({ id: z.uuid() }),
        response: {
          200: envelope(
            z.object({
              status: z.number().int(),
              actions: z.array(z.enum(ORDER_ACTIONS)),
              audit: z.array(auditRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          orderWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.post(
    `${base}/order/transition`,
    {
      schema: {
        tags,
        summary: 'Submit an order for review, pass or return it, void or reinstate it',
        body: z.object({ id: z.uuid(), action: z.enum(ORDER_ACTIONS), reason: reasonField }),
        response: { 200: envelope(z.object({ status: z.number().int() })) },
      },
      config: { access: { permission: ORDER_WORKFLOW_PERMISSION } },
    },
    async (request) => {
      const auth = authOf(request)
      const status = await withTenant(db, auth.tenantId, async (tx) =>
        transitionOrder(tx, auth.tenantId, await actorOf(tx, auth), request.body),
      )
      return ok({ status })
    },
  )

  app.post(
    `${base}/test-item/submit`,
    {
      schema: {
        tags,
        summary: 'Add a test item to a sample of an order not yet released to the lab',
        body: z.object({
          sampleId: z.uuid(),
          name: z.string().trim().min(1).max(200),
          abilityCode: z
            .string()
            .trim()
            .min(1)
            .max(8)
            .meta({ description: `Dictionary ability_type (${Object.values(ABILITY_TYPE).join(', ')} …)` }),
          inspectionType: z.string().trim().max(8).nullish(),
        }),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      config: { access: { permission: ORDER_WORKFLOW_PERMISSION } },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          addTestItem(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.get(
    `${base}/sample/workflow`,
    {
      schema: {
        tags,
        summary: "A sample's state and number, the actions the user may take now, and its audit trail",
        querystring: z.object({ id: z.uuid() }),
        response: {
          200: envelope(
            z.object({
              status: z.number().int(),
              sampleNo: z.string().nullable(),
              actions: z.array(z.enum(SAMPLE_ACTIONS)),
              audit: z.array(auditRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          sampleWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.post(
    `${base}/sample/transition`,
    {
      schema: {
        tags,
        summary: 'Receive a sample (its number is given then), reject it, return it or dispose of it',
        body: z.object({
          id: z.uuid(),
          action: z.enum(SAMPLE_ACTIONS),
          reason: reasonField,
          receivedAt: z.iso.datetime({ offset: true }).nullish(),
          condition: z.string().trim().max(200).nullish(),
          retentionDate: z.iso.date().nullish(),
        }),
        response: { 200: envelope(z.object({ status: z.number().int(), sampleNo: z.string().nullable() })) },
      },
      config: { access: { permission: SAMPLE_WORKFLOW_PERMISSION } },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          transitionSample(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.get(
    `${base}/test-item/workflow`,
    {
      schema: {
        tags,
        summary: "A test item's state, the actions the user may take now, and its audit trail",
        querystring: z.object({ id: z.uuid() }),
        response: {
          200: envelope(
            z.object({
              state: z.number().int(),
              actions: z.array(z.enum(ITEM_ACTIONS)),
              audit: z.array(auditRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          itemWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.post(
    `${base}/test-item/transition`,
    {
      schema: {
        tags,
        summary:
          'Dispatch a test item to a department or group, assign it to an authorised tester, or cancel it',
        body: z.object({
          id: z.uuid(),
          action: z.enum(ITEM_ACTIONS),
          reason: reasonField,
          groupId: z.uuid().nullish(),
          testerId: z.uuid().nullish(),
        }),
        response: { 200: envelope(z.object({ state: z.number().int() })) },
      },
      config: { access: { permission: ITEM_WORKFLOW_PERMISSION } },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, async (tx) =>
          transitionItem(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.post(
    `${base}/staff-ability/submit`,
    {
      schema: {
        tags,
        summary:
          'Authorise a member of staff for a kind of work (dictionary ability_type), until a date or for good',
        body: z.object({
          userId: z.uuid(),
          abilityCode: z.string().trim().min(1).max(8),
          validUntil: z.iso.date().nullish(),
        }),
        response: { 200: envelope(z.null()) },
      },
      config: { access: { permission: STAFF_ABILITY_PERMISSION } },
    },
    async (request) => {
      const auth = authOf(request)
      await withTenant(db, auth.tenantId, async (tx) =>
        grantAbility(tx, auth.tenantId, await actorOf(tx, auth), request.body),
      )
      return ok(null)
    },
  )
}
