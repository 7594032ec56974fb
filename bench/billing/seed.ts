import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '../../server/db/database'

/**
 * The billing bench's data, generated inside the database (INSERT … SELECT FROM generate_series, a batch of
 * orders a statement): `orders` bills settled over three years, each with one sample and `itemsPerOrder`
 * priced test items. As in a lab, a customer's orders go to one department and mostly one income source (six
 * customers in ten are 委托检验), and an order's items fall in one or two charge categories (a few in none). About 5 % of the orders are still open and 5 % cancelled, and
 * 5 % of the items abandoned: the statistic must skip them. Then `batchCustomers` customers with
 * `batchOrders` open bills each, to settle in one action. Every value is a function of the row's number.
 */
export type BillingSeedOptions = {
  tenantId: string
  orders: number
  itemsPerOrder: number
  customers: number
  batchCustomers: number
  batchOrders: number
  /** The first month of the three years, 'YYYY-MM'. */
  firstMonth: string
  log: (message: string) => void
}

export type BillingSeed = {
  orders: number
  items: number
  batchCustomerIds: string[]
  seedMs: number
}

/** Ids of the bench's rows: a fixed prefix and the row number in the last 12 hex digits. */
const PREFIX = {
  customer: 'b111c000-0000-4000-8000-',
  order: 'b1110000-0000-4000-8000-',
  sample: 'b1115000-0000-4000-8000-',
  item: 'b111e000-0000-4000-8000-',
}

const idSql = (prefix: string, n: ReturnType<typeof sql>) =>
  sql`(${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`

/** Orders per statement: 20,000 orders carry 100,000 items. */
const BATCH = 20_000

