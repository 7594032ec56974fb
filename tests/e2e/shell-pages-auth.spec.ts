import { expect, test, type Page, type Request } from '@playwright/test'
import { CLIENT_AUTHORIZATION, TENANT, envelope, signIn, tokenAnswer } from './shell-pages-support'

/**
 * Phone login, registration and password reset send an SMS code that only reaches the server's log. The API
 * tests cover the server side of codes; here the browser's side is checked: the exact requests the pages
 * send (the SMS call and the final call are answered with page.route where a real code would be needed),
 * the countdown, and what the pages do with the server's answers — real answers wherever no code is needed.
 */

const SMS_PATH = /\/csApi\/hm-metrology\/self-service\/sms\//
const TOKEN_PATH = /\/api\/blade-auth\/oauth\/token/

async function openPhoneTab(page: Page) {
  await page.goto('/login')
  await page.getByRole('tab', { name: '手机号登录' }).click()
  return page.getByRole('form', { name: '手机号登录' })
}

test.describe('phone login (手机号登录)', () => {
  test('validates the number, sends the code with Tenant-Id, counts down 60 s, then signs in with grant_type=sms_code', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    const form = await openPhoneTab(page)
    const send = form.getByRole('button', { name: '获取验证码' })

    await form.getByLabel('手机号').fill('1380000')
    await send.click()
    await expect(form.getByText('请输入正确的手机号')).toBeVisible()

    const smsRequests: Request[] = []
    await page.route(SMS_PATH, async (route) => {
      smsRequests.push(route.request())
      await route.fulfill(envelope(200, '验证码已发送'))
    })
    await form.getByLabel('手机号').fill('13800000003')
    await send.click()
    await expect(form.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled()
    await expect(form.getByText('验证码已发送，请查收短信')).toBeVisible()
    expect(smsRequests).toHaveLength(1)
    const sms = smsRequests[0]!
    expect(sms.method()).toBe('POST')
    expect(new URL(sms.url()).pathname).toBe('/csApi/hm-metrology/self-service/sms/13800000003')
    expect(new URL(sms.url()).searchParams.get('purpose')).toBeNull()
    expect(sms.headers()['tenant-id']).toBe(TENANT)

    await page.clock.runFor(30_000)
    await expect(form.getByRole('button', { name: '30 秒后重新获取' })).toBeDisabled()
    await page.clock.runFor(30_500)
    await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled()

    // The token call: answered with a real token of the phone's owner (the code itself is in the server log).
    const answer = await tokenAnswer(request, 'tester')
    const tokenRequests: Request[] = []
    await page.route(TOKEN_PATH, async (route) => {
      tokenRequests.push(route.request())
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) })
    })
    await form.getByLabel('短信验证码').fill('123456')
    await form.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(page.getByText('你好，小李')).toBeVisible()

    expect(tokenRequests).toHaveLength(1)
    const token = tokenRequests[0]!
    const query = new URL(token.url()).searchParams
    expect(token.method()).toBe('POST')
    expect(Object.fromEntries(query)).toEqual({
      tenantId: TENANT,
      phone: '13800000003',
      code: '123456',
      grant_type: 'sms_code',
      scope: 'all',
    })
    expect(token.headers()['authorization']).toBe(CLIENT_AUTHORIZATION)
    expect(token.headers()['tenant-id']).toBe(TENANT)
    expect(token.headers()['blade-auth']).toBeUndefined()
  })

  test('against the real server: a code is sent, a wrong code shows the server’s error_description and no session', async ({
    page,
    context,
  }) => {
    const form = await openPhoneTab(page)
    await form.getByLabel('手机号').fill('13800000006')
    await form.getByRole('button', { name: '获取验证码' }).click()
    await expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled()

    await form.getByLabel('短信验证码').fill('000000')
    await form.getByRole('button', { name: '登录', exact: true }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('登录失败')
    await expect(alert).not.toHaveText('登录失败')
    await expect(page).toHaveURL(/\/login$/)
    expect((await context.cookies()).some((cookie) => cookie.name === 'x-access-token')).toBe(false)
  })

  test('the server refusing to send (too often) shows its message beside the code', async ({ page }) => {
    await page.route(SMS_PATH, (route) => route.fulfill(envelope(429, '发送过于频繁，请60秒后再试')))
    const form = await openPhoneTab(page)
    await form.getByLabel('手机号').fill('13800000003')
    await form.getByRole('button', { name: '获取验证码' }).click()
    await expect(form.getByText('发送过于频繁，请60秒后再试')).toBeVisible()
    await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })
})

