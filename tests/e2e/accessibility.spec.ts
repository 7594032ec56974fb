import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './accessibility-support'
import { ACCEPTANCE, editor, REGISTRATION } from './offline-registration-support'
import { signIn } from './shell-layout-support'

/**
 * WCAG 2.1 A/AA with axe-core: no critical or serious violation on the sign-in page, the signed-in shell, a
 * list with its search bar, form dialog and advanced search, the pickup registration editor and the public
 * pages, in Chinese and English, at desktop and phone widths. Then the keyboard: the skip link comes first
 * and leads to the page, and an empty save puts focus on the first field in error.
 */

const SIZES = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const

type Language = 'zh' | 'en'

const TEXTS = {
  zh: {
    tabs: '标签页',
    expand: '展开',
    add: '新增',
    save: '保存',
    advanced: '高级查询',
    searchBar: '查询条件',
    openMenu: '打开菜单',
    newRegistration: '新建登记',
    start: /开始登记|继续登记/,
    publicTitle: '证书查询',
    skip: '跳到主要内容',
  },
  en: {
    tabs: 'Tabs',
    expand: 'Expand',
    add: 'Add',
    save: 'Save',
    advanced: 'Advanced search',
    searchBar: 'Search conditions',
    openMenu: 'Open menu',
    newRegistration: 'New registration',
    start: /Start registration|Continue registration/,
    publicTitle: 'Certificate search',
    skip: 'Skip to main content',
  },
} as const

const DESKTOP = { width: 1280, height: 900 }
const CUSTOMERS = '/api/hm-crm/customer'

/** Signs in (at desktop width, where the shell shows its language switch), in the language asked for. */
async function signInIn(page: Page, language: Language, username = 'admin') {
  await page.setViewportSize(DESKTOP)
  await signIn(page, username)
  if (language === 'en') {
    await page.getByLabel('语言').selectOption('en')
    await expect(page.getByRole('tablist', { name: TEXTS.en.tabs })).toBeVisible()
  }
}

