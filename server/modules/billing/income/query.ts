import { sql, type SQL } from 'drizzle-orm'
import type { IncomeGrouping, IncomePeriod } from '@/domain/billing'
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

/** The value a booking is grouped by. Customers first met on site have no record: their name groups them. */
function keyOf(by: IncomeGrouping): SQL {
  switch (by) {
    case 'month':
      return sql`b.month`
    case 'source':
      return sql`b.income_source`
    case 'dept':
      return sql`coalesce(b.dept_id::text, '')`
    case 'taxon':
      return sql`b.taxon`
    case 'customer':
      return sql`b.customer_key`
  }
}

function filtersOf(query: IncomeQuery): SQL[] {
  const where: SQL[] = []
  if (query.source) where.push(sql`b.income_source = ${query.source}`)
  if (query.dept) where.push(sql`b.dept_id = ${query.dept}::uuid`)
  if (query.customerId) where.push(sql`b.customer_key = ${query.customerId}`)
  if (query.taxon) where.push(sql`b.taxon = ${query.taxon}`)
  return where
}

/**
 * Income of a period by one grouping, and the totals (key null): the income booked when bills were settled in
 * it (income_booking, written by income/booking.ts as finance settles; settled, guaranteed and paid bills count,
 * open and cancelled ones do not), summed in numeric by the database, exactly. An order is counted once in each
 * group it has items in (by category an order may count in several; the totals count it once).
 */
export async function incomeSums(tx: Tx, tenantId: string, query: IncomeQuery): Promise<IncomeSums[]> {
  const conditions = [
    sql`b.tenant_id = ${tenantId}`,
    sql`b.settled_at >= ${query.period.start.toISOString()}::timestamptz`,
    sql`b.settled_at < ${query.period.end.toISOString()}::timestamptz`,
    ...filtersOf(query),
  ]
  const rows = await queryRows<{
    key: string | null
    orders: number | string
    items: number | string
    amount: string
  }>(
    tx,
    sql`select ${keyOf(query.by)} as key, count(distinct b.order_id) as orders, sum(b.items) as items,
          coalesce(sum(b.amount), 0)::text as amount
        from income_booking b
        where ${sql.join(conditions, sql` and `)}
        group by grouping sets ((${keyOf(query.by)}), ())`,
  )
  return rows.map((row) => ({
    key: row.key,
    orders: Number(row.orders),
    items: Number(row.items ?? 0),
    amount: amountText(decimalOf(row.amount)),
  }))
}
