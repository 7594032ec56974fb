import { and, eq } from 'drizzle-orm'
import { labDateTime } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import type { pickupAppointment } from '../../db/schema'
import { customerAccount } from '../../db/schema'
import { notifyAll } from '../notify/service'

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

/** Tells whoever waits for the pickup that it was booked, or accepted by `acceptor`. */
export async function notifyPickup(
  tx: Tx,
  tenantId: string,
  appointment: Appointment,
  step:
    { event: 'pickup.booked' } | { event: 'pickup.accepted'; acceptorId: string; acceptor: string | null },
) {
  const common = {
    customerName: appointment.customerName,
    pickupNo: appointment.pickupNo,
    pickupTime: pickupTimeText(appointment.pickupTime),
  }
  const occurrence = { tenantId, eventId: `${step.event}:${appointment.id}` }
  const addresses = await addressesOf(tx, tenantId, appointment)
  if (step.event === 'pickup.booked')
    await notifyAll(tx, addresses, {
      ...occurrence,
      event: step.event,
      values: { ...common, address: appointment.address ?? '' },
    })
  else
    await notifyAll(tx, addresses, {
      ...occurrence,
      event: step.event,
      values: { ...common, acceptor: step.acceptor ?? '' },
      senderId: step.acceptorId,
    })
}
