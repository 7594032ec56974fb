import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { isLandline, isMobile } from '@/domain/validation/phone'
import type { Tx } from '../../db/database'
import {
  appUser,
  crmCustomer,
  customerAccount,
  customerRegistration,
  pickupAppointment,
  type PickupStatus,
} from '../../db/schema'
import { badRequest, forbidden, notFound, type AppError } from '../../http/errors'
import { liveRows } from '../shared/crud'
import { staffNameOf } from '../shared/staff'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import { CUSTOMER_OPEN_BOOKINGS, PICKUP_STATUS, type AppointmentPrefill } from '@/domain/pickup'
import { CUSTOMER_LINK } from '@/domain/resources'
import { notifyPickup } from './notices'
import { createPickupAppointment } from './service'

export type PickupAppointmentDto = AppointmentPrefill & {
  /** As the table types it: narrower than the shared shape's number. */
  status: PickupStatus
  acceptorId: string | null
  acceptorName: string | null
  orderId: string | null
  remark: string | null
}

type AppointmentRow = typeof pickupAppointment.$inferSelect

export const toAppointmentDto = (row: AppointmentRow): PickupAppointmentDto => ({
  id: row.id,
  pickupNo: row.pickupNo,
  customerId: row.customerId,
  customerName: row.customerName,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  areaCode: row.areaCode,
  pickupTime: new Date(row.pickupTime).toISOString(),
  instrumentCount: row.instrumentCount,
  status: row.status,
  acceptorId: row.acceptorId,
  acceptorName: row.acceptorName,
  orderId: row.orderId,
  remark: row.remark,
})

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day in yyyy-MM-dd, else null (2025-02-30 is not one). */
export function calendarDay(text: string): string | null {
  const match = DAY.exec(text)
  if (!match) return null
  const [, y, m, d] = match
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  return date.toISOString().slice(0, 10) === text ? text : null
}

/** All appointments of a lab day that are not cancelled, soonest first (the pickup staff's day list). */
export async function findPickupDay(tx: Tx, tenantId: string, day: string): Promise<PickupAppointmentDto[]> {
  const checked = calendarDay(day)
  if (!checked) throw badRequest('pickup.badDate')
  const start = sql`(${checked}::date::timestamp at time zone ${LAB_TIME_ZONE})`
  const end = sql`((${checked}::date + 1)::timestamp at time zone ${LAB_TIME_ZONE})`
  const rows = await tx
    .select()
    .from(pickupAppointment)
    .where(
      liveRows(
        pickupAppointment,
        tenantId,
        ne(pickupAppointment.status, PICKUP_STATUS.cancelled),
        sql`${pickupAppointment.pickupTime} >= ${start}`,
        sql`${pickupAppointment.pickupTime} < ${end}`,
      ),
    )
    .orderBy(asc(pickupAppointment.pickupTime), asc(pickupAppointment.pickupNo))
  return rows.map(toAppointmentDto)
}

/** How many of her own appointments a customer sees (the latest by pickup time). */
export const MY_BOOKINGS_LIMIT = 100

/**
 * What a booking form starts from for the caller: her company (the lab's record of it once her account is
 * linked, else the name she registered with) and its address, her name and phone.
 */
export type BookerDto = {
  companyName: string | null
  realName: string | null
  phone: string | null
  address: string | null
  areaCode: string | null
  areaCodeName: string | null
}

