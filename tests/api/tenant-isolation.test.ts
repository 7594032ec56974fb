import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  requestToken,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'

type Row = { id: string; tenantId?: string }

/** Every list of the system area, with the query that lists its rows. */
const lists = [
  {
    name: 'dict',
    url: '/api/blade-system/dict/list?size=500',
    detail: '/api/blade-system/dict/detail',
    remove: '/api/blade-system/dict/remove',
  },
  {
    name: 'dict-biz',
    url: '/api/blade-system/dict-biz/list?size=500',
    detail: '/api/blade-system/dict-biz/detail',
    remove: '/api/blade-system/dict-biz/remove',
  },
  {
    name: 'param',
    url: '/api/blade-system/param/list?size=500',
    detail: '/api/blade-system/param/detail',
    remove: '/api/blade-system/param/remove',
  },
  {
    name: 'user',
    url: '/api/blade-user/list?size=500',
    detail: '/api/blade-user/detail',
    remove: '/api/blade-user/remove',
  },
  {
    name: 'dept',
    url: '/api/blade-system/dept/list',
    detail: '/api/blade-system/dept/detail',
    remove: '/api/blade-system/dept/remove',
  },
  {
    name: 'role',
    url: '/api/blade-system/role/list',
    detail: '/api/blade-system/role/detail',
    remove: '/api/blade-system/role/remove',
  },
  {
    name: 'menu',
    url: '/api/blade-system/menu/list',
    detail: '/api/blade-system/menu/detail',
    remove: '/api/blade-system/menu/remove',
  },
]

function flatten(rows: (Row & { children?: Row[] })[]): Row[] {
  return rows.flatMap((row) => [row, ...flatten((row.children ?? []) as (Row & { children?: Row[] })[])])
}

async function listRows(t: TestApp, session: Session, url: string): Promise<Row[]> {
  const response = await call<Envelope<Page<Row> | Row[]>>(t.app, session, { method: 'GET', url })
  expect(response.status, url).toBe(200)
  const data = response.body.data
  return flatten(Array.isArray(data) ? data : data.records)
}

