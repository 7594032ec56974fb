import { sql } from 'drizzle-orm'
import { ORDER_STATUS, REPORT_STATE, SAMPLE_STATE } from '@/domain/workflow'
import { queryRows, type Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'

/**
 * A customer's reports and instruments by phone number (/phoneSearchReportPage), answered only once
 * the phone's SMS code was given (routes.ts). Everything is read in the lab's tenant by that exact number:
 * the orders whose mobile (or phone) it is, and the instruments of the customers whose phone it is. No ids, no
 * check codes, nothing of another customer.
 */

/** At most this many reports and this many instruments. */
export const PHONE_QUERY_LIMIT = 100

export type PublicReportState = 'registered' | 'testing' | 'issued' | 'delivered' | 'revoked' | 'voided'

export type PhoneReport = {
  orderNo: string
  sampleNo: string | null
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  state: PublicReportState
  /** The current certificate's number and dates, when issued or delivered; else null. */
  certificateNo: string | null
  issueDate: string | null
  nextDueDate: string | null
}

export type PhoneInstrument = {
  name: string
  model: string | null
  factoryNumber: string | null
  nextDueDate: string | null
}

export type PhoneQueryAnswer = { reports: PhoneReport[]; instruments: PhoneInstrument[] }

/** What decides the state a customer sees: the order's status, the sample's, and its latest report. */
export type SampleStanding = {
  orderStatus: number
  sampleStatus: number
  /** The sample's latest report (highest revision), or null before the order is released. */
  report: { state: number; revoked: boolean; isRevision: boolean } | null
}

/**
 * The state of a sample's report as the customer sees it. A revoked report has its revision opened at once
 * (drafting again): until that revision is issued, the sample shows as revoked. A sample rejected at receipt
 * or a report cancelled before approval will never be issued: voided, as a voided order.
 */
export function publicReportState(standing: SampleStanding): PublicReportState {
  const { orderStatus, sampleStatus, report } = standing
  if (orderStatus === ORDER_STATUS.voided) return 'voided'
  if (orderStatus === ORDER_STATUS.registered || orderStatus === ORDER_STATUS.pendingAudit)
    return 'registered'
  if (sampleStatus === SAMPLE_STATE.abandoned) return 'voided'
  if (!report) return 'testing'
  if (report.state === REPORT_STATE.done) return 'delivered'
  if (report.state === REPORT_STATE.issuing) return 'issued'
  if (report.revoked || report.isRevision) return 'revoked'
  if (report.state === REPORT_STATE.abandoned) return 'voided'
  return 'testing'
}

type ReportRow = {
  order_no: string
  sample_no: string | null
  name: string
  model: string | null
  factory_number: string | null
  order_status: number
  sample_status: number
  report_state: number | null
  revoked: boolean | null
  is_revision: boolean | null
  certificate_no: string | null
  issue_date: string | null
  next_due_date: string | null
}

type InstrumentRow = {
  name: string
  model: string | null
  factory_number: string | null
  next_due_date: string | null
}

/** The phone's reports (newest order first) and its instruments (soonest due first), at most 100 of each. */
export async function findByPhone(db: Db, tenantId: string, phone: string): Promise<PhoneQueryAnswer> {
  return withTenant(db, tenantId, async (tx) => {
    const reportRows = await queryRows<ReportRow>(
      tx,
      sql`
      select o.order_no, s.sample_no, s.name, s.model, s.factory_number,
             o.status::int as order_status, s.status::int as sample_status,
             r.state::int as report_state, r.revoked_at is not null as revoked,
             r.revision_of is not null as is_revision,
             c.certificate_no, c.issue_date::text as issue_date, c.next_due_date::text as next_due_date
      from lab_order o
      join order_sample s on s.tenant_id = o.tenant_id and s.order_id = o.id and s.is_deleted = false
      left join lateral (
        select lr.id, lr.state, lr.revoked_at, lr.revision_of from lab_report lr
        where lr.tenant_id = s.tenant_id and lr.sample_id = s.id and lr.is_deleted = false
        order by lr.revision desc, lr.create_time desc
        limit 1
      ) r on true
      left join certificate_record c
        on c.tenant_id = s.tenant_id and c.report_id = r.id
       and r.state in (${REPORT_STATE.issuing}, ${REPORT_STATE.done})
      where o.tenant_id = ${tenantId} and o.is_deleted = false and (o.mobile = ${phone} or o.phone = ${phone})
      order by o.create_time desc, o.id desc, s.sort, s.id
      limit ${PHONE_QUERY_LIMIT}`,
    )
    const instrumentRows = await queryRows<InstrumentRow>(
      tx,
      sql`
      select i.name, i.model, i.factory_number, i.next_due_date::text as next_due_date
      from crm_customer c
      join crm_instrument i on i.tenant_id = c.tenant_id and i.customer_id = c.id and i.is_deleted = false
      where c.tenant_id = ${tenantId} and c.is_deleted = false and c.phone = ${phone}
      order by i.next_due_date asc nulls last, i.name, i.id
      limit ${PHONE_QUERY_LIMIT}`,
    )
    return {
      reports: reportRows.map((row) => {
        const state = publicReportState({
          orderStatus: Number(row.order_status),
          sampleStatus: Number(row.sample_status),
          report:
            row.report_state === null
              ? null
              : {
                  state: Number(row.report_state),
                  revoked: Boolean(row.revoked),
                  isRevision: Boolean(row.is_revision),
                },
        })
        const issued = state === 'issued' || state === 'delivered'
        return {
          orderNo: row.order_no,
          sampleNo: row.sample_no,
          instrumentName: row.name,
          instrumentModel: row.model,
          factoryNumber: row.factory_number,
          state,
          certificateNo: issued ? row.certificate_no : null,
          issueDate: issued ? row.issue_date : null,
          nextDueDate: issued ? row.next_due_date : null,
        }
      }),
      instruments: instrumentRows.map((row) => ({
        name: row.name,
        model: row.model,
        factoryNumber: row.factory_number,
        nextDueDate: row.next_due_date,
      })),
    }
  })
}
