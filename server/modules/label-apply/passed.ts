import { sql, type SQL } from 'drizzle-orm'

/**
 * What makes a certificate one a verification label may rest on, as one SQL condition on a report `r`: it is
 * numbered and not removed, its public record stands valid (not revoked, superseded or under review), none of
 * its sample's measured points failed, and it is not past its due date on `today`. Both the instruments'
 * list for an application and the check of an application's lines use it, so they can never disagree.
 */
export const passedCertificate = (today: string): SQL => sql`(
  r.is_deleted = false and r.report_no is not null
  and exists (
    select 1 from certificate_record cr
    where cr.tenant_id = r.tenant_id and cr.report_id = r.id and cr.standing = 'valid'
      and (cr.next_due_date is null or cr.next_due_date >= ${today}::date)
  )
  and not exists (
    select 1 from test_item i
    join item_result_point p on p.tenant_id = i.tenant_id and p.item_id = i.id
    where i.tenant_id = r.tenant_id and i.sample_id = r.sample_id and i.is_deleted = false
      and p.verdict in ('fail', 'conditionalFail')
  )
)`

/** The report `r` is on a line of a live application other than `except` (a label applied for already). */
export const alreadyApplied = (except: string | null): SQL => sql`exists (
  select 1 from label_apply_item li
  join label_apply la on la.tenant_id = li.tenant_id and la.id = li.apply_id
  where li.tenant_id = r.tenant_id and li.report_id = r.id and li.is_deleted = false
    and la.is_deleted = false and la.status <> 4
    ${except ? sql`and la.id <> ${except}::uuid` : sql``}
)`
