import { sql, type SQL } from 'drizzle-orm'
import { PICKUP_STATUS, type AppointmentPrefill } from '@/domain/pickup'
import { queryRows, type Tx } from '../../db/database'
import type { Locale } from '../../http/messages'
import { staffNameOf } from '../shared/staff'

/*
 * What the registration form chooses from, in one answer: the dictionaries of its selects, the customers it
 * may register for, the open pickup appointments a draft may fulfil, and who registers (the default business
 * staff and acceptor): a tablet about to go on site fills its copy with one call.
 */

/** The form's selects and the dictionary each reads. */
export const REFERENCE_DICTIONARIES = {
  /** 业务类型 (spec bussinessType). */
  businessTypes: 'order-business-type',
  /** 单位性质 (spec enterType). */
  customerTypes: 'business_type',
  /** 检验类型 of each instrument line. */
  inspectionTypes: 'inspection_type',
} as const

/** At most this many customers (by name); `customersTotal` says how many the reader may pick from. */
export const REFERENCE_CUSTOMERS = 500
/** At most this many open appointments, soonest first. */
export const REFERENCE_APPOINTMENTS = 200

export type ReferenceOption = { value: string; label: string }

export type ReferenceCustomer = {
  id: string
  name: string
  /** 单位性质 (dictionary business_type): the draft's enterType. */
  businessType: string | null
  socialCreditCode: string | null
  contact: string | null
  phone: string | null
  address: string | null
  areaCode: string | null
  areaCodeName: string | null
}

export type ReferenceAppointment = AppointmentPrefill

export type RegistrationReference = {
  businessTypes: ReferenceOption[]
  customerTypes: ReferenceOption[]
  inspectionTypes: ReferenceOption[]
  customers: ReferenceCustomer[]
  customersTotal: number
  appointments: ReferenceAppointment[]
  registrar: { id: string; name: string }
}

export type ReferenceReader = {
  tenantId: string
  userId: string
  /** The reader's data scope over customers (a condition on `t` as crm_customer), or none for all. */
  customerScope: SQL | undefined
  /** A customer's account reads only her customer's appointments; null: not one. */
  ownCustomerId: string | null | undefined
  customerAccount: boolean
}

type DictRow = { code: string; key: string; label: string; en: string | null }

async function dictionaryOptions(tx: Tx, tenantId: string, locale: Locale) {
  const codes = Object.values(REFERENCE_DICTIONARIES)
  const rows = await queryRows<DictRow>(
    tx,
    sql`select code, dict_key as key, dict_value as label, i18n->>'en' as en from dict
        where tenant_id = ${tenantId} and is_deleted = false and category = 1 and parent_id is not null
          and code in (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})
        order by code, sort, dict_key`,
  )
  const of = (code: string): ReferenceOption[] =>
    rows
      .filter((row) => row.code === code)
      .map((row) => ({ value: row.key, label: locale === 'en' && row.en ? row.en : row.label }))
  return {
    businessTypes: of(REFERENCE_DICTIONARIES.businessTypes),
    customerTypes: of(REFERENCE_DICTIONARIES.customerTypes),
    inspectionTypes: of(REFERENCE_DICTIONARIES.inspectionTypes),
  }
}

type CustomerRow = {
  id: string
  name: string
  business_type: string | null
  social_credit_code: string | null
  contact: string | null
  phone: string | null
  address: string | null
  area_code: string | null
  area_code_name: string | null
  total: number | string
}

async function customersOf(tx: Tx, reader: ReferenceReader) {
  const scope = reader.customerScope ? sql` and ${reader.customerScope}` : sql``
  const rows = await queryRows<CustomerRow>(
    tx,
    sql`select t.id, t.name, t.business_type, t.social_credit_code, t.contact, t.phone, t.address,
          t.area_code, t.area_code_name, count(*) over () as total
        from crm_customer t
        where t.tenant_id = ${reader.tenantId} and t.is_deleted = false${scope}
        order by t.name, t.id
        limit ${REFERENCE_CUSTOMERS}`,
  )
  return {
    customers: rows.map((row): ReferenceCustomer => ({
      id: row.id,
      name: row.name,
      businessType: row.business_type,
      socialCreditCode: row.social_credit_code,
      contact: row.contact,
      phone: row.phone,
      address: row.address,
      areaCode: row.area_code,
      areaCodeName: row.area_code_name,
    })),
    customersTotal: Number(rows[0]?.total ?? 0),
  }
}

type AppointmentRow = {
  id: string
  pickup_no: string
  customer_id: string | null
  customer_name: string
  contact_name: string | null
  contact_phone: string | null
  address: string | null
  area_code: string | null
  pickup_time: string
  instrument_count: number | string
  status: number | string
}

/** Booked and accepted appointments no order fulfils yet: the draft's 取件计划 choices. */
async function openAppointments(tx: Tx, reader: ReferenceReader): Promise<ReferenceAppointment[]> {
  if (reader.customerAccount && !reader.ownCustomerId) return []
  const own = reader.customerAccount ? sql` and a.customer_id = ${reader.ownCustomerId}` : sql``
  const rows = await queryRows<AppointmentRow>(
    tx,
    sql`select a.id, a.pickup_no, a.customer_id, a.customer_name, a.contact_name, a.contact_phone, a.address,
          a.area_code, to_char(a.pickup_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as pickup_time,
          a.instrument_count, a.status
        from pickup_appointment a
        where a.tenant_id = ${reader.tenantId} and a.is_deleted = false and a.order_id is null
          and a.status in (${PICKUP_STATUS.booked}, ${PICKUP_STATUS.accepted})${own}
        order by a.pickup_time, a.pickup_no
        limit ${REFERENCE_APPOINTMENTS}`,
  )
  return rows.map((row) => ({
    id: row.id,
    pickupNo: row.pickup_no,
    customerId: row.customer_id,
    customerName: row.customer_name,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    address: row.address,
    areaCode: row.area_code,
    pickupTime: row.pickup_time,
    instrumentCount: Number(row.instrument_count),
    status: Number(row.status),
  }))
}

export async function registrationReference(
  tx: Tx,
  reader: ReferenceReader,
  locale: Locale,
): Promise<RegistrationReference> {
  const dictionaries = await dictionaryOptions(tx, reader.tenantId, locale)
  const customers = await customersOf(tx, reader)
  const appointments = await openAppointments(tx, reader)
  const name = (await staffNameOf(tx, reader.tenantId, reader.userId)) ?? ''
  return { ...dictionaries, ...customers, appointments, registrar: { id: reader.userId, name } }
}
