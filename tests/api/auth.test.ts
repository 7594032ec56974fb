import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captcha, loginAttempt } from '../../server/db/schema'
import { withoutTenant } from '../../server/db/tenant-scope'
import { DEMO_THIRD_APP } from '../../server/seed/seed-demo'
import { signThirdPayload } from '../../server/modules/auth/service'
import { sha256 } from '../../server/modules/auth/tokens'
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

type TokenBody = Record<string, string | number | null>

describe.each(databaseKinds)('authentication on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('signs in every demo account with its role and answers every field of the spec', async () => {
    for (const account of ['admin', 'reception', 'tester', 'reviewer', 'approver', 'finance']) {
      const response = await requestToken(t.app, '100001', account, 'metrodesk', { ip: '10.1.0.1' })
      expect(response.statusCode).toBe(200)
      const body = response.json<TokenBody>()
      for (const field of [
        'access_token',
        'refresh_token',
        'token_type',
        'expires_in',
        'tenant_id',
        'user_id',
        'account',
        'user_name',
        'nick_name',
        'role_name',
        'sync_token',
      ]) {
        expect(body[field], field).toBeTruthy()
      }
      expect(body.tenant_id).toBe('100001')
      expect(body.role_alias).toBe(account)
      expect(body.token_type).toBe('bearer')
      expect(body.expires_in).toBe(3600)
    }
    const platform = await requestToken(t.app, '000000', 'admin', 'metrodesk', { ip: '10.1.0.1' })
    expect(platform.json<TokenBody>().role_alias).toBe('administrator')
  })

  it('answers a wrong password with error_description in Chinese, or English when asked', async () => {
    const zh = await requestToken(t.app, '100001', 'tester', 'wrong', { ip: '10.1.1.1' })
    expect(zh.statusCode).toBe(400)
    expect(zh.json()).toEqual({ error: 'invalid_grant', error_description: '用户名或密码错误' })
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001', 'accept-language': 'en-US,en;q=0.9' },
      query: {
        tenantId: '100001',
        username: 'tester',
        password: 'wrong',
        grant_type: 'password',
        scope: 'all',
      },
      remoteAddress: '10.1.1.2',
    })
    expect(en.json<TokenBody>().error_description).toBe('Wrong username or password')
  })

  it('refuses an unknown tenant, an unknown user, a missing client and malformed input without a 500', async () => {
    const unknownTenant = await requestToken(t.app, '999999', 'admin', 'metrodesk', { ip: '10.1.2.1' })
    expect(unknownTenant.statusCode).toBe(400)
    expect(unknownTenant.json<TokenBody>().error_description).toBe('租户不存在')
    const unknownUser = await requestToken(t.app, '100001', 'nobody', 'metrodesk', { ip: '10.1.2.2' })
    expect(unknownUser.json<TokenBody>().error_description).toBe('用户名或密码错误')
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { 'tenant-id': '100001' },
      query: { tenantId: '100001', username: 'admin', password: 'metrodesk', grant_type: 'password' },
    })
    expect(noClient.statusCode).toBe(401)
    const malformed: Record<string, string>[] = [
      { grant_type: 'magic' },
      { grant_type: 'password', tenantId: 'abc' },
      { grant_type: 'password', tenantId: '100001' },
    ]
    for (const query of malformed) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: CLIENT_BASIC },
        query,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<TokenBody>().error_description).toBeTruthy()
    }
  })

  it('requires a captcha after three failures and locks the account after ten', async () => {
    const ip = '10.1.3.1'
    for (let i = 0; i < 3; i++)
      expect((await requestToken(t.app, '100001', 'finance', 'bad', { ip })).statusCode).toBe(400)
    const needsCaptcha = await requestToken(t.app, '100001', 'finance', 'metrodesk', { ip })
    expect(needsCaptcha.json<TokenBody>().error).toBe('captcha_required')

    const image = await call<Envelope<{ key: string; image: string }>>(t.app, null, {
      method: 'GET',
      url: '/api/blade-auth/oauth/captcha',
    })
    expect(image.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const wrong = await requestToken(t.app, '100001', 'finance', 'metrodesk', {
      ip,
      captchaKey: image.body.data.key,
      captchaCode: 'zzzz',
    })
    expect(wrong.json<TokenBody>().error).toBe('captcha_invalid')

    // A challenge whose answer the test knows: the server stores only the hash of the answer.
    const key = '01900000-0000-7000-8000-000000000001'
    await withoutTenant(t.database.db, (tx) =>
      tx
        .insert(captcha)
        .values({ id: key, answerHash: sha256('ab3d'), expiresTime: sql`now() + interval '5 minutes'` }),
    )
    const right = await requestToken(t.app, '100001', 'finance', 'metrodesk', {
      ip,
      captchaKey: key,
      captchaCode: 'AB3D',
    })
    expect(right.statusCode).toBe(200)
    // A captcha answers once.
    const reused = await requestToken(t.app, '100001', 'finance', 'bad', {
      ip,
      captchaKey: key,
      captchaCode: 'ab3d',
    })
    expect(reused.statusCode).toBe(400)

    // Ten wrong passwords (each past a captcha) lock the account; unsolved captchas never reach the password check.
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(loginAttempt).values(
        Array.from({ length: 10 }, (_, i) => ({
          id: `01900000-0000-7000-8000-0000000002${String(i).padStart(2, '0')}`,
          tenantId: '100001',
          account: 'approver',
          ip: `10.2.0.${i}`,
          success: false,
        })),
      ),
    )
    const locked = await requestToken(t.app, '100001', 'approver', 'metrodesk', { ip: '10.2.1.1' })
    expect(locked.json<TokenBody>().error).toBe('account_locked')
    expect(locked.json<TokenBody>().error_description).toMatch(
      /^登录失败次数过多，账号已锁定，请\d+分钟后再试$/,
    )
  })

  it('stops an address that sprays passwords over many accounts with 429', async () => {
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(loginAttempt).values(
        Array.from({ length: 30 }, (_, i) => ({
          id: `01900000-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`,
          tenantId: '100001',
          account: `guess${i}`,
          ip: '10.3.0.1',
          success: false,
        })),
      ),
    )
    const response = await requestToken(t.app, '100001', 'admin', 'metrodesk', { ip: '10.3.0.1' })
    expect(response.statusCode).toBe(429)
  })

  it('accepts the token from Blade-Auth and from Authorization, and answers 401 without one', async () => {
    const session = await login(t.app, '100001', 'reception')
    const viaBlade = await t.app.inject({
      method: 'GET',
      url: '/api/blade-user/info',
      headers: { 'blade-auth': `bearer ${session.token}` },
    })
    expect(viaBlade.statusCode).toBe(200)
    expect(viaBlade.json<Envelope<{ account: string }>>().data.account).toBe('reception')
    const viaAuthorization = await t.app.inject({
      method: 'GET',
      url: '/api/blade-user/info',
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(viaAuthorization.statusCode).toBe(200)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/blade-user/info' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json<Envelope<null>>()).toMatchObject({ code: 401, success: false })
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/blade-user/info',
      headers: { 'blade-auth': `bearer ${session.token.slice(0, -2)}xx` },
    })
    expect(forged.statusCode).toBe(401)
  })

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const session = await login(t.app, '100001', 'tester')
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001' },
        query: { tenantId: '100001', grant_type: 'refresh_token', scope: 'all', refresh_token: token },
      })
    const first = await refresh(session.refreshToken)
    expect(first.statusCode).toBe(200)
    const rotated = first.json<{ access_token: string; refresh_token: string }>()
    expect(rotated.refresh_token).not.toBe(session.refreshToken)
    const info = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/blade-user/info',
        headers: { 'blade-auth': `bearer ${rotated.access_token}` },
      })
    expect((await info()).statusCode).toBe(200)

    const replay = await refresh(session.refreshToken)
    expect(replay.statusCode).toBe(400)
    expect(replay.json<TokenBody>().error).toBe('invalid_grant')
    // The family is revoked: the rotated token and its access token are dead too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(400)
    expect((await info()).statusCode).toBe(401)
  })

  it('logout revokes the session', async () => {
    const session = await login(t.app, '100001', 'reviewer')
    const headers = { 'blade-auth': `bearer ${session.token}` }
    expect((await t.app.inject({ method: 'GET', url: '/api/blade-user/info', headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/user/logout', headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/blade-user/info', headers })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/user/logout' })).statusCode).toBe(200)
  })

  it('signs in by phone with an SMS code, once, and limits how often codes are sent', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/csApi/hm-metrology/self-service/sms/13800000003',
        headers: { 'tenant-id': '100001' },
      })
    expect((await send()).statusCode).toBe(200)
    const code = lastSmsCode(t.sms, '13800000003')
    expect(code).toMatch(/^\d{6}$/)
    expect((await send()).statusCode).toBe(429)

    const smsLogin = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001' },
        query: {
          tenantId: '100001',
          grant_type: 'sms_code',
          scope: 'all',
          phone: '13800000003',
          code: value,
        },
      })
    const wrong = await smsLogin(code === '000000' ? '111111' : '000000')
    expect(wrong.json<TokenBody>().error_description).toBe('短信验证码不正确或已过期')
    const right = await smsLogin(code)
    expect(right.statusCode).toBe(200)
    expect(right.json<TokenBody>().account).toBe('tester')
    expect((await smsLogin(code)).statusCode).toBe(400)

    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/csApi/hm-metrology/self-service/sms/12345',
      headers: { 'tenant-id': '100001' },
    })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json<Envelope<null>>().msg).toBe('请输入正确的手机号')
  })

  it('signs a user in from a trusted third system with an HMAC signature, and refuses a bad or stale one', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000))
    const third = (signature: string, time = timestamp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/third/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001' },
        query: {
          tenantId: '100001',
          username: 'reception',
          accessKeyId: DEMO_THIRD_APP.accessKeyId,
          signature,
          timestamp: time,
        },
      })
    const signature = signThirdPayload(DEMO_THIRD_APP.secret, '100001', 'reception', timestamp)
    const good = await third(signature)
    expect(good.statusCode).toBe(200)
    expect(good.json<TokenBody>().account).toBe('reception')
    // The same signed request a second time (a copied address) signs nobody in.
    const replayed = await third(signature)
    expect(replayed.statusCode).toBe(400)
    expect(replayed.json<TokenBody>().error_description).toBe('该登录链接已使用，请重新发起登录')
    expect(
      (await third(signThirdPayload('not-the-secret', '100001', 'reception', timestamp))).statusCode,
    ).toBe(400)
    const stale = String(Number(timestamp) - 3600)
    const old = await third(signThirdPayload(DEMO_THIRD_APP.secret, '100001', 'reception', stale), stale)
    expect(old.json<TokenBody>().error_description).toBe('第三方系统签名已过期')
  })

  it('answers the sign-in flags from parameters', async () => {
    const sms = await call<Envelope<boolean>>(t.app, null, {
      method: 'GET',
      url: '/api/blade-auth/isSmsRequired',
      headers: { 'tenant-id': '100001' },
    })
    expect(sms.body).toMatchObject({ code: 200, success: true, data: false })
    const upload = await call<Envelope<boolean>>(t.app, null, {
      method: 'GET',
      url: '/api/blade-auth/isUpLoad',
      headers: { 'tenant-id': '100001' },
    })
    expect(upload.body.data).toBe(true)
  })
})
