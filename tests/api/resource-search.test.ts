import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FilterOperator } from '../../src/domain/constants'
import type { AdvancedRow } from '../../src/domain/resources'
import { dictionaryGroups } from '../../server/seed/data/dictionaries'
import { labMenus } from '../../server/seed/data/menus'
import { labRoles } from '../../server/seed/roles'
import type { MenuSeed } from '../../server/seed/types'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'

type Instrument = {
  id: string
  name: string
  factoryNumber: string | null
  customerName: string | null
  fee: string | null
  cycle: number | null
}

const CUSTOMER = '/api/hm-crm/customer'
const INSTRUMENT = '/api/hm-crm/instrument'
const MAKER = 'QA仪器厂'

/** The instruments this file creates (all made by MAKER): exact counts are known for every operator. */
const rows = [
  {
    key: 'A',
    name: '压力表',
    factoryNumber: 'QA-001',
    cycle: 6,
    fee: '10.00',
    nextDueDate: '2026-01-10',
    inspectionType: '1',
    customer: 0,
  },
  {
    key: 'B',
    name: '精密压力表',
    factoryNumber: 'QA-002',
    cycle: 12,
    fee: '20.50',
    nextDueDate: '2026-02-15',
    inspectionType: '1',
    customer: 0,
  },
  {
    key: 'C',
    name: '电子天平',
    factoryNumber: 'QA-003',
    cycle: 12,
    fee: '30.25',
    nextDueDate: '2026-03-20',
    inspectionType: '5',
    customer: 0,
  },
  {
    key: 'D',
    name: '游标卡尺',
    factoryNumber: 'QA-004',
    cycle: 24,
    fee: '0.10',
    nextDueDate: '2026-04-01',
    inspectionType: '2',
    customer: 1,
  },
  {
    key: 'E',
    name: '温度计',
    factoryNumber: 'QB-005',
    cycle: 3,
    fee: '99.99',
    nextDueDate: '2026-05-31',
    inspectionType: '3',
    customer: 1,
  },
  {
    key: 'F',
    name: '砝码',
    factoryNumber: 'QB-006',
    cycle: null,
    fee: null,
    nextDueDate: null,
    inspectionType: null,
    customer: 1,
  },
] as const

const flatten = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])])