export async function seedBilling(database: Database, options: BillingSeedOptions): Promise<BillingSeed> {
  const { tenantId, log } = options
  const started = performance.now()
  const db = database.db
  const depts = (
    await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from dept where tenant_id = ${tenantId} order by sort, id`,
    )
  ).map((row) => row.id)
  const allCustomers = options.customers + options.batchCustomers
  await queryRows(
    db,
    sql`insert into crm_customer (tenant_id, id, name)
        select ${tenantId}, ${idSql(PREFIX.customer, sql`n`)}, '基准客户' || lpad(n::text, 5, '0')
        from generate_series(1::bigint, ${allCustomers}::bigint) as n`,
  )
  log(`${allCustomers} customers`)
  const [first] = await queryRows<{ start: string }>(
    db,
    sql`select ((${options.firstMonth} || '-01')::timestamp at time zone 'Asia/Shanghai')::text as start`,
  )
  const start = first?.start ?? ''
  // Minutes in three years of 365 days: settlement instants spread evenly over them.
  const span = 3 * 365 * 24 * 60
  const deptArray = sql`${sql.param(depts)}::uuid[]`
  const insertOrders = async (from: number, to: number, batch: boolean) => {
    const customerNo = batch
      ? sql`(${options.customers}::bigint + 1 + (n - ${from}::bigint) / ${options.batchOrders}::bigint)`
      : sql`(1 + (n * 7919) % ${options.customers})`
    const customer = idSql(PREFIX.customer, customerNo)
    // 90 % settled (a third each settled, guaranteed, paid), 5 % open, 5 % cancelled.
    const state = batch
      ? sql`100`
      : sql`case when n % 20 = 0 then 100 when n % 20 = 1 then 0 else (array[200, 300, 400])[1 + n % 3] end`
    await queryRows(
      db,
      sql`insert into lab_order (tenant_id, id, order_no, enter_name, customer_id, status, object_state, settled_at,
            income_source, create_dept, create_time)
          select ${tenantId}, ${idSql(PREFIX.order, sql`n`)}, 'BN' || lpad(n::text, 9, '0'),
            '基准客户', ${customer}, 1000, ${state},
            case when ${state} in (200, 300, 400) or (${state} = 0 and n % 40 = 1)
              then ${start}::timestamptz + ((n * 104729) % ${span}) * interval '1 minute' end,
            case when ${customerNo} % 10 < 6 then '3' else ((${customerNo} * 31) % 8 + 1)::text end,
            (${deptArray})[1 + (${customerNo} * 13) % ${depts.length}],
            ${start}::timestamptz + ((n * 104729) % ${span}) * interval '1 minute'
          from generate_series(${from}::bigint, ${to}::bigint) as n`,
    )
    await queryRows(
      db,
      sql`insert into order_sample (tenant_id, id, order_id, name, status, settlement)
          select ${tenantId}, ${idSql(PREFIX.sample, sql`n`)}, ${idSql(PREFIX.order, sql`n`)}, '压力表', 400,
            case when ${state} = 0 then 0 else 1 end
          from generate_series(${from}::bigint, ${to}::bigint) as n`,
    )
    const per = options.itemsPerOrder
    await queryRows(
      db,
      sql`insert into test_item (tenant_id, id, order_id, sample_id, name, ability_code, state, amount, taxon, sort)
          select ${tenantId}, ${idSql(PREFIX.item, sql`m`)}, ${idSql(PREFIX.order, sql`n`)},
            ${idSql(PREFIX.sample, sql`n`)}, '检定', '2', case when m % 20 = 7 then 0 else 600 end,
            ((m * 7727) % 200000 + 2000) / 100.0,
            case when m % 50 = 3 then null else ((n * 17 + (k % 3 = 2)::int) % 14 + 1)::text end, m % ${per}
          from generate_series(${from}::bigint, ${to}::bigint) as n, generate_series(0, ${per - 1}) as k,
            lateral (select (n - 1) * ${per} + k + 1 as m) as item`,
    )
    // Fresh statistics, or the planner takes the first batch's tables for empty and joins them row by row.
    await queryRows(db, sql`analyze lab_order, test_item`)
    await queryRows(
      db,
      sql`update lab_order o set total = t.total
          from (select order_id, sum(amount) as total from test_item
                where tenant_id = ${tenantId} and order_id between ${idSql(PREFIX.order, sql`${from}::bigint`)}
                  and ${idSql(PREFIX.order, sql`${to}::bigint`)} and state <> 0 group by order_id) t
          where o.tenant_id = ${tenantId} and o.id = t.order_id`,
    )
    // The income the settled bills booked when finance settled them (server/modules/billing/income/booking.ts).
    await queryRows(
      db,
      sql`insert into income_booking (tenant_id, order_id, taxon, settled_at, month, income_source, dept_id,
            customer_key, items, amount)
          select o.tenant_id, o.id, coalesce(i.taxon, 'none'), o.settled_at,
            to_char(o.settled_at at time zone 'Asia/Shanghai', 'YYYY-MM'), o.income_source, o.create_dept,
            coalesce(o.customer_id::text, 'name:' || o.enter_name), count(*), sum(i.amount)
          from lab_order o join test_item i on i.tenant_id = o.tenant_id and i.order_id = o.id
          where o.tenant_id = ${tenantId} and o.object_state in (200, 300, 400)
            and o.id between ${idSql(PREFIX.order, sql`${from}::bigint`)} and ${idSql(PREFIX.order, sql`${to}::bigint`)}
            and i.is_deleted = false and i.state <> 0
          group by o.tenant_id, o.id, 3`,
    )
  }
  for (let from = 1; from <= options.orders; from += BATCH) {
    const to = Math.min(options.orders, from + BATCH - 1)
    await insertOrders(from, to, false)
    log(`orders ${to} / ${options.orders}`)
  }
  const batchFrom = options.orders + 1
  const batchTo = options.orders + options.batchCustomers * options.batchOrders
  await insertOrders(batchFrom, batchTo, true)
  log(`${batchTo - batchFrom + 1} open bills of ${options.batchCustomers} customers, to settle in one action`)
  await queryRows(db, sql`vacuum analyze lab_order`)
  await queryRows(db, sql`vacuum analyze order_sample`)
  await queryRows(db, sql`vacuum analyze test_item`)
  await queryRows(db, sql`vacuum analyze income_booking`)
  const batchCustomerIds = Array.from(
    { length: options.batchCustomers },
    (_, i) => `${PREFIX.customer}${(options.customers + 1 + i).toString(16).padStart(12, '0')}`,
  )
  return {
    orders: batchTo,
    items: batchTo * options.itemsPerOrder,
    batchCustomerIds,
    seedMs: performance.now() - started,
  }
}

/** The open bills of one customer, as the page lists them before finance selects them all. */
export async function openBillsOf(
  database: Database,
  tenantId: string,
  customerId: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select id::text as id from lab_order
        where tenant_id = ${tenantId} and customer_id = ${customerId}::uuid and object_state = 100 order by id`,
  )
  return rows.map((row) => row.id)
}
