import { expect, type Locator, type Page } from '@playwright/test'
import { signIn } from './shell-pages-support'

/** Helpers of the resource page browser tests: the instrument list of tenant 100001. */

export const INSTRUMENT_PAGE = '/crm/instrument'
export const INSTRUMENT_BASE = '/api/hm-crm/instrument'
export const INSTRUMENT_GRID = '客户器具'

/** A search with no conditions, as the page sends it before anything is typed (spec §3 wire format). */
export const emptySearch = (sort: { ascs?: string; descs?: string } = {}) => ({
  searchType: 'N',
  searchParam: { filter: '{}', op: '{}' },
  searchListVO: [],
  precise: false,
  ...sort,
})

export type InstrumentRecord = { id: string; name: string; fee: string | number | null } & Record<
  string,
  unknown
>
export type Page_<T> = { records: T[]; total: number; size: number; current: number; pages: number }

/** Signs in as admin and opens the instrument list, waiting for its first page. */
export async function openInstruments(page: Page): Promise<Locator> {
  await signIn(page)
  const firstPage = page.waitForResponse(
    (response) => response.url().includes(`${INSTRUMENT_BASE}/page`) && response.ok(),
  )
  await page.goto(INSTRUMENT_PAGE)
  await firstPage
  const grid = page.getByRole('grid', { name: INSTRUMENT_GRID })
  await expect(grid.getByTestId('data-table-row').first()).toBeVisible()
  return grid
}

/** Waits for the next page request of the list (after a click that reloads it). */
export const nextPageResponse = (page: Page, size?: number) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`${INSTRUMENT_BASE}/page`) &&
      (size === undefined || new URL(response.url()).searchParams.get('size') === String(size)) &&
      response.ok(),
  )

/** The titles of the grid's header cells, in order (selection and 序号 included). */
export const headerTitles = (grid: Locator) =>
  grid.getByRole('row').first().getByRole('columnheader').allInnerTexts()

/** The body row whose 序号 is `serial`. */
export const rowOf = (grid: Locator, serial: number) =>
  grid.getByTestId('data-table-row').filter({ has: grid.page().getByLabel(`选择第 ${serial} 行`) })

/** The text of the cell under the header titled `title` in a body row. */
export async function cellText(grid: Locator, row: Locator, title: string): Promise<string> {
  const titles = (await headerTitles(grid)).map((text) => text.trim())
  const index = titles.indexOf(title)
  expect(index, `column ${title} in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0)
  return (await row.getByRole('gridcell').nth(index).innerText()).trim()
}
