import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'
import { standardsRefusal } from '../problems'

export type ContainmentSummary = {
  id: string
  deviceId: string
  deviceName: string
  deviceSerialNo: string | null
  triggerKind: 'trace' | 'check' | 'repair'
  since: string | null
  foundOn: string
  openedByName: string | null
  createTime: string
  suspects: number
  open: number
  confirmed: number
  revoked: number
}

type SummaryRow = Omit<ContainmentSummary, 'suspects' | 'open' | 'confirmed' | 'revoked' | 'createTime'> & {
  createTime: string | Date
  suspects: number | string
  open: number | string
  confirmed: number | string
  revoked: number | string
}

/**
 * The certificates a containment puts in doubt: issued with the device in its window (directly or not). Both
 * ends bound the certificate_device index range. Written `since is null or issue_date >= since` the lower one
 * was only a filter and the scan read the device's whole history up to the finding; and not with coalesce,
 * which row-level security counts as possibly leaky and keeps out of the index condition (a CASE it lets in).
 */
const inWindow = (alias: string) =>
  sql`${sql.raw(alias)}.tenant_id = k.tenant_id and ${sql.raw(alias)}.device_id = k.device_id
      and ${sql.raw(alias)}.issue_date >= (case when k.since is null then '-infinity'::date else k.since end)
      and ${sql.raw(alias)}.issue_date <= k.found_on`

/** Containments, newest first (of one device when asked), with how many certificates and where they stand. */
export async function containments(
  tx: Tx,
  tenantId: string,
  filter: { id?: string; deviceId?: string } = {},
) {
  const rows = await queryRows<SummaryRow>(
    tx,
    sql`select k.id, k.device_id as "deviceId", d.name as "deviceName", d.serial_no as "deviceSerialNo",
          k.trigger_kind as "triggerKind", k.since::text as since, k.found_on::text as "foundOn",
          k.opened_by_name as "openedByName", k.create_time as "createTime",
          (select count(*) from certificate_device c where ${inWindow('c')}) as suspects,
          (select count(*) from certificate_review r where r.tenant_id = k.tenant_id and r.containment_id = k.id and r.state = 'open') as open,
          (select count(*) from certificate_review r where r.tenant_id = k.tenant_id and r.containment_id = k.id and r.state = 'confirmed') as confirmed,
          (select count(*) from certificate_review r where r.tenant_id = k.tenant_id and r.containment_id = k.id and r.state = 'revoked') as revoked
        from device_containment k
        join standard_device d on d.tenant_id = k.tenant_id and d.id = k.device_id
        where k.tenant_id = ${tenantId}
          ${filter.id ? sql`and k.id = ${filter.id}` : sql``}
          ${filter.deviceId ? sql`and k.device_id = ${filter.deviceId}` : sql``}
        order by k.create_time desc, k.id desc`,
  )
  return rows.map((row): ContainmentSummary => ({
    ...row,
    createTime: new Date(row.createTime).toISOString(),
    suspects: Number(row.suspects),
    open: Number(row.open),
    confirmed: Number(row.confirmed),
    revoked: Number(row.revoked),
  }))
}

export type SuspectCertificate = {
  reportId: string
  certificateNo: string
  customerId: string | null
  customerName: string
  instrumentName: string
  issueDate: string
  standing: 'valid' | 'revoked' | 'superseded' | 'under_review'
  viaStandardName: string | null
  review: { id: string; state: 'open' | 'confirmed' | 'revoked' } | null
}

/** At most this many certificates are listed at once; the total says how many there are. */
export const SUSPECT_LIST_LIMIT = 5_000

/**
 * The suspect list of a containment: every certificate issued with the device (or with a measurement standard
 * it belongs to) from its last good trace to the finding, oldest first, with this containment's review of it.
 * One range of the certificate_device index, whatever the number of certificates the lab has issued.
 */
export async function suspectCertificates(tx: Tx, tenantId: string, containmentId: string) {
  const [containment] = await containments(tx, tenantId, { id: containmentId })
  if (!containment) throw standardsRefusal('containmentMissing', 404)
  const rows = await queryRows<{
    reportId: string
    certificateNo: string
    customerId: string | null
    customerName: string
    instrumentName: string
    issueDate: string
    standing: SuspectCertificate['standing']
    viaStandardName: string | null
    reviewId: string | null
    reviewState: 'open' | 'confirmed' | 'revoked' | null
  }>(
    tx,
    sql`select c.report_id as "reportId", cr.certificate_no as "certificateNo", o.customer_id as "customerId",
          cr.holder as "customerName", cr.instrument_name as "instrumentName", c.issue_date::text as "issueDate",
          cr.standing, ms.name as "viaStandardName", rv.id as "reviewId", rv.state as "reviewState"
        from device_containment k
        join certificate_device c on ${inWindow('c')}
        join certificate_record cr on cr.tenant_id = c.tenant_id and cr.report_id = c.report_id
        join lab_report r on r.tenant_id = c.tenant_id and r.id = c.report_id
        join lab_order o on o.tenant_id = r.tenant_id and o.id = r.order_id
        left join measuring_standard ms on ms.tenant_id = c.tenant_id and ms.id = c.via_standard_id
        -- The containment's reviews read once, the latest of each certificate: looked up per suspect, each
        -- lookup read all of them (the index is by containment), hundreds squared once all are under review.
        left join (
          select distinct on (v.report_id) v.report_id, v.id, v.state from certificate_review v
          where v.tenant_id = ${tenantId} and v.containment_id = ${containmentId}
          order by v.report_id, v.opened_at desc
        ) rv on rv.report_id = c.report_id
        where k.tenant_id = ${tenantId} and k.id = ${containmentId}
        order by c.issue_date, cr.certificate_no
        limit ${SUSPECT_LIST_LIMIT}`,
  )
  const certificates = rows.map(({ reviewId, reviewState, ...row }): SuspectCertificate => ({
    ...row,
    review: reviewId && reviewState ? { id: reviewId, state: reviewState } : null,
  }))
  return { containment, total: containment.suspects, certificates }
}
