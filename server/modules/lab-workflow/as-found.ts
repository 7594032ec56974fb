import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/database'

/*
 * As-found findings (调整前超差): certificates whose instrument was found out of tolerance before adjustment.
 * The customer was told at issue; the quality office follows them by customer and month (ISO/IEC 17025
 * 7.8.6: what the customer measured with it since the last calibration may be affected).
 */

export type AsFoundQuery = {
  current: number
  size: number
  /** yyyy-MM: certificates issued that month. */
  month?: string | undefined
  /** Part of the customer's or the instrument's name, or of the certificate number. */
  keyword?: string | undefined
}

export type AsFoundRow = {
  certificateNo: string
  issueDate: string
  /** yyyy-MM of the issue date. */
  month: string
  reportId: string
  customerId: string | null
  customerName: string
  instrumentName: string
  factoryNumber: string | null
  /** The test items with a point out of tolerance as found, in their order. */
  items: string
  /** How many points were out of tolerance as found, and how many of them beyond the guard band too. */
  points: number
  failedPoints: number
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/** The query's reports (alias t) issued with an as-found finding, newest month first, then by customer. */
export async function asFoundPage(
  tx: Tx,
  tenantId: string,
  query: AsFoundQuery,
  /** The reader's data scope over reports (alias t); undefined: all of them. */
  scope: SQL | undefined,
) {
  const month = query.month ? sql`and to_char(cr.issue_date, 'YYYY-MM') = ${query.month}` : sql``
  const keyword = query.keyword
    ? sql`and (o.enter_name ilike ${like(query.keyword)} or cr.instrument_name ilike ${like(query.keyword)}
               or cr.certificate_no ilike ${like(query.keyword)})`
    : sql``
  const found = sql`select t.id as report_id, cr.certificate_no, cr.issue_date, cr.instrument_name,
        cr.factory_number, o.customer_id, o.enter_name,
        string_agg(distinct i.name, '、') as items,
        count(*)::int as points,
        count(*) filter (where p.as_found_verdict = 'fail')::int as failed_points
      from lab_report t
      join certificate_record cr on cr.tenant_id = t.tenant_id and cr.report_id = t.id
      join lab_order o on o.tenant_id = t.tenant_id and o.id = t.order_id
      join test_item i on i.tenant_id = t.tenant_id and i.sample_id = t.sample_id and i.is_deleted = false
      join item_result_point p on p.tenant_id = i.tenant_id and p.item_id = i.id
      where t.tenant_id = ${tenantId} and t.is_deleted = false
        and p.as_found_verdict in ('fail', 'conditionalFail')
        ${month} ${keyword}
        and ${scope ?? sql`true`}
      group by t.id, cr.certificate_no, cr.issue_date, cr.instrument_name, cr.factory_number, o.customer_id,
        o.enter_name`
  const [counted] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from (${found}) f`,
  )
  const rows = await queryRows<AsFoundRow>(
    tx,
    sql`select f.certificate_no as "certificateNo", f.issue_date::text as "issueDate",
          to_char(f.issue_date, 'YYYY-MM') as month, f.report_id as "reportId", f.customer_id as "customerId",
          f.enter_name as "customerName", f.instrument_name as "instrumentName",
          f.factory_number as "factoryNumber", f.items, f.points, f.failed_points as "failedPoints"
        from (${found}) f
        order by month desc, f.enter_name, f.certificate_no
        limit ${query.size} offset ${(query.current - 1) * query.size}`,
  )
  return { records: rows, total: counted?.total ?? 0, current: query.current, size: query.size }
}
