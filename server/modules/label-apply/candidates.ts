import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { instruments } from '@/domain/resources'
import { queryRows, type Tx } from '../../db/database'
import { toPage, type Page } from '../../http/envelope'
import { dataScopeSql } from '../../access/data-scope'
import type { Actor } from '../../access/actor'
import { alreadyApplied, passedCertificate } from './passed'

export const candidateQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(50),
  /** The search bar's exact-match box: the keyword equals a name, factory number or certificate number. */
  precise: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /** The instrument's inspection type (dictionary inspection_type), e.g. 1 verification. */
  testType: z.string().max(8).optional(),
})

export const candidateBody = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    customerId: z.uuid().optional(),
  })
  .optional()

export const candidateAnswer = z.object({
  instrumentId: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  inspectionType: z.string().nullable(),
  customerId: z.string(),
  customerName: z.string(),
  reportId: z.string(),
  certificateNo: z.string(),
  issueDate: z.string(),
  validUntil: z.string().nullable(),
})
export type Candidate = z.infer<typeof candidateAnswer>

type Filters = z.infer<typeof candidateQuery> & NonNullable<z.infer<typeof candidateBody>>

/**
 * The instruments a label may be applied for (POST …/crm/instruments/listPageForOrder): those the caller
 * reads (a customer her own only) whose latest certificate passed and is not on a live application yet, each
 * with that certificate. `codes` are the route's grants, which decide the caller's data scope.
 */
export async function candidatePage(
  tx: Tx,
  actor: Actor,
  codes: readonly string[],
  filters: Filters,
  today: string,
): Promise<Page<Candidate>> {
  const conditions: SQL[] = [sql`t.tenant_id = ${actor.tenantId}`, sql`t.is_deleted = false`]
  const scope = dataScopeSql(actor, instruments, codes)
  if (scope) conditions.push(scope)
  if (filters.customerId) conditions.push(sql`t.customer_id = ${filters.customerId}::uuid`)
  if (filters.testType) conditions.push(sql`t.inspection_type = ${filters.testType}`)
  if (filters.keyword) {
    const [cmp, value] = filters.precise
      ? [sql`=`, filters.keyword]
      : [sql`ilike`, `%${filters.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]
    conditions.push(
      sql`(t.name ${cmp} ${value} or t.factory_number ${cmp} ${value} or x.certificate_no ${cmp} ${value})`,
    )
  }
  const from = sql`
    from crm_instrument t
    join crm_customer c on c.tenant_id = t.tenant_id and c.id = t.customer_id
    join lateral (
      select r.id as report_id, r.report_no as certificate_no, cr.issue_date, cr.next_due_date
      from order_sample s
      join lab_report r on r.tenant_id = s.tenant_id and r.sample_id = s.id
      join certificate_record cr on cr.tenant_id = r.tenant_id and cr.report_id = r.id
      where s.tenant_id = t.tenant_id and s.instrument_id = t.id and s.is_deleted = false
        and ${passedCertificate(today)} and not ${alreadyApplied(null)}
      order by cr.issue_date desc, r.approved_at desc nulls last
      limit 1
    ) x on true
    where ${sql.join(conditions, sql` and `)}`
  const [counted] = await queryRows<{ total: number | string }>(tx, sql`select count(*) as total ${from}`)
  const total = Number(counted?.total ?? 0)
  const rows = await queryRows<Candidate>(
    tx,
    sql`select t.id as "instrumentId", t.name, t.model, t.factory_number as "factoryNumber",
          t.inspection_type as "inspectionType", t.customer_id as "customerId", c.name as "customerName",
          x.report_id as "reportId", x.certificate_no as "certificateNo",
          to_char(x.issue_date, 'YYYY-MM-DD') as "issueDate",
          to_char(x.next_due_date, 'YYYY-MM-DD') as "validUntil"
        ${from}
        order by x.issue_date desc, t.id
        limit ${filters.size} offset ${(filters.current - 1) * filters.size}`,
  )
  return toPage(rows, total, filters.current, filters.size)
}
