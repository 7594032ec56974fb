import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { FilterOperator } from '../../src/domain/constants'
import {
  customers,
  defineResource,
  dictEntries,
  dictGroups,
  instruments,
  users,
  type AdvancedRow,
  type ResourceDeclaration,
  type SearchPayload,
} from '../../src/domain/resources'
import { AppError } from '../../server/http/errors'
import {
  compileSearch,
  fieldSql,
  readRelation,
  searchCappedCountQuery,
  searchCountQuery,
  searchIdsQuery,
  searchPageQuery,
} from '../../server/search/compile'
import { MAX_CONDITIONS, parseSearchPayload, searchPayloadSchema } from '../../server/search/payload'

const dialect = new PgDialect({ casing: 'snake_case' })
const render = (query: SQL) => dialect.sqlToQuery(query)

const TENANT = '000042'
const OWNER = '2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d'

/** One field of every widget type and storage kind the compiler distinguishes. */
const probe = defineResource({
  code: 'probe',
  label: { zh: '探针', en: 'Probe' },
  table: 'probe',
  base: '/api/probe',
  permission: 'probe',
  titleField: 'title',
  fields: [
    { name: 'title', label: { zh: '标题', en: 'Title' }, type: 'input', data: 'text', sortable: true },
    { name: 'kind', label: { zh: '类别', en: 'Kind' }, type: 'select', data: 'text' },
    { name: 'level', label: { zh: '级别', en: 'Level' }, type: 'select', data: 'int' },
    { name: 'count', label: { zh: '数量', en: 'Count' }, type: 'inputTwo', data: 'int', sortable: true },
    { name: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'inputTwo', data: 'decimal' },
    { name: 'dueDate', label: { zh: '到期', en: 'Due' }, type: 'daterange', data: 'date' },
    { name: 'day', label: { zh: '日期', en: 'Day' }, type: 'date', data: 'date' },
    { name: 'createdAt', label: { zh: '创建', en: 'Created' }, type: 'daterange', data: 'timestamp' },
    { name: 'seenAt', label: { zh: '查看', en: 'Seen' }, type: 'dateTime', data: 'timestamp' },
    { name: 'active', label: { zh: '启用', en: 'Active' }, type: 'select', data: 'boolean' },
    { name: 'ownerId', label: { zh: '负责人', en: 'Owner' }, type: 'select', data: 'uuid' },
    { name: 'code', label: { zh: '编号', en: 'Code' }, type: 'input', data: 'int', column: 'code_no' },
    {
      name: 'ownerName',
      label: { zh: '负责人名称', en: 'Owner name' },
      type: 'input',
      data: 'text',
      sortable: true,
      join: { table: 'person', key: 'owner_id', column: 'full_name' },
    },
    { name: 'icon', label: { zh: '图标', en: 'Icon' }, type: 'input', data: 'text', searchable: false },
  ],
})

const PREFIX = 't."tenant_id" = $1 and t."is_deleted" = false'

const payloadOf = (
  filter: Record<string, unknown>,
  op: Record<string, string> = {},
  extra: Partial<SearchPayload> = {},
): SearchPayload => ({
  searchType: 'N',
  searchParam: { filter: JSON.stringify(filter), op: JSON.stringify(op) },
  ...extra,
})

/** The where clause after the tenant and soft-delete predicates, with the params after the tenant. */
function where(resource: ResourceDeclaration, payload: SearchPayload) {
  const query = render(compileSearch(resource, payload, { tenantId: TENANT }).where)
  expect(query.sql.startsWith(PREFIX)).toBe(true)
  expect(query.params[0]).toBe(TENANT)
  return { sql: query.sql.slice(PREFIX.length).replace(/^ and /, ''), params: query.params.slice(1) }
}

/** One condition on the probe resource. */
const one = (field: string, op: FilterOperator | '', value: unknown, extra: Partial<SearchPayload> = {}) =>
  where(probe, payloadOf({ [field]: value }, op ? { [field]: op } : {}, extra))

function failure(run: () => unknown): { status: number; key: string; params: Record<string, unknown> } {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, key: error.key, params: error.params }
    throw error
  }
  throw new Error('expected an AppError')
}

