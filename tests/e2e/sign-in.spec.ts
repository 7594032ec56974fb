import { expect, test } from '@playwright/test'

test.describe('signing in', () => {
  test('a demo user signs in through the page and lands on the home page with her menu', async ({ page }) => {
    await page.goto('/wel/index')
    // Without a session the home page sends the visitor to the login page.
    await expect(page).toHaveURL(/\/login/)
    await page.getByLabel('租户ID').fill('100001')
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel(/^密码/).fill('metrodesk')
    await page.getByRole('button', { name: '登录' }).click()

    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(page.getByText('你好，管理员')).toBeVisible()
    // The home page lists the user's menu entries (the sidebar may be collapsed).
    const main = page.getByRole('main')
    await expect(main.getByText('字典管理').first()).toBeVisible()
    await expect(main.getByText('用户管理').first()).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'x-access-token')?.sameSite).toBe('Strict')
    expect(cookies.find((cookie) => cookie.name === 'x-refresh-token')).toBeTruthy()

    // A signed-in user who opens /login is sent home.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('a tester sees only the menus her role is granted', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('租户ID').fill('100001')
    await page.getByLabel('用户名').fill('tester')
    await page.getByLabel(/^密码/).fill('metrodesk')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByText('你好，小李')).toBeVisible()
    await expect(page.getByRole('main').getByText('个人信息').first()).toBeVisible()
    await expect(page.getByText('系统管理')).toHaveCount(0)
    await expect(page.getByText('字典管理')).toHaveCount(0)
  })

  test('a wrong password shows the server’s error_description and stores no session', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('租户ID').fill('100001')
    await page.getByLabel('用户名').fill('reception')
    await page.getByLabel(/^密码/).fill('not-the-password')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误')
    await expect(page).toHaveURL(/\/login/)
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.name === 'x-access-token')).toBe(false)
  })
})
