import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
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
  type Session,
  type TestApp,
} from '../support/test-app'
import { TENANT, pageOf, smsCodeFor } from './access-support'

/*
 * The security audit log (ASVS V7): what is security-relevant is written append-only with who, when, from
 * where and what changed; the lab's administrators read their lab's, the platform's administrator the
 * tenants'.
 */

type Event = {
  id: string
  at: string
  event: string
  actorAccount: string | null
  ip: string | null
  targetType: string | null
  targetLabel: string | null
  before: string | null
  after: string | null
  detail: string | null
}

const LOG = '/api/blade-log/security-event/page'

describe.each(databaseKinds)('the security audit log on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let platform: Session

  const events = async (session: Session, filter: Record<string, string>) => {
    const page = await pageOf<Event>(t, session, LOG, filter)
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    return page.body.data.records
  }
  const setParam = async (key: string, value: string) => {
    const list = await call<Envelope<{ records: { id: string; paramKey: string; paramName: string }[] }>>(
      t.app,
      admin,
      { method: 'GET', url: `/api/blade-system/param/list?size=200&paramKey=${key}` },
    )
    const row = list.body.data.records.find((entry) => entry.paramKey === key)!
    const saved = await call(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { id: row.id, paramKey: key, paramName: row.paramName, paramValue: value },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    platform = await login(t.app, '000000', 'admin')
  })
  afterAll(() => t.close())

  it('records sign-ins and refused ones with the address, and a lockout', async () => {
    await setParam('login.captchaThreshold', '50')
    await setParam('login.lockThreshold', '3')
    const ip = '10.20.30.40'
    expect((await requestToken(t.app, TENANT, 'finance', 'metrodesk', { ip })).statusCode).toBe(200)
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await requestToken(t.app, TENANT, 'approver', 'wrong-password', { ip })).statusCode).toBe(400)
    const locked = await requestToken(t.app, TENANT, 'approver', 'metrodesk', { ip })
    expect(locked.statusCode).toBe(400)
    expect(locked.json<{ error: string }>().error).toBe('account_locked')

    const signIns = await events(admin, { event: 'auth.signIn', actorAccount: 'finance' })
    expect(signIns[0]).toMatchObject({ ip, targetType: 'user' })
    expect(JSON.parse(signIns[0]!.detail!)).toEqual({ grantType: 'password' })
    const failed = await events(admin, { event: 'auth.signInFailed', actorAccount: 'approver' })
    expect(failed).toHaveLength(4)
    expect(failed.map((row) => JSON.parse(row.detail!).reason).sort()).toEqual([
      'account_locked',
      'invalid_grant',
      'invalid_grant',
      'invalid_grant',
    ])
    expect(failed.every((row) => row.ip === ip)).toBe(true)
    expect(await events(admin, { event: 'auth.locked', actorAccount: 'approver' })).toHaveLength(1)

    // A sign-in to a lab that does not exist is the platform's to see.
    expect((await requestToken(t.app, '999999', 'admin', 'guess', { ip })).statusCode).toBe(400)
    const unknown = await events(platform, { event: 'auth.signInFailed', actorAccount: 'admin' })
    expect(unknown.some((row) => JSON.parse(row.detail!).tenantId === '999999')).toBe(true)
  })

  it('records password resets, changes of users and their roles, with what was before and after', async () => {
    const roles = await call<Envelope<{ id: string; roleAlias: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/role/list',
    })
    const roleId = (alias: string) => roles.body.data.find((role) => role.roleAlias === alias)!.id
    const created = await call<Envelope<{ id: string }>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-user/submit',
      payload: {
        account: 'auditme',
        realName: '审计员',
        password: 'Audit2026x',
        roleIds: [roleId('tester')],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const userId = created.body.data.id
    const disabled = await call(t.app, admin, {
      method: 'POST',
      url: '/api/blade-user/submit',
      payload: { id: userId, account: 'auditme', realName: '审计员', status: 2, roleIds: [roleId('tester')] },
    })
    expect(disabled.status).toBe(200)
    await call(t.app, admin, {
      method: 'POST',
      url: '/api/blade-user/grant',
      payload: { userIds: [userId], roleIds: [roleId('tester'), roleId('reviewer')] },
    })
    await call(t.app, admin, { method: 'POST', url: `/api/blade-user/reset-password?userIds=${userId}` })

    const about = await events(admin, { targetId: userId })
    expect(about.map((row) => row.event).sort()).toEqual([
      'password.reset',
      'user.created',
      'user.disabled',
      'user.rolesGranted',
    ])
    const disabling = about.find((row) => row.event === 'user.disabled')!
    expect(JSON.parse(disabling.before!)).toMatchObject({ status: 1 })
    expect(JSON.parse(disabling.after!)).toMatchObject({ status: 2 })
    const granting = about.find((row) => row.event === 'user.rolesGranted')!
    expect(JSON.parse(granting.before!)).toEqual({ roles: ['tester'] })
    expect(JSON.parse(granting.after!)).toEqual({ roles: ['reviewer', 'tester'] })
    expect(about.every((row) => row.actorAccount === 'admin')).toBe(true)

    // A customer's own reset by SMS.
    const code = await smsCodeFor(t, '13800000008', 'reset')
    const reset = await call(t.app, null, {
      method: 'POST',
      url: '/api/blade-user/forget-password',
      payload: {
        tenantId: TENANT,
        phone: '13800000008',
        code,
        newPassword: 'Customer9x',
        newPassword1: 'Customer9x',
      },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const bySms = await events(admin, { event: 'password.reset', actorAccount: 'customer' })
    expect(JSON.parse(bySms[0]!.detail!)).toEqual({ by: 'sms' })
  })

  it('records a role’s grants, added and removed', async () => {
    type Menu = { id: string; code: string; children?: Menu[] }
    const menus = await call<Envelope<Menu[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/menu/list',
    })
    const flat = (nodes: Menu[]): Menu[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const byCode = new Map(flat(menus.body.data).map((node) => [node.code, node.id]))
    const roles = await call<Envelope<{ id: string; roleAlias: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/role/list',
    })
    const finance = roles.body.data.find((role) => role.roleAlias === 'finance')!
    const keys = await call<Envelope<string[]>>(t.app, admin, {
      method: 'GET',
      url: `/api/blade-system/role/grant-keys?roleId=${finance.id}`,
    })
    const without = keys.body.data.filter((id) => id !== byCode.get('sample_view'))
    await call(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/role/grant',
      payload: { roleIds: [finance.id], menuIds: [...without, byCode.get('report_view')] },
    })
    const [granted] = await events(admin, { event: 'role.menusGranted', targetId: finance.id })
    expect(JSON.parse(granted!.detail!)).toEqual({ added: ['report_view'], removed: ['sample_view'] })
  })

  it('keeps the tenants’ events in the platform’s log, read by the platform’s administrator only', async () => {
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '审计示范所',
        contactName: '冯所长',
        contactPhone: '13900000077',
        adminAccount: 'admin',
        adminPassword: 'Audit7lab',
      },
    })
    expect(created.status).toBe(200)
    const tenantId = created.body.data.tenantId
    await call(t.app, platform, { method: 'POST', url: `/api/blade-system/tenant/disable?ids=${tenantId}` })
    const tenantEvents = await events(platform, { targetId: tenantId })
    expect(tenantEvents.map((row) => row.event).sort()).toEqual(['tenant.created', 'tenant.disabled'])
    expect(tenantEvents.every((row) => row.actorAccount === 'admin' && row.ip)).toBe(true)
    // The lab's administrator reads her lab's log, which has none of them.
    expect(await events(admin, { targetId: tenantId })).toEqual([])
    const other = await login(t.app, tenantId, 'admin', 'Audit7lab').catch(() => null)
    expect(other).toBeNull()
  })

  it('searches and exports the log; never changes or removes a row, whoever asks', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/blade-log/security-event/export',
      payload: { searchParam: { filter: JSON.stringify({ event: 'auth.signIn' }), op: '{"event":"IN"}' } },
      headers: { 'blade-auth': `bearer ${admin.token}` },
    })
    expect(exported.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer)
    const signIns = await events(admin, { event: 'auth.signIn' })
    expect(Number(exported.headers['x-total-count'])).toBe(signIns.length)

    const [row] = signIns
    for (const statement of [
      sql`update security_event set event = 'x' where id = ${row!.id}`,
      sql`delete from security_event where id = ${row!.id}`,
    ]) {
      // As the app's role, under the tenant's policies…
      await expect(withTenant(t.database.db, TENANT, (tx) => tx.execute(statement))).rejects.toThrow()
      // …and as the connection's own user, who owns the table.
      await expect(t.database.db.execute(statement)).rejects.toThrow()
    }
    const still = await withTenant(t.database.db, TENANT, (tx) =>
      queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from security_event where id = ${row!.id}`,
      ),
    )
    expect(Number(still[0]?.n)).toBe(1)
  })
})