/** The customer list, waiting for its first page. */
async function openCustomers(page: Page) {
  const first = page.waitForResponse(
    (response) => response.url().includes(`${CUSTOMERS}/page`) && response.ok(),
  )
  await page.goto('/crm/customer')
  await first
  await expect(page.getByRole('grid').first()).toBeVisible()
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXTS[language]
  for (const size of SIZES) {
    test(`the sign-in page, the shell and a list pass axe (${language}, ${size.name} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const at = (state: string) => `${state} (${language}, ${size.name} px)`
      await page.setViewportSize(size)
      await page.goto('/login')
      if (language === 'en') await page.getByLabel('语言').selectOption('en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Sign in' : '登录')
      await expectAccessible(page, at('login'))
      if (language === 'en') await page.getByLabel('Language').selectOption('zh')

      await signInIn(page, language)
      await page.setViewportSize(size)
      await expectAccessible(page, at('home'))

      if (size.width < 768) {
        await page.getByRole('button', { name: text.openMenu }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectAccessible(page, at('phone drawer'))
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }

      await openCustomers(page)
      const bar = page.getByRole('search', { name: text.searchBar })
      await bar.getByRole('button', { name: text.expand }).click()
      await expectAccessible(page, at('customers, search bar expanded'))

      await page.getByRole('button', { name: text.add, exact: true }).click()
      const form = page.getByRole('dialog')
      await expect(form).toBeVisible()
      await expectAccessible(page, at('customers, add dialog'))
      await form.getByRole('button', { name: text.save, exact: true }).click()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectAccessible(page, at('customers, add dialog with errors'))
      await page.keyboard.press('Escape')
      await expect(form).toHaveCount(0)

      await bar.getByRole('button', { name: text.advanced }).click()
      await expect(page.getByRole('region', { name: text.advanced })).toBeVisible()
      await expectAccessible(page, at('customers, advanced search'))
    })

    test(`the pickup registration editor passes axe (${language}, ${size.name} px)`, async ({ page }) => {
      test.setTimeout(90_000)
      await signInIn(page, language, 'pickup')
      await page.setViewportSize(size)
      await page.goto(ACCEPTANCE)
      await expect(page.locator('[data-appointment]').first()).toBeVisible()
      await expectAccessible(page, `pickup acceptance (${language}, ${size.name} px)`)
      const start = page.locator('[data-appointment]').getByRole('button', { name: text.start }).first()
      if ((await start.count()) > 0) await start.click()
      else {
        await page.goto(REGISTRATION)
        await page.getByRole('button', { name: text.newRegistration, exact: true }).click()
      }
      await expect(editor(page)).toBeVisible()
      await expectAccessible(page, `pickup registration editor (${language}, ${size.name} px)`)
    })

    test(`the public pages pass axe (${language}, ${size.name} px)`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto('/searchIndex')
      if (language === 'en') {
        await page.getByRole('combobox', { name: '语言' }).selectOption('en')
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `public index (${language}, ${size.name} px)`)
      await page.goto('/charge-standard-search')
      await expect(page.getByTestId('charge').first()).toBeVisible()
      await expectAccessible(page, `public charge standards (${language}, ${size.name} px)`)
      await page.goto('/detail-info-notice?tenantId=100001')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `public notices (${language}, ${size.name} px)`)
      await page.goto('/certificateFalsification')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `public certificate search (${language}, ${size.name} px)`)
    })
  }
}

test('Tab from the top reaches the skip link first, and it leads to the page', async ({ page }) => {
  await signInIn(page, 'zh')
  await openCustomers(page)
  // From the top of the document, as after a reload.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: TEXTS.zh.skip })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  const main = page.getByRole('main')
  await expect.poll(() => main.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  // The next Tab goes on inside the page, not back to the top bar.
  await page.keyboard.press('Tab')
  await expect.poll(() => main.evaluate((element) => element.contains(document.activeElement))).toBe(true)
})

test('after sign-in and after each navigation focus is on the page, not on <body>', async ({ page }) => {
  await signInIn(page, 'zh')
  const main = page.getByRole('main')
  const focusInMain = () => main.evaluate((element) => element.contains(document.activeElement))
  await expect.poll(focusInMain).toBe(true)
  const menu = page.getByRole('navigation', { name: '菜单', exact: true })
  await menu.getByRole('button', { name: '个人中心' }).click()
  await menu.getByRole('link', { name: '个人信息' }).click()
  await expect(page).toHaveURL(/\/info\/index$/)
  await expect.poll(focusInMain).toBe(true)
})

test('an empty save moves focus to the first invalid field, with its message', async ({ page }) => {
  await signInIn(page, 'zh')
  await openCustomers(page)
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = page.getByRole('dialog')
  await form.getByRole('button', { name: '保存', exact: true }).click()
  const firstInvalid = form.locator('[aria-invalid="true"]').first()
  await expect(firstInvalid).toBeFocused()
  const describedBy = await firstInvalid.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  const message = await page.evaluate(
    (ids) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    describedBy!,
  )
  expect(message).not.toBe('')
})

test('the password field is marked invalid when it is in error', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('用户名').fill('admin')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  const password = page.getByRole('textbox', { name: '密码', exact: true })
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toBeFocused()
})

for (const { name, open, submit } of [
  { name: 'the phone sign-in', open: '/login', submit: '登录' },
  { name: 'the registration', open: '/register', submit: '注册' },
  { name: 'the password reset', open: '/forgetPassword', submit: '重置密码' },
]) {
  test(`an empty submit of ${name} form moves focus to its first invalid field`, async ({ page }) => {
    await page.goto(open)
    if (open === '/login') await page.getByRole('tab', { name: '手机号登录' }).click()
    const form = page.locator('form')
    await form.getByRole('button', { name: submit, exact: true }).click()
    // The tenant is filled in already: the mobile number is the first field in error.
    const mobile = form.getByRole('textbox', { name: /手机号/ }).first()
    await expect(mobile).toHaveAttribute('aria-invalid', 'true')
    await expect(mobile).toBeFocused()
  })
}

test('the tab strip is one Tab stop: arrows move between tabs, Delete closes one', async ({ page }) => {
  await signInIn(page, 'zh')
  await page.goto('/info/index')
  const strip = page.getByRole('tablist', { name: '标签页' })
  const active = strip.getByRole('tab', { selected: true })
  await expect(active).toHaveText('个人信息')
  await expect(strip.getByRole('button')).toHaveCount(0)
  await active.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(strip.getByRole('tab', { name: '首页' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(strip.getByRole('tab', { name: '个人信息' })).toBeFocused()
  await page.keyboard.press('Delete')
  await expect(strip.getByRole('tab')).toHaveCount(1)
  await expect(strip.getByRole('tab', { name: '首页' })).toBeFocused()
})

test('the five other themes pass axe on a list page', async ({ page }) => {
  test.setTimeout(120_000)
  await signInIn(page, 'zh')
  await openCustomers(page)
  const themes = {
    白色主题: 'white',
    炫彩主题: 'colourful',
    iview主题: 'iview',
    d2主题: 'd2',
    hey主题: 'hey',
  }
  for (const [name, id] of Object.entries(themes)) {
    await page.getByRole('button', { name: '主题', exact: true }).click()
    await page.getByRole('menuitemradio', { name }).click()
    await expect(page.locator(`style[data-metrodesk-theme="${id}"]`)).toHaveCount(1)
    await page.keyboard.press('Escape')
    // The theme menu gone (a menu on its way out is a list without its items).
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expectAccessible(page, `customers in ${name}`)
  }
})
