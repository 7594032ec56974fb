import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { PICKUP_STATUS } from '@/domain/pickup'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import { VEHICLE_IN_SERVICE } from '@/domain/resources'
import type { Tx } from '../../db/database'
import {
  appUser,
  customerAccount,
  pickupAppointment,
  routeDay,
  routeDayStop,
  routePlan,
  vehicle,
} from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { liveRows } from '../shared/crud'
import { calendarDay, toAppointmentDto, type PickupAppointmentDto } from '../pickup/appointments'
import { findPlanNodes, type RouteNodeDto } from './nodes'

/** routeplan_state: 0 enabled. */
const PLAN_ENABLED = 0

export type DriverDto = { id: string; realName: string; phone: string | null }

export type DayRouteInput = {
  id?: string | null
  routeDate: string
  planId: string
  vehicleId: string
  driverUserId: string
  appointmentIds: readonly string[]
  remark?: string | null
}

export type DayRouteDto = {
  id: string
  routeDate: string
  planId: string
  planName: string
  routeplanType: number
  vehicleId: string
  plateNumber: string
  driverUserId: string
  driverName: string
  driverPhone: string | null
  remark: string | null
  nodes: RouteNodeDto[]
  appointments: PickupAppointmentDto[]
}

/** Who may drive: the lab's active users that are staff (a customer's account is not). */
export async function findDrivers(tx: Tx, tenantId: string): Promise<DriverDto[]> {
  return tx
    .select({ id: appUser.id, realName: appUser.realName, phone: appUser.phone })
    .from(appUser)
    .where(
      liveRows(
        appUser,
        tenantId,
        eq(appUser.status, 1),
        notExists(
          tx
            .select({ id: customerAccount.id })
            .from(customerAccount)
            .where(liveRows(customerAccount, tenantId, eq(customerAccount.userId, appUser.id))),
        ),
      ),
    )
    .orderBy(asc(appUser.realName))
}

function checkedDay(day: string): string {
  const checked = calendarDay(day)
  if (!checked) throw badRequest('pickup.badDate')
  return checked
}

/** The routes of a lab day (only the driver's own with `driverUserId`), each with its nodes and stops in order. */
export async function findDayRoutes(
  tx: Tx,
  tenantId: string,
  day: string,
  driverUserId?: string,
): Promise<DayRouteDto[]> {
  const rows = await tx
    .select({
      route: routeDay,
      planName: routePlan.name,
      routeplanType: routePlan.routeplanType,
      plateNumber: vehicle.plateNumber,
      driverName: appUser.realName,
      driverPhone: appUser.phone,
    })
    .from(routeDay)
    .innerJoin(routePlan, and(eq(routePlan.tenantId, routeDay.tenantId), eq(routePlan.id, routeDay.planId)))
    .innerJoin(vehicle, and(eq(vehicle.tenantId, routeDay.tenantId), eq(vehicle.id, routeDay.vehicleId)))
    .innerJoin(appUser, and(eq(appUser.tenantId, routeDay.tenantId), eq(appUser.id, routeDay.driverUserId)))
    .where(
      liveRows(
        routeDay,
        tenantId,
        eq(routeDay.routeDate, checkedDay(day)),
        driverUserId ? eq(routeDay.driverUserId, driverUserId) : undefined,
      ),
    )
    .orderBy(asc(routePlan.name), asc(vehicle.plateNumber))
  const answers: DayRouteDto[] = []
  for (const row of rows) {
    answers.push({
      id: row.route.id,
      routeDate: row.route.routeDate,
      planId: row.route.planId,
      planName: row.planName,
      routeplanType: row.routeplanType,
      vehicleId: row.route.vehicleId,
      plateNumber: row.plateNumber,
      driverUserId: row.route.driverUserId,
      driverName: row.driverName,
      driverPhone: row.driverPhone,
      remark: row.route.remark,
      nodes: await findPlanNodes(tx, tenantId, row.route.planId),
      appointments: await stopsOf(tx, tenantId, row.route.id),
    })
  }
  return answers
}

