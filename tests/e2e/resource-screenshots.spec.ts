import { expect, test, type Page } from '@playwright/test'
import { overflowsHorizontally, signIn } from './shell-pages-support'

/**
 * Screenshots of the resource pages (checked by eye), desktop and phone, Chinese and
 * English, saved to test-results/screens/. The phone layout must not scroll sideways and the English pages
 * must show the declarations' English labels.
 */

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

const TEXTS = {
  zh: {
    add: '新增',
    entries: '字典配置',
    instruments: '客户器具',
    customers: '客户',
    dictionaries: '字典管理',
    dictEntries: '字典项',
    users: '用户管理',
    instrumentLabel: '器具名称',
    customerLabel: '统一社会信用代码',
    entryLabel: '字典键值',
    userLabel: '登录账号',
  },
  en: {
    add: 'Add',
    entries: 'Entries',
    instruments: 'Instruments',
    customers: 'Customers',
    dictionaries: 'Dictionaries',
    dictEntries: 'Dictionary entries',
    users: 'Users',
    instrumentLabel: 'Instrument name',
    customerLabel: 'Social credit code',
    entryLabel: 'Key',
    userLabel: 'Account',
  },
} as const

type Texts = (typeof TEXTS)[keyof typeof TEXTS]

async function open(page: Page, path: string, base: string) {
  const first = page.waitForResponse((response) => response.url().includes(`${base}/page`) && response.ok())
  await page.goto(path)
  await first
}

async function shoot(page: Page, file: string, phone: boolean) {
  // Wait until requests and their overlay are over, so the picture shows the page, not a spinner.
  await expect(page.locator('[data-request-loading]:visible')).toHaveCount(0)
  await page.screenshot({ path: `test-results/screens/${file}.png`, animations: 'disabled' })
  if (phone) expect(await overflowsHorizontally(page), `${file} scrolls sideways`).toBe(false)
}

for (const language of ['zh', 'en'] as const) {
  test(`resource pages look right in ${language} at 1440×900 and 390×844`, async ({ page }) => {
    test.setTimeout(120_000)
    const text: Texts = TEXTS[language]
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    if (language === 'en') {
      await page.getByLabel('语言').selectOption('en')
      await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible()
    }

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      const phone = size.name === 'phone'
      const prefix = `resource-${language}-${size.name}`

      await open(page, '/crm/instrument', '/api/hm-crm/instrument')
      const instruments = page.getByRole('grid', { name: text.instruments })
      await expect(instruments.getByTestId('data-table-row').first()).toBeVisible()
      await expect(
        instruments.getByRole('columnheader', { name: text.instrumentLabel }).first(),
      ).toBeVisible()
      await shoot(page, `${prefix}-instrument`, phone)

      await open(page, '/crm/customer', '/api/hm-crm/customer')
      await expect(page.getByRole('grid', { name: text.customers })).toBeVisible()
      await page.getByRole('button', { name: text.add, exact: true }).click()
      const form = page.getByRole('dialog').filter({ hasText: text.customerLabel })
      await expect(form.getByRole('textbox', { name: text.customerLabel })).toBeVisible()
      await shoot(page, `${prefix}-customer-form`, phone)
      await page.keyboard.press('Escape')
      await expect(form).toBeHidden()

      await open(page, '/system/dict', '/api/blade-system/dict')
      const groups = page.getByRole('grid', { name: text.dictionaries })
      await expect(groups.getByTestId('data-table-row').first()).toBeVisible()
      const entriesPage = page.waitForResponse(
        (response) => response.url().includes('/api/blade-system/dict-entry/page') && response.ok(),
      )
      await groups
        .getByTestId('data-table-row')
        .first()
        .getByRole('button', { name: text.entries, exact: true })
        .click()
      await entriesPage
      const entries = page.getByRole('grid', { name: text.dictEntries })
      await expect(entries.getByTestId('data-table-row').first()).toBeVisible()
      await expect(entries.getByRole('columnheader', { name: text.entryLabel }).first()).toBeVisible()
      await shoot(page, `${prefix}-dict-entries`, phone)
      await page.keyboard.press('Escape')
      await expect(entries).toBeHidden()

      await open(page, '/system/user', '/api/blade-user')
      const users = page.getByRole('grid', { name: text.users })
      await expect(users.getByTestId('data-table-row').first()).toBeVisible()
      await expect(users.getByRole('columnheader', { name: text.userLabel }).first()).toBeVisible()
      await shoot(page, `${prefix}-user`, phone)
    }
  })
}
