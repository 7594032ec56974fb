import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_LOADING } from './requestFlags'
import type { paths } from './schema.gen'

/**
 * Pickup appointments: the day's list for pickup staff, booking for a customer, accepting one.
 * The shell's notice (GET /api/crm/pickup/notice) is in src/app/layout/pickupQueries.ts.
 */

/**
 * GET /api/crm/pickup/list?date=yyyy-MM-dd: the appointments of a lab day, soonest first. The page shows its
 * cached copy while this loads, so no loading overlay.
 */
export const fetchPickupList = (date: string) =>
  unwrapEnvelope(api.GET('/api/crm/pickup/list', { params: { query: { date } }, headers: NO_LOADING }))

export type PickupAppointment = Awaited<ReturnType<typeof fetchPickupList>>[number]

/** GET /api/crm/pickup/mine: the caller's own appointments (a customer's 我的预约) and her booking defaults. */
export const fetchMyPickups = () => unwrapEnvelope(api.GET('/api/crm/pickup/mine'))

export type MyPickups = Awaited<ReturnType<typeof fetchMyPickups>>

export type PickupBooking =
  paths['/api/crm/pickup/submit']['post']['requestBody']['content']['application/json']

/**
 * POST /api/crm/pickup/submit: books a pickup. The Idempotency-Key (one per opened form) makes a retried click
 * or a lost answer book it once.
 */
export const bookPickup = (booking: PickupBooking, idempotencyKey: string) =>
  unwrapEnvelope(
    api.POST('/api/crm/pickup/submit', { body: booking, headers: { 'Idempotency-Key': idempotencyKey } }),
  )

/** POST /api/crm/pickup/accept?id=: the caller accepts a booked appointment (status 1 → 2). */
export const acceptPickup = (id: string) =>
  unwrapEnvelope(api.POST('/api/crm/pickup/accept', { params: { query: { id } } }))

/** POST /api/crm/pickup/cancel?id=&reason=. */
export const cancelPickup = (id: string, reason: string) =>
  unwrapEnvelope(api.POST('/api/crm/pickup/cancel', { params: { query: { id, reason } } }))

/**
 * GET /api/hm-crm/customer/detail in the background: the customer of an appointment, kept on the device for
 * registering offline (no overlay, no toast: the cached copy stays when it fails).
 */
export const fetchCustomerQuietly = (id: string) =>
  unwrapEnvelope(api.GET('/api/hm-crm/customer/detail', { params: { query: { id } }, headers: BACKGROUND }))