async function stopsOf(tx: Tx, tenantId: string, routeId: string): Promise<PickupAppointmentDto[]> {
  const rows = await tx
    .select({ appointment: pickupAppointment })
    .from(routeDayStop)
    .innerJoin(
      pickupAppointment,
      and(
        eq(pickupAppointment.tenantId, routeDayStop.tenantId),
        eq(pickupAppointment.id, routeDayStop.appointmentId),
      ),
    )
    .where(and(eq(routeDayStop.tenantId, tenantId), eq(routeDayStop.routeId, routeId)))
    .orderBy(asc(routeDayStop.seq))
  return rows.map((row) => toAppointmentDto(row.appointment))
}

/** The other live route of the day that already holds `condition` (a vehicle, a driver), with its plan's name. */
async function otherRouteOfDay(
  tx: Tx,
  tenantId: string,
  day: string,
  selfId: string | null,
  condition: ReturnType<typeof eq>,
): Promise<string | null> {
  const [other] = await tx
    .select({ planName: routePlan.name })
    .from(routeDay)
    .innerJoin(routePlan, and(eq(routePlan.tenantId, routeDay.tenantId), eq(routePlan.id, routeDay.planId)))
    .where(
      liveRows(
        routeDay,
        tenantId,
        eq(routeDay.routeDate, day),
        condition,
        selfId ? ne(routeDay.id, selfId) : undefined,
      ),
    )
    .limit(1)
  return other ? other.planName : null
}

async function checkPlanVehicleDriver(tx: Tx, tenantId: string, day: string, input: DayRouteInput) {
  const selfId = input.id ?? null
  const [plan] = await tx
    .select()
    .from(routePlan)
    .where(liveRows(routePlan, tenantId, eq(routePlan.id, input.planId)))
  if (!plan) throw notFound()
  if (plan.routeplanState !== PLAN_ENABLED) throw badRequest('route.planDisabled')
  const [car] = await tx
    .select()
    .from(vehicle)
    .where(liveRows(vehicle, tenantId, eq(vehicle.id, input.vehicleId)))
  if (!car) throw notFound()
  if (car.state !== VEHICLE_IN_SERVICE)
    throw badRequest('route.vehicleOutOfService', { plate: car.plateNumber })
  const driver = (await findDrivers(tx, tenantId)).find((candidate) => candidate.id === input.driverUserId)
  if (!driver) throw badRequest('route.driverUnknown')
  const vehicleRoute = await otherRouteOfDay(tx, tenantId, day, selfId, eq(routeDay.vehicleId, car.id))
  if (vehicleRoute !== null)
    throw badRequest('route.vehicleBusy', { plate: car.plateNumber, route: vehicleRoute })
  const driverRoute = await otherRouteOfDay(tx, tenantId, day, selfId, eq(routeDay.driverUserId, driver.id))
  if (driverRoute !== null)
    throw badRequest('route.driverBusy', { name: driver.realName, route: driverRoute })
}

/** Each appointment is a live booking of the day (booked or accepted) not on another route of it. */
async function checkAppointments(tx: Tx, tenantId: string, day: string, input: DayRouteInput) {
  const ids = input.appointmentIds
  if (ids.length === 0) return
  const start = sql`(${day}::date::timestamp at time zone ${LAB_TIME_ZONE})`
  const end = sql`((${day}::date + 1)::timestamp at time zone ${LAB_TIME_ZONE})`
  const rows = await tx
    .select({
      id: pickupAppointment.id,
      pickupNo: pickupAppointment.pickupNo,
      status: pickupAppointment.status,
      isDeleted: pickupAppointment.isDeleted,
      ofDay: sql<boolean>`${pickupAppointment.pickupTime} >= ${start} and ${pickupAppointment.pickupTime} < ${end}`,
    })
    .from(pickupAppointment)
    .where(and(eq(pickupAppointment.tenantId, tenantId), inArray(pickupAppointment.id, [...ids])))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const seen = new Set<string>()
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) throw notFound()
    if (seen.has(id)) throw badRequest('route.appointmentTwice', { pickupNo: row.pickupNo })
    seen.add(id)
    const open = row.status === PICKUP_STATUS.booked || row.status === PICKUP_STATUS.accepted
    if (row.isDeleted || !open || !row.ofDay)
      throw badRequest('route.appointmentNotThatDay', { pickupNo: row.pickupNo })
  }
  const taken = await tx
    .select({ appointmentId: routeDayStop.appointmentId, planName: routePlan.name })
    .from(routeDayStop)
    .innerJoin(
      routeDay,
      and(eq(routeDay.tenantId, routeDayStop.tenantId), eq(routeDay.id, routeDayStop.routeId)),
    )
    .innerJoin(routePlan, and(eq(routePlan.tenantId, routeDay.tenantId), eq(routePlan.id, routeDay.planId)))
    .where(
      and(
        eq(routeDayStop.tenantId, tenantId),
        inArray(routeDayStop.appointmentId, [...ids]),
        input.id ? ne(routeDayStop.routeId, input.id) : undefined,
      ),
    )
    .limit(1)
  const [first] = taken
  if (first)
    throw badRequest('route.appointmentTaken', {
      pickupNo: byId.get(first.appointmentId)?.pickupNo ?? '',
      route: first.planName,
    })
}