const failOne = (
  field: string,
  op: FilterOperator | '',
  value: unknown,
  extra: Partial<SearchPayload> = {},
) => failure(() => one(field, op, value, extra))

const advanced = (...groups: Partial<AdvancedRow>[][]): SearchPayload => ({
  searchType: 'Y',
  searchListVO: groups.map((rows) => ({
    searchParams: rows.map((row) => ({ searchFilter: '', searchOp: 'LIKE', valueType: 'text', ...row })),
  })),
})

describe('compileSearch: from, select, order', () => {
  it('selects t.id and every field by its name, timestamps as ISO UTC, dates as text, decimals as text', () => {
    const { select } = compileSearch(probe, {}, { tenantId: TENANT })
    const text = render(select).sql
    expect(text).toBe(
      [
        't."id" as "id"',
        't."title" as "title"',
        't."kind" as "kind"',
        't."level" as "level"',
        't."count" as "count"',
        't."amount"::text as "amount"',
        `to_char(t."due_date", 'YYYY-MM-DD') as "dueDate"`,
        `to_char(t."day", 'YYYY-MM-DD') as "day"`,
        `to_char(t."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`,
        `to_char(t."seen_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "seenAt"`,
        't."active" as "active"',
        't."owner_id" as "ownerId"',
        't."code_no" as "code"',
        '"j_ownerName"."full_name" as "ownerName"',
        't."icon" as "icon"',
      ].join(', '),
    )
    expect(render(select).params).toEqual([])
  })

  it('joins a joined field by tenant and key', () => {
    expect(render(compileSearch(instruments, {}, { tenantId: TENANT }).from).sql).toBe(
      '"crm_instrument_read" t left join "crm_customer_read" "j_customerName" on "j_customerName"."tenant_id" = t."tenant_id" and "j_customerName"."id" = t."customer_id"',
    )
    expect(render(compileSearch(customers, {}, { tenantId: TENANT }).from).sql).toBe('"crm_customer_read" t')
  })

  it('reads a declaration without readView from its table, joined tables from their view if declared', () => {
    expect(render(compileSearch(probe, {}, { tenantId: TENANT }).base).sql).toBe('"probe" t')
    expect(readRelation('crm_customer')).toBe('crm_customer_read')
    expect(readRelation('sys_dept')).toBe('sys_dept')
  })

  it('searches and sorts a joined field through its join', () => {
    const compiled = compileSearch(users, payloadOf({ deptName: 'lab' }, {}, { ascs: 'deptName' }), {
      tenantId: TENANT,
    })
    expect(render(compiled.where).sql).toBe(`${PREFIX} and "j_deptName"."dept_name" ilike $2`)
    expect(render(compiled.orderBy).sql).toBe('"j_deptName"."dept_name" asc, t."id" asc')
    expect(render(fieldSql(users, 'deptName')).sql).toBe('"j_deptName"."dept_name"')
    expect(render(fieldSql(users, 'realName')).sql).toBe('t."real_name"')
  })

  it('orders by ascs then descs, else the default sort, always ending with t.id', () => {
    const order = (payload: SearchPayload, resource: ResourceDeclaration = instruments) =>
      render(compileSearch(resource, payload, { tenantId: TENANT }).orderBy).sql
    expect(order({})).toBe('t."create_time" desc, t."id" asc')
    expect(order({ ascs: 'name, cycle', descs: 'fee' })).toBe(
      't."name" asc, t."cycle" asc, t."fee" desc, t."id" asc',
    )
    expect(order({ descs: 'nextDueDate,', ascs: '' })).toBe('t."next_due_date" desc, t."id" asc')
    expect(order({ ascs: 'name', descs: 'name' })).toBe('t."name" asc, t."id" asc')
    expect(order({}, probe)).toBe('t."id" asc')
  })

  it('applies the declaration scope, null as is null', () => {
    const query = render(compileSearch(dictGroups, payloadOf({ code: 'x' }), { tenantId: TENANT }).where)
    expect(query.sql).toBe(`${PREFIX} and t."category" = $2 and t."parent_id" is null and t."code" ilike $3`)
    expect(query.params).toEqual([TENANT, 1, '%x%'])
  })

  it('applies a not-null scope: dictionary entries never include their group rows', () => {
    const query = render(compileSearch(dictEntries, payloadOf({ code: 'x' }), { tenantId: TENANT }).where)
    expect(query.sql).toBe(
      `${PREFIX} and t."category" = $2 and t."parent_id" is not null and t."code" ilike $3`,
    )
  })

  it('leaves out the tenant and soft-delete predicates only when the declaration says so', () => {
    const platform = { ...probe, tenantOwned: false, softDelete: false }
    expect(render(compileSearch(platform, {}, { tenantId: TENANT }).where).sql).toBe('true')
    expect(render(compileSearch(probe, {}, { tenantId: TENANT }).where)).toMatchObject({
      sql: PREFIX,
      params: [TENANT],
    })
  })

  it('builds count and page queries with the tenant as $1', () => {
    const compiled = compileSearch(customers, payloadOf({ name: 'a' }), { tenantId: TENANT })
    const count = render(searchCountQuery(compiled))
    expect(count.sql).toBe(
      `select count(*)::int as "total" from "crm_customer_read" t where ${PREFIX} and t."name" ilike $2`,
    )
    expect(count.params).toEqual([TENANT, '%a%'])
    const page = render(searchPageQuery(compiled, { offset: 100, limit: 50 }))
    expect(page.sql).toMatch(
      /^select t\."id" as "id", .* from "crm_customer_read" t where .* order by .* limit \$3 offset \$4$/,
    )
    expect(page.params).toEqual([TENANT, '%a%', 50, 100])
  })

  it('caps the count at cap + 1 rows, without the joins unless a condition needs them', () => {
    const capped = (payload: SearchPayload) =>
      render(searchCappedCountQuery(compileSearch(instruments, payload, { tenantId: TENANT }), 10_000))
    expect(capped(payloadOf({ name: 'a' }))).toMatchObject({
      sql: `select count(*)::int as "total" from (select 1 from "crm_instrument_read" t where ${PREFIX} and t."name" ilike $2 limit $3) c`,
      params: [TENANT, '%a%', 10_001],
    })
    expect(capped(payloadOf({ customerName: 'a' })).sql).toMatch(
      /^select count\(\*\)::int as "total" from \(select 1 from "crm_instrument_read" t left join "crm_customer_read" "j_customerName" on .* where .* and "j_customerName"\."name" ilike \$2 limit \$3\) c$/,
    )
  })

  it('cuts the page on the resource table and joins after the LIMIT unless a joined field is searched or sorted', () => {
    const page = (payload: SearchPayload) =>
      render(
        searchPageQuery(compileSearch(instruments, payload, { tenantId: TENANT }), { offset: 0, limit: 50 }),
      )
    const late = page(payloadOf({ name: 'a' }))
    expect(late.sql).toMatch(
      /^select t\."id" as "id", .* from \(select t\.\* from "crm_instrument_read" t where .* and t\."name" ilike \$2 order by t\."create_time" desc, t\."id" asc limit \$3 offset \$4\) t left join "crm_customer_read" "j_customerName" on .* order by t\."create_time" desc, t\."id" asc$/,
    )
    expect(late.params).toEqual([TENANT, '%a%', 50, 0])
    expect(page(payloadOf({ customerName: 'a' })).sql).toMatch(
      /^select .* from "crm_instrument_read" t left join "crm_customer_read" "j_customerName" on .* where .* order by .* limit \$3 offset \$4$/,
    )
    expect(page({ ascs: 'customerName' }).sql).toMatch(/^select .* from "crm_instrument_read" t left join /)
    const ids = render(searchIdsQuery(compileSearch(instruments, {}, { tenantId: TENANT }), 100))
    expect(ids.sql).toBe(
      `select t."id" as "id" from "crm_instrument_read" t where ${PREFIX} order by t."create_time" desc, t."id" asc limit $2`,
    )
  })
})

