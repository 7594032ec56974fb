import { date, integer, pgTable, primaryKey, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import { pickupAppointment } from './pickup'
import {
  liveIndex,
  liveUniqueIndex,
  recordKeyColumns,
  recordPrimaryKey,
  tenantForeignKey,
} from './table-shapes'
import { appUser } from './system'

/*
 * The pickup road (路线计划): the lab's vehicles, its route plans with their ordered nodes, and the day's routes
 * (派车) that put a plan, a vehicle, a driver and the day's booked appointments together.
 */

/** A vehicle of the lab (车辆); its plate is unique among the live ones. */
export const vehicle = pgTable(
  'vehicle',
  {
    ...recordKeyColumns(),
    plateNumber: varchar({ length: 16 }).notNull(),
    model: varchar({ length: 100 }),
    seats: integer(),
    /** Load in tonnes as typed (exact, two decimals at most). */
    loadTons: varchar({ length: 8 }),
    /** 1 in service, 2 under repair, 3 retired (VEHICLE_STATES). */
    state: smallint().notNull().default(1),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('vehicle_plate_idx', t.tenantId, t.plateNumber),
    tenantPolicy('vehicle'),
  ],
)

/** A route plan (路线计划): dictionary routeplan_type and routeplan_state. */
export const routePlan = pgTable(
  'route_plan',
  {
    ...recordKeyColumns(),
    name: varchar({ length: 100 }).notNull(),
    /** Dictionary routeplan_type: 1 receiving place → calibration place, 2 calibration place → pickup place. */
    routeplanType: smallint().notNull(),
    /** Dictionary routeplan_state: 0 enabled, 1 disabled. */
    routeplanState: smallint().notNull().default(0),
    /** How many nodes it has, kept by the module that saves them (the list shows it). */
    nodeCount: integer().notNull().default(0),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [recordPrimaryKey(t), tenantPolicy('route_plan')],
)

/** A node of a plan, in the order it is driven (seq from 1). Saving a plan's nodes replaces them all. */
export const routePlanNode = pgTable(
  'route_plan_node',
  {
    ...recordKeyColumns(),
    planId: uuid().notNull(),
    seq: integer().notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** Dictionary nodeAttribute: 1 calibration, 2 transfer, 3 sample receiving, 4 completion point. */
    nodeAttribute: smallint().notNull(),
    areaCode: varchar({ length: 32 }),
    areaCodeName: varchar({ length: 200 }),
    address: varchar({ length: 300 }),
    contact: varchar({ length: 64 }),
    phone: varchar({ length: 20 }),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('route_plan_node_seq_uq').on(t.tenantId, t.planId, t.seq),
    tenantForeignKey(t, t.planId, routePlan),
    tenantPolicy('route_plan_node'),
  ],
)

/**
 * A day's route (派车): a plan driven on a lab day by one vehicle and one driver. Neither the vehicle nor the
 * driver is on two live routes of the same day.
 */
export const routeDay = pgTable(
  'route_day',
  {
    ...recordKeyColumns(),
    routeDate: date().notNull(),
    planId: uuid().notNull(),
    vehicleId: uuid().notNull(),
    driverUserId: uuid().notNull(),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('route_day_vehicle_uq', t.tenantId, t.routeDate, t.vehicleId),
    liveUniqueIndex('route_day_driver_uq', t.tenantId, t.routeDate, t.driverUserId),
    liveIndex('route_day_date_idx', t.tenantId, t.routeDate),
    tenantForeignKey(t, t.planId, routePlan),
    tenantForeignKey(t, t.vehicleId, vehicle),
    tenantForeignKey(t, t.driverUserId, appUser),
    tenantPolicy('route_day'),
  ],
)

/** The appointments a day's route picks up, in order (seq from 1); an appointment is on one route only. */
export const routeDayStop = pgTable(
  'route_day_stop',
  {
    tenantId: tenantId(),
    routeId: uuid().notNull(),
    appointmentId: uuid().notNull(),
    seq: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.routeId, t.seq] }),
    uniqueIndex('route_day_stop_appointment_uq').on(t.tenantId, t.appointmentId),
    tenantForeignKey(t, t.routeId, routeDay),
    tenantForeignKey(t, t.appointmentId, pickupAppointment),
    tenantPolicy('route_day_stop'),
  ],
)
