import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { labToday } from '../../lab-clock'
import { inTenant } from '../../plugins/access'
import { pickupAppointmentSchema } from '../pickup/routes'
import { findDayRoutes, findDrivers, removeDayRoute, saveDayRoute } from './days'
import { routeNodeSchema } from './node-routes'

/** The menu of the day's routes (派车): those who plan the pickup road. */
const DISPATCH = 'pickup_dispatch'
/** The pickup person's own routes (我的路线). */
const MY_ROUTE = 'my_route'

const BASE = '/api/hm-crm/route-day'

export const dayRouteSchema = z
  .object({
    id: z.string(),
    routeDate: z.string(),
    planId: z.string(),
    planName: z.string(),
    routeplanType: z.number().int(),
    vehicleId: z.string(),
    plateNumber: z.string(),
    driverUserId: z.string(),
    driverName: z.string(),
    driverPhone: z.string().nullable(),
    remark: z.string().nullable(),
    nodes: z.array(routeNodeSchema),
    appointments: z.array(pickupAppointmentSchema),
  })
  .meta({ id: 'DayRoute' })

const dayQuery = z.object({
  date: z.string().max(10).optional().meta({ description: 'yyyy-MM-dd, lab calendar (default today)' }),
})

const dayRouteBody = z.object({
  id: z.uuid().nullable().optional(),
  routeDate: z.string().max(10).meta({ description: 'yyyy-MM-dd, lab calendar' }),
  planId: z.uuid(),
  vehicleId: z.uuid(),
  driverUserId: z.uuid(),
  appointmentIds: z.array(z.uuid()).max(200).meta({ description: 'The appointments in the order driven' }),
  remark: z.string().max(500).nullable().optional(),
})

/** The day's routes (派车): a plan, a vehicle, a driver and the day's appointments; the driver's own list. */
export default async function dayRouteRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['route-plan']
  app.get(
    `${BASE}/list`,
    {
      config: { access: granted(DISPATCH) },
      schema: {
        tags,
        summary: 'The routes of a lab day, each with its plan’s nodes and its appointments in order',
        querystring: dayQuery,
        response: { 200: envelope(z.array(dayRouteSchema)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          findDayRoutes(tx, auth.tenantId, request.query.date || labToday()),
        ),
      ),
  )
  app.get(
    `${BASE}/mine`,
    {
      // The service confines it to the routes the caller drives.
      config: { access: granted(MY_ROUTE) },
      schema: {
        tags,
        summary: 'The caller’s own routes of a lab day (default today), nodes and appointments in order',
        querystring: dayQuery,
        response: { 200: envelope(z.array(dayRouteSchema)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          findDayRoutes(tx, auth.tenantId, request.query.date || labToday(), auth.userId),
        ),
      ),
  )
  app.get(
    `${BASE}/drivers`,
    {
      config: { access: granted(DISPATCH) },
      schema: {
        tags,
        summary: 'Who may drive a route: the lab’s active staff users, by name',
        response: {
          200: envelope(
            z.array(z.object({ id: z.string(), realName: z.string(), phone: z.string().nullable() })),
          ),
        },
      },
    },
    async (request) => ok(await inTenant(db, request, (tx, auth) => findDrivers(tx, auth.tenantId))),
  )
  app.post(
    `${BASE}/submit`,
    {
      config: { access: granted(DISPATCH) },
      schema: {
        tags,
        summary:
          'Create or change a day’s route; a vehicle, a driver and an appointment are on one route of a day',
        body: dayRouteBody,
        response: { 200: envelope(dayRouteSchema) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) => saveDayRoute(tx, auth.tenantId, auth.userId, request.body)),
      ),
  )
  app.post(
    `${BASE}/remove`,
    {
      config: { access: granted(DISPATCH) },
      schema: {
        tags,
        summary: 'Remove a day’s route; its appointments are free again',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeDayRoute(tx, auth.tenantId, auth.userId, request.query.id),
      )
      return ok(null)
    },
  )
}
