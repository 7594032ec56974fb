import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withoutTenant } from '../../server/db/tenant-scope'
import { signToken, verifyToken } from '../../server/modules/auth/tokens'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  requestToken,
  type Envelope,
  type Session,
  type TestApp,
} from '../support/test-app'
import { TENANT, pageOf } from './access-support'
import { multipartBody, pngBytes } from './offline-support'

/** What a probe of the access model found beside it, each mended. */
describe.each(databaseKinds)('access mends on %s', (kind) => {
  let t: TestApp
  let tester: Session
  let secret: string

  /** The token of a session with some of its claims changed, signed with the server's own key. */
  const forged = (session: Session, change: { roles?: string[]; tid?: string; sub?: string }) => {
    const claims = verifyToken(session.token, secret, Math.floor(Date.now() / 1000))
    if (!claims) throw new Error('the session token does not verify')
    return signToken({ ...claims, ...change }, secret)
  }
  const roles = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/blade-system/role/list',
      headers: { 'blade-auth': `bearer ${token}` },
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    tester = await login(t.app, TENANT, 'tester')
    const [row] = await withoutTenant(t.database.db, (tx) =>
      queryRows<{ value: string }>(tx, sql`select value from server_secret where name = 'token'`),
    )
    secret = process.env.TOKEN_SECRET ?? row?.value ?? ''
  })
  afterAll(() => t.close())

  it('refuses a token re-signed with other roles, tenant or user on a live session, cached or not', async () => {
    // The session is live and its actor cached by this request.
    expect((await call(t.app, tester, { method: 'GET', url: '/api/blade-user/info' })).status).toBe(200)
    expect((await roles(tester.token)).statusCode).toBe(403)
    expect((await roles(forged(tester, { roles: ['admin'] }))).statusCode).toBe(401)
    expect((await roles(forged(tester, { roles: ['tester', 'admin'] }))).statusCode).toBe(401)
    expect((await roles(forged(tester, { tid: '000000', roles: ['administrator'] }))).statusCode).toBe(401)
    const admin = await login(t.app, TENANT, 'admin')
    expect((await roles(forged(tester, { sub: admin.userId, roles: ['admin'] }))).statusCode).toBe(401)
    // The same claims, signed again, still pass: it is the claims that are compared.
    expect((await roles(forged(tester, {}))).statusCode).toBe(403)
  })

  it('answers tokens with Cache-Control: no-store and Pragma: no-cache, refusals too', async () => {
    for (const response of [
      await requestToken(t.app, TENANT, 'tester', 'metrodesk'),
      await requestToken(t.app, TENANT, 'tester', 'wrong'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['pragma']).toBe('no-cache')
    }
  })

  it('answers an upload without a boundary or with a part cut short with 400 and says why', async () => {
    const whole = multipartBody(pngBytes())
    const noBoundary = await call<Envelope<null>>(t.app, tester, {
      method: 'POST',
      url: '/api/file/upload?kind=image',
      payload: whole.payload,
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.status).toBe(400)
    expect(noBoundary.body.msg).toMatch(/^上传内容格式错误：/)
    const cut = whole.payload.subarray(0, whole.payload.length - 30)
    const truncated = await call<Envelope<null>>(t.app, tester, {
      method: 'POST',
      url: '/api/file/upload?kind=image',
      payload: cut,
      headers: { 'content-type': whole.contentType, 'idempotency-key': uuidv7() },
    })
    expect(truncated.status).toBe(400)
    expect(truncated.body.msg).toMatch(/^上传内容格式错误：/)
    // And nothing was stored.
    const [row] = await withoutTenant(t.database.db, (tx) =>
      queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from file where original_name = 'photo.png'`,
      ),
    )
    expect(Number(row?.n ?? 0)).toBe(0)
  })

  it('refuses a search on a field or operator the resource does not declare, naming it', async () => {
    const admin = await login(t.app, TENANT, 'admin')
    const search = (payload: object) =>
      call<Envelope<unknown>>(t.app, admin, { method: 'POST', url: '/api/hm-crm/customer/page', payload })
    const opOnly = await search({ searchParam: { filter: '{}', op: JSON.stringify({ passwordHash: '=' }) } })
    expect(opOnly.status).toBe(400)
    expect(opOnly.body.msg).toBe('不支持按“passwordHash”查询')
    const badOp = await search({ searchParam: { filter: '{}', op: JSON.stringify({ name: 'REGEXP' }) } })
    expect(badOp.status).toBe(400)
    expect(badOp.body.msg).toBe('不支持的查询运算符：REGEXP')
    const advanced = await search({
      searchType: 'Y',
      searchListVO: [{ searchParams: [{ searchFilter: 'tenantId', searchOp: '=', searchValue: '' }] }],
    })
    expect(advanced.status).toBe(400)
    expect(advanced.body.msg).toBe('不支持按“tenantId”查询')
    // The lists that take the spec's payload outside the engine as well.
    const symbols = await call<Envelope<unknown>>(t.app, admin, {
      method: 'POST',
      url: '/api/symbols/commonList',
      payload: { searchParam: { filter: JSON.stringify({ tenantId: '100002' }) } },
    })
    expect(symbols.status).toBe(400)
    expect(symbols.body.msg).toBe('不支持按“tenantId”查询')
    const materials = await call<Envelope<unknown>>(t.app, admin, {
      method: 'POST',
      url: '/api/material/page',
      payload: { searchParam: { fileId: 'x' } },
    })
    expect(materials.status).toBe(400)
    expect(materials.body.msg).toContain('fileId')
    expect((await pageOf(t, admin, '/api/hm-crm/customer/page', { name: '长沙' })).status).toBe(200)
  })
})
