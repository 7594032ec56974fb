import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database } from '../../server/db/database'

/**
 * The standards bench's data, generated inside the database (INSERT … SELECT FROM generate_series, a batch of
 * certificates a statement). `devices` standard devices, valid until a day spread from a month overdue to a
 * year ahead, 2 % scrapped and 1 % removed, a third of those falling due in a traceability plan (some plans
 * closed). `certificates` issued certificates over three years, in that order (the certificate number grows
 * with the day), five to an order, each with its report and sample: each rests on one of the first
 * `directDevices` devices, and one in forty also on a measurement standard of five of the next devices (ten
 * standards), so every device used carries about two thousand certificates in its lifetime. Then the
 * containments measured: windows of four to twelve months ending in the last two months, some on devices of a
 * standard, some with every suspect under review, and some without a last good trace (the whole lifetime).
 * Every value is a function of the row's number.
 */
export type StandardsSeedOptions = {
  tenantId: string
  certificates: number
  devices: number
  directDevices: number
  /** The day the three years of certificates end, 'YYYY-MM-DD' (the bench's today). */
  lastDay: string
  log: (message: string) => void
}

export type ContainmentCase = 'window' | 'reviewed' | 'lifetime'

export type StandardsSeed = {
  /** Row counts as written, by table. */
  rows: Record<string, number>
  containments: { id: string; case: ContainmentCase; suspects: number }[]
  /** A certificate_record key, for the primary-key baseline. */
  someReportId: string
  seedMs: number
}

const PREFIX = {
  order: 'b5a10000-0000-4000-8000-',
  sample: 'b5a15000-0000-4000-8000-',
  report: 'b5a1a000-0000-4000-8000-',
  device: 'b5a1d000-0000-4000-8000-',
  standard: 'b5a1b000-0000-4000-8000-',
  plan: 'b5a1c000-0000-4000-8000-',
  line: 'b5a1e000-0000-4000-8000-',
  containment: 'b5a1f000-0000-4000-8000-',
  trigger: 'b5a17000-0000-4000-8000-',
}

