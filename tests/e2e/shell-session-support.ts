import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Helpers of the shell-requests / shell-session browser tests (F1): signing in as a person does. */

export const TENANT = '100001'
export const PASSWORD = 'metrodesk'
const CLIENT = `Basic ${Buffer.from('metrodesk:metrodesk_secret').toString('base64')}`

export async function signIn(page: Page, username = 'admin'): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('租户ID').fill(TENANT)
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码\s*\*?$/).fill(PASSWORD)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/wel\/index$/)
}

/** A top-level menu of the top bar: choosing one loads its sub-menu (GET …/menu/routes?topMenuId=…). */
export const topMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '顶部菜单' }).getByRole('button', { name })

/**
 * Chooses a top-level menu as a person does: from the top bar, or from 更多 when it did not fit there (which
 * entries fit depends on the width and the language).
 */
export async function chooseTopMenu(page: Page, name: string): Promise<void> {
  const bar = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(bar.getByRole('button').first()).toBeVisible()
  const entry = bar.getByRole('button', { name, exact: true })
  if ((await entry.count()) > 0) return entry.click()
  await bar.getByRole('button', { name: '更多' }).click()
  await page.getByRole('menuitem', { name, exact: true }).click()
}

/** Every entry of the top menu in order: those in the bar, then those folded into 更多 (the menu is closed again). */
export async function topMenuEntries(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(bar.getByRole('button').first()).toBeVisible()
  const shown = (await bar.getByRole('button').allInnerTexts()).map((text) => text.trim())
  if (shown.at(-1) !== '更多') return shown
  await bar.getByRole('button', { name: '更多' }).click()
  const items = page.getByRole('menu').getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  const folded = (await items.allInnerTexts()).map((text) => text.trim())
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  return [...shown.slice(0, -1), ...folded]
}

/** The sub-menu call a top menu makes. */
export const MENU_ROUTES = '**/api/blade-system/menu/routes?topMenuId=*'

/** The page's loading overlay (spec §7: 加载中……). */
export const loadingOverlay = (page: Page) => page.getByText('加载中……')

/** The error toasts of the request layer. */
export const errorToasts = (page: Page) => page.locator('[data-request-error]')

type TokenAnswer = { access_token: string; user_id: string }

/** Signs in through the API (for the administrator's set-up calls of a test). */
export async function apiSignIn(request: APIRequestContext, username = 'admin'): Promise<TokenAnswer> {
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username, password: PASSWORD, grant_type: 'password', scope: 'all' },
    headers: { Authorization: CLIENT, 'Tenant-Id': TENANT },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as TokenAnswer
}

export const apiToken = async (request: APIRequestContext, username = 'admin') =>
  (await apiSignIn(request, username)).access_token

/** Sets a parameter of the demo tenant as its administrator (param/list → param/submit). */
export async function setParam(request: APIRequestContext, key: string, value: string): Promise<void> {
  const token = await apiToken(request)
  const headers = { 'Blade-Auth': `bearer ${token}` }
  const list = await request.get('/api/blade-system/param/list', {
    params: { current: 1, size: 100, paramKey: key },
    headers,
  })
  const records = (
    (await list.json()) as { data: { records: { id: string; paramKey: string; paramName: string }[] } }
  ).data.records
  const existing = records.find((record) => record.paramKey === key)
  const submit = await request.post('/api/blade-system/param/submit', {
    headers,
    data: { id: existing?.id, paramKey: key, paramName: existing?.paramName ?? key, paramValue: value },
  })
  expect(((await submit.json()) as { code: number }).code).toBe(200)
}

/** An envelope answer as the server would send it. */
export const envelope = (code: number, msg: string, data: unknown = null) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ code, success: code === 200, msg, data }),
})