describe.each(databaseKinds)('resource engine: search on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  const keyById = new Map<string, string>()

  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload: payload ?? {} })

  /** Searches the test's instruments (manufacturer = MAKER, exactly) with more conditions. */
  const search = async (
    filter: Record<string, unknown>,
    op: Record<string, FilterOperator> = {},
    extra: object = {},
  ) => {
    const response = await post<Page<Instrument>>(admin, `${INSTRUMENT}/page?size=100`, {
      searchType: 'N',
      searchParam: {
        filter: JSON.stringify({ manufacturer: MAKER, ...filter }),
        op: JSON.stringify({ manufacturer: '=', ...op }),
      },
      ...extra,
    })
    expect(response.status, response.body.msg).toBe(200)
    return response.body.data
  }
  const keys = (page: Page<Instrument>) => page.records.map((row) => keyById.get(row.id))
  const count = async (field: string, op: FilterOperator, value: unknown, extra: object = {}) =>
    (await search({ [field]: value }, { [field]: op }, extra)).total

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    tester = await login(t.app, '100001', 'tester')
    const customerIds: string[] = []
    for (const name of ['QA客户A', 'QA客户B']) {
      const created = await post<{ id: string }>(admin, `${CUSTOMER}/submit`, { name })
      customerIds.push(created.body.data.id)
    }
    for (const { key, customer, ...row } of rows) {
      const created = await post<{ id: string }>(admin, `${INSTRUMENT}/submit`, {
        ...row,
        manufacturer: MAKER,
        customerId: customerIds[customer],
      })
      expect(created.status, created.body.msg).toBe(200)
      keyById.set(created.body.data.id, key)
    }
  })
  afterAll(() => t.close())

  it('applies every operator of FILTER_OPERATORS with exact counts', async () => {
    expect((await search({})).total).toBe(6)
    expect(await count('name', 'LIKE', '压力表')).toBe(2)
    expect(await count('name', 'NOT LIKE', '压力表')).toBe(4)
    expect(await count('cycle', '=', '12')).toBe(2)
    // "Not equal" keeps rows without a value.
    expect(await count('cycle', '!=', '12')).toBe(4)
    expect(await count('cycle', '<', '12')).toBe(2)
    expect(await count('cycle', '>', '12')).toBe(1)
    expect(await count('cycle', '<=', '12')).toBe(4)
    expect(await count('cycle', '>=', '12')).toBe(3)
    expect(await count('inspectionType', 'IN', ['1', '5'])).toBe(3)
    expect(await count('inspectionType', 'IN', '1,5')).toBe(3)
    expect(await count('inspectionType', 'NOT IN', ['1', '5'])).toBe(3)
    expect(await count('nextDueDate', 'BETWEEN', ['2026-02-01', '2026-04-01'])).toBe(3)
    expect(await count('nextDueDate', 'NOT BETWEEN', ['2026-02-01', '2026-04-01'])).toBe(3)
    expect(await count('fee', 'and', ['20', ''])).toBe(3)
    expect(await count('fee', 'and', ['', '20'])).toBe(2)
    expect(await count('fee', 'and', ['0.10', '30.25'])).toBe(4)
    // Wildcards typed by the user are literal.
    expect(await count('factoryNumber', 'LIKE', 'QA_00')).toBe(0)
    expect(await count('factoryNumber', 'LIKE', 'qa-00')).toBe(4)
  })

  it('turns LIKE into = and NOT LIKE into != when precise', async () => {
    expect(await count('name', 'LIKE', '压力表', { precise: true })).toBe(1)
    expect(await count('name', 'NOT LIKE', '压力表', { precise: true })).toBe(5)
  })

  it('applies advanced rows only when searchType is Y, AND binding tighter than OR, groups ANDed', async () => {
    const advanced = (groups: AdvancedRow[][], searchType: 'Y' | 'N' = 'Y') =>
      search({}, {}, { searchType, searchListVO: groups.map((searchParams) => ({ searchParams })) })
    const row = (
      searchFilter: string,
      searchOp: FilterOperator,
      searchValue: string,
      searchType?: 'and' | 'or',
    ): AdvancedRow => ({
      searchFilter,
      searchOp,
      searchValue,
      valueType: 'text',
      ...(searchType ? { searchType } : {}),
    })

    const precedence = [
      row('name', 'LIKE', '压力表'),
      row('name', 'LIKE', '天平', 'or'),
      row('inspectionType', '=', '5', 'and'),
    ]
    // 压力表 OR (天平 AND type 5): A, B, C — left to right would give C alone.
    expect(keys(await advanced([precedence])).sort()).toEqual(['A', 'B', 'C'])
    expect((await advanced([precedence], 'N')).total).toBe(6)
    expect(keys(await advanced([[row('name', 'LIKE', '压力表')], [row('cycle', '=', '12')]]))).toEqual(['B'])
    const dateRow: AdvancedRow = {
      searchFilter: 'nextDueDate',
      searchOp: 'BETWEEN',
      valueType: 'date',
      startTime: '2026-02-01',
      endTime: '2026-03-31',
    }
    expect(keys(await advanced([[dateRow]])).sort()).toEqual(['B', 'C'])
  })

  it('searches and sorts by the joined customer name, sorts by own columns, and pages', async () => {
    expect(await count('customerName', 'LIKE', 'QA客户')).toBe(6)
    expect(await count('customerName', '=', 'QA客户B')).toBe(3)
    expect(keys(await search({}, {}, { ascs: 'customerName,factoryNumber' }))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ])
    expect(keys(await search({}, {}, { descs: 'factoryNumber' }))).toEqual(['F', 'E', 'D', 'C', 'B', 'A'])
    expect(keys(await search({}, {}, { ascs: 'fee' })).slice(0, 5)).toEqual(['D', 'A', 'B', 'C', 'E'])

    const body = {
      searchParam: {
        filter: JSON.stringify({ manufacturer: MAKER }),
        op: JSON.stringify({ manufacturer: '=' }),
      },
      ascs: 'factoryNumber',
    }
    const second = await post<Page<Instrument>>(admin, `${INSTRUMENT}/page?current=2&size=4`, body)
    expect(second.body.data).toMatchObject({ total: 6, size: 4, current: 2, pages: 2 })
    expect(keys(second.body.data)).toEqual(['E', 'F'])
    // current/size may come in the body too; the query string wins.
    const inBody = await post<Page<Instrument>>(admin, `${INSTRUMENT}/page?size=5`, {
      ...body,
      current: 2,
      size: 2,
    })
    expect(keys(inBody.body.data)).toEqual(['F'])
    const beyond = await post<Page<Instrument>>(admin, `${INSTRUMENT}/page?current=9&size=4`, body)
    expect(beyond.body.data).toMatchObject({ total: 6, records: [] })
  })

  it('counts seeded rows by date range on the creation time', async () => {
    const page = await post<Page<unknown>>(admin, `${CUSTOMER}/page`, {
      searchParam: {
        filter: JSON.stringify({ createTime: ['2025-06-01', '2025-06-30'] }),
        op: JSON.stringify({ createTime: 'BETWEEN' }),
      },
    })
    expect(page.status).toBe(200)
    expect(page.body.data.total).toBe(10)
  })

  it('answers 400 with the message for unknown fields, operators and malformed searches — never 500', async () => {
    const bad = async (payload: object, message: string | RegExp) => {
      const response = await post(admin, `${INSTRUMENT}/page`, payload)
      expect(response.status, JSON.stringify(payload)).toBe(400)
      if (typeof message === 'string') expect(response.body.msg).toBe(message)
      else expect(response.body.msg).toMatch(message)
    }
    const bar = (filter: object, op: object = {}) => ({
      searchParam: { filter: JSON.stringify(filter), op: JSON.stringify(op) },
    })
    await bad(bar({ nope: 'x' }), '不支持按“nope”查询')
    await bad(bar({ name: 'x' }, { name: 'LIKEX' }), '不支持的查询运算符：LIKEX')
    await bad(
      bar({ name: 'x' }, { name: 'BETWEEN' }),
      /不能使用运算符 BETWEEN|只有时间日期查询才能选择该选项/,
    )
    await bad({ searchParam: { filter: '{not json', op: '{}' } }, /^查询条件格式错误：/)
    await bad({ searchListVO: 'x', searchType: 'Y' }, /^查询条件格式错误：/)
    await bad({ ascs: 'nope' }, '不支持按“nope”排序')
    await bad(bar({ cycle: 'abc' }, { cycle: '=' }), /的查询值不正确/)
    await bad(
      {
        searchType: 'Y',
        searchListVO: [
          {
            searchParams: [
              {
                searchFilter: 'nextDueDate',
                searchOp: 'BETWEEN',
                valueType: 'date',
                startTime: '2026-01-01',
              },
            ],
          },
        ],
      },
      '时间查询请选择一个时间段进行查询',
    )
    await bad({ searchParam: { filter: '{"name":"x"}', op: '{}' }, size: 'many' }, /^查询条件格式错误：/)
    expect((await post(admin, `${INSTRUMENT}/page?size=0`)).status).toBe(400)
  })

  it('serves the module resources’ pages with their scope and their list rights', async () => {
    const total = async (session: Session, url: string, payload: object = {}) => {
      const response = await post<Page<Record<string, unknown>>>(session, url, payload)
      expect(response.status, `${url} ${response.body.msg}`).toBe(200)
      return response.body.data
    }
    const users = await total(admin, '/api/blade-user/page?size=50')
    // The demo staff (the quality manager among them) and the demo customer.
    expect(users.total).toBe(9)
    const reception = await total(admin, '/api/blade-user/page', {
      searchParam: { filter: JSON.stringify({ account: 'recep' }), op: '{}' },
    })
    expect(reception.records).toMatchObject([{ account: 'reception', realName: '张受理' }])
    expect(reception.records[0]?.deptName).toBeTruthy()
    expect(reception.records[0]).not.toHaveProperty('passwordHash')
    // Users need user_view, as their module's list does.
    expect((await post(tester, '/api/blade-user/page')).status).toBe(403)

    const systemGroups = dictionaryGroups.filter((group) => group.category === 'system')
    const bizGroups = dictionaryGroups.filter((group) => group.category === 'biz')
    expect((await total(admin, '/api/blade-system/dict/page')).total).toBe(systemGroups.length)
    expect((await total(admin, '/api/blade-system/dict-biz/page')).total).toBe(bizGroups.length)
    const group = await total(admin, '/api/blade-system/dict/page', {
      searchParam: { filter: JSON.stringify({ code: 'inspection_type' }), op: '{}' },
      precise: true,
    })
    expect(group.records).toMatchObject([{ code: 'inspection_type', dictValue: '检验类型' }])
    // The entries page lists one group's entries through its parentId (as the dictionary page asks).
    const entries = await total(admin, '/api/blade-system/dict-entry/page?size=50', {
      searchParam: { filter: JSON.stringify({ parentId: group.records[0]?.id }), op: '{}' },
    })
    expect(entries.total).toBe(9)
    expect(entries.records.map((row) => row.dictKey)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])

    // The lab roles and the self-registered customers' role; a tester is not granted the roles' page.
    expect((await total(admin, '/api/blade-system/role/page')).total).toBe(labRoles.length + 1)
    expect((await post(tester, '/api/blade-system/role/page')).status).toBe(403)
    expect((await total(admin, '/api/blade-system/menu/page?size=500')).total).toBe(flatten(labMenus).length)
    expect((await total(admin, '/api/blade-system/dept/page')).total).toBeGreaterThan(3)

    const secret = { searchParam: { filter: JSON.stringify({ paramKey: 'account.initPassword' }), op: '{}' } }
    expect((await total(admin, '/api/blade-system/param/page', secret)).total).toBe(1)
    expect((await post(tester, '/api/blade-system/param/page', secret)).status).toBe(403)
  })
})
