import { spotPlanOf, type DraftInstrument, type RegistrationDraft } from '@/domain/registration/draft'
import type { AppointmentPrefill } from '@/domain/pickup'
import { isMobile } from '@/domain/validation/phone'
import { normaliseAreaCode } from '@/ui/address/address'

/**
 * How a registration starts from what is already known: an appointment, a cached customer, a cached
 * instrument. Pure functions over the records as the API answers them.
 */

/** The fields of an appointment a registration takes over (its region and acceptor when known). */
export type AppointmentSource = Pick<
  AppointmentPrefill,
  'id' | 'pickupNo' | 'customerId' | 'customerName' | 'contactName' | 'contactPhone' | 'address'
> &
  Partial<Pick<AppointmentPrefill, 'areaCode'>> & {
    acceptorId?: string | null
    acceptorName?: string | null
  }

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The region ids of a stored area code: province 2 digits, city 4, district 6 (the draft has no street). */
export function regionIdsOf(areaCode: string | null | undefined) {
  const code = normaliseAreaCode(areaCode)
  const at = (length: number) => (code.length >= length ? code.slice(0, length) : null)
  return { provinceid: at(2), cityid: at(4), areaid: at(6) }
}

/** A contact number goes to mobile when it is one, to phone (landline) otherwise. */
export function phonesOf(number: string | null | undefined): Pick<RegistrationDraft, 'mobile' | 'phone'> {
  const value = text(number)
  if (!value) return { mobile: null, phone: null }
  return isMobile(value) ? { mobile: value, phone: null } : { mobile: null, phone: value }
}

/** Who registers on site: the signed-in member of staff, by default the draft's business staff. */
export type Registrar = { id: string; name: string }

export const staffFields = (
  registrar: Registrar | null,
): Pick<RegistrationDraft, 'businessStaffId' | 'businessStaffName'> => ({
  businessStaffId: registrar?.id ?? null,
  businessStaffName: registrar?.name || null,
})

/**
 * A draft's first values from an appointment: the appointment as its on-site plan, customer, applicant =
 * contact, phones, address.
 */
export function draftFromAppointment(
  appointment: AppointmentSource,
  now: Date = new Date(),
): Partial<RegistrationDraft> {
  return {
    appointmentId: appointment.id,
    busSpotPlan: spotPlanOf(appointment),
    enterId: appointment.customerId,
    enterName: appointment.customerName,
    applicant: text(appointment.contactName),
    ...phonesOf(appointment.contactPhone),
    address: text(appointment.address),
    ...regionIdsOf(appointment.areaCode),
    acceptor: appointment.acceptorId ?? null,
    acceptorName: appointment.acceptorName ?? null,
    startTime: now.toISOString(),
  }
}

/**
 * Choosing an appointment as the draft's on-site plan (取件计划): the draft fulfils it, and takes its customer,
 * contact, phones and address where the draft has none yet (what the user typed is never overwritten).
 */
export function withAppointment(draft: RegistrationDraft, appointment: AppointmentSource): RegistrationDraft {
  const from = draftFromAppointment(appointment)
  const blank = draft.enterName.trim() === ''
  const noPhones = draft.mobile === null && draft.phone === null
  return {
    ...draft,
    appointmentId: appointment.id,
    busSpotPlan: spotPlanOf(appointment),
    enterName: blank ? (from.enterName ?? '') : draft.enterName,
    enterId: blank ? (from.enterId ?? null) : draft.enterId,
    applicant: draft.applicant ?? from.applicant ?? null,
    mobile: noPhones ? (from.mobile ?? null) : draft.mobile,
    phone: noPhones ? (from.phone ?? null) : draft.phone,
    address: draft.address ?? from.address ?? null,
    ...(draft.provinceid === null
      ? { provinceid: from.provinceid ?? null, cityid: from.cityid ?? null, areaid: from.areaid ?? null }
      : {}),
    acceptor: draft.acceptor ?? from.acceptor ?? null,
    acceptorName: draft.acceptor ? draft.acceptorName : (from.acceptorName ?? null),
  }
}

/** The draft no longer fulfils an appointment (no on-site plan); what it took from it stays. */
export const withoutAppointment = (draft: RegistrationDraft): RegistrationDraft => ({
  ...draft,
  appointmentId: null,
  busSpotPlan: null,
})

/**
 * Choosing a known customer: its id and name, its organisation type, and its contact, phone and address where
 * the draft has none yet (what the user typed is never overwritten).
 */
export function withCustomer(
  draft: RegistrationDraft,
  customer: Record<string, unknown> & { id: string },
): RegistrationDraft {
  const phones = phonesOf(text(customer.phone))
  const region = regionIdsOf(text(customer.areaCode))
  const names = (text(customer.areaCodeName) ?? '').split('/')
  const keepRegion = draft.provinceid !== null
  return {
    ...draft,
    enterId: customer.id,
    enterName: text(customer.name) ?? draft.enterName,
    // The picked customer's own type, or none: never the type of a customer picked before.
    enterType: text(customer.businessType),
    applicant: draft.applicant ?? text(customer.contact),
    mobile: draft.mobile ?? phones.mobile,
    phone: draft.phone ?? phones.phone,
    address: draft.address ?? text(customer.address),
    ...(keepRegion
      ? {}
      : {
          ...region,
          provinceName: region.provinceid ? (names[0] ?? null) : null,
          cityName: region.cityid ? (names[1] ?? null) : null,
          areaName: region.areaid ? (names[2] ?? null) : null,
        }),
  }
}

/** A known instrument of the customer as a line of the registration (one piece, its inspection type). */
export function lineFromInstrument(
  id: string,
  instrument: Record<string, unknown> & { id: string },
): DraftInstrument {
  return {
    id,
    instrumentId: instrument.id,
    name: text(instrument.name) ?? '',
    model: text(instrument.model),
    factoryNumber: text(instrument.factoryNumber),
    manufacturer: text(instrument.manufacturer),
    inspectionType: text(instrument.inspectionType),
    quantity: 1,
    remark: null,
  }
}

/** A new instrument seen first on site: an empty line the user fills in. */
export const newLine = (id: string): DraftInstrument => ({
  id,
  instrumentId: null,
  name: '',
  model: null,
  factoryNumber: null,
  manufacturer: null,
  inspectionType: null,
  quantity: 1,
  remark: null,
})