describe.each(databaseKinds)('tenant isolation on %s', (kind) => {
  let t: TestApp
  let platform: Session
  let demo: Session
  let other: Session
  let otherTenant: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '第二计量所',
        contactName: '孙所长',
        contactPhone: '13900000001',
        adminAccount: 'admin',
        adminPassword: 'Second2lab',
      },
    })
    expect(created.status).toBe(200)
    otherTenant = created.body.data.tenantId
    demo = await login(t.app, '100001', 'admin')
    other = await login(t.app, otherTenant, 'admin', 'Second2lab')
  })
  afterAll(() => t.close())

  it('a new lab tenant starts with its own seeded dictionaries, menus, departments, roles and parameters', async () => {
    expect(otherTenant).toMatch(/^\d{6}$/)
    expect(otherTenant).not.toBe('100001')
    for (const list of lists) {
      const rows = await listRows(t, other, list.url)
      expect(rows.length, list.name).toBeGreaterThan(0)
    }
    const depts = await listRows(t, other, '/api/blade-system/dept/list')
    expect(depts.some((row) => (row as Row & { deptName: string }).deptName === '第二计量所')).toBe(true)
  })

  it('no list, detail, submit or remove crosses between two tenants', async () => {
    for (const list of lists) {
      const mine = await listRows(t, demo, list.url)
      const theirs = await listRows(t, other, list.url)
      const mineIds = new Set(mine.map((row) => row.id))
      expect(
        theirs.some((row) => mineIds.has(row.id)),
        `${list.name} lists overlap`,
      ).toBe(false)
      for (const row of mine) if (row.tenantId) expect(row.tenantId).toBe('100001')
      for (const row of theirs) if (row.tenantId) expect(row.tenantId).toBe(otherTenant)

      const foreign = mine.at(-1) as Row
      const detail = await call(t.app, other, { method: 'GET', url: `${list.detail}?id=${foreign.id}` })
      expect(detail.status, `${list.name} detail across tenants`).toBe(404)

      await call(t.app, other, { method: 'POST', url: `${list.remove}?ids=${foreign.id}` })
      const stillThere = await call(t.app, demo, { method: 'GET', url: `${list.detail}?id=${foreign.id}` })
      expect(stillThere.status, `${list.name} removed across tenants`).toBe(200)
    }
  })

  it('an update naming another tenant’s record changes nothing there', async () => {
    const [param] = (await listRows(t, demo, '/api/blade-system/param/list?size=1')) as (Row & {
      paramKey: string
      paramValue: string
      paramName: string
    })[]
    if (!param) throw new Error('no param')
    const attempt = await call(t.app, other, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { id: param.id, paramKey: param.paramKey, paramName: 'hijacked', paramValue: 'hijacked' },
    })
    expect(attempt.status).toBeGreaterThanOrEqual(400)
    expect(attempt.status).toBeLessThan(500)
    const after = await call<Envelope<{ paramValue: string }>>(t.app, demo, {
      method: 'GET',
      url: `/api/blade-system/param/detail?id=${param.id}`,
    })
    expect(after.body.data.paramValue).toBe(param.paramValue)
  })

  it('the tenant comes from the token only', async () => {
    const tree = await call(t.app, other, {
      method: 'GET',
      url: '/api/blade-system/dept/tree?tenantId=100001',
    })
    expect(tree.status).toBe(403)
    const withHeader = await call<Envelope<Page<Row>>>(t.app, other, {
      method: 'GET',
      url: '/api/blade-system/param/list',
      headers: { 'tenant-id': '100001' },
    })
    for (const row of withHeader.body.data.records) expect(row.tenantId).toBe(otherTenant)
  })

  it('row-level security hides and refuses other tenants’ rows even to a query that forgets the filter', async () => {
    const db = t.database.db
    const visible = await withTenant(db, otherTenant, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from dict where tenant_id = '100001'`),
    )
    expect(visible[0]?.n).toBe(0)
    const all = await withTenant(db, otherTenant, (tx) =>
      queryRows<{ tenant_id: string }>(tx, sql`select distinct tenant_id from app_user`),
    )
    expect(all.map((row) => row.tenant_id)).toEqual([otherTenant])
    await expect(
      withTenant(db, otherTenant, (tx) =>
        tx.execute(
          sql`insert into param (tenant_id, id, param_name, param_key, param_value) values ('100001', '01900000-0000-7000-8000-00000000a001', 'x', 'x.y', 'z')`,
        ),
      ),
    ).rejects.toSatisfy((error: Error & { cause?: Error }) =>
      /row-level security/.test(String(error.cause?.message ?? error.message)),
    )
  })

  it('only the platform administrator manages tenants, and a disabled tenant cannot sign in', async () => {
    expect((await call(t.app, demo, { method: 'GET', url: '/api/blade-system/tenant/list' })).status).toBe(
      403,
    )
    const tenants = await call<Envelope<Page<{ tenantId: string }>>>(t.app, platform, {
      method: 'GET',
      url: '/api/blade-system/tenant/list',
    })
    expect(tenants.body.data.records.map((row) => row.tenantId)).toEqual(
      expect.arrayContaining(['000000', '100001', otherTenant]),
    )

    expect(
      (
        await call(t.app, platform, {
          method: 'POST',
          url: `/api/blade-system/tenant/disable?ids=${otherTenant}`,
        })
      ).status,
    ).toBe(200)
    const refused = await requestToken(t.app, otherTenant, 'admin', 'Second2lab', { ip: '10.7.0.1' })
    expect(refused.json<{ error: string }>().error).toBe('tenant_disabled')
    expect((await call(t.app, other, { method: 'GET', url: '/api/blade-user/info' })).status).toBe(401)
    expect(
      (await call(t.app, platform, { method: 'POST', url: '/api/blade-system/tenant/disable?ids=000000' }))
        .status,
    ).toBe(400)

    expect(
      (
        await call(t.app, platform, {
          method: 'POST',
          url: `/api/blade-system/tenant/enable?ids=${otherTenant}`,
        })
      ).status,
    ).toBe(200)
    expect(
      (await requestToken(t.app, otherTenant, 'admin', 'Second2lab', { ip: '10.7.0.2' })).statusCode,
    ).toBe(200)
  })
})
