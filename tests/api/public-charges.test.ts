import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_CHARGES } from '../../server/seed/seed-public-services-a'
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

const TENANT = '100001'
const BASE = '/api/hm-metrology/charge-standard'
/** A small browse limit for this file; every other request comes from an address of its own. */
const PER_MINUTE = 6
const SETTINGS = { PUBLIC_BROWSE_PER_MINUTE: String(PER_MINUTE), PUBLIC_BROWSE_PER_DAY: '1000' }
const PRICE_MESSAGE = '请输入不小于0的金额，最多两位小数'

type PublicCharge = {
  taxon: string
  taxonName: string | null
  instrumentName: string
  specification: string | null
  inspectionType: string
  inspectionTypeName: string | null
  price: string
  unit: string
  basis: string | null
}
type SearchAnswer = Page<PublicCharge> & {
  categories: { taxon: string; name: string | null; count: number }[]
}
type StaffCharge = { id: string; instrumentName: string; price: string; taxon: string; unit: string }
type Price = {
  price: string
  unit: string
  taxon: string
  specification: string | null
  basis: string | null
  recordStatus: string
  candidates: number
} | null

describe.each(databaseKinds)('charge standards on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let addresses = 0
  const nextAddress = () => `198.51.100.${++addresses}`

  const search = (
    body: object,
    options: { ip?: string; language?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/charge-standard/search',
      payload: body,
      remoteAddress: options.ip ?? nextAddress(),
      headers: options.language ? { 'accept-language': options.language } : {},
    })
  const found = async (body: object, language?: string) => {
    const answer = await search(body, language ? { language } : {})
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Envelope<SearchAnswer>>().data
  }
  const submit = (session: Session, payload: object) =>
    call<Envelope<StaffCharge>>(t.app, session, { method: 'POST', url: `${BASE}/submit`, payload })
  const price = async (query: Record<string, string>) => {
    const answer = await call<Envelope<Price>>(t.app, admin, {
      method: 'GET',
      url: `${BASE}/price?${new URLSearchParams(query).toString()}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const charge = (extra: object) => ({
    taxon: '3',
    instrumentName: '试验压力计',
    specification: '(0~1)MPa',
    inspectionType: '1',
    price: '50',
    unit: '台',
    recordStatus: '1',
    sort: 0,
    ...extra,
  })

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t.close()
  })

  it('staff keep charge standards: required fields, a non-negative price with at most two decimals', async () => {
    const created = await submit(admin, charge({ price: '35.5' }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.data).toMatchObject({ instrumentName: '试验压力计', price: '35.50', taxon: '3' })

    for (const bad of ['-1', '12.345', 'abc', '1e3', '12345678901']) {
      const refused = await submit(admin, charge({ price: bad }))
      expect(refused.status, bad).toBe(400)
      expect(refused.body.msg, bad).toBe(`收费标准(元)：${PRICE_MESSAGE}`)
    }
    const english = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/submit`,
      payload: charge({ price: '-5' }),
      headers: { 'accept-language': 'en' },
    })
    expect(english.body.msg).toBe('Price (CNY): Enter an amount of 0 or more with at most two decimals')
    const noName = await submit(admin, charge({ instrumentName: ' ' }))
    expect(noName.status).toBe(400)
    expect(noName.body.msg).toBe('请输入器具名称')
    const noType = await submit(admin, charge({ inspectionType: '' }))
    expect(noType.body.msg).toBe('请输入检验类型')
    expect((await submit(admin, charge({ sort: null }))).body.msg).toBe('请输入排序')
    expect((await submit(admin, charge({ price: '0' }))).status).toBe(200)

    const edited = await submit(admin, { id: created.body.data.id, price: '36.00' })
    expect(edited.status).toBe(200)
    expect(edited.body.data.price).toBe('36.00')

    // Reception reads the list but keeps no prices.
    expect((await submit(reception, charge({ instrumentName: '前台新增' }))).status).toBe(403)
    const page = await call<Envelope<Page<StaffCharge>>>(t.app, reception, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=100`,
      payload: { searchType: 'N', searchParam: { filter: '{"taxon":"3"}', op: '{"taxon":"="}' } },
    })
    expect(page.status).toBe(200)
    expect(page.body.data.records.every((row) => row.taxon === '3')).toBe(true)
    expect(page.body.data.records.find((row) => row.instrumentName === '压力表')?.price).toBe('40.00')
  })

  it('answers the standard price: exact name and type, the exact specification first, else the cheapest', async () => {
    const rows = [
      charge({ instrumentName: '报价压力计', specification: '(0~1)MPa', price: '55.00' }),
      charge({ instrumentName: '报价压力计', specification: '(0~100)MPa', price: '80.00' }),
      charge({ instrumentName: '报价压力计', specification: null, price: '65.00' }),
      charge({ instrumentName: '报价压力计', specification: null, inspectionType: '5', price: '120.00' }),
    ]
    for (const row of rows) expect((await submit(admin, row)).status).toBe(200)

    expect(await price({ instrumentName: '报价压力计', inspectionType: '1' })).toMatchObject({
      price: '55.00',
      specification: '(0~1)MPa',
      candidates: 3,
    })
    expect(
      await price({ instrumentName: '报价压力计', inspectionType: '1', specification: '(0~100)MPa' }),
    ).toMatchObject({ price: '80.00', candidates: 3 })
    // A specification no row is written for: the cheapest again.
    expect(
      (await price({ instrumentName: '报价压力计', inspectionType: '1', specification: '(0~5)MPa' }))?.price,
    ).toBe('55.00')
    expect((await price({ instrumentName: ' 报价压力计 ', inspectionType: '5' }))?.price).toBe('120.00')
    expect(
      (await price({ instrumentName: '报价压力计', inspectionType: '1', taxon: '4' })) ?? null,
    ).toBeNull()
    // Exact names only: part of a name is no match.
    expect(await price({ instrumentName: '报价压力', inspectionType: '1' })).toBeNull()
    // The seeded list: the price the public page shows.
    expect(await price({ instrumentName: '压力表', inspectionType: '1', taxon: '3' })).toMatchObject({
      price: '40.00',
      unit: '台',
    })
    const missing = await call(t.app, admin, { method: 'GET', url: `${BASE}/price?inspectionType=1` })
    expect(missing.status).toBe(400)
    const anonymous = await call(t.app, null, {
      method: 'GET',
      url: `${BASE}/price?instrumentName=压力表&inspectionType=1`,
    })
    expect(anonymous.status).toBe(401)
  })

  it('lets anyone search by category, keyword and inspection type, with counts per category', async () => {
    const all = await found({})
    expect(all.total).toBeGreaterThanOrEqual(DEMO_CHARGES.length)
    expect(all.categories.map((category) => category.taxon)).toEqual(
      Array.from({ length: 14 }, (_, index) => String(index + 1)),
    )
    expect(all.categories.reduce((sum, category) => sum + category.count, 0)).toBe(all.total)
    expect(all.categories.find((category) => category.taxon === '3')?.name).toBe('力学')
    // Nothing internal travels.
    for (const record of all.records) {
      expect(Object.keys(record).sort()).toEqual(
        [
          'basis',
          'inspectionType',
          'inspectionTypeName',
          'instrumentName',
          'price',
          'specification',
          'taxon',
          'taxonName',
          'unit',
        ].sort(),
      )
    }

    const mechanics = await found({ taxon: '3', size: 50 })
    expect(mechanics.records.length).toBeGreaterThan(0)
    expect(mechanics.records.every((record) => record.taxon === '3')).toBe(true)
    // The chips keep every category's count while one is chosen.
    expect(mechanics.categories).toEqual(all.categories)

    const pressure = await found({ keyword: '压力表' })
    const gauge = pressure.records.find((record) => record.instrumentName === '压力表')
    expect(gauge).toEqual({
      taxon: '3',
      taxonName: '力学',
      instrumentName: '压力表',
      specification: '(0~60)MPa',
      inspectionType: '1',
      inspectionTypeName: '检定',
      price: '40.00',
      unit: '台',
      basis: expect.stringContaining('收费标准'),
    })
    expect(pressure.records.every((record) => record.instrumentName.includes('压力表'))).toBe(true)
    expect(pressure.categories).toEqual([{ taxon: '3', name: '力学', count: pressure.total }])

    // The keyword matches the specification too.
    const range = await found({ keyword: '200000' })
    expect(range.records.map((record) => record.instrumentName)).toEqual(['照度计'])

    const compulsory = await found({ inspectionType: '7', size: 50 })
    expect(compulsory.records.length).toBeGreaterThan(0)
    expect(compulsory.records.every((record) => record.inspectionType === '7')).toBe(true)
    const combined = await found({ taxon: '13', inspectionType: '1', keyword: '天平' })
    expect(combined.records.map((record) => record.price).sort()).toEqual(['100.00', '60.00'])

    // % and _ are no wildcards.
    expect((await found({ keyword: '%' })).total).toBe(0)
    expect((await found({ keyword: '_' })).total).toBe(0)
    expect((await found({ keyword: '压力%' })).total).toBe(0)

    const english = await found({ keyword: '压力表' }, 'en')
    expect(english.records[0]).toMatchObject({ taxonName: 'Mechanics', inspectionTypeName: 'Verification' })
  })

  it('pages the results', async () => {
    const first = await found({ current: 1, size: 10 })
    const second = await found({ current: 2, size: 10 })
    expect(first.records).toHaveLength(10)
    expect(second.records).toHaveLength(10)
    expect(first).toMatchObject({ current: 1, size: 10 })
    const key = (record: PublicCharge) =>
      `${record.instrumentName}|${record.specification}|${record.inspectionType}|${record.price}`
    const seen = new Set(first.records.map(key))
    expect(second.records.some((record) => seen.has(key(record)))).toBe(false)
    const beyond = await found({ current: 100, size: 50 })
    expect(beyond.records).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it('never shows a removed row', async () => {
    const created = await submit(admin, charge({ instrumentName: '将删除的流量计', taxon: '11' }))
    expect((await found({ keyword: '将删除的流量计' })).total).toBe(1)
    const removed = await call(t.app, admin, {
      method: 'POST',
      url: `${BASE}/remove?ids=${created.body.data.id}`,
    })
    expect(removed.status).toBe(200)
    const after = await found({ keyword: '将删除的流量计' })
    expect(after.total).toBe(0)
    expect(after.categories).toEqual([])
  })

  it('refuses bad input with a clear message', async () => {
    const cases: [object, string][] = [
      [{ size: 51 }, 'size'],
      [{ size: 0 }, 'size'],
      [{ current: 0 }, 'current'],
      [{ keyword: '压'.repeat(51) }, 'keyword'],
      [{ tenantId: '12' }, 'tenantId'],
      [{ taxon: 3 }, 'taxon'],
    ]
    for (const [body, field] of cases) {
      const answer = await search(body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.json<Envelope<null>>().msg).toContain(field)
    }
    const unknownLab = await search({ tenantId: '999999' })
    expect(unknownLab.statusCode).toBe(400)
    expect(unknownLab.json<Envelope<null>>().msg).toBe('请通过证书上的二维码或查询链接进入')
    expect((await search({ tenantId: '000000' })).statusCode).toBe(400)
    expect((await search({ tenantId: TENANT })).statusCode).toBe(200)
  })

  it('stops an address past the browse limit with 429', async () => {
    const ip = '192.0.2.77'
    const statuses: number[] = []
    // A minute window may end mid-loop: then the limit is met in the next one, within twice as many.
    for (let index = 0; index <= 2 * PER_MINUTE && !statuses.includes(429); index++) {
      statuses.push((await search({ keyword: `表${index}` }, { ip })).statusCode)
    }
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200))
    expect(statuses.at(-1)).toBe(429)
    const refused = await search({}, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json<Envelope<null>>().msg).toBe('查询过于频繁，请稍后再试')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held up.
    expect((await search({})).statusCode).toBe(200)
  })
})
