import { expect, test, type Page } from '@playwright/test'
import { rewriteStartupCall } from './boot-support'
import { activeTab, apiAs, openPage, sidebar, signIn, TENANT } from './shell-layout-support'
import { chooseTopMenu, topMenuEntries } from './shell-session-support'

/** The top bar, the top menu and the sidebar of spec §2 "Shell" (the panels are in shell-layout-panels). */

const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' })
const rootStyle = (page: Page, variable: string) =>
  page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), variable)

test.describe('theme, colour, language and collapse', () => {
  test('the theme and the colour apply at once and survive a reload', async ({ page }) => {
    await signIn(page)
    const header = page.getByRole('banner')
    const defaultHeader = await header.evaluate((element) => getComputedStyle(element).backgroundImage)
    const defaultRadius = await rootStyle(page, '--mantine-radius-default')

    await page.getByRole('button', { name: '主题', exact: true }).click()
    await page.getByRole('menuitemradio', { name: '炫彩主题' }).click()
    // Colourful: a gradient header and a larger corner radius than the default theme's.
    await expect(header).toHaveCSS('background-image', /linear-gradient/)
    expect(defaultHeader).not.toMatch(/linear-gradient/)
    expect(await rootStyle(page, '--mantine-radius-default')).not.toBe(defaultRadius)

    await page.getByRole('button', { name: '主题色', exact: true }).click()
    expect(await rootStyle(page, '--mantine-primary-color-6')).toMatch(/#409eff/i)
    await page.getByRole('button', { name: '#F5222D' }).click()
    await expect(page.getByTestId('theme-color-value')).toHaveText('#F5222D')
    await expect.poll(() => rootStyle(page, '--mantine-primary-color-6')).toMatch(/#f5222d/i)

    await page.reload()
    await expect(page.getByRole('tablist', { name: '标签页' })).toBeVisible()
    await expect(header).toHaveCSS('background-image', /linear-gradient/)
    expect(await rootStyle(page, '--mantine-primary-color-6')).toMatch(/#f5222d/i)
    await page.getByRole('button', { name: '主题', exact: true }).click()
    await expect(page.getByRole('menuitemradio', { name: '炫彩主题' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  test('each of the six themes looks different', async ({ page }) => {
    await signIn(page)
    const looks = new Set<string>()
    for (const name of ['默认主题', '白色主题', '炫彩主题', 'iview主题', 'd2主题', 'hey主题']) {
      await page.getByRole('button', { name: '主题', exact: true }).click()
      await page.getByRole('menuitemradio', { name }).click()
      await expect(page.getByRole('menuitemradio', { name })).toBeHidden()
      const look = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement)
        const header = getComputedStyle(document.querySelector('header')!)
        return [
          header.backgroundColor,
          header.backgroundImage,
          root.getPropertyValue('--md-sidebar-bg'),
          root.getPropertyValue('--mantine-radius-default'),
          root.getPropertyValue('--mantine-font-size-md'),
        ].join('|')
      })
      looks.add(look)
    }
    expect(looks.size).toBe(6)
  })

  test('the language switch changes every label at once and is remembered', async ({ page }) => {
    await signIn(page)
    await page.getByLabel('语言').selectOption('en')
    await expect(
      page.getByRole('navigation', { name: 'Top menu' }).getByRole('button', { name: 'Home' }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toContainText(
      'System management',
    )
    await expect(page.getByRole('button', { name: 'Lock screen' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('tablist', { name: 'Tabs' }).getByRole('tab')).toHaveText(['Home'])
    await page.getByLabel('Language').selectOption('zh')
    await expect(topMenu(page).getByRole('button', { name: '首页' })).toBeVisible()
  })

  test('the sidebar collapses to icons and stays collapsed after a reload', async ({ page }) => {
    await signIn(page)
    const navbar = page.locator('.mantine-AppShell-navbar')
    await expect(navbar).toHaveCSS('width', '220px')
    await page.getByRole('button', { name: '收起菜单' }).click()
    await expect(navbar).toHaveCSS('width', '64px')
    await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible()
    await page.reload()
    await expect(navbar).toHaveCSS('width', '64px')
    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect(navbar).toHaveCSS('width', '220px')
  })

  test('the fullscreen control toggles full screen', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: '全屏' }).click()
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true)
    await page.getByRole('button', { name: '退出全屏' }).click()
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false)
  })
})

test.describe('top menu and sidebar', () => {
  test('choosing a top menu loads its sub-menu and opens its first entry; home shows everything', async ({
    page,
  }) => {
    await signIn(page)
    expect(await topMenuEntries(page)).toEqual([
      '首页',
      '系统管理',
      '客户管理',
      '取件预约',
      '检测业务',
      '标准与溯源',
      '人员管理',
      '财务管理',
      '对外服务',
      '办公',
      '个人中心',
    ])
    await topMenu(page).getByRole('button', { name: '系统管理' }).click()
    await expect(page).toHaveURL(/\/system\/user$/)
    await expect(activeTab(page)).toHaveText('用户管理')
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible()
    await expect(sidebar(page).getByRole('button', { name: '个人中心' })).toHaveCount(0)

    await chooseTopMenu(page, '个人中心')
    await expect(page).toHaveURL(/\/info\/index$/)
    await expect(sidebar(page).getByRole('link', { name: '个人信息' })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toHaveCount(0)

    await topMenu(page).getByRole('button', { name: '首页' }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible()
    await expect(sidebar(page).getByRole('button', { name: '个人中心' })).toBeVisible()
  })

  test('a tester sees only the menus of her role; an administrator sees system management', async ({
    page,
  }) => {
    await signIn(page, 'tester')
    await expect(sidebar(page).getByRole('button', { name: '个人中心' })).toBeVisible()
    await expect(sidebar(page).getByText('系统管理')).toHaveCount(0)
    expect(await topMenuEntries(page)).not.toContain('系统管理')
    await page.getByRole('button', { name: '退出系统' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, 'admin')
    await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible()
    await expect(topMenu(page).getByRole('button', { name: '系统管理' })).toBeVisible()
  })

  test('the browser hides entries whose roles list leaves the user out, even if the server sent them', async ({
    page,
  }) => {
    // The server already filters (spec §6); this answer pretends it did not, to check the browser's own rule.
    await rewriteStartupCall(page, '/api/blade-system/menu/routes', (data) => {
      const entries = data as Record<string, unknown>[]
      const extra = (id: string, name: string, roles: string[]) => ({
        ...entries[0],
        id,
        code: id,
        name,
        path: `/extra/${id}`,
        roles,
        children: [],
        hasChildren: false,
      })
      return [
        ...entries,
        extra('for-admins', '管理员专用', ['admin']),
        extra('for-testers', '检测员专用', ['tester']),
      ]
    })
    await signIn(page, 'tester')
    await expect(sidebar(page).getByRole('link', { name: '检测员专用' })).toBeVisible()
    await expect(sidebar(page).getByText('管理员专用')).toHaveCount(0)
  })

  test('a user without any menu sees the empty hint', async ({ page, request }) => {
    const admin = await apiAs(request)
    const suffix = Date.now().toString(36)
    const role = await admin.post<{ id: string }>('/api/blade-system/role/submit', {
      roleName: `无菜单${suffix}`,
      roleAlias: `nomenu_${suffix}`,
    })
    await admin.post('/api/blade-user/submit', {
      account: `nomenu${suffix}`,
      password: 'Metrodesk2024',
      realName: '无菜单用户',
      roleIds: [role.id],
    })
    await signIn(page, `nomenu${suffix}`, 'Metrodesk2024')
    await expect(sidebar(page)).toHaveCount(0)
    await expect(
      page.getByRole('status').filter({ hasText: '暂无可用菜单，请联系管理员分配权限' }),
    ).toBeVisible()
  })

  test('a menu entry whose target is a web address opens /myiframe/<address>', async ({ page, request }) => {
    const admin = await apiAs(request)
    const menus = await admin.get<{ id: string; code: string }[]>('/api/blade-system/menu/routes')
    const personal = menus.find((entry) => entry.code === 'personal')
    expect(personal).toBeTruthy()
    const address = 'https://example.com/manual?lang=zh'
    await admin.post('/api/blade-system/menu/submit', {
      parentId: personal?.id,
      code: `manual_${Date.now().toString(36)}`,
      name: '在线手册',
      i18n: { en: 'Online manual' },
      path: address,
      target: 'web',
      source: 'IconBook',
      category: 1,
      sort: 99,
    })
    // An address the test does not need to reach.
    await page.route('https://example.com/**', (route) => route.fulfill({ body: '<h1>manual</h1>' }))
    await signIn(page)
    await sidebar(page).getByRole('button', { name: '个人中心' }).click()
    await sidebar(page).getByRole('link', { name: '在线手册' }).click()
    await expect(page).toHaveURL(`/myiframe/${encodeURIComponent(address)}`)
    await expect(activeTab(page)).toHaveText('在线手册')
  })
})

test.describe('user dropdown and logout', () => {
  test('the user dropdown opens the dashboard and the user info', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '个人信息' }).click()
    await expect(page).toHaveURL(/\/info\/index$/)
    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '工作台' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(activeTab(page)).toHaveText('工作台')
  })

  test('business system login opens the signed single-sign-on address in a new window', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: '用户菜单' }).click()
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('menuitem', { name: '业务系统登录' }).click()
    const popup = await popupPromise
    await popup.waitForURL(/\/sso\/login\?/)
    const url = new URL(popup.url())
    expect(url.searchParams.get('tenantId')).toBe(TENANT)
    expect(url.searchParams.get('accessKeyId')).toBe('lims-demo')
    expect(url.searchParams.get('signature')).toBeTruthy()
  })

  test('no window opens when the answer’s code is not 200', async ({ page }) => {
    await page.route('**/api/third-systems/generateSSOUrl*', (route) =>
      route.fulfill({ json: { code: 400, success: false, msg: '业务系统未配置', data: null } }),
    )
    await signIn(page)
    await page.getByRole('button', { name: '用户菜单' }).click()
    const popups: Page[] = []
    page.context().on('page', (opened) => popups.push(opened))
    await page.getByRole('menuitem', { name: '业务系统登录' }).click()
    await expect(page.getByText('业务系统未配置')).toBeVisible()
    await expect.poll(() => popups.filter((opened) => !opened.isClosed()).length).toBe(0)
  })

  test('the logout button signs out', async ({ page }) => {
    await signIn(page)
    await openPage(page, '/info/index', '个人信息')
    await page.getByRole('button', { name: '退出系统' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/info/index')
    await expect(page).toHaveURL(/\/login/)
  })
})
