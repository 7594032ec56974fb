/**
 * Pickup appointments and on-site registration, as the browser and the server both know them.
 */

/** The states of an appointment (pickup_appointment.status): booked → accepted → registered, or cancelled. */
export const PICKUP_STATUS = { cancelled: 0, booked: 1, accepted: 2, registered: 3 } as const

/** The button of the pickup area that lets staff register instruments on site (spec §6). */
export const REGISTRATION_SUBMIT_PERMISSION = 'registration_submit'

/**
 * How many appointments a customer who registered herself may have open (booked or accepted) at once: every
 * one lands in the lab's notice and day list, and anyone can register an account.
 */
export const CUSTOMER_OPEN_BOOKINGS = 10

/**
 * A pickup appointment as registration sees it: the open ones the form offers as on-site plans, and what a
 * draft takes over from the one it fulfils (customer, contact, address). The pickup lists add who accepted
 * it and what became of it.
 */
export type AppointmentPrefill = {
  id: string
  pickupNo: string
  customerId: string | null
  customerName: string
  contactName: string | null
  contactPhone: string | null
  address: string | null
  areaCode: string | null
  /** ISO instant. */
  pickupTime: string
  instrumentCount: number
  /** PICKUP_STATUS. */
  status: number
}
