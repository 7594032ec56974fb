import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { interimChecks, standardDevices, tracePlans, traceResults } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { dayField } from './answers'
import { openPlanLines } from './records/open-plan-lines'
import { recordInterimCheck } from './records/interim-check'
import { recordTraceResult } from './records/trace-result'
import { labToday } from '../../lab-clock'

const recorded = z.object({ id: z.string(), containmentId: z.string().nullable() })

/**
 * What happens to a standard device between its entries in the register: the results of tracing it (from a
 * plan's line or not) and its interim checks. Either, when it fails, takes the device out of use and opens the
 * containment of the certificates issued with it.
 */
export default async function standardRecordRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['standards']

  app.post(
    `${traceResults.base}/record`,
    {
      config: { access: touching(granted('trace_result_add'), [standardDevices.code, 'body.deviceId']) },
      schema: {
        tags,
        summary:
          'Record a trace result: conforming moves the device’s dates on; non-conforming takes it out of use and puts its certificates since the last good trace in doubt',
        body: z.object({
          deviceId: z.uuid(),
          planLineId: z.uuid().nullish(),
          traceDate: dayField,
          traceType: z.number().int().min(1).max(4),
          agency: z.string().max(200).nullish(),
          procedureVersionId: z.uuid().nullish(),
          certificateNo: z.string().trim().min(1).max(100),
          certificateFileId: z.uuid().nullish(),
          result: z.number().int().min(1).max(2),
          corrections: z.string().max(4000).nullish(),
          validUntil: dayField.nullish(),
        }),
        response: { 200: envelope(recorded.extend({ validUntil: z.string().nullable() })) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          recordTraceResult(tx, auth.tenantId, auth.userId, request.body, labToday()),
        ),
      ),
  )

  app.post(
    `${interimChecks.base}/record`,
    {
      config: { access: touching(granted('interim_check_add'), [standardDevices.code, 'body.deviceId']) },
      schema: {
        tags,
        summary:
          'Record an interim check of a device in use; a non-conforming one takes it out of use and puts its certificates in doubt',
        body: z.object({
          deviceId: z.uuid(),
          checkDate: dayField,
          procedureVersionId: z.uuid().nullish(),
          checkValues: z.string().trim().min(1).max(4000),
          verdict: z.number().int().min(1).max(2),
          remark: z.string().max(500).nullish(),
        }),
        response: { 200: envelope(recorded) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          recordInterimCheck(tx, auth.tenantId, auth.userId, request.body, labToday()),
        ),
      ),
  )

  app.get(
    `${tracePlans.base}/open-lines`,
    {
      config: { access: granted('trace_result_add') },
      schema: {
        tags,
        summary: 'The lines of plans in progress still waiting for a device’s trace result',
        querystring: z.object({ deviceId: z.uuid() }),
        response: {
          200: envelope(
            z.array(z.object({ lineId: z.string(), planCode: z.string(), plannedDate: z.string() })),
          ),
        },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => openPlanLines(tx, auth.tenantId, request.query.deviceId))),
  )
}
