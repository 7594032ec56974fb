import { and, eq } from 'drizzle-orm'
import { labDateTime } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import type { pickupAppointment } from '../../db/schema'
import { customerAccount } from '../../db/schema'
import { notify } from '../notify/service'

/*
 * Whoever waits for a pickup is told when it is booked and when the lab accepts it: the contact by SMS at the
 * phone given with the booking, and the customer who booked it herself in her portal. Staff booking for a
 * customer get nothing: the notice is the customer's.
 */

type Appointment = Pick<
  typeof pickupAppointment.$inferSelect,
  'id' | 'pickupNo' | 'customerName' | 'contactPhone' | 'address' | 'pickupTime' | 'createUser'
>

/** Whether `userId` is a customer's account (linked to a customer record or still waiting to be). */
async function isCustomerUser(tx: Tx, tenantId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false
  const [row] = await tx
    .select({ userId: customerAccount.userId })
    .from(customerAccount)
    .where(
      and(
        eq(customerAccount.tenantId, tenantId),
        eq(customerAccount.userId, userId),
        eq(customerAccount.isDeleted, false),
      ),
    )
    .limit(1)
  return row !== undefined
}

async function addressesOf(tx: Tx, tenantId: string, appointment: Appointment) {
  return [
    ...((await isCustomerUser(tx, tenantId, appointment.createUser)) && appointment.createUser
      ? [{ userId: appointment.createUser }]
      : []),
    ...(appointment.contactPhone?.trim() ? [{ phone: appointment.contactPhone.trim() }] : []),
  ]
}

const pickupTimeText = (at: Date | string) => labDateTime(new Date(at).toISOString()).slice(0, 16)

export async function notifyPickupBooked(tx: Tx, tenantId: string, appointment: Appointment) {
  const values = {
    customerName: appointment.customerName,
    pickupNo: appointment.pickupNo,
    pickupTime: pickupTimeText(appointment.pickupTime),
    address: appointment.address ?? '',
  }
  for (const to of await addressesOf(tx, tenantId, appointment))
    await notify(tx, {
      tenantId,
      event: 'pickup.booked',
      eventId: `pickup.booked:${appointment.id}`,
      to,
      values,
    })
}

export async function notifyPickupAccepted(
  tx: Tx,
  tenantId: string,
  appointment: Appointment & { acceptorName: string | null },
  acceptorId: string,
) {
  const values = {
    customerName: appointment.customerName,
    pickupNo: appointment.pickupNo,
    pickupTime: pickupTimeText(appointment.pickupTime),
    acceptor: appointment.acceptorName ?? '',
  }
  for (const to of await addressesOf(tx, tenantId, appointment))
    await notify(tx, {
      tenantId,
      event: 'pickup.accepted',
      eventId: `pickup.accepted:${appointment.id}`,
      to,
      values,
      senderId: acceptorId,
    })
}
