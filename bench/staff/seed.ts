import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database } from '../../server/db/database'

/**
 * The competence matrix bench's lab, generated inside the database (INSERT … SELECT FROM generate_series):
 * `people` users with staff records spread over ten departments under the lab's root, `items` distinct test
 * item names across ability codes 1–4, and each person authorised for 20 to 60 of them. Most authorisations
 * rest on one of her three certificates, which list the items they cover one per line (some certificates
 * expired, some expiring within three months, a few withdrawn); one in ten rests on a training of its kind
 * (some absent, some evaluated poor, some not yet evaluated); a few have their own end, past or ahead; one in
 * fifty is withdrawn. One person in ten is also authorised for every item of a kind, on a fourth certificate
 * naming the kind's code. Every value is a function of the row's number, so two runs seed the same lab.
 */
export type StaffSeedOptions = {
  tenantId: string
  people: number
  items: number
  /** The lab day the matrix is read on, 'YYYY-MM-DD': expiries are spread around it. */
  day: string
  log: (message: string) => void
}

export type StaffSeed = {
  /** Row counts as written, by what they are. */
  rows: Record<string, number>
  /** The first bench department, for the filtered case. */
  deptId: string
  /** People in it. */
  deptPeople: number
  /** A staff_record key, for the primary-key baseline. */
  someRecordId: string
  seedMs: number
}

const PREFIX = {
  dept: 'b5af0000-0000-4000-8000-',
  user: 'b5af1000-0000-4000-8000-',
  record: 'b5af2000-0000-4000-8000-',
  certificate: 'b5af3000-0000-4000-8000-',
  training: 'b5af4000-0000-4000-8000-',
  participant: 'b5af5000-0000-4000-8000-',
}

const idSql = (prefix: string, n: SQL) => sql`(${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`
const idOf = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(12, '0')}`

const DEPT_NAMES = [
  '热学检定室',
  '压力检定室',
  '长度计量室',
  '电磁计量室',
  '力学计量室',
  '化学分析室',
  '流量计量室',
  '声学计量室',
  '光学计量室',
  '时间频率室',
]
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'.split('')
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '晓东',
  '海燕',
]
const INSTRUMENTS = [
  '压力表',
  '精密压力表',
  '血压计',
  '电子天平',
  '砝码',
  '游标卡尺',
  '千分尺',
  '百分表',
  '温度计',
  '热电偶',
  '数字多用表',
  '电能表',
  '流量计',
  '水表',
  '声级计',
  '照度计',
  '分光光度计',
  'pH计',
  '秒表',
  '扭矩扳手',
]
const PROPERTIES = ['示值误差', '重复性', '回程误差', '零位误差', '分辨力', '线性度', '稳定性', '测量范围']
const DEPTS = DEPT_NAMES.length
/** Trainings per kind (ability code): a person attended one of each, by her number. */
const TRAINING_GROUPS = 25

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`

/**
 * The name of item i (1 … items): instrument × property, then a running number, so that every i names a
 * different item (i = i % 20 + 20 × (i / 20 % 8) + 160 × (i / 160)).
 */
const itemName = (i: SQL) =>
  sql`((${textArray(INSTRUMENTS)})[1 + ${i} % 20] || (${textArray(PROPERTIES)})[1 + (${i} / 20) % 8]
      || case when ${i} / 160 = 0 then '' else '（' || (${i} / 160) || '）' end)`
const abilityOf = (i: SQL) => sql`(1 + ${i} % 4)::text`
/** How many items person u holds: 20 … 60. */
const itemsOf = (u: SQL) => sql`(20 + (${u} * 37) % 41)`
/** Person u's j-th item (j < items of u): distinct for distinct j, 97 being prime to the number of items. */
const itemAt = (u: SQL, j: SQL, items: number) => sql`(1 + (${u} * 131 + ${j} * 97) % ${items})`
/** The department of person u: runs of seven, so that neither kind-wide holders nor sizes cluster. */
const deptOf = (u: SQL) => sql`(1 + (${u} / 7) % ${DEPTS})`
/** Person u's certificate c (0–2 list items, 3 names a kind). */
const certificateNumber = (u: SQL, c: SQL) => sql`((${u} - 1) * 4 + ${c} + 1)`
/** The training of kind `code` (1–4) person u attended. */
const trainingNumber = (u: SQL, code: SQL) => sql`((${code} - 1) + 4 * (${u} % ${TRAINING_GROUPS}) + 1)`