const idSql = (prefix: string, n: SQL) => sql`(${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`
const idOf = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(12, '0')}`

/** Certificates per statement. */
const BATCH = 100_000
const DAYS = 3 * 365
const STANDARDS = 10
const PER_STANDARD = 5
/** One certificate in this many also used a measurement standard. */
const STANDARD_EVERY = 40
const PLANS = 40

export async function seedStandards(
  database: Database,
  options: StandardsSeedOptions,
): Promise<StandardsSeed> {
  const { tenantId, log, certificates: total } = options
  const started = performance.now()
  const db = database.db
  const run = (query: SQL) => queryRows(db, query)
  const users = (
    await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from app_user where tenant_id = ${tenantId} and is_deleted = false order by account`,
    )
  ).map((row) => row.id)
  const userArray = sql`${sql.param(users)}::uuid[]`
  const firstDay = sql`(${options.lastDay}::date - ${DAYS - 1}::int)`

  // The register: valid-until from 30 days overdue to 365 ahead.
  await run(
    sql`insert into standard_device (tenant_id, id, name, model, serial_no, certificate_no, valid_until, status,
          is_deleted, measurand, custodian_id, last_trace_date, verification_cycle)
        select ${tenantId}, ${idSql(PREFIX.device, sql`n`)}, '基准标准器' || lpad(n::text, 5, '0'), 'BM-' || (n % 37),
          'BSN' || lpad(n::text, 6, '0'), 'BC' || lpad(n::text, 6, '0'),
          ${options.lastDay}::date - 30 + ((n * 7919) % 396)::int,
          case when n % 50 = 7 then 3 else 1 end, n % 100 = 13, '5',
          (${userArray})[1 + n % ${users.length}],
          ${options.lastDay}::date - 30 + ((n * 7919) % 396)::int - 365, '12'
        from generate_series(1::bigint, ${options.devices}::bigint) as n`,
  )
  await run(
    sql`insert into measuring_standard (tenant_id, id, name, kind, certificate_no, valid_until, abilities)
        select ${tenantId}, ${idSql(PREFIX.standard, sql`s`)}, '基准标准装置' || s, 4, '[2024]基准' || s,
          '2099-12-31', '示值误差'
        from generate_series(1::bigint, ${STANDARDS}::bigint) as s`,
  )
  await run(
    sql`insert into measuring_standard_device (tenant_id, standard_id, device_id)
        select ${tenantId}, ${idSql(PREFIX.standard, sql`s`)},
          ${idSql(PREFIX.device, sql`(${options.directDevices}::bigint + (s - 1) * ${PER_STANDARD} + k)`)}
        from generate_series(1::bigint, ${STANDARDS}::bigint) as s, generate_series(1, ${PER_STANDARD}) as k`,
  )
  // Plans: the later ones in progress, every fourth closed (completed or cancelled) still listing its lines.
  await run(
    sql`insert into trace_plan (tenant_id, id, code, name, period_start, period_end, status, author_id, create_time)
        select ${tenantId}, ${idSql(PREFIX.plan, sql`p`)}, 'SJBM' || lpad(p::text, 4, '0'), '基准溯源计划' || p,
          ${options.lastDay}::date - 30, ${options.lastDay}::date + 90,
          case when p % 4 = 0 then 20 + 10 * (p % 8 / 4) else 15 end, (${userArray})[1],
          now() - (${PLANS}::int - p) * interval '1 day'
        from generate_series(1::bigint, ${PLANS}::bigint) as p`,
  )
  await run(
    sql`insert into trace_plan_line (tenant_id, id, plan_id, device_id, planned_date, state)
        select ${tenantId}, ${idSql(PREFIX.line, sql`n`)}, ${idSql(PREFIX.plan, sql`(1 + n % ${PLANS})`)},
          d.id, d.valid_until, case when n % 10 = 0 then 'traced' else 'planned' end
        from generate_series(1::bigint, ${options.devices}::bigint) as n
        join standard_device d on d.tenant_id = ${tenantId} and d.id = ${idSql(PREFIX.device, sql`n`)}
        where n % 3 = 0 and d.valid_until <= ${options.lastDay}::date + 90`,
  )
  log(`${options.devices} devices, ${STANDARDS} measurement standards, ${PLANS} plans`)

  const orders = Math.ceil(total / 5)
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1)
    const range = sql`generate_series(${from}::bigint, ${to}::bigint) as m`
    const orderNo = sql`(1 + (m - 1) / 5)`
    const issueDate = sql`(${firstDay} + ((m - 1) * ${DAYS}::bigint / ${total}::bigint)::int)`
    await run(
      sql`insert into lab_order (tenant_id, id, order_no, enter_name, status, object_state)
          select ${tenantId}, ${idSql(PREFIX.order, orderNo)}, 'BZ' || lpad(${orderNo}::text, 9, '0'),
            '基准客户' || (${orderNo} % 997), 1000, 400
          from ${range} where (m - 1) % 5 = 0`,
    )
    await run(
      sql`insert into order_sample (tenant_id, id, order_id, name, status, sort)
          select ${tenantId}, ${idSql(PREFIX.sample, sql`m`)}, ${idSql(PREFIX.order, orderNo)}, '压力表', 1000,
            ((m - 1) % 5)::int
          from ${range}`,
    )
    await run(
      sql`insert into lab_report (tenant_id, id, order_id, sample_id, state, report_no, approved_at)
          select ${tenantId}, ${idSql(PREFIX.report, sql`m`)}, ${idSql(PREFIX.order, orderNo)},
            ${idSql(PREFIX.sample, sql`m`)}, 1000, 'JZ' || lpad(m::text, 9, '0'), ${issueDate}::timestamptz
          from ${range}`,
    )
    await run(
      sql`insert into certificate_record (tenant_id, report_id, certificate_no, check_code_hash, holder,
            instrument_name, issue_date, conclusion, pdf_sha256)
          select ${tenantId}, ${idSql(PREFIX.report, sql`m`)}, 'JZ' || lpad(m::text, 9, '0'), md5(m::text),
            '基准客户' || (${orderNo} % 997), '一般压力表', ${issueDate}, '合格', md5(m::text)
          from ${range}`,
    )
    // Directly: one device of the first `directDevices`, spread; through a standard: its five devices.
    await run(
      sql`insert into certificate_device (tenant_id, device_id, report_id, issue_date, via_standard_id)
          select ${tenantId}, ${idSql(PREFIX.device, sql`(1 + (m * 7919) % ${options.directDevices})`)},
            ${idSql(PREFIX.report, sql`m`)}, ${issueDate}, null
          from ${range}
          union all
          select ${tenantId},
            ${idSql(PREFIX.device, sql`(${options.directDevices}::bigint + (s - 1) * ${PER_STANDARD} + k)`)},
            ${idSql(PREFIX.report, sql`m`)}, ${issueDate}, ${idSql(PREFIX.standard, sql`s`)}
          from ${range}, lateral (select 1 + (m / ${STANDARD_EVERY}) % ${STANDARDS} as s) as used,
            generate_series(1, ${PER_STANDARD}) as k
          where m % ${STANDARD_EVERY} = 0`,
    )
    log(`certificates ${to} / ${total}`)
  }

  // The containments measured: windows on direct devices (some with every suspect reviewed), windows on
  // devices of a standard, and a few without a last good trace.
  const plan: { case: ContainmentCase; device: number; since: number | null; foundAgo: number }[] = []
  for (let i = 0; i < 10; i++)
    plan.push({
      case: 'window',
      device: i < 8 ? 1 + ((i * 53) % options.directDevices) : options.directDevices + 1 + (i - 8) * 7,
      since: 120 + ((i * 37) % 245),
      foundAgo: (i * 11) % 60,
    })
  for (let i = 0; i < 6; i++)
    plan.push({ case: 'reviewed', device: 5 + i * 61, since: 180 + i * 30, foundAgo: i * 7 })
  for (let i = 0; i < 4; i++) plan.push({ case: 'lifetime', device: 11 + i * 97, since: null, foundAgo: i })
  const containmentIds = plan.map((_, i) => idOf(PREFIX.containment, i + 1))
  await run(
    sql`insert into device_containment (tenant_id, id, device_id, trigger_kind, trigger_id, since, found_on,
          opened_by)
        values ${sql.join(
          plan.map(
            (k, i) =>
              sql`(${tenantId}, ${containmentIds[i]}::uuid, ${idOf(PREFIX.device, k.device)}::uuid, 'check',
                ${idOf(PREFIX.trigger, i + 1)}::uuid,
                (${k.since === null ? null : sql`${options.lastDay}::date - ${k.foundAgo + k.since}::int`})::date,
                ${options.lastDay}::date - ${k.foundAgo}::int, ${users[0]}::uuid)`,
          ),
          sql`, `,
        )}`,
  )
  // The quality manager put every suspect of the 'reviewed' containments under review; a third since closed.
  await run(
    sql`insert into certificate_review (tenant_id, id, containment_id, report_id, certificate_no, customer_name,
          state, opened_by)
        select k.tenant_id, gen_random_uuid(), k.id, c.report_id, cr.certificate_no, cr.holder,
          (array['open', 'confirmed', 'revoked'])[1 + (row_number() over (order by c.report_id))::int % 3],
          k.opened_by
        from device_containment k
        join certificate_device c on c.tenant_id = k.tenant_id and c.device_id = k.device_id
          and (k.since is null or c.issue_date >= k.since) and c.issue_date <= k.found_on
        join certificate_record cr on cr.tenant_id = c.tenant_id and cr.report_id = c.report_id
        where k.tenant_id = ${tenantId}
          and k.id in (${sql.join(
            plan.flatMap((k, i) => (k.case === 'reviewed' ? [sql`${containmentIds[i]}::uuid`] : [])),
            sql`, `,
          )})`,
  )
  for (const table of [
    'standard_device',
    'trace_plan_line',
    'lab_order',
    'order_sample',
    'lab_report',
    'certificate_record',
    'certificate_device',
    'certificate_review',
    'device_containment',
  ])
    await run(sql`vacuum analyze ${sql.identifier(table)}`)

  const counts = await queryRows<Record<string, string>>(
    db,
    sql`select
          (select count(*) from standard_device where tenant_id = ${tenantId})::text as standard_device,
          (select count(*) from trace_plan_line where tenant_id = ${tenantId})::text as trace_plan_line,
          (select count(*) from lab_order where tenant_id = ${tenantId})::text as lab_order,
          (select count(*) from lab_report where tenant_id = ${tenantId})::text as lab_report,
          (select count(*) from certificate_record where tenant_id = ${tenantId})::text as certificate_record,
          (select count(*) from certificate_device where tenant_id = ${tenantId})::text as certificate_device,
          (select count(*) from certificate_review where tenant_id = ${tenantId})::text as certificate_review`,
  )
  const rows = Object.fromEntries(Object.entries(counts[0] ?? {}).map(([table, n]) => [table, Number(n)]))
  const suspects = await queryRows<{ id: string; n: string }>(
    db,
    sql`select k.id::text as id, count(c.report_id)::text as n from device_containment k
        left join certificate_device c on c.tenant_id = k.tenant_id and c.device_id = k.device_id
          and (k.since is null or c.issue_date >= k.since) and c.issue_date <= k.found_on
        where k.tenant_id = ${tenantId} group by k.id`,
  )
  const suspectsOf = new Map(suspects.map((row) => [row.id, Number(row.n)]))
  log(`${orders} orders, ${total} certificates, ${rows.certificate_device ?? '?'} certificate_device rows`)
  return {
    rows,
    containments: plan.map((k, i) => ({
      id: containmentIds[i]!,
      case: k.case,
      suspects: suspectsOf.get(containmentIds[i]!) ?? 0,
    })),
    someReportId: idOf(PREFIX.report, Math.ceil(total / 2)),
    seedMs: performance.now() - started,
  }
}
