import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { labDay, labTimeOn } from '@/domain/labClock'
import { PICKUP_STATUS } from '@/domain/pickup'
import type { Tx } from '../db/database'
import { pickupAppointment, routePlan, vehicle } from '../db/schema'
import { saveDayRoute } from '../modules/route-plan/days'
import { savePlanNodes, type RouteNodeInput } from '../modules/route-plan/nodes'

/** The lab's vehicles: a van in service and a minibus in the garage (not offered for a route). */
const DEMO_VEHICLES = [
  { plateNumber: '湘A·J5208', model: '江铃全顺 JX6501', seats: 9, loadTons: '1.5', state: 1 },
  {
    plateNumber: '湘A·K3917',
    model: '五菱荣光',
    seats: 7,
    loadTons: '0.8',
    state: 2,
    remark: '更换离合器，预计下周取回',
  },
] as const

const LAB = { areaCode: '430102', address: '示范路1号', contact: '张受理', phone: '0731-84567890' }

/** The west-bank pickup line through the customers of seedPickupAppointments, back to the receiving room. */
const DEMO_NODES: RouteNodeInput[] = [
  { name: '示范计量检测研究院', nodeAttribute: 1, ...LAB },
  {
    name: '中联重科股份有限公司',
    nodeAttribute: 3,
    areaCode: '430104',
    address: '银盆南路361号',
    contact: '陈主管',
    phone: '13907310003',
  },
  {
    name: '湖南华菱钢铁股份有限公司',
    nodeAttribute: 3,
    areaCode: '430103',
    address: '湘府西路222号',
    contact: '刘工',
    phone: '13807310002',
  },
  { name: '研究院收样室', nodeAttribute: 4, ...LAB },
]

/**
 * The demo lab's pickup road: its vehicles, a route plan with its nodes in the order driven, and tomorrow's
 * route on it (派车) with tomorrow's booked appointments, driven by the demo pickup person. Tomorrow, not
 * today: today she is free to be sent on a route of the walk-throughs. Does nothing when the tenant already
 * has route plans.
 */
export async function seedRoutePlan(
  tx: Tx,
  tenantId: string,
  people: { adminId: string; driverId: string },
  now = new Date(),
): Promise<void> {
  const existing = await tx
    .select({ id: routePlan.id })
    .from(routePlan)
    .where(eq(routePlan.tenantId, tenantId))
    .limit(1)
  if (existing.length > 0) return
  const audit = { createUser: people.adminId, updateUser: people.adminId }
  const vehicleIds = DEMO_VEHICLES.map(() => uuidv7())
  await tx
    .insert(vehicle)
    .values(DEMO_VEHICLES.map((row, index) => ({ tenantId, id: vehicleIds[index]!, ...row, ...audit })))
  const planId = uuidv7()
  await tx.insert(routePlan).values({
    tenantId,
    id: planId,
    name: '河西取件线',
    routeplanType: 2,
    routeplanState: 0,
    remark: '工作日上午发车：岳麓区、天心区客户取件，返院交收样室',
    ...audit,
  })
  await savePlanNodes(tx, tenantId, planId, DEMO_NODES)

  const tomorrow = await tx
    .select({ id: pickupAppointment.id })
    .from(pickupAppointment)
    .where(
      and(
        eq(pickupAppointment.tenantId, tenantId),
        eq(pickupAppointment.isDeleted, false),
        inArray(pickupAppointment.status, [PICKUP_STATUS.booked, PICKUP_STATUS.accepted]),
        gte(pickupAppointment.pickupTime, labTimeOn(now, 1, 0)),
        lt(pickupAppointment.pickupTime, labTimeOn(now, 2, 0)),
      ),
    )
    .orderBy(asc(pickupAppointment.pickupTime))
  await saveDayRoute(tx, tenantId, people.adminId, {
    routeDate: labDay(now, 1),
    planId,
    vehicleId: vehicleIds[0]!,
    driverUserId: people.driverId,
    appointmentIds: tomorrow.map((row) => row.id),
    remark: '带周转箱；出车前电话确认',
  })
}
