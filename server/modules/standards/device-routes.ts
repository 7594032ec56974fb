import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { standardDevices } from '@/domain/resources'
import { granted, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { dueDevices } from './devices/due'
import { scheduleDueNotices } from './devices/due-notices'
import { deviceOverview } from './devices/overview'
import { changeDeviceState } from './devices/state'
import { dueAnswer, overviewAnswer } from './answers'
import { labToday } from '../../lab-clock'

/** Changing a standard device's state (停用, 封存, 送修, 报废, back in use), with a reason. */
export const STANDARD_DEVICE_STATE_PERMISSION = 'standard_device_state'

/**
 * The standard devices beyond the engine's register: a device's overview (state changes, traces, checks,
 * standards and plans), its state changes, and the due list of the lab's standards (with the notices to the
 * custodians, sent by the server on its own).
 */
export default async function standardDeviceRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = standardDevices.base
  const tags = ['standards']
  scheduleDueNotices(appBase, db)

  app.get(
    `${base}/overview`,
    {
      config: { access: granted(readPermissionsOf(standardDevices)) },
      schema: {
        tags,
        summary:
          "A device's state changes, trace results, interim checks, measurement standards and plans, and why it cannot be used today",
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(overviewAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          deviceOverview(tx, auth.tenantId, request.query.id, labToday()),
        ),
      ),
  )

  app.post(
    `${base}/state`,
    {
      config: {
        access: touching(granted(STANDARD_DEVICE_STATE_PERMISSION), [standardDevices.code, 'body.id']),
      },
      schema: {
        tags,
        summary:
          'Move a device to another DEVICE_STATE with a reason; a repair found out of tolerance puts the certificates issued with it since its last good trace in doubt',
        body: z.object({
          id: z.uuid(),
          toState: z.number().int().min(1).max(5),
          reason: z.string().max(500),
          outOfTolerance: z.boolean().optional(),
        }),
        response: {
          200: envelope(z.object({ status: z.number().int(), containmentId: z.string().nullable() })),
        },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          changeDeviceState(tx, auth.tenantId, auth.userId, request.body, labToday()),
        ),
      ),
  )

  app.get(
    `${base}/due`,
    {
      config: { access: granted('standard_due_view') },
      schema: {
        tags,
        summary:
          'The lab’s standards past due or falling due within 30, 60 and 90 days, with the plan each is in and why it cannot be used',
        response: { 200: envelope(dueAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => dueDevices(tx, auth.tenantId, labToday()))),
  )
}
