import { sql, type SQL } from 'drizzle-orm'
import { daysBetween } from '@/domain/standards/validity'
import { queryRows, type Tx } from '../../db/database'
import { numberParam, readParams } from '../system/param-values'

export type RecallQuery = {
  current: number
  size: number
  /** Due within this many days (the lab's recall.noticeDays by default); overdue ones are always listed. */
  days?: number | undefined
  /** Part of the customer's or the instrument's name, or of its serial number. */
  keyword?: string | undefined
  customerId?: string | undefined
}

export type RecallRow = {
  instrumentId: string
  name: string
  model: string | null
  factoryNumber: string | null
  /** Dictionary inspection_type: how it is tested (检定, 校准 …), which decides what reception quotes. */
  inspectionType: string | null
  nextDueDate: string
  /** Days left before it falls due; negative: overdue. */
  days: number
  customerId: string
  customerName: string
  contact: string | null
  phone: string | null
  /** Where the customer is, for a pickup: her street address (which names its region), else her region. */
  address: string | null
  /** When the customer was reminded of this due date; null: not yet. */
  remindedAt: string | null
}

/** How long an overdue instrument stays on the list. */
export const OVERDUE_DAYS = 90

const like = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/**
 * The customer instruments falling due within the window or overdue (by three months at most: later than that
 * the customer has most likely had it calibrated elsewhere), soonest first, with whether the customer was
 * reminded: the reception's 到期提醒, from which it books a pickup or makes a quote.
 */
export async function recallPage(
  tx: Tx,
  tenantId: string,
  query: RecallQuery,
  today: string,
  /** The reader's data scope over customer instruments (alias t); undefined: all of them. */
  scope: SQL | undefined,
) {
  const days =
    query.days ??
    numberParam((await readParams(tx, tenantId, ['recall.noticeDays']))['recall.noticeDays'], 30)
  const keyword = query.keyword
    ? sql`and (c.name ilike ${like(query.keyword)} or t.name ilike ${like(query.keyword)}
               or t.factory_number ilike ${like(query.keyword)})`
    : sql``
  const ofCustomer = query.customerId ? sql`and t.customer_id = ${query.customerId}` : sql``
  const where = sql`t.tenant_id = ${tenantId} and t.is_deleted = false
    and t.next_due_date between (${today}::date - ${OVERDUE_DAYS}::int) and (${today}::date + ${days}::int) ${keyword} ${ofCustomer}
    and ${scope ?? sql`true`}`
  const [counted] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from crm_instrument t
        join crm_customer c on c.tenant_id = t.tenant_id and c.id = t.customer_id and c.is_deleted = false
        where ${where}`,
  )
  const rows = await queryRows<Omit<RecallRow, 'days'>>(
    tx,
    sql`select t.id as "instrumentId", t.name, t.model, t.factory_number as "factoryNumber",
          t.inspection_type as "inspectionType", t.next_due_date::text as "nextDueDate",
          c.id as "customerId", c.name as "customerName", c.contact, c.phone,
          coalesce(nullif(c.address, ''), nullif(replace(c.area_code_name, '/', ''), '')) as address,
          m.sent_time as "remindedAt"
        from crm_instrument t
        join crm_customer c on c.tenant_id = t.tenant_id and c.id = t.customer_id and c.is_deleted = false
        left join recall_reminder m on m.tenant_id = t.tenant_id and m.instrument_id = t.id
          and m.due_date = t.next_due_date
        where ${where}
        order by t.next_due_date, t.id
        limit ${query.size} offset ${(query.current - 1) * query.size}`,
  )
  return {
    records: rows.map((row) => ({
      ...row,
      remindedAt: row.remindedAt === null ? null : new Date(row.remindedAt).toISOString(),
      days: daysBetween(today, row.nextDueDate),
    })),
    total: counted?.total ?? 0,
    current: query.current,
    size: query.size,
    days,
  }
}
