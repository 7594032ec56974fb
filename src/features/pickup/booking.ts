import { isLandline, isMobile } from '@/domain/validation/phone'
import { labLocalToIso } from '@/domain/labClock'

/** The booking form (预约取件) as text fields, and its rules; pure, so the rules have unit tests. */
export type BookingValues = {
  customerId: string
  customerName: string
  contactName: string
  contactPhone: string
  areaCode: string
  areaCodeName: string
  address: string
  /** yyyy-MM-ddTHH:mm on the lab's clock (a datetime-local input). */
  pickupTime: string
  instrumentCount: string
  remark: string
}

export const EMPTY_BOOKING: BookingValues = {
  customerId: '',
  customerName: '',
  contactName: '',
  contactPhone: '',
  areaCode: '',
  areaCodeName: '',
  address: '',
  pickupTime: '',
  instrumentCount: '1',
  remark: '',
}

/**
 * What a customer's own booking starts from: her company and its address (as the lab knows them once her
 * account is linked), her name and phone (GET /api/crm/pickup/mine).
 */
export function bookingFor(booker: {
  companyName: string | null
  realName: string | null
  phone: string | null
  address?: string | null
  areaCode?: string | null
  areaCodeName?: string | null
}): BookingValues {
  return {
    ...EMPTY_BOOKING,
    customerName: booker.companyName ?? '',
    contactName: booker.realName ?? '',
    contactPhone: booker.phone ?? '',
    address: booker.address ?? '',
    areaCode: booker.areaCode ?? '',
    areaCodeName: booker.areaCodeName ?? '',
  }
}

export type BookingProblem =
  | 'customerRequired'
  | 'contactRequired'
  | 'phoneRequired'
  | 'phone'
  | 'addressRequired'
  | 'timeRequired'
  | 'count'

/** The first problem of each field of a booking (none: it may be sent). */
export function bookingProblems(values: BookingValues): Partial<Record<keyof BookingValues, BookingProblem>> {
  const problems: Partial<Record<keyof BookingValues, BookingProblem>> = {}
  if (!values.customerName.trim()) problems.customerName = 'customerRequired'
  if (!values.contactName.trim()) problems.contactName = 'contactRequired'
  const phone = values.contactPhone.trim()
  if (!phone) problems.contactPhone = 'phoneRequired'
  else if (!isMobile(phone) && !isLandline(phone)) problems.contactPhone = 'phone'
  if (!values.address.trim()) problems.address = 'addressRequired'
  if (!labLocalToIso(values.pickupTime)) problems.pickupTime = 'timeRequired'
  const count = Number(values.instrumentCount)
  if (!Number.isInteger(count) || count < 1 || count > 9999) problems.instrumentCount = 'count'
  return problems
}

/** The body of POST /api/crm/pickup/submit (call only when bookingProblems found nothing). */
export function bookingBody(values: BookingValues) {
  const remark = values.remark.trim()
  return {
    ...(values.customerId ? { customerId: values.customerId } : {}),
    customerName: values.customerName.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    address: values.address.trim(),
    ...(values.areaCode ? { areaCode: values.areaCode } : {}),
    pickupTime: labLocalToIso(values.pickupTime) ?? '',
    instrumentCount: Number(values.instrumentCount),
    ...(remark ? { remark } : {}),
  }
}
