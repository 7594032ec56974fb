import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAttempt, param, role, smsCode, thirdApp } from '../../server/db/schema'
import { withTenant, withoutTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import {
  CLIENT_BASIC,
  call,
  createTestApp,
  login,
  requestToken,
  type Envelope,
  type TestApp,
} from '../support/test-app'
import { lastSmsCode } from '../support/sms-code'
import { sendsOf } from './notify-support'

type MenuNode = { path: string; children?: MenuNode[] }

const flattenMenu = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flattenMenu(node.children ?? [])])

describe.each(databaseKinds)('registration, password reset, unlock and SSO on %s', (kind) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  /** Sends a code to the phone (lifting the once-a-minute limit of earlier tests) and reads it from the SMS. */
  async function smsCodeFor(phone: string, purpose: 'register' | 'reset', tenantId = '100001') {
    await withTenant(t.database.db, tenantId, (tx) =>
      tx.delete(smsCode).where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.phone, phone))),
    )
    const sent = await t.app.inject({
      method: 'POST',
      url: `/csApi/hm-metrology/self-service/sms/${phone}?purpose=${purpose}`,
      headers: { 'tenant-id': tenantId },
    })
    expect(sent.statusCode).toBe(200)
    return lastSmsCode(t.sms, phone)
  }

  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

  const register = (payload: Record<string, unknown>) =>
    call<Envelope<{ userId: string; account: string; tenantId: string } | null>>(t.app, null, {
      method: 'POST',
      url: '/api/blade-user/register',
      payload,
    })

  it('registers a customer with an SMS code, who then signs in and sees the personal centre', async () => {
    const phone = '13900001111'
    const code = await smsCodeFor(phone, 'register')
    const form = {
      tenantId: '100001',
      phone,
      code,
      account: 'zhangsan',
      password: 'Customer1',
      password1: 'Customer1',
      realName: '张三',
      companyName: '长沙示范仪表有限公司',
    }
    // Checks that need no code come first and do not spend it.
    const weak = await register({ ...form, password: 'short', password1: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.body.msg).toBe('密码至少8位，且须包含字母和数字')
    const mismatch = await register({ ...form, password1: 'Customer2' })
    expect(mismatch.body.msg).toBe('两次输入的密码不一致')
    const wrong = await register({ ...form, code: wrongCode(code) })
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toBe('短信验证码不正确或已过期')

    const created = await register(form)
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ account: 'zhangsan', tenantId: '100001' })
    // A code works once.
    expect((await register({ ...form, account: 'zhangsan2' })).status).toBe(400)

    const token = await requestToken(t.app, '100001', 'zhangsan', 'Customer1', { ip: '10.20.0.1' })
    expect(token.statusCode).toBe(200)
    expect(token.json<{ role_alias: string; real_name: string }>()).toMatchObject({
      role_alias: 'customer',
      real_name: '张三',
    })
    const customer = await login(t.app, '100001', 'zhangsan', 'Customer1')
    const routes = await call<Envelope<MenuNode[]>>(t.app, customer, {
      method: 'GET',
      url: '/api/blade-system/menu/routes',
    })
    expect(routes.status).toBe(200)
    const paths = flattenMenu(routes.body.data).map((node) => node.path)
    expect(paths).toEqual(expect.arrayContaining(['/info', '/info/index']))
    expect(paths.some((path) => path.startsWith('/system'))).toBe(false)
    // Customers hold no management permission.
    expect((await call(t.app, customer, { method: 'GET', url: '/api/blade-user/list' })).status).toBe(403)

    // The role was created on demand, once.
    const roles = await withTenant(t.database.db, '100001', (tx) =>
      tx
        .select({ name: role.roleName })
        .from(role)
        .where(and(eq(role.tenantId, '100001'), eq(role.roleAlias, 'customer'))),
    )
    expect(roles).toEqual([{ name: '客户' }])
  })

  it('refuses a taken account, a taken phone, the platform tenant and an unknown tenant', async () => {
    const phone = '13900001112'
    const takenAccount = await register({
      tenantId: '100001',
      phone,
      code: await smsCodeFor(phone, 'register'),
      account: 'reception',
      password: 'Customer1',
      password1: 'Customer1',
      realName: '李四',
    })
    expect(takenAccount.status).toBe(400)
    expect(takenAccount.body.msg).toBe('账号已存在：reception')

    const staffPhone = '13800000002'
    const takenPhone = await register({
      tenantId: '100001',
      phone: staffPhone,
      code: await smsCodeFor(staffPhone, 'register'),
      account: 'lisi',
      password: 'Customer1',
      password1: 'Customer1',
      realName: '李四',
    })
    expect(takenPhone.status).toBe(400)
    expect(takenPhone.body.msg).toBe('该手机号已注册，请直接登录或找回密码')

    const form = {
      phone,
      code: '123456',
      account: 'wangwu',
      password: 'Customer1',
      password1: 'Customer1',
      realName: '王五',
    }
    const platform = await register({ ...form, tenantId: '000000' })
    expect(platform.status).toBe(400)
    expect(platform.body.msg).toBe('平台租户不开放注册，请选择所在的检测机构')
    const unknown = await register({ ...form, tenantId: '999999' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toBe('租户不存在')
    const badPhone = await register({ ...form, tenantId: '100001', phone: '12345' })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.msg).toContain('请输入正确的手机号')
  })

  it('resets a password by SMS, ends every session, and answers an unknown phone like a wrong code', async () => {
    const before = await login(t.app, '100001', 'tester')
    const reset = (payload: Record<string, unknown>) =>
      call<Envelope<null>>(t.app, null, {
        method: 'POST',
        url: '/api/blade-user/forget-password',
        payload,
      })
    const phone = '13800000003'
    const code = await smsCodeFor(phone, 'reset')
    const form = { tenantId: '100001', phone, code, newPassword: 'Tester2025', newPassword1: 'Tester2025' }
    expect((await reset({ ...form, newPassword1: 'Tester2026' })).body.msg).toBe('两次输入的密码不一致')
    expect((await reset({ ...form, newPassword: 'weak', newPassword1: 'weak' })).body.msg).toBe(
      '密码至少8位，且须包含字母和数字',
    )
    const wrong = await reset({ ...form, code: wrongCode(code) })
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toBe('短信验证码不正确或已过期')

    const nobody = '13900009999'
    const unknownPhone = await reset({ ...form, phone: nobody, code: await smsCodeFor(nobody, 'reset') })
    expect(unknownPhone.status).toBe(400)
    expect(unknownPhone.body.msg).toBe(wrong.body.msg)

    // A code sent for another purpose does not reset anything.
    const otherPurpose = await smsCodeFor(phone, 'register')
    expect((await reset({ ...form, code: otherPurpose })).status).toBe(400)

    const done = await reset({ ...form, code: await smsCodeFor(phone, 'reset') })
    expect(done.status).toBe(200)
    // Her phone and her message centre are told it was reset.
    const told = await sendsOf(t.database, '100001', 'auth.passwordReset', {
      startsWith: `password.reset:${before.userId}:`,
    })
    expect(told.map((send) => `${send.channel}/${send.recipient}`)).toEqual([
      `1/${phone}`,
      `2/${before.userId}`,
    ])
    expect((await call(t.app, before, { method: 'GET', url: '/api/blade-user/info' })).status).toBe(401)
    expect((await requestToken(t.app, '100001', 'tester', 'metrodesk', { ip: '10.21.0.1' })).statusCode).toBe(
      400,
    )
    expect(
      (await requestToken(t.app, '100001', 'tester', 'Tester2025', { ip: '10.21.0.2' })).statusCode,
    ).toBe(200)
  })

  it('unlocks the screen with the account password, counting failures towards the account lock', async () => {
    const session = await login(t.app, '100001', 'finance')
    const check = (password: string) =>
      call<Envelope<null>>(t.app, session, {
        method: 'POST',
        url: '/api/blade-user/check-password',
        payload: { password },
        remoteAddress: '10.22.0.1',
      })
    expect((await check('metrodesk')).status).toBe(200)
    const wrong = await check('not-my-password')
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toBe('密码不正确')
    const recorded = await withoutTenant(t.database.db, (tx) =>
      tx
        .select({ reason: loginAttempt.reason, success: loginAttempt.success })
        .from(loginAttempt)
        .where(and(eq(loginAttempt.tenantId, '100001'), eq(loginAttempt.account, 'finance'))),
    )
    expect(recorded).toContainEqual({ reason: 'unlock', success: false })
    expect(recorded).toContainEqual({ reason: 'unlock', success: true })

    for (let i = 0; i < 9; i++) await check(`wrong-${i}`)
    const locked = await check('metrodesk')
    expect(locked.status).toBe(400)
    expect(locked.body.msg).toMatch(/^登录失败次数过多，账号已锁定，请\d+分钟后再试$/)
    const signIn = await requestToken(t.app, '100001', 'finance', 'metrodesk', { ip: '10.22.0.2' })
    expect(signIn.json<{ error: string }>().error).toBe('account_locked')

    const anonymous = await call(t.app, null, {
      method: 'POST',
      url: '/api/blade-user/check-password',
      payload: { password: 'metrodesk' },
    })
    expect(anonymous.status).toBe(401)
  })

  it('generates a signed SSO address that signs the same user in through the third-party token endpoint', async () => {
    const session = await login(t.app, '100001', 'reception')
    const generated = await call<Envelope<string>>(t.app, session, {
      method: 'GET',
      url: '/api/third-systems/generateSSOUrl?code=lims',
    })
    expect(generated.status).toBe(200)
    const url = generated.body.data
    expect(url.startsWith('/sso/login?')).toBe(true)
    const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams)
    expect(query).toMatchObject({ tenantId: '100001', username: 'reception', accessKeyId: 'lims-demo' })
    expect(Math.abs(Number(query.timestamp) - Date.now() / 1000)).toBeLessThan(60)
    expect(query.signature).toMatch(/^[0-9a-f]{64}$/)

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/third/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001' },
      query,
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json<{ user_id: string; account: string }>()).toMatchObject({
      user_id: session.userId,
      account: 'reception',
    })
  })

  it('explains an unknown system, a missing or disabled access key and a bad address', async () => {
    const session = await login(t.app, '100001', 'reviewer')
    const generate = (code = 'lims') =>
      call<Envelope<string | null>>(t.app, session, {
        method: 'GET',
        url: `/api/third-systems/generateSSOUrl?code=${code}`,
      })
    const db = t.database.db
    const setParam = (key: string, value: string) =>
      withTenant(db, '100001', (tx) =>
        tx
          .update(param)
          .set({ paramValue: value })
          .where(and(eq(param.tenantId, '100001'), eq(param.paramKey, key))),
      )

    const unknown = await generate('erp')
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toBe('未知的业务系统：erp')

    await setParam('sso.lims.url', 'https://lims.example.com/sso?from=metrodesk')
    const absolute = new URL((await generate()).body.data ?? '')
    expect(absolute.origin + absolute.pathname).toBe('https://lims.example.com/sso')
    expect(absolute.searchParams.get('from')).toBe('metrodesk')
    expect(absolute.searchParams.get('username')).toBe('reviewer')

    await setParam('sso.lims.url', 'javascript:alert(1)')
    const script = await generate()
    expect(script.status).toBe(400)
    expect(script.body.msg).toBe('业务系统单点登录地址配置有误：javascript:alert(1)')
    await setParam('sso.lims.url', '/sso/login')

    await withTenant(db, '100001', (tx) =>
      tx
        .update(thirdApp)
        .set({ status: 2 })
        .where(and(eq(thirdApp.tenantId, '100001'), eq(thirdApp.accessKeyId, 'lims-demo'))),
    )
    const disabled = await generate()
    expect(disabled.status).toBe(400)
    expect(disabled.body.msg).toBe('业务系统接入已停用（接入密钥 lims-demo），请联系管理员')

    await setParam('sso.lims.accessKeyId', 'no-such-key')
    const missing = await call<Envelope<null>>(t.app, session, {
      method: 'GET',
      url: '/api/third-systems/generateSSOUrl?code=lims',
      headers: { 'accept-language': 'en' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe(
      'The business system is not connected (no access key no-such-key); contact the administrator',
    )
    expect(
      (await call(t.app, null, { method: 'GET', url: '/api/third-systems/generateSSOUrl?code=lims' })).status,
    ).toBe(401)
  })
})
