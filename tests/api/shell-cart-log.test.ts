import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { param } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
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

type CartLine = { id: string; itemType: string; itemId: string; name: string; quantity: number }
type ClientError = {
  userId: string
  account: string | null
  url: string
  time: string
  type: string
  message: string
  stack: string | null
  info: string | null
  userAgent: string | null
  ip: string | null
}

describe.each(databaseKinds)('cart panel and client error logs on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let tester: Session

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    reception = await login(t.app, '100001', 'reception')
    tester = await login(t.app, '100001', 'tester')
  })
  afterAll(() => t.close())

  const cart = {
    list: (session: Session) =>
      call<Envelope<CartLine[]>>(t.app, session, { method: 'GET', url: '/api/hm-crm/cart/list' }),
    count: async (session: Session) =>
      (await call<Envelope<number>>(t.app, session, { method: 'GET', url: '/api/hm-crm/cart/count' })).body
        .data,
    add: (session: Session, payload: Record<string, unknown>) =>
      call<Envelope<CartLine[] | null>>(t.app, session, {
        method: 'POST',
        url: '/api/hm-crm/cart/add',
        payload,
      }),
    remove: (session: Session, ids: string[]) =>
      call<Envelope<null>>(t.app, session, {
        method: 'POST',
        url: `/api/hm-crm/cart/remove?ids=${ids.join(',')}`,
      }),
    clear: (session: Session) =>
      call<Envelope<null>>(t.app, session, { method: 'POST', url: '/api/hm-crm/cart/clear' }),
  }

  it('adds items, adding the same item again to its quantity, and counts the lines', async () => {
    const gauge = { itemType: 'instrument', itemId: 'INS-0001', name: '压力表', quantity: 2 }
    const first = await cart.add(reception, gauge)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject([{ ...gauge }])
    const again = await cart.add(reception, { ...gauge, quantity: 3 })
    expect(again.body.data).toHaveLength(1)
    expect(again.body.data?.[0]?.quantity).toBe(5)
    await cart.add(reception, { itemType: 'instrument', itemId: 'INS-0002', name: '游标卡尺' })
    expect(await cart.count(reception)).toBe(2)
    const lines = (await cart.list(reception)).body.data
    expect(lines.map((line) => [line.itemId, line.quantity])).toEqual([
      ['INS-0001', 5],
      ['INS-0002', 1],
    ])

    for (const bad of [
      { ...gauge, quantity: 0 },
      { ...gauge, quantity: -1 },
      { ...gauge, itemType: '' },
      { ...gauge, name: '' },
      { itemType: 'instrument' },
      { itemType: 'instrument', name: '无编号' },
    ]) {
      const refused = await cart.add(reception, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(refused.body.msg).toBeTruthy()
    }
    const tooMany = await cart.add(reception, { ...gauge, quantity: 99999 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.msg).toBe('商品数量不能超过99999')
    expect((await call(t.app, null, { method: 'GET', url: '/api/hm-crm/cart/count' })).status).toBe(401)
  })

  it('keeps every cart to its own user', async () => {
    const lines = (await cart.list(reception)).body.data
    expect(lines.length).toBeGreaterThan(0)
    expect((await cart.list(tester)).body.data).toEqual([])
    expect(await cart.count(tester)).toBe(0)

    // Another user's ids and clear change nothing in this cart.
    expect(
      (
        await cart.remove(
          tester,
          lines.map((line) => line.id),
        )
      ).status,
    ).toBe(200)
    expect((await cart.clear(tester)).status).toBe(200)
    expect(await cart.count(reception)).toBe(lines.length)

    // The same item in two carts is two lines.
    await cart.add(tester, { itemType: 'instrument', itemId: 'INS-0001', name: '压力表', quantity: 1 })
    expect((await cart.list(tester)).body.data.map((line) => line.quantity)).toEqual([1])
    expect((await cart.list(reception)).body.data.find((line) => line.itemId === 'INS-0001')?.quantity).toBe(
      5,
    )

    const [firstLine] = lines
    expect((await cart.remove(reception, [firstLine?.id ?? ''])).status).toBe(200)
    expect(await cart.count(reception)).toBe(lines.length - 1)
    expect((await cart.remove(reception, ['not-an-id'])).status).toBe(400)
    expect((await cart.clear(reception)).status).toBe(200)
    expect(await cart.count(reception)).toBe(0)
    expect(await cart.count(tester)).toBe(1)
  })

  const upload = (session: Session | null, payload: unknown, headers: Record<string, string> = {}) =>
    call<Envelope<number | null>>(t.app, session, {
      method: 'POST',
      url: '/api/blade-log/client-error/upload',
      payload: payload as object,
      headers: { 'user-agent': 'Mozilla/5.0 (MetroDesk test)', ...headers },
      remoteAddress: '10.30.0.7',
    })

  const entry = (n: number) => ({
    url: `http://localhost:8080/#/wel/index?n=${n}`,
    time: '2025-06-01 10:00:00',
    type: 'error',
    message: `TypeError: cannot read properties of undefined (${n})`,
    stack: 'TypeError: cannot read properties of undefined\n    at render (app.js:1:1)',
    info: 'render function',
  })

  it('stores uploaded browser errors with the user, address and browser, and lets administrators read them', async () => {
    const sent = await upload(reception, [
      entry(1),
      { ...entry(2), stack: undefined, info: '', time: 1717200000000 },
    ])
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ code: 200, success: true, data: 2, msg: '发送成功!' })
    expect((await upload(reception, [])).body.data).toBe(0)
    // PostgreSQL text cannot hold NUL: it is dropped, never a 500.
    expect((await upload(tester, [{ ...entry(9), message: 'a\u0000b' }])).status).toBe(200)

    for (const bad of [
      entry(3),
      [{ ...entry(3), message: undefined }],
      [{ ...entry(3), type: '' }],
      [{ ...entry(3), url: 'x'.repeat(2001) }],
      Array.from({ length: 201 }, (_, i) => entry(i)),
    ]) {
      const refused = await upload(reception, bad)
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toBeTruthy()
    }
    expect((await upload(null, [entry(4)])).status).toBe(401)

    const list = (session: Session, query = '') =>
      call<Envelope<Page<ClientError>>>(t.app, session, {
        method: 'GET',
        url: `/api/blade-log/client-error/list?current=1&size=10${query}`,
      })
    expect((await list(reception)).status).toBe(403)
    const all = await list(admin)
    expect(all.status).toBe(200)
    expect(all.body.data.total).toBe(3)
    const logs = await list(admin, `&userId=${reception.userId}`)
    expect(logs.body.data.total).toBe(2)
    const [newest, oldest] = logs.body.data.records
    expect(oldest).toMatchObject({
      ...entry(1),
      userId: reception.userId,
      account: 'reception',
      userAgent: 'Mozilla/5.0 (MetroDesk test)',
      ip: '10.30.0.7',
    })
    expect(newest).toMatchObject({ stack: null, info: null, time: '1717200000000' })
    expect((await list(admin, '&message=(2)')).body.data.total).toBe(1)
    expect((await list(admin, `&userId=${tester.userId}`)).body.data.records[0]?.message).toBe('ab')
    expect((await list(admin, '&message=%00')).status).toBe(200)

    const platform = await login(t.app, '000000', 'admin')
    expect((await list(platform)).body.data.total).toBe(0)
  })

  it('refuses uploads when the tenant turned them off (parameter log.uploadEnabled)', async () => {
    await withTenant(t.database.db, '100001', (tx) =>
      tx
        .update(param)
        .set({ paramValue: 'false' })
        .where(and(eq(param.tenantId, '100001'), eq(param.paramKey, 'log.uploadEnabled'))),
    )
    const refused = await upload(tester, [entry(5)], { 'accept-language': 'en' })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe('Uploading error logs is turned off')
  })
})