describe('compileSearch: operators', () => {
  it('LIKE and NOT LIKE: ILIKE contains with the wildcards of the text escaped', () => {
    expect(one('title', 'LIKE', ' 50%_off\\x ')).toEqual({
      sql: 't."title" ilike $2',
      params: ['%50\\%\\_off\\\\x%'],
    })
    expect(one('title', 'NOT LIKE', 'a')).toEqual({
      sql: 'not coalesce(t."title" ilike $2, false)',
      params: ['%a%'],
    })
    // The default operator of a text input is LIKE.
    expect(one('title', '', 'a')).toEqual({ sql: 't."title" ilike $2', params: ['%a%'] })
    // "Contains" on a number column matches its text.
    expect(one('code', 'LIKE', '12')).toEqual({ sql: 't."code_no"::text ilike $2', params: ['%12%'] })
  })

  it('precise turns LIKE into = and NOT LIKE into != for text', () => {
    expect(one('title', 'LIKE', 'a%b', { precise: true })).toEqual({
      sql: 't."title" = $2::text',
      params: ['a%b'],
    })
    expect(one('title', 'NOT LIKE', 'a', { precise: true })).toEqual({
      sql: 'not coalesce(t."title" = $2::text, false)',
      params: ['a'],
    })
    expect(one('code', 'LIKE', '12', { precise: true })).toEqual({
      sql: 't."code_no"::text ilike $2',
      params: ['%12%'],
    })
  })

  const comparisons: [string, string, string, string][] = [
    ['title', 'x', 't."title"', '$2::text'],
    ['kind', 'A', 't."kind"', '$2::text'],
    ['level', '+3', 't."level"', '$2::int'],
    ['count', '-7', 't."count"', '$2::int'],
    ['amount', '12.50', 't."amount"', '$2::numeric'],
    ['dueDate', '2024-02-29', 't."due_date"', '$2::date'],
    ['day', '2024-02-29 10:00:00', 't."day"', '$2::date'],
    ['seenAt', '2024-05-01 08:30:00', 't."seen_at"', '$2::timestamptz'],
    ['active', 'TRUE', 't."active"', '$2::boolean'],
    ['ownerId', OWNER.toUpperCase(), 't."owner_id"', '$2::uuid'],
  ]
  const bound: Record<string, string> = {
    level: '3',
    count: '-7',
    day: '2024-02-29',
    seenAt: '2024-05-01T08:30:00+08:00',
    active: 'true',
    ownerId: OWNER,
  }

  it.each(comparisons)('= != < > <= >= on %s bind the value with its cast', (field, value, column, param) => {
    const expected = bound[field] ?? value
    const allowed: FilterOperator[] = ['=', '<', '>', '<=', '>=']
    for (const op of allowed) {
      expect(one(field, op, value)).toEqual({ sql: `${column} ${op} ${param}`, params: [expected] })
    }
    expect(one(field, '!=', value)).toEqual({
      sql: `not coalesce(${column} = ${param}, false)`,
      params: [expected],
    })
  })

  it('compares a timestamp with a date as that whole day (lab time, UTC+8)', () => {
    const day = '2024-05-01T00:00:00+08:00'
    const onDay = `(t."seen_at" >= $2::timestamptz and t."seen_at" < ($3::timestamptz + interval '1 day'))`
    expect(one('seenAt', '=', '2024-05-01')).toEqual({ sql: onDay, params: [day, day] })
    expect(one('seenAt', '!=', '2024-05-01')).toEqual({
      sql: `not coalesce(${onDay}, false)`,
      params: [day, day],
    })
    expect(one('seenAt', '<', '2024-05-01')).toEqual({ sql: 't."seen_at" < $2::timestamptz', params: [day] })
    expect(one('seenAt', '<=', '2024-05-01')).toEqual({
      sql: `t."seen_at" < ($2::timestamptz + interval '1 day')`,
      params: [day],
    })
    expect(one('seenAt', '>', '2024-05-01')).toEqual({
      sql: `t."seen_at" >= ($2::timestamptz + interval '1 day')`,
      params: [day],
    })
    expect(one('seenAt', '>=', '2024-05-01')).toEqual({
      sql: 't."seen_at" >= $2::timestamptz',
      params: [day],
    })
    expect(one('seenAt', '=', '2024-05-01T00:30:00Z').params).toEqual(['2024-05-01T00:30:00Z'])
    expect(one('seenAt', '=', '2024-05-01T00:30:00.123+0530').params).toEqual([
      '2024-05-01T00:30:00.123+05:30',
    ])
  })

  it('IN and NOT IN bind one array with the cast of the column', () => {
    expect(one('kind', 'IN', ['a', 'b', 'a'])).toEqual({
      sql: 't."kind" = any($2::text[])',
      params: [['a', 'b']],
    })
    expect(one('kind', 'IN', ' a , b ,')).toEqual({ sql: 't."kind" = any($2::text[])', params: [['a', 'b']] })
    expect(one('level', 'NOT IN', ['1', 2])).toEqual({
      sql: 'not coalesce(t."level" = any($2::int[]), false)',
      params: [['1', '2']],
    })
    expect(one('ownerId', 'IN', [OWNER])).toEqual({
      sql: 't."owner_id" = any($2::uuid[])',
      params: [[OWNER]],
    })
    expect(one('active', 'IN', ['1', 'false'])).toEqual({
      sql: 't."active" = any($2::boolean[])',
      params: [['true', 'false']],
    })
    expect(one('title', 'NOT IN', ['x,y'])).toEqual({
      sql: 'not coalesce(t."title" = any($2::text[]), false)',
      params: [['x,y']],
    })
  })

  it('BETWEEN and NOT BETWEEN on dates include the end day', () => {
    expect(one('dueDate', 'BETWEEN', ['2024-01-01', '2024-01-31'])).toEqual({
      sql: '(t."due_date" >= $2::date and t."due_date" <= $3::date)',
      params: ['2024-01-01', '2024-01-31'],
    })
    // The default operator of a date range is BETWEEN; a comma-separated pair works too.
    expect(one('dueDate', '', '2024-01-01,2024-01-31').params).toEqual(['2024-01-01', '2024-01-31'])
    expect(one('createdAt', 'BETWEEN', ['2024-01-01', '2024-01-31'])).toEqual({
      sql: `(t."created_at" >= $2::timestamptz and t."created_at" < ($3::timestamptz + interval '1 day'))`,
      params: ['2024-01-01T00:00:00+08:00', '2024-01-31T00:00:00+08:00'],
    })
    expect(one('createdAt', 'NOT BETWEEN', ['2024-01-01 08:00', '2024-01-31 18:00:00'])).toEqual({
      sql: `not coalesce((t."created_at" >= $2::timestamptz and t."created_at" <= $3::timestamptz), false)`,
      params: ['2024-01-01T08:00:00+08:00', '2024-01-31T18:00:00+08:00'],
    })
  })

  it("'and' is a two-part range with either end open", () => {
    expect(one('count', 'and', ['1', '9'])).toEqual({
      sql: '(t."count" >= $2::int and t."count" <= $3::int)',
      params: ['1', '9'],
    })
    expect(one('amount', '', ['0.5', ''])).toEqual({ sql: '(t."amount" >= $2::numeric)', params: ['0.5'] })
    expect(one('amount', 'and', ['', '99.99'])).toEqual({
      sql: '(t."amount" <= $2::numeric)',
      params: ['99.99'],
    })
    expect(one('title', 'and', ['a', 'm'])).toEqual({
      sql: '(t."title" >= $2::text and t."title" <= $3::text)',
      params: ['a', 'm'],
    })
  })

  it('an empty value is no condition', () => {
    for (const value of ['', '  ', [], ['', ''], null]) {
      expect(one('count', '', value)).toEqual({ sql: '', params: [] })
    }
    expect(one('kind', 'IN', ' , ')).toEqual({ sql: '', params: [] })
    expect(where(probe, { searchParam: { filter: '', op: '' } })).toEqual({ sql: '', params: [] })
  })

  it('ANDs the search bar conditions in their order', () => {
    expect(where(probe, payloadOf({ title: 'a', count: '3' }, { count: '>' }))).toEqual({
      sql: 't."title" ilike $2 and t."count" > $3::int',
      params: ['%a%', '3'],
    })
  })
})

