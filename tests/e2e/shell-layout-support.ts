import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Helpers of the layout, tabs and lock browser tests (F2). */

export const TENANT = '100001'
export const PASSWORD = 'metrodesk'
const CLIENT = `Basic ${Buffer.from('metrodesk:metrodesk_secret').toString('base64')}`

/** Signs in through the login page as a person does, and waits for the home tab. */
export async function signIn(page: Page, username = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('租户ID').fill(TENANT)
  await page.getByLabel('用户名').fill(username)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/wel\/index$/)
  await expect(page.getByRole('tablist', { name: '标签页' })).toBeVisible()
}

/** Calls the API as a user (a test's set-up). */
export async function apiAs(request: APIRequestContext, username = 'admin') {
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username, password: PASSWORD, grant_type: 'password', scope: 'all' },
    headers: { Authorization: CLIENT, 'Tenant-Id': TENANT },
  })
  expect(response.ok()).toBe(true)
  const token = ((await response.json()) as { access_token: string }).access_token
  const headers = { 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': TENANT }
  const read = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await answer.json()) as { code: number; msg: string; data: T }
    expect(body.code, body.msg).toBe(200)
    return body.data
  }
  return {
    headers,
    get: async <T>(url: string, params?: Record<string, string | number>) =>
      read<T>(await request.get(url, { headers, params })),
    post: async <T>(url: string, data?: unknown, params?: Record<string, string | number>) =>
      read<T>(await request.post(url, { headers, data, params })),
  }
}

/** The tab strip and its tabs. */
export const tabStrip = (page: Page) => page.getByRole('tablist', { name: '标签页' })
export const tabs = (page: Page) => tabStrip(page).getByRole('tab')
export const tabLabels = (page: Page) => tabs(page).allInnerTexts()
export const activeTab = (page: Page) => tabStrip(page).getByRole('tab', { selected: true })

/** Opens an address as a person would type it, and waits until its tab is the active one. */
export async function openPage(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url)
  await expect(activeTab(page)).toHaveText(label)
}

/** The sidebar's menu (exactly "菜单", not the top menu). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: '菜单', exact: true })

/** Whether the page is wider than the viewport (a phone layout must not scroll sideways). */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

/**
 * Waits until the page's transitions and animations (a drawer sliding in, a panel folding) have run their
 * course and a frame has been painted after them: what a screenshot of the settled screen needs.
 */
export async function afterAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}
