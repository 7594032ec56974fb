import type { PickupAppointment } from '@/api/pickup'
import { cachedCustomer, createDraft, saveDraftRecord, type DraftOwner, type LocalDraft } from '@/offline'
import { draftFromAppointment, staffFields, type Registrar } from '@/features/shared/registration/prefill'
import { refreshCustomer } from '@/features/shared/registration/referenceSync'

/** How long 开始登记 waits for the customer's instruments before opening the draft anyway. */
const REFRESH_WAIT_MS = 5_000

/**
 * 开始登记: a local draft prefilled from the appointment (its on-site plan, customer, contact as applicant,
 * phones, address), the registrar as business staff, and, while there is a connection, the customer with its
 * instruments kept on the device for picking them on site without one (and its organisation type taken over).
 */
export async function startRegistration(
  owner: DraftOwner,
  appointment: PickupAppointment,
  registrar: Registrar | null,
): Promise<LocalDraft> {
  const draft = await createDraft(owner, { ...draftFromAppointment(appointment), ...staffFields(registrar) })
  if (!appointment.customerId) return draft
  // Usually on the device already (the day's list fetches its customers); a slow line waits no longer.
  const refresh = refreshCustomer(owner.tenantId, appointment.customerId).catch(() => undefined)
  await Promise.race([refresh, new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS))])
  const type = (await cachedCustomer(appointment.customerId))?.record.businessType
  if (typeof type !== 'string' || type === '') return draft
  return saveDraftRecord(draft.id, (record) => ({ ...record, enterType: record.enterType ?? type }))
}
