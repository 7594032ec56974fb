import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { idempotencyHeaders } from '../../http/idempotency'
import { idempotentSubmit } from '../../http/idempotent-submit'
import { PICKUP_ACCEPT_PERMISSION } from '@/domain/constants'
import { holds } from '../../access/actor'
import { granted, signedIn } from '../../access/rules'
import { actorOf, authOf, hasPermissionIn, inTenant } from '../../plugins/access'
import {
  acceptPickup,
  bookPickup,
  cancelPickup,
  findMyBookings,
  findPickupDay,
  MY_BOOKINGS_LIMIT,
} from './appointments'
import { ownThings } from '../shared/access-reasons'
import { findPickupNotice } from './service'
import { labToday } from '../../lab-clock'

/** The acceptance page's menu: whoever is granted it takes the lab's bookings. */
const PICKUP_ACCEPTANCE_MENU = 'pickup_acceptance'

const noticeItem = z.object({
  id: z.string(),
  customerName: z.string(),
  pickupTime: z.string(),
  pickupNo: z.string(),
  instrumentCount: z.number().int(),
})

export const pickupAppointmentSchema = z
  .object({
    id: z.string(),
    pickupNo: z.string(),
    customerId: z.string().nullable(),
    customerName: z.string(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
    areaCode: z.string().nullable(),
    pickupTime: z.string(),
    instrumentCount: z.number().int(),
    status: z.number().int().meta({ description: '1 booked, 2 accepted, 3 registered, 0 cancelled' }),
    acceptorId: z.string().nullable(),
    acceptorName: z.string().nullable(),
    orderId: z.string().nullable(),
    remark: z.string().nullable(),
  })
  .meta({ id: 'PickupAppointment' })

const idOrEmpty = z
  .union([z.uuid(), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null)

const bookingBody = z.object({
  customerId: idOrEmpty,
  customerName: z.string().max(100),
  contactName: z.string().max(50),
  contactPhone: z.string().max(20),
  address: z.string().max(255),
  areaCode: z.string().max(12).nullable().optional(),
  pickupTime: z.iso.datetime({ offset: true }),
  // The range is checked with the form's message (pickup.countInvalid).
  instrumentCount: z.number(),
  remark: z.string().max(500).nullable().optional(),
})

const idQuery = z.object({ id: z.uuid() })

const myBookings = z
  .object({
    bookings: z.array(pickupAppointmentSchema),
    booker: z.object({
      companyName: z.string().nullable(),
      realName: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      areaCode: z.string().nullable(),
      areaCodeName: z.string().nullable(),
    }),
  })
  .meta({ id: 'MyPickupBookings' })

/** Pickup appointments: the shell's notice, the day's list, booking, acceptance and cancellation. */
export async function pickupRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['pickup']

  app.get(
    '/api/crm/pickup/notice',
    {
      // The lab's appointments name its customers and their phones: for those who take bookings.
      config: { access: granted('pickup_accept') },
      schema: {
        tags,
        summary: 'Booked pickup appointments from now to the end of tomorrow, soonest first (at most 20)',
        response: { 200: envelope(z.array(noticeItem)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findPickupNotice(tx, auth.tenantId)))
    },
  )

  app.get(
    '/api/crm/pickup/list',
    {
      config: { access: granted('pickup_acceptance') },
      schema: {
        tags,
        summary: 'The appointments of a lab day (default today) that are not cancelled, soonest first',
        querystring: z.object({
          date: z.string().max(10).optional().meta({ description: 'yyyy-MM-dd, lab calendar' }),
        }),
        response: { 200: envelope(z.array(pickupAppointmentSchema)) },
      },
    },
    async (request) => {
      const day = request.query.date || labToday()
      return ok(await inTenant(db, request, (tx, auth) => findPickupDay(tx, auth.tenantId, day)))
    },
  )

  app.get(
    '/api/crm/pickup/mine',
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: `The caller's own appointments (at most ${MY_BOOKINGS_LIMIT}, latest pickup first, any state) and her booking defaults`,
        response: { 200: envelope(myBookings) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findMyBookings(tx, auth.tenantId, auth.userId)))
    },
  )

  app.post(
    '/api/crm/pickup/submit',
    {
      config: { access: granted('pickup_acceptance', 'my_pickup') },
      schema: {
        tags,
        summary: 'Book a pickup appointment (idempotent with Idempotency-Key); answers its id and number',
        headers: idempotencyHeaders,
        body: bookingBody,
        response: { 200: envelope(z.object({ id: z.string(), pickupNo: z.string() })) },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request)
      // Staff who take bookings book for a customer of the lab; anyone else (a customer) for herself.
      const isCustomer = auth.customerAccount || !holds(auth, PICKUP_ACCEPTANCE_MENU)
      const route = 'pickup.submit'
      return idempotentSubmit(request, reply, { db, auth, route, hashed: request.body }, (tx) =>
        bookPickup(tx, auth.tenantId, { userId: auth.userId, isCustomer }, request.body),
      )
    },
  )

  app.post(
    '/api/crm/pickup/accept',
    {
      config: { access: granted('pickup_accept') },
      schema: {
        tags,
        summary: `Accept a booked appointment (status 1 → 2); the caller becomes its acceptor (${PICKUP_ACCEPT_PERMISSION})`,
        headers: idempotencyHeaders,
        querystring: idQuery,
        response: { 200: envelope(pickupAppointmentSchema) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const route = 'pickup.accept'
      return idempotentSubmit(request, reply, { db, auth, route, hashed: request.query }, (tx) =>
        acceptPickup(tx, auth.tenantId, auth.userId, request.query.id),
      )
    },
  )

  app.post(
    '/api/crm/pickup/cancel',
    {
      config: { access: granted('pickup_acceptance', 'my_pickup') },
      schema: {
        tags,
        summary: `Cancel an appointment not yet registered (whoever booked it, or ${PICKUP_ACCEPT_PERMISSION})`,
        headers: idempotencyHeaders,
        querystring: idQuery.extend({ reason: z.string().max(500).optional() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const route = 'pickup.cancel'
      const { id, reason } = request.query
      return idempotentSubmit(request, reply, { db, auth, route, hashed: request.query }, async (tx) => {
        await cancelPickup(
          tx,
          auth.tenantId,
          { userId: auth.userId, mayCancelAny: () => hasPermissionIn(tx, auth, PICKUP_ACCEPT_PERMISSION) },
          id,
          reason ?? null,
        )
        return null
      })
    },
  )
}

export default pickupRoutes
