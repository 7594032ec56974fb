import { sql } from 'drizzle-orm'
import { UNCLASSIFIED_TAXON } from '@/domain/billing'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import type { Tx } from '../../../db/database'

/**
 * Books the income of bills just settled (income_booking): per order and charge category, what its live items
 * come to, in the lab's month of its settlement, with its income source, department and customer. Called in
 * the settling transaction, after the orders' settled_at is written; an order booked already is left as it is.
 */
export async function bookIncome(tx: Tx, tenantId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return
  await tx.execute(sql`
    insert into income_booking (tenant_id, order_id, taxon, settled_at, month, income_source, dept_id,
      customer_key, items, amount)
    select o.tenant_id, o.id, coalesce(i.taxon, ${UNCLASSIFIED_TAXON}), o.settled_at,
      to_char(o.settled_at at time zone ${LAB_TIME_ZONE}, 'YYYY-MM'), o.income_source, o.create_dept,
      coalesce(o.customer_id::text, 'name:' || o.enter_name), count(*), sum(i.amount)
    from lab_order o
    join test_item i on i.tenant_id = o.tenant_id and i.order_id = o.id
    where o.tenant_id = ${tenantId}
      and o.id in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and o.settled_at is not null and i.is_deleted = false and i.state <> 0
    group by o.tenant_id, o.id, 3
    on conflict (tenant_id, order_id, taxon) do nothing`)
}

/** Takes back the income of a bill whose settlement is undone: it is booked again when it is settled again. */
export async function unbookIncome(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  await tx.execute(
    sql`delete from income_booking where tenant_id = ${tenantId} and order_id = ${orderId}::uuid`,
  )
}
