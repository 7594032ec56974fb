import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Helpers of the shell-pages / shell-routes browser tests (F3). */

export const TENANT = '100001'
export const PASSWORD = 'metrodesk'
export const CLIENT_AUTHORIZATION = `Basic ${Buffer.from('metrodesk:metrodesk_secret').toString('base64')}`

/** Signs in through the login page as a person does, and waits for the home tab. */
export async function signIn(page: Page, username = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('租户ID').fill(TENANT)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码/).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/wel\/index$/)
}

/** A password-grant token answer straight from the server (set-up calls, and faked grants of other kinds). */
export async function tokenAnswer(
  request: APIRequestContext,
  username = 'admin',
): Promise<Record<string, unknown>> {
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username, password: PASSWORD, grant_type: 'password', scope: 'all' },
    headers: { Authorization: CLIENT_AUTHORIZATION, 'Tenant-Id': TENANT },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

/** Calls the API as a user (the administrator's set-up of a test). */
export async function apiAs(request: APIRequestContext, username = 'admin') {
  const token = String((await tokenAnswer(request, username)).access_token)
  const headers = { 'Blade-Auth': `bearer ${token}` }
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await response.json()) as { code: number; msg: string; data: T }
    expect(body.code, body.msg).toBe(200)
    return body.data
  }
  return {
    get: async <T>(url: string, params?: Record<string, string | number>) =>
      read<T>(await request.get(url, { headers, params })),
    post: async <T>(url: string, data?: unknown, params?: Record<string, string | number>) =>
      read<T>(await request.post(url, { headers, data, params })),
  }
}

/** An envelope answer as the server sends it. */
export const envelope = (code: number, msg: string, data: unknown = null) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ code, success: code === 200, msg, data }),
})

/** Whether the page is wider than the viewport (a phone layout must not scroll sideways). */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