/** The caller's own appointments, the latest pickup first, whatever their state, and her booking defaults. */
export async function findMyBookings(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<{ bookings: PickupAppointmentDto[]; booker: BookerDto }> {
  const rows = await tx
    .select()
    .from(pickupAppointment)
    .where(liveRows(pickupAppointment, tenantId, eq(pickupAppointment.createUser, userId)))
    .orderBy(desc(pickupAppointment.pickupTime), desc(pickupAppointment.pickupNo))
    .limit(MY_BOOKINGS_LIMIT)
  const linked = and(
    eq(customerAccount.tenantId, appUser.tenantId),
    eq(customerAccount.userId, appUser.id),
    eq(customerAccount.linkState, CUSTOMER_LINK.linked),
    eq(customerAccount.isDeleted, false),
  )
  const [booker] = await tx
    .select({
      companyName: sql<string | null>`coalesce(${crmCustomer.name}, ${customerRegistration.companyName})`,
      realName: appUser.realName,
      phone: appUser.phone,
      address: crmCustomer.address,
      areaCode: crmCustomer.areaCode,
      areaCodeName: crmCustomer.areaCodeName,
    })
    .from(appUser)
    .leftJoin(
      customerRegistration,
      and(eq(customerRegistration.tenantId, appUser.tenantId), eq(customerRegistration.userId, appUser.id)),
    )
    .leftJoin(customerAccount, linked)
    .leftJoin(
      crmCustomer,
      and(eq(crmCustomer.tenantId, customerAccount.tenantId), eq(crmCustomer.id, customerAccount.customerId)),
    )
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  return {
    bookings: rows.map(toAppointmentDto),
    booker: booker ?? {
      companyName: null,
      realName: null,
      phone: null,
      address: null,
      areaCode: null,
      areaCodeName: null,
    },
  }
}

export type BookingInput = {
  customerId?: string | null | undefined
  customerName: string
  contactName: string
  contactPhone: string
  address: string
  areaCode?: string | null | undefined
  pickupTime: string
  instrumentCount: number
  remark?: string | null | undefined
}

const blank = (text: string | null | undefined) => !text || text.trim() === ''

/** The first thing wrong with a booking, as the messages the forms show. */
function bookingProblem(input: BookingInput): AppError | null {
  if (blank(input.customerName)) return badRequest('pickup.customerNameRequired')
  if (blank(input.contactName)) return badRequest('pickup.contactRequired')
  const phone = input.contactPhone.trim()
  if (!isMobile(phone) && !isLandline(phone)) return badRequest('validation.phone')
  if (blank(input.address)) return badRequest('pickup.addressRequired')
  if (!Number.isInteger(input.instrumentCount) || input.instrumentCount < 1 || input.instrumentCount > 9999)
    return badRequest('pickup.countInvalid')
  return null
}

async function assertCustomerMayBook(tx: Tx, tenantId: string, userId: string, pickupTime: string) {
  if (new Date(pickupTime).getTime() <= Date.now()) throw badRequest('pickup.timePast')
  const [open] = await tx
    .select({ count: count() })
    .from(pickupAppointment)
    .where(
      liveRows(
        pickupAppointment,
        tenantId,
        eq(pickupAppointment.createUser, userId),
        inArray(pickupAppointment.status, [PICKUP_STATUS.booked, PICKUP_STATUS.accepted]),
      ),
    )
  if ((open?.count ?? 0) >= CUSTOMER_OPEN_BOOKINGS) throw badRequest('pickup.tooManyOpen')
}

/**
 * Books a pickup (a customer, or staff for one). A named customer must be one of the tenant's; a customer
 * booking for herself names none (her company is a name until staff link it to the lab's records on site).
 */
export async function bookPickup(
  tx: Tx,
  tenantId: string,
  booker: { userId: string; isCustomer: boolean },
  input: BookingInput,
): Promise<{ id: string; pickupNo: string }> {
  const problem = bookingProblem(input)
  if (problem) throw problem
  // Anyone may register a customer account: hers lands in the lab's notice and day list, so it must be a
  // pickup still to come, and she may have only so many open at once. Staff book as they see fit.
  if (booker.isCustomer) await assertCustomerMayBook(tx, tenantId, booker.userId, input.pickupTime)
  const customerId = booker.isCustomer ? null : (input.customerId ?? null)
  if (customerId) {
    const [customer] = await tx
      .select({ id: crmCustomer.id })
      .from(crmCustomer)
      .where(liveRows(crmCustomer, tenantId, eq(crmCustomer.id, customerId)))
    if (!customer) throw badRequest('registration.customerUnknown')
  }
  const booking = {
    customerId,
    customerName: input.customerName.trim(),
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    address: input.address.trim(),
    areaCode: input.areaCode?.trim() || null,
    pickupTime: new Date(input.pickupTime),
    instrumentCount: input.instrumentCount,
    remark: input.remark?.trim() || null,
  }
  const booked = await createPickupAppointment(tx, tenantId, booker.userId, booking)
  await notifyPickup(
    tx,
    tenantId,
    { ...booking, ...booked, createUser: booker.userId },
    { event: 'pickup.booked' },
  )
  return booked
}

async function lockAppointment(tx: Tx, tenantId: string, id: string): Promise<AppointmentRow> {
  const [row] = await tx
    .select()
    .from(pickupAppointment)
    .where(liveRows(pickupAppointment, tenantId, eq(pickupAppointment.id, id)))
    .for('update')
  if (!row) throw notFound()
  return row
}

/**
 * The caller accepts a booked appointment (1 → 2) and becomes its acceptor. Accepting one's own accepted
 * appointment again answers it unchanged (a replayed request); anything else is no longer booked.
 */
export async function acceptPickup(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
): Promise<PickupAppointmentDto> {
  const row = await lockAppointment(tx, tenantId, id)
  if (row.status === PICKUP_STATUS.accepted && row.acceptorId === userId) return toAppointmentDto(row)
  if (row.status !== PICKUP_STATUS.booked) throw badRequest('pickup.notBooked')
  const [updated] = await tx
    .update(pickupAppointment)
    .set({
      status: PICKUP_STATUS.accepted,
      acceptorId: userId,
      acceptorName: await staffNameOf(tx, tenantId, userId),
      updateUser: userId,
      updateTime: sql`now()`,
    })
    .where(and(eq(pickupAppointment.tenantId, tenantId), eq(pickupAppointment.id, id)))
    .returning()
  if (!updated) throw notFound()
  await notifyPickup(tx, tenantId, updated, {
    event: 'pickup.accepted',
    acceptorId: userId,
    acceptor: updated.acceptorName,
  })
  return toAppointmentDto(updated)
}

/**
 * Cancels an appointment that has not been registered: whoever booked it may, and pickup staff
 * (mayCancelAny). Cancelling a cancelled one again changes nothing.
 */
export async function cancelPickup(
  tx: Tx,
  tenantId: string,
  actor: { userId: string; mayCancelAny: () => Promise<boolean> },
  id: string,
  reason: string | null,
): Promise<void> {
  const row = await lockAppointment(tx, tenantId, id)
  if (row.createUser !== actor.userId && !(await actor.mayCancelAny())) throw forbidden()
  if (row.status === PICKUP_STATUS.cancelled) return
  if (row.status === PICKUP_STATUS.registered) throw badRequest('pickup.registered')
  await tx
    .update(pickupAppointment)
    .set({
      status: PICKUP_STATUS.cancelled,
      cancelReason: reason?.trim() || null,
      updateUser: actor.userId,
      updateTime: sql`now()`,
    })
    .where(and(eq(pickupAppointment.tenantId, tenantId), eq(pickupAppointment.id, id)))
}