test.describe('/login1, the alternative login page', () => {
  test('offers the same forms and signs in', async ({ page }) => {
    await page.goto('/login1')
    await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible()
    await expect(page.getByRole('tab', { name: '手机号登录' })).toBeVisible()
    await page.getByLabel('用户名').fill('reception')
    await page.getByLabel(/^密码/).fill('metrodesk')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(page.getByText('你好，小张')).toBeVisible()
  })
})

test.describe('/register', () => {
  test('validates, sends the code with purpose=register, and posts the registration', async ({ page }) => {
    await page.goto('/register')
    const form = page.getByRole('form', { name: '客户注册' })
    await form.getByRole('button', { name: '注册', exact: true }).click()
    await expect(form.getByText('请输入手机号')).toBeVisible()
    await expect(form.getByText('请输入账号')).toBeVisible()
    await expect(form.getByText('请输入新密码')).toBeVisible()

    await form.getByLabel('手机号').fill('12345')
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('short')
    await form.getByRole('textbox', { name: '确认密码', exact: true }).fill('other')
    await form.getByRole('button', { name: '注册', exact: true }).click()
    await expect(form.getByText('请输入正确的手机号')).toBeVisible()
    await expect(form.getByText('密码至少8位，且须包含字母和数字')).toBeVisible()
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible()

    const sms: Request[] = []
    await page.route(SMS_PATH, async (route) => {
      sms.push(route.request())
      await route.fulfill(envelope(200, '验证码已发送'))
    })
    await form.getByLabel('手机号').fill('13900000001')
    await form.getByRole('button', { name: '获取验证码' }).click()
    await expect(form.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled()
    expect(new URL(sms[0]!.url()).pathname).toBe('/csApi/hm-metrology/self-service/sms/13900000001')
    expect(new URL(sms[0]!.url()).searchParams.get('purpose')).toBe('register')
    expect(sms[0]!.headers()['tenant-id']).toBe(TENANT)

    await form.getByLabel('短信验证码').fill('654321')
    await form.getByLabel('账号').fill('customer01')
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('Secret123')
    await form.getByRole('textbox', { name: '确认密码', exact: true }).fill('Secret123')
    await form.getByLabel('真实姓名').fill('陈客户')
    await form.getByLabel('单位名称').fill('某某仪表厂')

    // First the server's real answer (the code is not the one it sent), then a faked success.
    await form.getByRole('button', { name: '注册', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('注册失败')
    await expect(page.getByRole('alert')).not.toHaveText('注册失败')

    const posted: Request[] = []
    await page.route('**/api/blade-user/register', async (route) => {
      posted.push(route.request())
      await route.fulfill(
        envelope(200, '操作成功', { userId: 'u1', account: 'customer01', tenantId: TENANT }),
      )
    })
    await form.getByRole('button', { name: '注册', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: '注册成功' })).toContainText('customer01')
    expect(posted[0]!.postDataJSON()).toEqual({
      tenantId: TENANT,
      phone: '13900000001',
      code: '654321',
      account: 'customer01',
      password: 'Secret123',
      password1: 'Secret123',
      realName: '陈客户',
      companyName: '某某仪表厂',
    })
    await page.getByRole('link', { name: '去登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('/forgetPassword', () => {
  test('sends the code with purpose=reset and posts the new password twice', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: '忘记密码？' }).click()
    await expect(page).toHaveURL(/\/forgetPassword$/)
    const form = page.getByRole('form', { name: '找回密码' })

    const sms: Request[] = []
    await page.route(SMS_PATH, async (route) => {
      sms.push(route.request())
      await route.fulfill(envelope(200, '验证码已发送'))
    })
    await form.getByLabel('手机号').fill('13800000004')
    await form.getByRole('button', { name: '获取验证码' }).click()
    await expect(form.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled()
    expect(new URL(sms[0]!.url()).searchParams.get('purpose')).toBe('reset')

    await form.getByLabel('短信验证码').fill('111111')
    await form.getByRole('textbox', { name: '新密码', exact: true }).fill('abcdefgh')
    await form.getByRole('textbox', { name: '确认新密码', exact: true }).fill('abcdefgh')
    await form.getByRole('button', { name: '重置密码' }).click()
    await expect(form.getByText('密码至少8位，且须包含字母和数字')).toBeVisible()

    await form.getByRole('textbox', { name: '新密码', exact: true }).fill('NewPass123')
    await form.getByRole('textbox', { name: '确认新密码', exact: true }).fill('NewPass123')
    // The real server refuses a code it did not send.
    await form.getByRole('button', { name: '重置密码' }).click()
    await expect(page.getByRole('alert')).toContainText('重置失败')

    const posted: Request[] = []
    await page.route('**/api/blade-user/forget-password', async (route) => {
      posted.push(route.request())
      await route.fulfill(envelope(200, '操作成功'))
    })
    await form.getByRole('button', { name: '重置密码' }).click()
    await expect(page.getByRole('status').filter({ hasText: '密码已重置' })).toBeVisible()
    expect(posted[0]!.postDataJSON()).toEqual({
      tenantId: TENANT,
      phone: '13800000004',
      code: '111111',
      newPassword: 'NewPass123',
      newPassword1: 'NewPass123',
    })
  })
})

test.describe('/sso/login (single sign-on)', () => {
  test('the signed address of generateSSOUrl signs the same user in, in a fresh browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, 'approver')
    const url = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )x-access-token=([^;]*)/)?.[1] ?? '')
      const response = await fetch('/api/third-systems/generateSSOUrl?code=lims', {
        headers: { 'Blade-Auth': `bearer ${token}` },
      })
      const body = (await response.json()) as { code: number; data: string }
      return body.code === 200 ? body.data : ''
    })
    expect(url).toMatch(/^\/sso\/login\?/)
    const query = new URL(url, 'http://x').searchParams
    expect(query.get('username')).toBe('approver')

    const fresh = await browser.newContext({ baseURL, locale: 'zh-CN' })
    const other = await fresh.newPage()
    await other.goto(url)
    await expect(other).toHaveURL(/\/wel\/index$/)
    await expect(other.getByText('你好，赵工')).toBeVisible()

    // The same key again in another fresh browser still works within its 5 minutes, but a forged one does not.
    const forged = url.replace(/signature=[0-9a-f]/, (match) =>
      match.endsWith('0') ? `${match.slice(0, -1)}1` : `${match.slice(0, -1)}0`,
    )
    const third = await browser.newContext({ baseURL, locale: 'zh-CN' })
    const forger = await third.newPage()
    await forger.goto(forged)
    await expect(forger.getByRole('alert')).toContainText('第三方系统签名校验失败')
    expect((await third.cookies()).some((cookie) => cookie.name === 'x-access-token')).toBe(false)
    await forger.getByRole('link', { name: '前往登录页' }).click()
    await expect(forger).toHaveURL(/\/login$/)
    await fresh.close()
    await third.close()
  })

  test('sends the query and Basic client authentication to third/oauth/token', async ({ page, request }) => {
    const answer = await tokenAnswer(request, 'finance')
    const seen: Request[] = []
    await page.route('**/api/blade-auth/third/oauth/token**', async (route) => {
      seen.push(route.request())
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) })
    })
    await page.goto(
      '/sso/login?tenantId=100001&username=finance&accessKeyId=lims-demo&timestamp=1700000000&signature=00ab',
    )
    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(page.getByText('你好，小钱')).toBeVisible()
    const call = seen[0]!
    expect(call.method()).toBe('POST')
    expect(Object.fromEntries(new URL(call.url()).searchParams)).toEqual({
      tenantId: '100001',
      username: 'finance',
      accessKeyId: 'lims-demo',
      timestamp: '1700000000',
      signature: '00ab',
    })
    expect(call.headers()['authorization']).toBe(CLIENT_AUTHORIZATION)
  })

  test('an incomplete address says so', async ({ page }) => {
    await page.goto('/sso/login?tenantId=100001&username=admin')
    await expect(page.getByRole('alert')).toContainText('单点登录地址不完整')
  })
})