describe('compileSearch: advanced search', () => {
  it('applies advanced rows only when searchType is Y', () => {
    const payload = advanced([{ searchFilter: 'title', searchValue: 'a' }])
    expect(where(probe, payload)).toEqual({ sql: '((t."title" ilike $2))', params: ['%a%'] })
    expect(where(probe, { ...payload, searchType: 'N' })).toEqual({ sql: '', params: [] })
  })

  it('AND binds tighter than OR within a group; groups are ANDed with the search bar', () => {
    const payload: SearchPayload = {
      ...advanced(
        [
          { searchFilter: 'title', searchValue: 'a' },
          { searchType: 'and', searchFilter: 'count', searchOp: '>', searchValue: '1' },
          { searchType: 'or', searchFilter: 'kind', searchOp: '=', searchValue: 'k' },
          { searchFilter: 'level', searchOp: '=', searchValue: '2' },
        ],
        [
          {
            searchFilter: 'dueDate',
            searchOp: 'BETWEEN',
            valueType: 'date',
            startTime: '2024-01-01',
            endTime: '2024-01-02',
          },
        ],
      ),
      searchParam: { filter: JSON.stringify({ title: 'z' }), op: '{}' },
    }
    expect(where(probe, payload)).toEqual({
      sql:
        't."title" ilike $2' +
        ' and ((t."title" ilike $3 and t."count" > $4::int) or (t."kind" = $5::text and t."level" = $6::int))' +
        ' and (((t."due_date" >= $7::date and t."due_date" <= $8::date)))',
      params: ['%z%', '%a%', '1', 'k', '2', '2024-01-01', '2024-01-02'],
    })
  })

  it('ignores the first row connector and skips empty rows', () => {
    const payload = advanced([
      { searchType: 'or', searchFilter: 'title', searchValue: 'a' },
      { searchType: 'or', searchFilter: '', searchValue: '' },
      { searchType: 'and', searchFilter: 'kind', searchOp: '=', searchValue: '' },
      { searchType: 'and', searchFilter: 'count', searchOp: '=', searchValue: '5' },
    ])
    expect(where(probe, payload).sql).toBe('((t."title" ilike $2 and t."count" = $3::int))')
  })

  it('a row not marked as a date row uses its value, not stale dates', () => {
    const row = { searchFilter: 'title', searchValue: 'a', startTime: '2024-01-01', endTime: '2024-01-02' }
    expect(where(probe, advanced([row])).params).toEqual(['%a%'])
    // Without a value, its dates are the value (a client that did not set valueType).
    const dates = {
      searchFilter: 'dueDate',
      searchOp: 'BETWEEN' as const,
      startTime: '2024-01-01',
      endTime: '2024-01-02',
    }
    expect(where(probe, advanced([dates])).params).toEqual(['2024-01-01', '2024-01-02'])
  })

  it('precise applies to advanced rows too', () => {
    expect(
      where(probe, { ...advanced([{ searchFilter: 'title', searchValue: 'a' }]), precise: true }).sql,
    ).toBe('((t."title" = $2::text))')
  })
})

