import { sql, type SQL } from 'drizzle-orm'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import { UNCLASSIFIED_TAXON, type IncomeGrouping, type IncomePeriod } from '@/domain/billing'
import { OBJECT_STATE } from '@/domain/workflow'
import { amountText, decimalOf } from '@/domain/money/amount'
import { queryRows, type Tx } from '../../../db/database'

export type IncomeFilters = {
  source?: string | undefined
  dept?: string | undefined
  taxon?: string | undefined
  customerId?: string | undefined
}

export type IncomeQuery = { period: IncomePeriod; by: IncomeGrouping } & IncomeFilters

/** One group's figures as the database sums them; key null is the totals row. */
export type IncomeSums = { key: string | null; orders: number; items: number; amount: string }

/** Bills that book income: settled, guaranteed (paid later) or paid. Cancelled and open ones do not. */
const BOOKED = [OBJECT_STATE.settled, OBJECT_STATE.guaranteed, OBJECT_STATE.paid]

/** The value an item is grouped by. Customers first met on site have no record: their name groups them. */
function keyOf(by: IncomeGrouping): SQL {
  switch (by) {
    case 'month':
      return sql`to_char(o.settled_at at time zone ${LAB_TIME_ZONE}, 'YYYY-MM')`
    case 'source':
      return sql`o.income_source`
    case 'dept':
      return sql`coalesce(o.create_dept::text, '')`
    case 'taxon':
      return sql`coalesce(i.taxon, ${UNCLASSIFIED_TAXON})`
    case 'customer':
      return sql`coalesce(o.customer_id::text, 'name:' || o.enter_name)`
  }
}

function filtersOf(query: IncomeQuery): SQL[] {
  const where: SQL[] = []
  if (query.source) where.push(sql`o.income_source = ${query.source}`)
  if (query.dept) where.push(sql`o.create_dept = ${query.dept}::uuid`)
  if (query.customerId) where.push(sql`o.customer_id = ${query.customerId}::uuid`)
  if (query.taxon)
    where.push(query.taxon === UNCLASSIFIED_TAXON ? sql`i.taxon is null` : sql`i.taxon = ${query.taxon}`)
  return where
}

/**
 * Income of a period by one grouping, and the totals (key null): the live items (not deleted, not abandoned)
 * of the bills settled in it, summed in numeric by the database, exactly. Items are first summed per order
 * and key, so an order is counted once in each group it has items in (by category an order may count in
 * several; the totals count it once).
 */
export async function incomeSums(tx: Tx, tenantId: string, query: IncomeQuery): Promise<IncomeSums[]> {
  const conditions = [
    sql`o.tenant_id = ${tenantId}`,
    sql`o.is_deleted = false`,
    sql`o.settled_at >= ${query.period.start.toISOString()}::timestamptz`,
    sql`o.settled_at < ${query.period.end.toISOString()}::timestamptz`,
    sql`o.object_state in (${sql.join(
      BOOKED.map((state) => sql`${state}`),
      sql`, `,
    )})`,
    sql`i.is_deleted = false`,
    sql`i.state <> 0`,
    ...filtersOf(query),
  ]
  const rows = await queryRows<{
    key: string | null
    orders: number | string
    items: number | string
    amount: string
  }>(
    tx,
    sql`with per_order as (
          select ${keyOf(query.by)} as key, o.id as order_id, count(*) as items, sum(i.amount) as amount
          from lab_order o
          join test_item i on i.tenant_id = o.tenant_id and i.order_id = o.id
          where ${sql.join(conditions, sql` and `)}
          group by 1, o.id
        )
        select key, count(distinct order_id) as orders, sum(items) as items,
          coalesce(sum(amount), 0)::text as amount
        from per_order
        group by grouping sets ((key), ())`,
  )
  return rows.map((row) => ({
    key: row.key,
    orders: Number(row.orders),
    items: Number(row.items ?? 0),
    amount: amountText(decimalOf(row.amount)),
  }))
}
