import type { PickupAppointment } from '@/api/pickup'
import { labDateTime } from '@/domain/labClock'
import { spotPlanOf, type RegistrationDraft } from '@/domain/registration/draft'
import type { CachedAppointment } from '@/offline'
import { PICKUP_STATUS } from '@/domain/pickup'

/** One choice of the draft's on-site plan (取件计划): an appointment on the device, or the draft's own plan. */
export type SpotPlanOption = {
  value: string
  label: string
  /** The appointment to take over; null for a plan the device no longer holds (shown, not re-chosen). */
  appointment: PickupAppointment | null
}

const isAppointment = (record: Record<string, unknown>): record is PickupAppointment =>
  typeof record.id === 'string' &&
  typeof record.pickupNo === 'string' &&
  typeof record.customerName === 'string' &&
  typeof record.pickupTime === 'string' &&
  typeof record.status === 'number'

/**
 * The appointments a draft may fulfil: the booked and accepted ones kept on the device that no other draft of
 * the user's fulfils already (the server would refuse the second), soonest first, each named by its pickup
 * number, customer and lab time; and the plan the draft names now, even when the device no longer holds that
 * appointment or it is registered already (by this draft).
 */
export function spotPlanOptions(
  rows: readonly CachedAppointment[],
  draft: Pick<RegistrationDraft, 'appointmentId' | 'busSpotPlan'>,
  takenByOtherDrafts: ReadonlySet<string> = new Set(),
): SpotPlanOption[] {
  const chosen = draft.busSpotPlan?.id ?? draft.appointmentId
  const options: SpotPlanOption[] = rows
    .map((row) => row.record)
    .filter(isAppointment)
    .filter(
      (appointment) =>
        appointment.id === chosen ||
        (!takenByOtherDrafts.has(appointment.id) &&
          (appointment.status === PICKUP_STATUS.booked || appointment.status === PICKUP_STATUS.accepted)),
    )
    .sort((a, b) => a.pickupTime.localeCompare(b.pickupTime) || a.pickupNo.localeCompare(b.pickupNo))
    .map((appointment) => ({
      value: appointment.id,
      label: `${spotPlanOf(appointment).title} · ${labDateTime(appointment.pickupTime).slice(5, 16)}`,
      appointment,
    }))
  if (chosen && !options.some((option) => option.value === chosen))
    options.unshift({ value: chosen, label: draft.busSpotPlan?.title ?? chosen, appointment: null })
  return options
}
