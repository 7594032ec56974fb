import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonSymbols } from '../../server/seed/data/symbols'
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

type Layout = { elementId: string; parameter: string }
type SymbolRow = { id: string; code: string; sort: number }

describe.each(databaseKinds)('column layouts and math symbols on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let other: Session

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    reception = await login(t.app, '100001', 'reception')
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '第三计量所',
        contactName: '周所长',
        contactPhone: '13900000003',
        adminAccount: 'admin',
        adminPassword: 'Third3lab',
      },
    })
    expect(created.status).toBe(200)
    other = await login(t.app, created.body.data.tenantId, 'admin', 'Third3lab')
  })
  afterAll(() => t.close())

  const layout = {
    detail: (session: Session, elementId: string) =>
      call<Envelope<Layout | null>>(t.app, session, {
        method: 'GET',
        url: `/api/blade-expand/view-param/detail?elementId=${encodeURIComponent(elementId)}`,
      }),
    save: (session: Session, payload: Record<string, unknown>) =>
      call<Envelope<null>>(t.app, session, {
        method: 'POST',
        url: '/api/blade-expand/view-param/save',
        payload,
      }),
  }

  const symbols = {
    get: (session: Session, url: string) =>
      call<Envelope<Page<SymbolRow>>>(t.app, session, { method: 'GET', url }),
    post: (session: Session, url: string, payload: Record<string, unknown> = {}) =>
      call<Envelope<Page<SymbolRow>>>(t.app, session, { method: 'POST', url, payload }),
    submit: (session: Session, payload: Record<string, unknown>) =>
      call<Envelope<SymbolRow>>(t.app, session, {
        method: 'POST',
        url: '/api/symbols/person/submit',
        payload,
      }),
    remove: (session: Session, ids: string[]) =>
      call<Envelope<null>>(t.app, session, {
        method: 'POST',
        url: `/api/symbols/person/remove?ids=${ids.join(',')}`,
      }),
  }

  const customerLayout = JSON.stringify({
    columns: [
      { name: 'customerName', visible: true, width: 220 },
      { name: 'phone', visible: false },
    ],
    search: [{ name: 'customerName', visible: true }],
  })

  it('saves a layout, reads it back, replaces it and resets it with an empty parameter', async () => {
    expect((await layout.detail(admin, 'crm-customer')).body).toMatchObject({ code: 200, data: null })
    const saved = await layout.save(admin, { elementId: 'crm-customer', parameter: customerLayout })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ code: 200, success: true })
    expect((await layout.detail(admin, 'crm-customer')).body.data).toEqual({
      elementId: 'crm-customer',
      parameter: customerLayout,
    })

    const replaced = JSON.stringify({ columns: [], search: [] })
    await layout.save(admin, { elementId: 'crm-customer', parameter: replaced })
    expect((await layout.detail(admin, 'crm-customer')).body.data?.parameter).toBe(replaced)

    const reset = await layout.save(admin, { elementId: 'crm-customer', parameter: '' })
    expect(reset.status).toBe(200)
    expect((await layout.detail(admin, 'crm-customer')).body.data).toBeNull()
    // Resetting what is not saved is fine too; so is leaving the parameter out.
    expect((await layout.save(admin, { elementId: 'crm-customer' })).status).toBe(200)
  })

  it('keeps each user’s layouts apart, and each table’s', async () => {
    await layout.save(admin, { elementId: 'crm-instrument', parameter: customerLayout })
    expect((await layout.detail(reception, 'crm-instrument')).body.data).toBeNull()
    const mine = JSON.stringify({ columns: [{ name: 'name', visible: true }], search: [] })
    await layout.save(reception, { elementId: 'crm-instrument', parameter: mine })
    expect((await layout.detail(admin, 'crm-instrument')).body.data?.parameter).toBe(customerLayout)
    expect((await layout.detail(reception, 'crm-instrument')).body.data?.parameter).toBe(mine)
    expect((await layout.detail(reception, 'crm-other')).body.data).toBeNull()
    // Another lab's user with the same account name sees nothing of the demo lab's layouts.
    expect((await layout.detail(other, 'crm-instrument')).body.data).toBeNull()
    await layout.save(reception, { elementId: 'crm-instrument', parameter: '' })
    expect((await layout.detail(admin, 'crm-instrument')).body.data?.parameter).toBe(customerLayout)
  })

  it('refuses a parameter that is not JSON object text, too large, or without an element', async () => {
    for (const parameter of ['{columns:', '[1,2]', '"text"', '42', 'null']) {
      const response = await layout.save(admin, { elementId: 'crm-customer', parameter })
      expect(response.status, parameter).toBe(400)
      expect(response.body.success).toBe(false)
    }
    const huge = JSON.stringify({ columns: [{ name: 'x'.repeat(70 * 1024), visible: true }] })
    expect((await layout.save(admin, { elementId: 'crm-customer', parameter: huge })).status).toBe(400)
    expect((await layout.save(admin, { elementId: '', parameter: '{}' })).status).toBe(400)
    expect((await layout.save(admin, { parameter: '{}' })).status).toBe(400)
    expect(
      (await call(t.app, admin, { method: 'GET', url: '/api/blade-expand/view-param/detail' })).status,
    ).toBe(400)
    expect((await layout.detail(admin, 'crm-customer')).body.data).toBeNull()
  })

  it('needs a signed-in user', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/blade-expand/view-param/detail?elementId=crm-customer',
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/symbol/commonList' })).statusCode).toBe(401)
  })

  it('lists the lab’s common symbols in keyboard order, on every path, paged', async () => {
    const all = await symbols.post(admin, '/api/symbols/commonList?size=9999&current=1', {
      size: 9999,
      current: 1,
      searchParam: {},
      searchType: 'N',
    })
    expect(all.body.code).toBe(200)
    expect(all.body.data.total).toBe(commonSymbols.length)
    expect(all.body.data.records.map((row) => row.code)).toEqual(commonSymbols)
    expect(all.body.data.records.map((row) => row.sort)).toEqual(commonSymbols.map((_, i) => i + 1))

    const second = await symbols.get(admin, '/api/symbol/commonList?current=2&size=20')
    expect(second.body.data).toMatchObject({ current: 2, size: 20, total: commonSymbols.length, pages: 14 })
    expect(second.body.data.records.map((row) => row.code)).toEqual(commonSymbols.slice(20, 40))

    // Paging may come in the body only.
    const body = await symbols.post(admin, '/api/symbols/commonList', { size: 5, current: 3 })
    expect(body.body.data.records.map((row) => row.code)).toEqual(commonSymbols.slice(10, 15))

    const filtered = await symbols.post(admin, '/api/symbols/commonList?size=50', {
      searchParam: { filter: JSON.stringify({ code: 'Pa' }), op: JSON.stringify({ code: 'LIKE' }) },
      searchType: 'N',
    })
    expect(filtered.body.data.records.map((row) => row.code)).toEqual(['Pa', 'kPa', 'MPa', 'GPa', 'hPa'])

    expect((await symbols.get(admin, '/api/symbol/commonList?size=0')).status).toBe(400)
  })

  it('lets a person keep, reorder and remove symbols of their own', async () => {
    const empty = await symbols.post(reception, '/api/symbols/personList?size=9999&current=1', {})
    expect(empty.body.data).toMatchObject({ total: 0, records: [] })

    const first = await symbols.submit(reception, { code: ' mm/a ' })
    expect(first.body.data).toMatchObject({ code: 'mm/a', sort: 1 })
    const second = await symbols.submit(reception, { code: '℃/h' })
    expect(second.body.data.sort).toBe(2)
    // The same symbol again moves it rather than adding a second one.
    const moved = await symbols.submit(reception, { code: 'mm/a', sort: 5 })
    expect(moved.body.data.id).toBe(first.body.data.id)

    const list = await symbols.get(reception, '/api/bas/sysSymbol/personList?current=1&size=10')
    expect(list.body.data.records.map((row) => [row.code, row.sort])).toEqual([
      ['℃/h', 2],
      ['mm/a', 5],
    ])
    // Nobody else sees them, and the common list is unchanged.
    expect((await symbols.post(admin, '/api/symbols/personList', {})).body.data.total).toBe(0)
    expect((await symbols.get(reception, '/api/symbol/commonList?size=1')).body.data.total).toBe(
      commonSymbols.length,
    )

    expect((await symbols.submit(reception, { code: '' })).status).toBe(400)
    expect((await symbols.submit(reception, { code: 'x'.repeat(17) })).status).toBe(400)

    // Removing someone else's or a common symbol changes nothing.
    const common = (await symbols.get(admin, '/api/symbol/commonList?size=1')).body.data.records[0]
    await symbols.remove(admin, [first.body.data.id, common?.id ?? ''])
    expect((await symbols.get(reception, '/api/bas/sysSymbol/personList')).body.data.total).toBe(2)
    expect((await symbols.get(admin, '/api/symbol/commonList?size=1')).body.data.total).toBe(
      commonSymbols.length,
    )

    const removed = await symbols.remove(reception, [first.body.data.id])
    expect(removed.status).toBe(200)
    const left = await symbols.post(reception, '/api/symbols/personList?size=9999&current=1', {})
    expect(left.body.data.records.map((row) => row.code)).toEqual(['℃/h'])
  })

  it('gives every new lab the common list, and keeps labs apart', async () => {
    const theirs = await symbols.get(other, '/api/symbol/commonList?size=9999')
    expect(theirs.body.data.records.map((row) => row.code)).toEqual(commonSymbols)
    const ours = await symbols.get(admin, '/api/symbol/commonList?size=9999')
    const ourIds = new Set(ours.body.data.records.map((row) => row.id))
    expect(theirs.body.data.records.some((row) => ourIds.has(row.id))).toBe(false)

    const mine = await symbols.submit(admin, { code: 'μg' })
    await symbols.remove(other, [mine.body.data.id])
    expect((await symbols.get(admin, '/api/bas/sysSymbol/personList')).body.data.total).toBe(1)
    expect((await symbols.get(other, '/api/bas/sysSymbol/personList')).body.data.total).toBe(0)
  })
})
