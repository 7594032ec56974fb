import { expect, test } from '@playwright/test'
import { overflowsHorizontally, signIn } from './shell-pages-support'

/**
 * The public query pages of spec §2 (their own document, public.html), their titles and what each offers: a
 * lookup by number and check code, reports by phone, a list of queries, the charge standards, a questionnaire
 * (which needs the link's token) or the lab's notices.
 */
const PUBLIC_QUERY_PAGES: [
  path: string,
  title: string,
  offers:
    'lookup' | 'appraisal' | 'label' | 'phone' | 'index' | 'jewellery' | 'charges' | 'survey' | 'notices',
][] = [
  ['/certificateFalsification', '证书查询', 'lookup'],
  ['/phoneSearchReportPage', '报告查询', 'phone'],
  ['/searchIndex', '查询服务', 'index'],
  ['/searchJWIndex', '珠宝查询', 'jewellery'],
  ['/cert', '鉴定证书查询', 'appraisal'],
  ['/metal', '贵金属标签查询', 'label'],
  ['/report', '检验报告查询', 'lookup'],
  ['/reportQuery', '客户专属查询服务', 'lookup'],
  ['/query', '查询列表', 'index'],
  ['/detail-info-notice', '公告详情', 'notices'],
  ['/charge-standard-search', '收费标准查询', 'charges'],
  ['/template-evart', '问卷调查', 'survey'],
]

/** The label of the number field of each kind of lookup. */
const NUMBER_FIELD = { lookup: '证书/报告编号', appraisal: '证书编号', label: '标签编号' } as const

/** The other public routes (isAuth: false) and a heading each shows. */
const OTHER_PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/login', '登录'],
  ['/login1', '登录'],
  ['/register', '客户注册'],
  ['/forgetPassword', '找回密码'],
  ['/404', '页面不存在'],
  ['/403', '无权访问'],
  ['/500', '服务器出错'],
  ['/sso/login', '单点登录'],
]

/** Routes that need a session: inside the layout, menu paths, unknown paths. */
const PRIVATE_PATHS = [
  '/',
  '/wel',
  '/wel/index',
  '/dashboard',
  '/info/index',
  '/test/index',
  '/myiframe/urlPath?src=https%3A%2F%2Fexample.com%2F',
  '/work/process/leave/form/leave',
  '/work/process/leave/detail/0190a0a0-0000-7000-8000-000000000000/0190a0a0-0000-7000-8000-000000000001',
  '/work/todo',
  '/work/send',
  '/system/user',
  '/no/such/page',
]

test.describe('routes without a session (spec §2 navigation rules)', () => {
  for (const [path, title, offers] of PUBLIC_QUERY_PAGES) {
    test(`${path} opens without a login, titled ${title}: ${offers}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
      if (offers === 'lookup' || offers === 'appraisal' || offers === 'label') {
        await expect(page.getByRole('textbox', { name: NUMBER_FIELD[offers] })).toBeVisible()
        await expect(page.getByRole('textbox', { name: '校验码' })).toBeVisible()
      } else if (offers === 'phone') {
        await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible()
        await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible()
      } else if (offers === 'index') {
        await expect(page.getByRole('link', { name: /^证书查询/ })).toHaveAttribute(
          'href',
          '/certificateFalsification',
        )
        await expect(page.getByRole('link', { name: /^收费标准查询/ })).toHaveAttribute(
          'href',
          '/charge-standard-search',
        )
      } else if (offers === 'jewellery') {
        await expect(page.getByRole('link', { name: /^鉴定证书查询/ })).toHaveAttribute('href', '/cert')
        await expect(page.getByRole('link', { name: /^贵金属标签查询/ })).toHaveAttribute('href', '/metal')
        await expect(page.getByRole('link', { name: /^证书查询/ })).toHaveCount(0)
      } else if (offers === 'charges') {
        await expect(page.getByRole('searchbox', { name: /^器具名称或规格/ })).toBeVisible()
        await expect(page.getByText(/^共 \d+ 项$/)).toBeVisible()
      } else if (offers === 'survey') {
        // Opened without its link's token: says how to open it instead of showing an empty form.
        await expect(page.getByRole('alert')).toContainText('链接不完整')
      } else {
        await expect(page.getByRole('heading', { name: '最新公告' })).toBeVisible()
      }
    })
  }

  for (const [path, heading] of OTHER_PUBLIC_PAGES) {
    test(`${path} is reachable without a login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    })
  }

  test('every other route sends the visitor to /login', async ({ page }) => {
    for (const path of PRIVATE_PATHS) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/login$/)
      await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible()
    }
  })

  test('the public query pages are usable on a 390 px phone, in Chinese and English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [path, title] of PUBLIC_QUERY_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
      expect(await overflowsHorizontally(page), path).toBe(false)
    }
    await page.getByRole('combobox', { name: '语言' }).selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('This link is incomplete')
  })
})

