import { expect, test, type Page } from '@playwright/test'
import { activeTab, openPage, signIn } from './shell-layout-support'

/** The lock of spec §2, §4, §5 and §9, as a person meets it. */

/** Records when the address becomes /lock (the router replaces the history entry). */
async function watchLockNavigation(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times = window as unknown as { lockedAt?: number; watching?: boolean }
    times.lockedAt = undefined
    if (times.watching) return
    times.watching = true
    const record = () => {
      if (location.pathname === '/lock')
        (window as unknown as { lockedAt?: number }).lockedAt ??= performance.now()
    }
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args)
        record()
      }
    }
  })
}

async function markClick(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name, exact: true })
    .evaluate((button) =>
      button.addEventListener(
        'click',
        () => ((window as unknown as { clickedAt?: number }).clickedAt = performance.now()),
        { capture: true, once: true },
      ),
    )
}

/** Milliseconds from the click to the address becoming /lock. */
const lockDelay = (page: Page) =>
  page.evaluate(() => {
    const times = window as unknown as { clickedAt?: number; lockedAt?: number }
    return (times.lockedAt ?? Number.NaN) - (times.clickedAt ?? Number.NaN)
  })

async function setPasswordAndLock(page: Page, password: string): Promise<void> {
  await page.getByRole('button', { name: '锁屏' }).click()
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' })
  await dialog.getByLabel('锁屏密码').fill(password)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/lock$/)
}

async function unlock(page: Page, password: string): Promise<void> {
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '解锁' }).click()
}

test.describe('lock', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('the lock dialog asks for a lock password and requires one', async ({ page }) => {
    await page.getByRole('button', { name: '锁屏' }).click()
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('locking goes to /lock 100 ms later, and the lock page shows who is signed in', async ({ page }) => {
    await page.getByRole('button', { name: '锁屏' }).click()
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' })
    await dialog.getByLabel('锁屏密码').fill('4321')
    await watchLockNavigation(page)
    await markClick(page, '确定')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page).toHaveURL(/\/lock$/)
    const delay = await lockDelay(page)
    expect(delay).toBeGreaterThanOrEqual(100)
    expect(delay).toBeLessThan(1000)
    await expect(page.getByRole('heading', { name: '管理员' })).toBeVisible()
    await expect(page.getByRole('button', { name: '解锁' })).toBeVisible()

    // With a lock password set, the lock control locks at once (no dialog), again after 100 ms.
    await unlock(page, '4321')
    await expect(page).toHaveURL(/\/wel\/index$/)
    await watchLockNavigation(page)
    await markClick(page, '锁屏')
    await page.getByRole('button', { name: '锁屏' }).click()
    await expect(page).toHaveURL(/\/lock$/)
    await expect(page.getByRole('dialog', { name: '设置锁屏密码' })).toHaveCount(0)
    expect(await lockDelay(page)).toBeGreaterThanOrEqual(100)
  })

  test('while locked every route goes to /lock, reloads included', async ({ page }) => {
    await openPage(page, '/info/index', '个人信息')
    await setPasswordAndLock(page, '1234')
    for (const path of [
      '/wel/index',
      '/info/index',
      '/system/user',
      '/test/index',
      '/',
      '/login',
      '/nowhere',
    ]) {
      await page.goto(path)
      await expect(page, `${path} while locked`).toHaveURL(/\/lock$/)
    }
    await page.reload()
    await expect(page).toHaveURL(/\/lock$/)
    await expect(page.getByRole('button', { name: '解锁' })).toBeVisible()
  })

  test('unlocking needs the lock password, and returns to the page that was open', async ({ page }) => {
    await openPage(page, '/info/index', '个人信息')
    await setPasswordAndLock(page, '1234')
    await unlock(page, 'wrong-password')
    // The server's answer for a password that is neither the lock password nor the account's.
    await expect(page.getByText('密码不正确')).toBeVisible()
    await expect(page).toHaveURL(/\/lock$/)
    await unlock(page, '1234')
    await expect(page).toHaveURL(/\/info\/index$/)
    await expect(activeTab(page)).toHaveText('个人信息')
    // Unlocked: routes open again.
    await openPage(page, '/test/index', '系统信息')
  })

  test('the account password unlocks too', async ({ page }) => {
    await setPasswordAndLock(page, 'lock-pass')
    await unlock(page, 'metrodesk')
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('/lock sends the visitor back when the session is not locked', async ({ page }) => {
    await page.goto('/lock')
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('logging out clears the lock: the next sign-in is not locked and has no lock password', async ({
    page,
  }) => {
    await setPasswordAndLock(page, '1234')
    await page.getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/lock')
    await expect(page).toHaveURL(/\/login/)
    await signIn(page)
    await openPage(page, '/info/index', '个人信息')
    await page.getByRole('button', { name: '锁屏' }).click()
    await expect(page.getByRole('dialog', { name: '设置锁屏密码' })).toBeVisible()
  })

  test('signing in clears a lock left by a session that ended while locked', async ({ page, context }) => {
    await setPasswordAndLock(page, '1234')
    // The session ends (its cookies are gone) while the screen is locked.
    await context.clearCookies()
    await page.goto('/info/index')
    await expect(page).toHaveURL(/\/login/)
    await signIn(page)
    await openPage(page, '/info/index', '个人信息')
    await page.getByRole('button', { name: '锁屏' }).click()
    await expect(page.getByRole('dialog', { name: '设置锁屏密码' })).toBeVisible()
  })
})
