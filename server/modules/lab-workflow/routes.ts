import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TEST_PLACES } from '@/domain/results/conditions'
import { ABILITY_TYPE, ITEM_ACTIONS, ORDER_ACTIONS, SAMPLE_ACTIONS } from '@/domain/workflow'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { assertPermissionIn, inTenant } from '../../plugins/access'
import * as access from './access-rules'
import { itemWorkflow, transitionItem } from './item'
import { addTestItem, orderWorkflow, transitionOrder } from './order'
import { resultOf, saveResults } from './results'
import { sampleWorkflow, transitionSample } from './sample'
import { renderSampleLabel, sampleLabel } from './sample-label'
import { originOf } from '../../http/origin'
import { ITEM_ACTION_PERMISSION } from './permissions'
import { auditRow, reasonField } from './schemas'
import { budgetInput, budgetSummarySchema } from './uncertainty-schemas'
import { actorOf } from './transition'
import { VERDICTS } from '@/domain/results/decisionRule'

const pointInput = z.object({
  nominal: z.string().max(32),
  asFound: z.string().max(32).nullish(),
  asLeft: z.string().max(32).nullish(),
  permittedError: z.string().max(32),
  uncertainty: z.string().max(32).nullish(),
  unit: z.string().trim().max(16).nullish(),
})
const pointRecord = z.object({
  nominal: z.string(),
  asFound: z.string().nullable(),
  asLeft: z.string().nullable(),
  error: z.string(),
  permittedError: z.string(),
  uncertainty: z.string().nullable(),
  unit: z.string().nullable(),
  /** Under the item's decision rule; null when the rule states no conformity. */
  verdict: z.enum(VERDICTS).nullable(),
  /** The as-found reading's error and verdict against the same limits (null without one). */
  asFoundError: z.string().nullable(),
  asFoundVerdict: z.enum(VERDICTS).nullable(),
  /** k of a U its budget gave; null for a U typed in (stated at k = 2). */
  coverageFactor: z.string().nullable(),
})
/** Temperature (°C) and relative humidity (%): exact decimals as text, their ranges checked by the service. */
const conditionText = z.string().max(16).nullish()
const resultRecord = z.object({
  points: z.array(pointRecord),
  deviceIds: z.array(z.string()),
  temperature: z.string().nullable(),
  humidity: z.string().nullable(),
  place: z.enum(TEST_PLACES).nullable(),
  methodReference: z.string().nullable(),
  measurand: z.string().nullable(),
  measuringStandardIds: z.array(z.string()),
  procedureVersionId: z.string().nullable(),
  decisionRule: z.number().int().meta({ description: 'dictionary decision_rule the points were judged by' }),
  guardBand: z.string().nullable(),
  uncertaintyBudget: budgetInput.nullable(),
  uncertainty: budgetSummarySchema.nullable(),
})
/** A device accepted with a test uncertainty ratio under the lab's warning (standards.turWarn). */
const turWarning = z.object({
  deviceId: z.string(),
  tur: z.string(),
  message: z.object({ zh: z.string(), en: z.string() }),
})

/**
 * The lab's workflow actions: each is a route guarded by its entity's machine in
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
      config: { access: access.readOrder },
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
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          orderWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.post(
    `${base}/order/transition`,
    {
      config: { access: access.moveOrders('body.id') },
      schema: {
        tags,
        summary: 'Submit an order for review, pass or return it, void or reinstate it',
        body: z.object({ id: z.uuid(), action: z.enum(ORDER_ACTIONS), reason: reasonField }),
        response: { 200: envelope(z.object({ status: z.number().int() })) },
      },
    },
    async (request) => {
      const status = await inTenant(db, request, async (tx, auth) =>
        transitionOrder(tx, auth.tenantId, await actorOf(tx, auth), request.body),
      )
      return ok({ status })
    },
  )

  app.post(
    `${base}/test-item/submit`,
    {
      config: { access: access.addTestItem },
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
    },
    async (request) => {
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          addTestItem(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.get(
    `${base}/sample/workflow`,
    {
      config: { access: access.readSample },
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
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          sampleWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.get(
    `${base}/sample/label`,
    {
      config: { access: access.readSample },
      schema: {
        tags,
        summary: "A received sample's label: ZPL for a label printer (POST /api/net-print) or HTML to print",
        querystring: z.object({ id: z.uuid(), format: z.enum(['zpl', 'html']).default('html') }),
        response: {
          200: {
            description: 'The label',
            content: { 'text/plain': { schema: z.string() }, 'text/html': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.query
      const label = await inTenant(db, request, (tx, auth) =>
        sampleLabel(tx, auth.tenantId, id, originOf(request)),
      )
      return reply
        .header('content-type', format === 'zpl' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(renderSampleLabel(label, format))
    },
  )

  app.post(
    `${base}/sample/transition`,
    {
      config: { access: access.moveSamples('body.id') },
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
    },
    async (request) => {
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          transitionSample(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.get(
    `${base}/test-item/workflow`,
    {
      config: { access: access.readItem('query.id') },
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
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          itemWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.post(
    `${base}/test-item/transition`,
    {
      config: { access: access.moveItems('body.id') },
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
    },
    async (request) => {
      const permission = ITEM_ACTION_PERMISSION[request.body.action]
      return ok(
        await inTenant(db, request, async (tx, auth) => {
          if (permission) await assertPermissionIn(tx, auth, permission)
          return transitionItem(tx, auth.tenantId, await actorOf(tx, auth), request.body)
        }),
      )
    },
  )

  app.post(
    `${base}/test-item/results`,
    {
      config: { access: access.readItem('body.itemId') },
      schema: {
        tags,
        summary:
          "The tester records her item's measured points, the measured quantity (dictionary measure_quantity, required with any standard), the standard devices and measurement standards used (each usable today, each device fit for the item), the procedure version followed, the environment conditions, the method reference and the uncertainty budget (its U for the points without one typed; no U below the lab's CMC for the range) (while testing); answers the result with warnings of a low test uncertainty ratio",
        body: z.object({
          itemId: z.uuid(),
          points: z.array(pointInput).max(200),
          deviceIds: z.array(z.uuid()).max(50).default([]),
          measuringStandardIds: z.array(z.uuid()).max(20).default([]),
          measurand: z.string().trim().max(16).nullish(),
          procedureVersionId: z.uuid().nullish(),
          temperature: conditionText,
          humidity: conditionText,
          place: z.enum(TEST_PLACES).nullish(),
          methodReference: z.string().max(200).nullish(),
          uncertaintyBudget: budgetInput.nullish(),
        }),
        response: { 200: envelope(resultRecord.extend({ warnings: z.array(turWarning) })) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          saveResults(tx, auth.tenantId, await actorOf(tx, auth), request.body),
        ),
      )
    },
  )

  app.get(
    `${base}/test-item/results`,
    {
      config: { access: access.readItem('query.itemId') },
      schema: {
        tags,
        summary:
          "A test item's current result: measured points with error and verdict, the measured quantity, standard devices and measurement standards used, procedure version, conditions and method",
        querystring: z.object({ itemId: z.uuid() }),
        response: { 200: envelope(resultRecord) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => resultOf(tx, auth.tenantId, request.query.itemId)))
    },
  )
}

export default labWorkflowRoutes
