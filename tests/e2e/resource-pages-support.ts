import { expect, type Locator, type Page } from '@playwright/test'

/** Helpers of the admin and CRM page tests: lists, their dialogs and their toasts. */

/** A name no other test (or earlier run against the same database) uses. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** Opens a menu page and waits for its first list page. */
export async function openList(page: Page, path: string, base: string, grid: string): Promise<Locator> {
  const first = page.waitForResponse((response) => response.url().includes(`${base}/page`) && response.ok())
  await page.goto(path)
  await first
  const table = page.getByRole('grid', { name: grid })
  await expect(table).toBeVisible()
  return table
}

/** The body rows of a grid that show `text`. */
export const rowWith = (grid: Locator, text: string) =>
  grid.getByTestId('data-table-row').filter({ hasText: text })

/** The open shell dialog titled `title` (the form, detail and entries dialogs). */
export const dialogNamed = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title })

/** Expects a toast with `text` (Mantine notifications). */
export const expectToast = async (page: Page, text: string | RegExp) =>
  expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible()

/** Searches the list by one text field of its search bar. */
export async function searchBy(page: Page, scope: Locator, label: string, value: string, base: string) {
  const bar = scope.getByRole('search', { name: '查询条件' })
  await bar.getByRole('textbox', { name: label, exact: true }).fill(value)
  const answer = page.waitForResponse((response) => response.url().includes(`${base}/page`) && response.ok())
  await bar.getByRole('button', { name: '查询', exact: true }).click()
  await answer
}

/** Confirms the removal question (确定将选择数据删除?) and waits for the removal. */
export async function confirmRemoval(page: Page) {
  const confirm = page.getByRole('dialog').filter({ hasText: '确定将选择数据删除?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: /确定|确认/ }).click()
}

// GB 32100-2015 check character (the same rule as src/domain/validation/identity.ts).
const CREDIT_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** A valid unified social credit code no other record has (random organisation digits). */
export function creditCode(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('')
  const first17 = `91430100${digits}`
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARSET.indexOf(first17[i] ?? '') * (CREDIT_WEIGHTS[i] ?? 0)
  return `${first17}${CREDIT_CHARSET[(31 - (sum % 31)) % 31] ?? ''}`
}

/** Chooses an option of a Mantine select (the combobox named `label` inside `scope`). */
export async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await scope.page().getByRole('option', { name: option, exact: true }).click()
}