export async function seedStaff(database: Database, options: StaffSeedOptions): Promise<StaffSeed> {
  const { tenantId, log, people, items, day } = options
  const started = performance.now()
  const run = (query: SQL) => queryRows(database.db, query)
  const today = sql`${day}::date`

  await run(
    sql`insert into dept (tenant_id, id, parent_id, dept_name, full_name, dept_category, code, sort)
        select ${tenantId}, ${idSql(PREFIX.dept, sql`k`)},
          (select id from dept where tenant_id = ${tenantId} and parent_id is null and is_deleted = false limit 1),
          (${textArray(DEPT_NAMES)})[k], (${textArray(DEPT_NAMES)})[k], 2, 'DB' || lpad(k::text, 2, '0'), 100 + k
        from generate_series(1, ${DEPTS}) as k`,
  )
  await run(
    sql`insert into app_user (tenant_id, id, account, password_hash, name, real_name, sex, dept_id)
        select ${tenantId}, ${idSql(PREFIX.user, sql`u`)}, 'staffbench' || lpad(u::text, 4, '0'), 'x',
          'staffbench' || lpad(u::text, 4, '0'),
          (${textArray(SURNAMES)})[1 + u % 20] || (${textArray(GIVEN)})[1 + (u / 20) % 25]
            || case when u / 500 = 0 then '' else (u / 500)::text end,
          1 + u % 2, ${idSql(PREFIX.dept, deptOf(sql`u`))}
        from generate_series(1, ${people}) as u`,
  )
  await run(
    sql`insert into staff_record (tenant_id, id, user_id, sex, education, entry_date)
        select ${tenantId}, ${idSql(PREFIX.record, sql`u`)}, ${idSql(PREFIX.user, sql`u`)}, (1 + u % 2)::text,
          (1 + u % 5)::text, ${today} - 400 - (u * 53) % 5000
        from generate_series(1, ${people}) as u`,
  )
  log(`${people} people in ${DEPTS} departments`)

  // Certificates 0–2 list the items their holder's authorisations rest on (every third of them, but the
  // training-backed ones); expiry by h: 5 % expired, 15 % within 84 days, 15 % none, the rest years ahead.
  const h = sql`((u * 7 + c * 13) % 100)`
  await run(
    sql`insert into staff_certificate (tenant_id, id, user_id, kind, level, certificate_no, issuer, activities,
          issue_date, expiry_date, withdrawn)
        select ${tenantId}, ${idSql(PREFIX.certificate, certificateNumber(sql`u`, sql`c`))},
          ${idSql(PREFIX.user, sql`u`)},
          (array['检定员证', '校准员证', '注册计量师'])[c + 1], '1',
          'RYZ' || lpad(${certificateNumber(sql`u`, sql`c`)}::text, 7, '0'), '省市场监督管理局',
          (select string_agg(${itemName(itemAt(sql`u`, sql`j`, items))}, E'\n' order by j)
             from generate_series(c, ${itemsOf(sql`u`)} - 1, 3) as j where j % 10 <> 9),
          ${today} - 700 - ${h},
          case when ${h} < 5 then ${today} - (10 + ${h} * 20)
               when ${h} < 20 then ${today} + (${h} - 5) * 6
               when ${h} < 35 then null
               else ${today} + 200 + ${h} * 10 end,
          ${h} = 99
        from generate_series(1, ${people}) as u, generate_series(0, 2) as c`,
  )
  await run(
    sql`insert into staff_certificate (tenant_id, id, user_id, kind, level, certificate_no, issuer, activities,
          issue_date, expiry_date)
        select ${tenantId}, ${idSql(PREFIX.certificate, certificateNumber(sql`u`, sql`3`))},
          ${idSql(PREFIX.user, sql`u`)}, '注册计量师（一级）', '1',
          'RYZ' || lpad(${certificateNumber(sql`u`, sql`3`)}::text, 7, '0'), '国家市场监督管理总局',
          (1 + (u / 10) % 4)::text, ${today} - 900, ${today} + 700 + u
        from generate_series(1, ${people}) as u where u % 10 = 0`,
  )
  await run(
    sql`insert into staff_training (tenant_id, id, topic, kind, mode, start_date, end_date, hours, activities)
        select ${tenantId}, ${idSql(PREFIX.training, sql`t`)},
          (array['检定规程宣贯', '校准规范宣贯', '检测方法培训', '试验操作培训'])[1 + (t - 1) % 4] || '（第' || t || '期）',
          '1', '2', ${today} - 400 + t, ${today} - 399 + t, 8, (1 + (t - 1) % 4)::text
        from generate_series(1, ${4 * TRAINING_GROUPS}) as t`,
  )
  // Each person attended her group's training of every kind; by g: 5 % absent, 5 % poor, 5 % not evaluated.
  // (u / 2, not u: a training-backed item's kind has the parity of its holder's number.)
  const g = sql`((u / 2 * 3 + code * 7) % 20)`
  await run(
    sql`insert into staff_training_participant (tenant_id, id, training_id, user_id, attended, evaluation)
        select ${tenantId}, ${idSql(PREFIX.participant, sql`((u - 1) * 4 + code)`)},
          ${idSql(PREFIX.training, trainingNumber(sql`u`, sql`code`))}, ${idSql(PREFIX.user, sql`u`)},
          case when ${g} = 2 then '0' else '1' end,
          case when ${g} = 0 then '3' when ${g} = 1 then null else (1 + (u / 2 + code) % 2)::text end
        from generate_series(1, ${people}) as u, generate_series(1, 4) as code`,
  )
  log('certificates and trainings')

  const i = itemAt(sql`u`, sql`j`, items)
  await run(
    sql`insert into staff_ability (tenant_id, user_id, ability_code, item_name, certificate_id, training_id,
          valid_until, is_deleted)
        select ${tenantId}, ${idSql(PREFIX.user, sql`u`)}, ${abilityOf(i)}, ${itemName(i)},
          case when j % 10 = 9 then null else ${idSql(PREFIX.certificate, certificateNumber(sql`u`, sql`j % 3`))} end,
          case when j % 10 = 9 then ${idSql(PREFIX.training, trainingNumber(sql`u`, sql`(1 + ${i} % 4)`))} end,
          case j % 17 when 5 then ${today} - 10 - j when 6 then ${today} + 30 + j end,
          j % 50 = 49
        from generate_series(1, ${people}) as u, lateral generate_series(0, ${itemsOf(sql`u`)} - 1) as j`,
  )
  await run(
    sql`insert into staff_ability (tenant_id, user_id, ability_code, item_name, certificate_id)
        select ${tenantId}, ${idSql(PREFIX.user, sql`u`)}, (1 + (u / 10) % 4)::text, '',
          ${idSql(PREFIX.certificate, certificateNumber(sql`u`, sql`3`))}
        from generate_series(1, ${people}) as u where u % 10 = 0`,
  )
  log('authorisations')

  for (const table of [
    'dept',
    'app_user',
    'staff_record',
    'staff_certificate',
    'staff_training',
    'staff_training_participant',
    'staff_ability',
  ])
    await run(sql`vacuum analyze ${sql.identifier(table)}`)

  const [counts] = await queryRows<Record<string, string>>(
    database.db,
    sql`select
          (select count(*) from staff_record where tenant_id = ${tenantId} and is_deleted = false)::text
            as "staff records",
          (select count(*) from staff_ability where tenant_id = ${tenantId} and is_deleted = false)::text
            as "live authorisations",
          (select count(*) from staff_ability where tenant_id = ${tenantId} and is_deleted = false
             and item_name = '')::text as "kind-wide",
          (select count(distinct (ability_code, item_name)) from staff_ability
             where tenant_id = ${tenantId} and is_deleted = false and item_name <> '')::text as "items named",
          (select count(*) from staff_certificate where tenant_id = ${tenantId})::text as certificates,
          (select count(*) from staff_training_participant where tenant_id = ${tenantId})::text
            as "training places"`,
  )
  const deptId = idOf(PREFIX.dept, 1)
  const [inDept] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*)::text as n from app_user where tenant_id = ${tenantId} and dept_id = ${deptId}`,
  )
  return {
    rows: Object.fromEntries(Object.entries(counts ?? {}).map(([what, n]) => [what, Number(n)])),
    deptId,
    deptPeople: Number(inDept?.n ?? 0),
    someRecordId: idOf(PREFIX.record, Math.ceil(people / 2)),
    seedMs: performance.now() - started,
  }
}
