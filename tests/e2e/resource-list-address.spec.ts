import { expect, test, type Locator, type Page } from '@playwright/test'
import { createInstruments, INSTRUMENT, openResource, uniqueTag } from './resource-search-support'

/**
 * A list's search, page, size and sort are in the page's address: the back button steps through them, a
 * reload keeps them, a link opened elsewhere shows the same rows, and the tab strip keeps one tab for the
 * list however it is searched.
 */

const TAG = uniqueTag('URL')
const NAMES = Array.from({ length: 20 }, (_, index) => `${TAG}-${String(index + 1).padStart(2, '0')}`)

test.beforeAll(async ({ request }) => {
  await createInstruments(
    request,
    NAMES.map((name) => ({ name })),
  )
})

const rows = (grid: Locator) => grid.getByTestId('data-table-row')
/** Rows of the page (the table draws only those in view): the grid's row count less its two header rows. */
const expectPageRows = (grid: Locator, count: number) =>
  expect(grid).toHaveAttribute('aria-rowcount', String(count + 2))
const nameBox = (grid: Locator) => grid.getByRole('textbox', { name: '器具名称', exact: true })
const header = (grid: Locator) => grid.getByRole('columnheader', { name: '器具名称' })
const currentPage = (page: Page) => page.locator('[aria-current="page"]').filter({ hasText: /^\d+$/ })

async function answered(page: Page, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => r.url().includes(`${INSTRUMENT}/page`) && r.ok())
  await action()
  await answer
}

/** The list as left: this file's 20 instruments, 15 a page, by name descending, on page 2 (05 … 01). */
async function expectSecondPage(page: Page, grid: Locator) {
  await expect(nameBox(grid)).toHaveValue(TAG)
  await expect(header(grid)).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('15 条/页')
  await expect(currentPage(page)).toHaveText('2')
  await expectPageRows(grid, 5)
  await expect(rows(grid).first()).toContainText(`${TAG}-05`)
}

test('a searched, sorted, paged list survives back, reload and a shared link, in one tab', async ({
  page,
  context,
}) => {
  const grid = await openResource(page, '/crm/instrument', '客户器具')
  await answered(page, async () => {
    await nameBox(grid).fill(TAG)
    await nameBox(grid).press('Enter')
  })
  await expect(page.getByText('共 20 条')).toBeVisible()
  await answered(page, async () => {
    await page.getByRole('combobox', { name: '每页条数' }).click()
    await page.getByRole('option', { name: '15 条/页' }).click()
  })
  await answered(page, () => header(grid).getByRole('button', { name: '器具名称' }).click())
  await answered(page, () => header(grid).getByRole('button', { name: '器具名称' }).click())
  await expect(rows(grid).first()).toContainText(`${TAG}-20`)
  await answered(page, () => page.getByRole('button', { name: '下一页' }).click())
  await expectSecondPage(page, grid)
  expect(new URL(page.url()).pathname).toBe('/crm/instrument')
  expect(new URL(page.url()).searchParams.get('list')).toContain(TAG)

  // One tab for the list, however it was searched.
  await expect(page.getByRole('tablist').getByRole('tab', { name: /客户器具/ })).toHaveCount(1)

  await page.reload()
  await expectSecondPage(page, grid)

  await page.goBack()
  await expect(currentPage(page)).toHaveText('1')
  await expectPageRows(grid, 15)
  await expect(rows(grid).first()).toContainText(`${TAG}-20`)
  await page.goForward()
  await expectSecondPage(page, grid)

  // A colleague opening the same address sees the same rows.
  const other = await context.newPage()
  await other.goto(page.url())
  await expectSecondPage(other, other.getByRole('grid', { name: '客户器具' }))

  // 重置 clears the conditions, the page and the sort (the page size stays the user's), and so does the address.
  await answered(page, () => page.getByRole('button', { name: '重置' }).first().click())
  await expect(nameBox(grid)).toHaveValue('')
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('list') ?? 'null') as unknown)
    .toEqual({ crm_instrument: { size: 15 } })
})

test('an address naming unknown fields, operators or sizes opens the list as it first opens', async ({
  page,
}) => {
  const grid = await openResource(page, '/crm/instrument', '客户器具')
  const bad = encodeURIComponent(
    JSON.stringify({
      crm_instrument: { q: { values: { password: 'x' }, ops: { name: 'DROP' } }, size: 7, page: -1 },
    }),
  )
  await answered(page, () => page.goto(`/crm/instrument?list=${bad}`))
  await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('50 条/页')
  await expect(rows(grid).first()).toBeVisible()
  await expect(currentPage(page)).toHaveText('1')
})
