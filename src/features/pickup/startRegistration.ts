import type { PickupAppointment } from '@/api/pickup'
import { createDraft, type DraftOwner, type LocalDraft } from '@/offline'
import { draftFromAppointment } from './prefill'
import { refreshCustomer } from './referenceSync'

/** How long 开始登记 waits for the customer's instruments before opening the draft anyway. */
const REFRESH_WAIT_MS = 5_000

/**
 * 开始登记: a local draft prefilled from the appointment (customer, contact as applicant, phones, address),
 * and, while there is a connection, the customer with its instruments kept on the device for picking them
 * on site without one.
 */
export async function startRegistration(
  owner: DraftOwner,
  appointment: PickupAppointment,
): Promise<LocalDraft> {
  const draft = await createDraft(owner, draftFromAppointment(appointment))
  if (appointment.customerId) {
    // Usually on the device already (the day's list fetches its customers); a slow line waits no longer.
    const refresh = refreshCustomer(owner.tenantId, appointment.customerId).catch(() => undefined)
    await Promise.race([refresh, new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS))])
  }
  return draft
}
