import { integer, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, liveIndex } from './table-shapes'

/** 1 booked, 2 accepted, 3 registered (instruments taken in), 0 cancelled. */
export type PickupStatus = 0 | 1 | 2 | 3

/**
 * A customer's appointment for the lab to pick up instruments on site (spec §2 pickup notice): booked (1),
 * accepted by a pickup person (2), turned into an order on site (3), or cancelled (0).
 */
export const pickupAppointment = pgTable(
  'pickup_appointment',
  {
    ...recordKeyColumns(),
    /** 'QJ' + yyyyMMdd + 3-digit serial of the day, e.g. QJ20250314001. */
    pickupNo: varchar({ length: 32 }).notNull(),
    /** The CRM customer, when the booking names one; customerName is the name as booked. */
    customerId: uuid(),
    customerName: varchar({ length: 100 }).notNull(),
    contactName: varchar({ length: 50 }),
    contactPhone: varchar({ length: 20 }),
    address: varchar({ length: 255 }),
    /** Deepest chosen region code of the address picker (spec §3 Address selection). */
    areaCode: varchar({ length: 12 }),
    pickupTime: timestamp({ withTimezone: true }).notNull(),
    instrumentCount: integer().notNull().default(0),
    status: smallint().$type<PickupStatus>().notNull().default(1),
    remark: varchar({ length: 500 }),
    /** The pickup person who accepted it (status 2). */
    acceptorId: uuid(),
    acceptorName: varchar({ length: 64 }),
    /** The order registered on site (status 3). */
    orderId: uuid(),
    cancelReason: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    // Numbers are never reused, not even those of removed appointments.
    uniqueIndex('pickup_appointment_no_uq').on(t.tenantId, t.pickupNo),
    liveIndex('pickup_appointment_time_idx', t.tenantId, t.pickupTime),
    // A customer's own appointments (GET /api/crm/pickup/mine), latest first.
    liveIndex('pickup_appointment_booker_idx', t.tenantId, t.createUser, t.pickupTime.desc()),
    tenantPolicy('pickup_appointment'),
  ],
)
