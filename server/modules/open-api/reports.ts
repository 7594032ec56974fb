import { sql, type SQL } from 'drizzle-orm'
import { CUSTOMER_LINK } from '@/domain/resources'
import { REPORT_STATE } from '@/domain/workflow'
import { queryRows, type Tx } from '../../db/database'
import { toPage, type Page } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { labOrigin } from '../lab-workflow/report-document'

/*
 * The certificates a lab issued, as a third system sees them for one of its users: those of the orders the
 * user registered (or, for a customer's account, those of the customer it is linked to), and/or of the orders
 * registered with a phone number. Every parameter given narrows; none given is refused, so an app never
 * reads the lab's whole register by leaving them out.
 */

export type ReportQuery = {
  /** The lab user's id. */
  createUser?: string | undefined
  /** The lab user's account (登录账号). */
  createUserCode?: string | undefined
  /** A mobile or phone number the orders were registered with. */
  createUserPhone?: string | undefined
}

export type OpenReport = {
  certificateNo: string
  orderNo: string
  sampleNo: string | null
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  /** The customer of the order (委托单位). */
  customerName: string
  issueDate: string
  nextDueDate: string | null
  conclusion: string
  /** The certificate's standing on its public verification record. */
  state: 'valid' | 'revoked' | 'superseded' | 'under_review'
  supersededBy: string | null
  /** Handed over to the customer (report state 1000). */
  delivered: boolean
  /** Hex SHA-256 of the issued PDF. */
  pdfSha256: string
  /** The public verification page of the certificate; the check code printed on it completes the check. */
  verificationUrl: string
}

type Row = {
  certificate_no: string
  order_no: string
  sample_no: string | null
  instrument_name: string
  instrument_model: string | null
  factory_number: string | null
  customer_name: string
  issue_date: string
  next_due_date: string | null
  conclusion: string
  standing: OpenReport['state']
  superseded_by: string | null
  delivered: boolean
  pdf_sha256: string
}

/** The orders the query names, as a condition on `o` (lab_order). */
function ordersOf(tenantId: string, query: ReportQuery): SQL {
  const parts: SQL[] = []
  if (query.createUser || query.createUserCode) {
    const byId = query.createUser ? sql` and u.id::text = ${query.createUser}` : sql``
    const byAccount = query.createUserCode ? sql` and u.account = ${query.createUserCode}` : sql``
    parts.push(sql`exists (
      select 1 from app_user u
      left join customer_account ca on ca.tenant_id = u.tenant_id and ca.user_id = u.id
        and ca.is_deleted = false and ca.link_state = ${CUSTOMER_LINK.linked}
      where u.tenant_id = ${tenantId} and u.is_deleted = false${byId}${byAccount}
        and (o.create_user = u.id or o.customer_id = ca.customer_id))`)
  }
  if (query.createUserPhone)
    parts.push(sql`(o.mobile = ${query.createUserPhone} or o.phone = ${query.createUserPhone})`)
  return sql.join(parts, sql` and `)
}

export async function pageOpenReports(
  tx: Tx,
  tenantId: string,
  query: ReportQuery,
  paging: { current: number; size: number },
  requestOrigin: string,
): Promise<Page<OpenReport>> {
  if (!query.createUser && !query.createUserCode && !query.createUserPhone)
    throw new AppError(400, 'openApi.userRequired')
  const from = sql`
    from certificate_record c
    join lab_report r on r.tenant_id = c.tenant_id and r.id = c.report_id and r.is_deleted = false
    join lab_order o on o.tenant_id = r.tenant_id and o.id = r.order_id and o.is_deleted = false
    left join order_sample s on s.tenant_id = r.tenant_id and s.id = r.sample_id
    where c.tenant_id = ${tenantId} and ${ordersOf(tenantId, query)}`
  const [counted] = await queryRows<{ total: number | string }>(tx, sql`select count(*) as total ${from}`)
  const total = Number(counted?.total ?? 0)
  const offset = (paging.current - 1) * paging.size
  const rows =
    offset >= total
      ? []
      : await queryRows<Row>(
          tx,
          sql`select c.certificate_no, o.order_no, s.sample_no, c.instrument_name, c.instrument_model,
            c.factory_number, o.enter_name as customer_name, c.issue_date::text as issue_date,
            c.next_due_date::text as next_due_date, c.conclusion, c.standing, c.superseded_by,
            r.state = ${REPORT_STATE.done} as delivered, c.pdf_sha256
          ${from}
          order by c.issue_date desc, c.certificate_no desc
          limit ${paging.size} offset ${offset}`,
        )
  const origin = rows.length > 0 ? await labOrigin(tx, tenantId, requestOrigin) : requestOrigin
  const records = rows.map((row): OpenReport => {
    const url = new URL('/certificateFalsification', origin)
    url.searchParams.set('tenantId', tenantId)
    url.searchParams.set('no', row.certificate_no)
    return {
      certificateNo: row.certificate_no,
      orderNo: row.order_no,
      sampleNo: row.sample_no,
      instrumentName: row.instrument_name,
      instrumentModel: row.instrument_model,
      factoryNumber: row.factory_number,
      customerName: row.customer_name,
      issueDate: row.issue_date.slice(0, 10),
      nextDueDate: row.next_due_date?.slice(0, 10) ?? null,
      conclusion: row.conclusion,
      state: row.standing,
      supersededBy: row.superseded_by,
      delivered: row.delivered === true || String(row.delivered) === 'true' || String(row.delivered) === 't',
      pdfSha256: row.pdf_sha256,
      verificationUrl: url.toString(),
    }
  })
  return toPage(records, total, paging.current, paging.size)
}