/**
 * Creates or changes a day's route (派车) and puts its appointments in the order given. One vehicle and one
 * driver drive one route a day; an appointment is on one route. Answers the route as the day's list does.
 */
export async function saveDayRoute(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: DayRouteInput,
): Promise<DayRouteDto> {
  const day = checkedDay(input.routeDate)
  if (input.id) {
    const [existing] = await tx
      .select({ id: routeDay.id })
      .from(routeDay)
      .where(liveRows(routeDay, tenantId, eq(routeDay.id, input.id)))
    if (!existing) throw notFound()
  }
  await checkPlanVehicleDriver(tx, tenantId, day, input)
  await checkAppointments(tx, tenantId, day, input)
  const values = {
    routeDate: day,
    planId: input.planId,
    vehicleId: input.vehicleId,
    driverUserId: input.driverUserId,
    remark: input.remark?.trim() || null,
  }
  const id = input.id ?? uuidv7()
  if (input.id) {
    await tx
      .update(routeDay)
      .set({ ...values, updateUser: userId, updateTime: new Date() })
      .where(and(eq(routeDay.tenantId, tenantId), eq(routeDay.id, id)))
    await tx
      .delete(routeDayStop)
      .where(and(eq(routeDayStop.tenantId, tenantId), eq(routeDayStop.routeId, id)))
  } else {
    await tx.insert(routeDay).values({ tenantId, id, ...values, createUser: userId, updateUser: userId })
  }
  if (input.appointmentIds.length > 0)
    await tx.insert(routeDayStop).values(
      input.appointmentIds.map((appointmentId, index) => ({
        tenantId,
        routeId: id,
        appointmentId,
        seq: index + 1,
      })),
    )
  const [saved] = (await findDayRoutes(tx, tenantId, day)).filter((route) => route.id === id)
  if (!saved) throw notFound()
  return saved
}

/** Removes a day's route; its appointments are free for another route. */
export async function removeDayRoute(tx: Tx, tenantId: string, userId: string, id: string): Promise<void> {
  const removed = await tx
    .update(routeDay)
    .set({ isDeleted: true, updateUser: userId, updateTime: new Date() })
    .where(liveRows(routeDay, tenantId, eq(routeDay.id, id)))
    .returning({ id: routeDay.id })
  if (removed.length === 0) throw notFound()
  await tx.delete(routeDayStop).where(and(eq(routeDayStop.tenantId, tenantId), eq(routeDayStop.routeId, id)))
}

export type TrafficChoicesDto = {
  vehicles: { id: string; plateNumber: string; model: string | null }[]
  drivers: DriverDto[]
}

/** What a registration's 用车 picks from: the vehicles in service, by plate, and who may drive. */
export async function findTrafficChoices(tx: Tx, tenantId: string): Promise<TrafficChoicesDto> {
  const vehicles = await tx
    .select({ id: vehicle.id, plateNumber: vehicle.plateNumber, model: vehicle.model })
    .from(vehicle)
    .where(liveRows(vehicle, tenantId, eq(vehicle.state, VEHICLE_IN_SERVICE)))
    .orderBy(asc(vehicle.plateNumber))
  return { vehicles, drivers: await findDrivers(tx, tenantId) }
}