test.describe('error pages', () => {
  for (const [status, title] of [
    ['404', '页面不存在'],
    ['403', '无权访问'],
    ['500', '服务器出错'],
  ] as const) {
    test(`/${status} shows the status, a sentence and a way home`, async ({ page }) => {
      await page.goto(`/${status}`)
      await expect(page.getByText(status, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(page.getByText(/^抱歉，/)).toBeVisible()
      // Without a session, home is the login page.
      await page.getByRole('link', { name: '返回首页' }).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  }

  test('signed in, the way home of an error page leads to the home tab', async ({ page }) => {
    await signIn(page, 'tester')
    await page.goto('/403')
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
  })
})

test.describe('redirects and guards with a session', () => {
  test('/ goes to /wel, /wel to /wel/index; a signed-in user opening /login or /login1 goes home', async ({
    page,
  }) => {
    await signIn(page, 'tester')
    for (const path of ['/', '/wel', '/wel/', '/login', '/login1']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/wel\/index$/)
    }
    await expect(page.getByText('你好，小李')).toBeVisible()
  })

  test('unknown paths go to /wel/index; the public pages stay reachable when signed in', async ({ page }) => {
    await signIn(page, 'tester')
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/wel\/index$/)
    // A menu path of another role is not a menu entry of this user: unknown to her.
    await page.goto('/system/user')
    await expect(page).toHaveURL(/\/wel\/index$/)
    await page.goto('/cert')
    await expect(page.getByRole('heading', { level: 1, name: '鉴定证书查询' })).toBeVisible()
  })

  test('a menu entry without a page shows a clear message with its path and a link home', async ({
    page,
  }) => {
    // The platform's 租户管理 (/system/tenant) is a menu entry of its administrator with no page built yet.
    await page.goto('/login')
    await page.getByLabel('租户ID').fill('000000')
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel(/^密码/).fill('metrodesk')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
    await page.goto('/system/tenant')
    await expect(page).toHaveURL(/\/system\/tenant$/)
    const message = page.getByRole('status').filter({ hasText: '此菜单暂无页面' })
    await expect(message).toBeVisible()
    await expect(message).toContainText('/system/tenant')
    await message.getByRole('link', { name: '返回首页' }).click()
    await expect(page).toHaveURL(/\/wel\/index$/)
  })

  test('a token cookie whose stored session is gone: the session is cleared and the user goes to /login', async ({
    page,
    context,
  }) => {
    await signIn(page, 'tester')
    await page.evaluate(() => localStorage.clear())
    await page.goto('/info/index')
    await expect(page).toHaveURL(/\/login$/)
    const cookies = await context.cookies()
    expect(cookies.some((cookie) => cookie.name === 'x-access-token')).toBe(false)
    // Public pages never needed the session.
    await page.goto('/report')
    await expect(page.getByRole('heading', { level: 1, name: '检验报告查询' })).toBeVisible()
  })

  test('without the token cookie every route of the layout goes to /login again', async ({
    page,
    context,
  }) => {
    await signIn(page, 'tester')
    await context.clearCookies()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a locked session forces /lock from every route, public ones and the login page included', async ({
    page,
  }) => {
    await signIn(page, 'tester')
    await page.getByRole('button', { name: '锁屏' }).click()
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' })
    await dialog.getByLabel('锁屏密码').fill('lock-2026')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page).toHaveURL(/\/lock$/)
    for (const path of ['/wel/index', '/info/index', '/dashboard', '/cert', '/login', '/no/such/page']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/lock$/)
    }
  })
})