describe('parseSearchPayload', () => {
  it('takes paging from the query first, then the body, then the defaults', () => {
    expect(parseSearchPayload({}).paging).toEqual({ current: 1, size: 50 })
    expect(parseSearchPayload({ current: 3, size: 15 }).paging).toEqual({ current: 3, size: 15 })
    expect(parseSearchPayload({ current: 3, size: 15 }, { current: '2', size: '5000' }).paging).toEqual({
      current: 2,
      size: 5000,
    })
    expect(parseSearchPayload(null).conditions).toEqual([])
  })

  it('compiles a body already parsed by the route schema', () => {
    const body = searchPayloadSchema.parse({
      searchParam: { filter: JSON.stringify({ count: 5 }), op: JSON.stringify({ count: '=' }) },
      searchType: 'Y',
      searchListVO: [{ searchParams: [{ searchFilter: 'level', searchOp: 'IN', searchValue: [1, 2] }] }],
    })
    expect(render(compileSearch(probe, body, { tenantId: TENANT }).where)).toEqual({
      sql: `${PREFIX} and t."count" = $2::int and ((t."level" = any($3::int[])))`,
      params: [TENANT, '5', ['1', '2']],
      typings: ['none', 'none', 'none'],
    })
  })

  it('accepts nulls for missing parts', () => {
    const parsed = parseSearchPayload({
      searchType: null,
      searchParam: { filter: null, op: null },
      searchListVO: null,
      precise: null,
      ascs: null,
    })
    expect(parsed).toMatchObject({ conditions: [], groups: [], sort: [], precise: false })
  })
})

