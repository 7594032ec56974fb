import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'

/** PLAN_STATUS of plans being carried out: in progress, or with a removal under audit. */
const CARRIED_OUT = [15, 25]

/** The lines of plans being carried out that still wait for this device's trace result. */
export async function openPlanLines(tx: Tx, tenantId: string, deviceId: string) {
  return queryRows<{ lineId: string; planCode: string; plannedDate: string }>(
    tx,
    sql`select l.id as "lineId", p.code as "planCode", l.planned_date::text as "plannedDate"
        from trace_plan_line l
        join trace_plan p on p.tenant_id = l.tenant_id and p.id = l.plan_id and p.is_deleted = false
        where l.tenant_id = ${tenantId} and l.device_id = ${deviceId} and l.state = 'planned'
          and p.status in (${sql.join(
            CARRIED_OUT.map((status) => sql`${status}`),
            sql`, `,
          )})
        order by l.planned_date`,
  )
}
