import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { amountText, decimalOf, sum } from '@/domain/money/amount'
import { OBJECT_STATE } from '@/domain/workflow'
import { queryRows, type Database } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { bookIncome } from '../../server/modules/billing/income/booking'

/**
 * Bills as the income statistic reads them, written straight into the tables: reaching settlement through
 * the workflow takes a dozen requests an order, and what is tested here is what counts once it is there.
 */

export type FixtureItem = {
  amount: string
  taxon?: string | null
  state?: number
  deleted?: boolean
  reduction?: string
}

export type FixtureOrder = {
  objectState: number
  /** ISO instant; null for a bill never settled. */
  settledAt: string | null
  incomeSource?: string
  dept?: string | null
  customerId?: string | null
  enterName?: string
  items: FixtureItem[]
  /** Each sample's sample_settlement (one sample holds all the items). */
  settlement?: number
}

export async function insertBill(
  database: Database,
  tenantId: string,
  order: FixtureOrder,
): Promise<{ id: string; orderNo: string }> {
  const id = uuidv7()
  const orderNo = `IT${id.replace(/-/g, '').slice(-12).toUpperCase()}`
  const sampleId = uuidv7()
  const live = order.items.filter((item) => !item.deleted && item.state !== 0)
  const total = amountText(sum(live.map((item) => decimalOf(item.amount))))
  await queryRows(
    database.db,
    sql`insert into lab_order (tenant_id, id, order_no, enter_name, customer_id, status, object_state, settled_at,
          income_source, create_dept, total)
        values (${tenantId}, ${id}, ${orderNo}, ${order.enterName ?? '测试客户'}, ${order.customerId ?? null},
          300, ${order.objectState}, ${order.settledAt}, ${order.incomeSource ?? '3'}, ${order.dept ?? null},
          ${total})`,
  )
  await queryRows(
    database.db,
    sql`insert into order_sample (tenant_id, id, order_id, name, status, settlement)
        values (${tenantId}, ${sampleId}, ${id}, '压力表', 400, ${order.settlement ?? 1})`,
  )
  for (const [index, item] of order.items.entries())
    await queryRows(
      database.db,
      sql`insert into test_item (tenant_id, id, order_id, sample_id, name, ability_code, state, amount, taxon,
            reduction, is_deleted, sort)
          values (${tenantId}, ${uuidv7()}, ${id}, ${sampleId}, '检定', '2', ${item.state ?? 600}, ${item.amount},
            ${item.taxon ?? null}, ${item.reduction ?? '0'}, ${item.deleted ?? false}, ${index})`,
    )
  // A bill settled as finance settles it books its income then.
  if (order.settledAt && order.objectState >= OBJECT_STATE.settled)
    await withTenant(database.db, tenantId, (tx) => bookIncome(tx, tenantId, [id]))
  return { id, orderNo }
}

export async function idOf(database: Database, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(database.db, query)
  if (!row) throw new Error('fixture: nothing found')
  return row.id
}