describe('errors: every one a 400 with its message key', () => {
  it('search.badPayload: wrong shape, malformed JSON, wrong paging', () => {
    const bad: [unknown, unknown?][] = [
      ['not an object'],
      [{ searchType: 'X' }],
      [{ searchParam: { filter: '{"a":', op: '{}' } }],
      [{ searchParam: { filter: '[1]', op: '{}' } }],
      [{ searchParam: { filter: '{}', op: '"LIKE"' } }],
      [{ searchParam: { filter: '{"title":{"a":1}}', op: '{}' } }],
      [{ searchParam: { filter: '{"title":true}', op: '{}' } }],
      [{ searchListVO: [{ searchParams: [{ searchFilter: 1 }] }] }],
      [{ size: 50_001 }],
      [{ current: 0 }],
      [{ current: 1.5 }],
      [{}, { size: 'many' }],
    ]
    for (const [body, query] of bad) {
      const error = failure(() => parseSearchPayload(body, query))
      expect(error.status).toBe(400)
      expect(error.key).toBe('search.badPayload')
      expect(typeof error.params.detail).toBe('string')
    }
  })

  it('search.tooManyConditions over 50 conditions', () => {
    const filter = Object.fromEntries(Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => [`f${i}`, 'x']))
    expect(failure(() => parseSearchPayload(payloadOf(filter))).key).toBe('search.tooManyConditions')
    const rows = Array.from({ length: 30 }, () => ({ searchFilter: 'title', searchOp: 'LIKE' as const }))
    const payload = { ...advanced(rows, rows), searchParam: { filter: '{}', op: '{}' } }
    expect(failure(() => parseSearchPayload(payload))).toMatchObject({
      key: 'search.tooManyConditions',
      params: { max: 50 },
    })
    // Advanced rows count only when they apply.
    expect(() => parseSearchPayload({ ...payload, searchType: 'N' })).not.toThrow()
  })

  it('search.unknownOperator', () => {
    expect(failOne('title', 'LIKE; drop table x' as FilterOperator, 'a')).toMatchObject({
      status: 400,
      key: 'search.unknownOperator',
      params: { op: 'LIKE; drop table x' },
    })
    expect(failure(() => where(probe, payloadOf({ title: 'a' }, { title: 7 } as never))).key).toBe(
      'search.unknownOperator',
    )
    expect(
      failure(() => where(probe, advanced([{ searchFilter: 'title', searchOp: 'like' as never }]))).key,
    ).toBe('search.unknownOperator')
  })

  it('search.unknownField: undeclared or not searchable', () => {
    expect(failOne('name; drop table probe', '', 'a')).toMatchObject({
      key: 'search.unknownField',
      params: { field: 'name; drop table probe' },
    })
    expect(failOne('icon', '', 'a').key).toBe('search.unknownField')
    expect(failOne('__proto__', '', 'a').key).toBe('search.unknownField')
    expect(failure(() => where(probe, advanced([{ searchFilter: 'nope', searchValue: 'a' }]))).key).toBe(
      'search.unknownField',
    )
  })

  it('search.operatorNotAllowed per field type', () => {
    expect(failOne('title', 'IN', ['a'])).toMatchObject({
      key: 'search.operatorNotAllowed',
      // The message names the field by its label, in the reader's language.
      params: { field: { zh: '标题', en: 'Title' }, op: 'IN' },
    })
    expect(failOne('kind', 'LIKE', 'a').key).toBe('search.operatorNotAllowed')
    expect(failOne('kind', 'and', ['a', 'b']).key).toBe('search.operatorNotAllowed')
    expect(failOne('dueDate', 'LIKE', 'a').key).toBe('search.operatorNotAllowed')
    expect(failOne('count', 'IN', ['1']).key).toBe('search.operatorNotAllowed')
  })

  it('search.betweenDateOnly for BETWEEN / NOT BETWEEN on a field that is not a date', () => {
    for (const field of ['title', 'kind', 'count']) {
      expect(failOne(field, 'BETWEEN', ['1', '2']).key).toBe('search.betweenDateOnly')
      expect(failOne(field, 'NOT BETWEEN', ['1', '2']).key).toBe('search.betweenDateOnly')
    }
  })

  it('search.needsRange when a date range misses an end', () => {
    expect(failOne('dueDate', 'BETWEEN', ['2024-01-01', '']).key).toBe('search.needsRange')
    expect(failOne('createdAt', 'NOT BETWEEN', ['', '2024-01-01']).key).toBe('search.needsRange')
    const row = { searchFilter: 'dueDate', searchOp: 'BETWEEN' as const, valueType: 'date' as const }
    expect(failure(() => where(probe, advanced([{ ...row, startTime: '2024-01-01' }]))).key).toBe(
      'search.needsRange',
    )
    expect(failure(() => where(probe, advanced([{ ...row, endTime: '2024-01-01' }]))).key).toBe(
      'search.needsRange',
    )
  })

  it('search.noField for an advanced row with a value but no field', () => {
    expect(failure(() => where(probe, advanced([{ searchFilter: '', searchValue: 'a' }])))).toMatchObject({
      status: 400,
      key: 'search.noField',
    })
    expect(
      failure(() =>
        where(probe, advanced([{ searchFilter: ' ', valueType: 'date', startTime: '2024-01-01' }])),
      ).key,
    ).toBe('search.noField')
  })

  it('search.badValue for values that are not of the column kind, too long, or too many', () => {
    const bad: [string, FilterOperator, unknown][] = [
      ['count', '=', '1.5'],
      ['count', '=', '99999999999'],
      ['count', '=', '1e3'],
      ['level', '=', 'one'],
      ['amount', '>', '1,5'],
      ['amount', '>', 'NaN'],
      ['dueDate', '=', '2023-02-29'],
      ['dueDate', '=', '2024-13-01'],
      ['day', '=', "2024-01-01'; drop table probe; --"],
      ['seenAt', '=', '2024-01-01 24:00:00'],
      ['seenAt', '=', '2024-01-01T10:00:00+15:00'],
      ['seenAt', '=', '0000-01-01'],
      ['active', '=', 'yes'],
      ['ownerId', '=', 'not-a-uuid'],
      ['ownerId', 'IN', [OWNER, 'x']],
      ['title', '=', 'x'.repeat(501)],
      ['title', 'LIKE', 'a\u0000b'],
      ['kind', 'IN', Array.from({ length: 1001 }, (_, i) => `k${i}`)],
      ['count', 'and', ['1', '2', '3']],
      ['count', '=', ['1', '2']],
    ]
    for (const [field, op, value] of bad) {
      const error = failOne(field, op, value)
      expect({ field, op, status: error.status, key: error.key }).toEqual({
        field,
        op,
        status: 400,
        key: 'search.badValue',
      })
      expect(error.params.field).toEqual(probe.fields.find((candidate) => candidate.name === field)?.label)
    }
  })

  it('search.unknownSort for an undeclared or unsortable sort field', () => {
    const sort = (payload: SearchPayload) =>
      failure(() => compileSearch(probe, payload, { tenantId: TENANT }))
    expect(sort({ ascs: 'title,kind' })).toMatchObject({
      key: 'search.unknownSort',
      params: { field: 'kind' },
    })
    expect(sort({ descs: 't.id; drop table probe' }).key).toBe('search.unknownSort')
  })

  it('never puts user text into the SQL: a field name that looks like SQL is refused, not quoted', () => {
    const compiled = () =>
      sql`${compileSearch(probe, payloadOf({ 'title" or 1=1 --': 'a' }), { tenantId: TENANT }).where}`
    expect(failure(compiled).key).toBe('search.unknownField')
  })
})
