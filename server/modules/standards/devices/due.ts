import { sql } from 'drizzle-orm'
import {
  daysBetween,
  deviceUnusable,
  dueBucket,
  type DeviceUnusable,
  type DueBucket,
} from '@/domain/standards/validity'
import { queryRows, type Tx } from '../../../db/database'

/** How far ahead the due list looks. */
const HORIZON_DAYS = 90

/** PLAN_STATUS of plans that no longer carry a device to its trace: completed and cancelled. */
const CLOSED_PLANS = [20, 30]

export type DueRow = {
  id: string
  name: string
  model: string | null
  serialNo: string | null
  validUntil: string
  days: number
  bucket: DueBucket
  status: number
  unusable: DeviceUnusable | null
  custodianName: string | null
  planId: string | null
  planCode: string | null
  planStatus: number | null
}

/**
 * The recall list of the lab's own standards: every device not scrapped that is past due or falls due within
 * 90 days, soonest first, with the open plan it is in and why it cannot be used. Read along the live
 * valid-until index, so its cost follows the devices due, not the size of the register.
 */
export async function dueDevices(tx: Tx, tenantId: string, today: string) {
  const rows = await queryRows<
    Omit<DueRow, 'days' | 'bucket' | 'unusable' | 'status' | 'planStatus'> & {
      status: number | string
      planStatus: number | string | null
    }
  >(
    tx,
    sql`select d.id, d.name, d.model, d.serial_no as "serialNo", d.valid_until::text as "validUntil", d.status,
          u.real_name as "custodianName", pl.plan_id as "planId", pl.code as "planCode", pl.status as "planStatus"
        from standard_device d
        left join app_user u on u.tenant_id = d.tenant_id and u.id = d.custodian_id
        -- The open plan lines read once (no more than the devices planned for), the newest plan's of each
        -- device, and hashed: looked up device by device they cost an index probe for each device due.
        left join (
          select distinct on (l.device_id) l.device_id, l.plan_id, p.code, p.status from trace_plan_line l
          join trace_plan p on p.tenant_id = l.tenant_id and p.id = l.plan_id and p.is_deleted = false
            and p.status not in (${sql.join(
              CLOSED_PLANS.map((status) => sql`${status}`),
              sql`, `,
            )})
          where l.tenant_id = ${tenantId} and l.state in ('planned', 'removal_pending')
          order by l.device_id, p.create_time desc
        ) pl on pl.device_id = d.id
        where d.tenant_id = ${tenantId} and d.is_deleted = false and d.status <> 3
          and d.valid_until <= (${today}::date + ${HORIZON_DAYS}::int)
        order by d.valid_until, d.name`,
  )
  const counts: Record<DueBucket, number> = { overdue: 0, d30: 0, d60: 0, d90: 0 }
  const listed = rows.map((row): DueRow => {
    const status = Number(row.status)
    const bucket = dueBucket(row.validUntil, today) ?? 'd90'
    counts[bucket] += 1
    return {
      ...row,
      status,
      days: daysBetween(today, row.validUntil),
      bucket,
      unusable: deviceUnusable({ status, validUntil: row.validUntil }, today),
      planStatus: row.planStatus === null ? null : Number(row.planStatus),
    }
  })
  return { today, counts, rows: listed }
}
