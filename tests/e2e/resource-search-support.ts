import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { apiAs, signIn } from './shell-pages-support'

/** Helpers of the resource search browser tests (advanced search and the header search row). */

export const INSTRUMENT = '/api/hm-crm/instrument'
export const CUSTOMER = '/api/hm-crm/customer'

type Api = Awaited<ReturnType<typeof apiAs>>
type Page_ = { records: Record<string, unknown>[]; total: number }

/** A tag no seeded record contains, so that a test searches only the records it made. */
export const uniqueTag = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase()

export type InstrumentSeed = {
  name: string
  manufacturer?: string
  inspectionType?: string
  cycle?: number
  fee?: string
  nextDueDate?: string
}

/** Creates instruments through the API (the first seeded customer owns them) and returns their ids. */
export async function createInstruments(request: APIRequestContext, seeds: readonly InstrumentSeed[]) {
  const api = await apiAs(request)
  const customers = await api.post<Page_>(`${CUSTOMER}/page`, { size: 1 })
  const customerId = String(customers.records[0]?.id)
  const ids: string[] = []
  for (const seed of seeds) {
    const created = await api.post<{ id: string }>(`${INSTRUMENT}/submit`, { ...seed, customerId })
    ids.push(created.id)
  }
  return ids
}

/** The total the server answers for a payload (the expected count of a search on seeded data). */
export async function totalOf(api: Api, base: string, payload: object): Promise<number> {
  return (await api.post<Page_>(`${base}/page`, { size: 1, ...payload })).total
}

/** A searchParam of the wire format from field → [operator, value]. */
export const searchParam = (conditions: Record<string, [string, string | string[]]>) => ({
  filter: JSON.stringify(Object.fromEntries(Object.entries(conditions).map(([k, [, v]]) => [k, v]))),
  op: JSON.stringify(Object.fromEntries(Object.entries(conditions).map(([k, [op]]) => [k, op]))),
})

/** Signs in and opens a resource page; waits for its first page of records. */
export async function openResource(page: Page, path: string, label: string): Promise<Locator> {
  await signIn(page)
  await page.goto(path)
  const grid = page.getByRole('grid', { name: label })
  await expect(grid.getByTestId('data-table-row').first()).toBeVisible()
  return grid
}

/** The pager's "共 N 条" (the number grouped as the zh-CN UI shows it: 6,304). */
export const expectTotal = async (page: Page, total: number) =>
  expect(page.getByText(`共 ${total.toLocaleString('zh-CN')} 条`, { exact: true })).toBeVisible()

/** Expects exactly these values (any order) in the rows of the grid, read from the cells' text. */
export async function expectRowsContaining(grid: Locator, names: readonly string[]) {
  const rows = grid.getByTestId('data-table-row')
  await expect(rows).toHaveCount(names.length)
  for (const name of names) {
    await expect(rows.filter({ hasText: name })).toHaveCount(1)
  }
}

/** Counts the page requests of a resource from now on (to prove that a refused search sent nothing). */
export function countPageRequests(page: Page, base: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`${base}/page`)) count++
  })
  return () => count
}

/** The yellow warning of the search (a Mantine notification). */
export const warning = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text })
