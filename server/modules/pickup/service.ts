import { and, asc, eq, like, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { isUniqueViolation } from '../../http/error-handler'
import { pickupAppointment, type PickupStatus } from '../../db/schema'
import { LAB_TIME_ZONE, labCompactDate } from '@/domain/labClock'

const NOTICE_LIMIT = 20

export type PickupNoticeItem = {
  id: string
  customerName: string
  pickupTime: string
  pickupNo: string
  instrumentCount: number
}

/**
 * The pickup notice of the shell (spec §2): booked appointments from now to the end of tomorrow (lab
 * time), soonest first, at most 20.
 */
export async function findPickupNotice(tx: Tx, tenantId: string): Promise<PickupNoticeItem[]> {
  const endOfTomorrow = sql`((date_trunc('day', now() at time zone ${LAB_TIME_ZONE}) + interval '2 days') at time zone ${LAB_TIME_ZONE})`
  const rows = await tx
    .select({
      id: pickupAppointment.id,
      customerName: pickupAppointment.customerName,
      pickupTime: pickupAppointment.pickupTime,
      pickupNo: pickupAppointment.pickupNo,
      instrumentCount: pickupAppointment.instrumentCount,
    })
    .from(pickupAppointment)
    .where(
      and(
        eq(pickupAppointment.tenantId, tenantId),
        eq(pickupAppointment.isDeleted, false),
        eq(pickupAppointment.status, 1),
        sql`${pickupAppointment.pickupTime} >= now()`,
        sql`${pickupAppointment.pickupTime} < ${endOfTomorrow}`,
      ),
    )
    .orderBy(asc(pickupAppointment.pickupTime), asc(pickupAppointment.pickupNo))
    .limit(NOTICE_LIMIT)
  return rows.map((row) => ({ ...row, pickupTime: new Date(row.pickupTime).toISOString() }))
}

/**
 * The next pickup number of a day: 'QJ' + yyyyMMdd + a 3-digit serial (4 digits past 999). Two bookings
 * racing for the same number meet the unique index (409, retry).
 */
export async function nextPickupNo(tx: Tx, tenantId: string, bookedAt: Date): Promise<string> {
  const prefix = `QJ${labCompactDate(bookedAt)}`
  const [last] = await tx
    .select({
      serial: sql<number>`max(substring(${pickupAppointment.pickupNo} from ${prefix.length + 1}::int)::int)`,
    })
    .from(pickupAppointment)
    .where(
      and(
        eq(pickupAppointment.tenantId, tenantId),
        like(pickupAppointment.pickupNo, `${prefix}%`),
        sql`${pickupAppointment.pickupNo} ~ ${`^${prefix}[0-9]+$`}`,
      ),
    )
  const serial = Number(last?.serial ?? 0) + 1
  return `${prefix}${String(serial).padStart(3, '0')}`
}

export type PickupAppointmentInput = {
  customerId?: string | null
  customerName: string
  contactName?: string | null
  contactPhone?: string | null
  address?: string | null
  areaCode?: string | null
  pickupTime: Date
  instrumentCount: number
  status?: PickupStatus
  remark?: string | null
  /** Who accepted it (status 2 and later). */
  acceptorId?: string | null
  acceptorName?: string | null
  /** When the appointment was booked (its number's date); now by default. */
  bookedAt?: Date
}

/** Tries to take a pickup number this many times when concurrent bookings take the same one. */
const NUMBER_ATTEMPTS = 5

/**
 * Books an appointment with the next number of its booking day. Two bookings racing for a number meet the
 * unique index; the loser tries the next number (each attempt in a savepoint, so the transaction survives).
 */
export async function createPickupAppointment(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  input: PickupAppointmentInput,
): Promise<{ id: string; pickupNo: string }> {
  const bookedAt = input.bookedAt ?? new Date()
  const id = uuidv7()
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const pickupNo = await nextPickupNo(savepoint, tenantId, bookedAt)
        await savepoint.insert(pickupAppointment).values({
          tenantId,
          id,
          pickupNo,
          customerId: input.customerId ?? null,
          customerName: input.customerName,
          contactName: input.contactName ?? null,
          contactPhone: input.contactPhone ?? null,
          address: input.address ?? null,
          areaCode: input.areaCode ?? null,
          pickupTime: input.pickupTime,
          instrumentCount: input.instrumentCount,
          status: input.status ?? 1,
          remark: input.remark ?? null,
          acceptorId: input.acceptorId ?? null,
          acceptorName: input.acceptorName ?? null,
          createUser: userId,
          updateUser: userId,
          createTime: bookedAt,
          updateTime: bookedAt,
        })
        return { id, pickupNo }
      })
    } catch (error) {
      if (attempt >= NUMBER_ATTEMPTS || !isUniqueViolation(error)) throw error
    }
  }
}
