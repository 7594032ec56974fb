import { expect, test } from '@playwright/test'
import {
  INSTRUMENT_BASE,
  cellText,
  emptySearch,
  headerTitles,
  nextPageResponse,
  openInstruments,
  rowOf,
  type InstrumentRecord,
  type Page_,
} from './resource-support'
import { apiAs } from './shell-pages-support'

test.describe('the resource data table (/crm/instrument)', () => {
  test('SHIFT+click selects a range from the anchor; the anchor’s state decides when unticking', async ({
    page,
  }) => {
    const grid = await openInstruments(page)
    const selectPage = grid.getByRole('checkbox', { name: '全选本页' })
    const selected = (serial: number) => expect(rowOf(grid, serial)).toHaveAttribute('aria-selected', 'true')
    const notSelected = (serial: number) =>
      expect(rowOf(grid, serial)).toHaveAttribute('aria-selected', 'false')

    await grid.getByRole('checkbox', { name: '选择第 2 行' }).click()
    await expect(selectPage).toBeChecked({ indeterminate: true })
    await grid.getByRole('checkbox', { name: '选择第 6 行' }).click({ modifiers: ['Shift'] })
    for (const serial of [2, 3, 4, 5, 6]) await selected(serial)
    for (const serial of [1, 7]) await notSelected(serial)
    await expect(page.getByRole('button', { name: '删除（5）' })).toBeEnabled()
    await expect(grid.getByRole('checkbox', { name: '选择第 4 行' })).toBeChecked()

    // A plain click unticks row 4 and makes it the anchor; SHIFT+click on row 2 gives 2–4 the anchor's
    // (now unticked) state.
    await grid.getByRole('checkbox', { name: '选择第 4 行' }).click()
    await notSelected(4)
    await expect(page.getByRole('button', { name: '删除（4）' })).toBeVisible()
    await grid.getByRole('checkbox', { name: '选择第 2 行' }).click({ modifiers: ['Shift'] })
    for (const serial of [2, 3, 4]) await notSelected(serial)
    for (const serial of [5, 6]) await selected(serial)
    await expect(page.getByRole('button', { name: '删除（2）' })).toBeVisible()
    await expect(selectPage).toBeChecked({ indeterminate: true })

    // 全选本页: the whole page, then nothing.
    await selectPage.click()
    await expect(selectPage).toBeChecked()
    await expect(page.getByRole('button', { name: '删除（50）' })).toBeVisible()
    await selectPage.click()
    await expect(selectPage).not.toBeChecked()
    // The toolbar's 删除 comes before the rows' 删除 links.
    await expect(page.getByRole('button', { name: '删除', exact: true }).first()).toBeDisabled()
  })

  test('a sortable header sorts the page on the server (aria-sort, first row as the API sorts)', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request)
    const grid = await openInstruments(page)
    const header = grid.getByRole('columnheader', { name: '器具名称' })
    await expect(header).toHaveAttribute('aria-sort', 'none')

    const firstName = async (sort: { ascs?: string; descs?: string }) =>
      (
        await api.post<Page_<InstrumentRecord>>(`${INSTRUMENT_BASE}/page`, emptySearch(sort), {
          current: 1,
          size: 50,
        })
      ).records[0]?.name

    let answer = nextPageResponse(page)
    await header.getByRole('button', { name: '器具名称' }).click()
    await answer
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    const ascending = await firstName({ ascs: 'name' })
    await expect.poll(() => cellText(grid, rowOf(grid, 1), '器具名称')).toBe(ascending)

    answer = nextPageResponse(page)
    await header.getByRole('button', { name: '器具名称' }).click()
    await answer
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    const descending = await firstName({ descs: 'name' })
    expect(descending).not.toBe(ascending)
    await expect.poll(() => cellText(grid, rowOf(grid, 1), '器具名称')).toBe(descending)
  })

  test('offers the page sizes of spec §9 (default 50), and 序号 continues on page 2', async ({ page }) => {
    const grid = await openInstruments(page)
    const sizes = page.getByRole('combobox', { name: '每页条数' })
    await expect(sizes).toHaveValue('50 条/页')
    await expect(grid.getByTestId('data-table-row').first()).toBeVisible()
    await sizes.click()
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options).toHaveText(
      [15, 20, 50, 100, 200, 300, 500, 1000, 5000].map((size) => `${size} 条/页`),
    )
    await page.keyboard.press('Escape')

    const total = Number((await page.getByText(/^共 [\d,]+ 条$/).innerText()).replace(/\D/g, ''))
    expect(total).toBeGreaterThan(6000)
    const second = nextPageResponse(page)
    await page.getByRole('button', { name: '2', exact: true }).click()
    expect(new URL((await second).url()).searchParams.get('current')).toBe('2')
    await expect(grid.getByRole('checkbox', { name: '选择第 51 行' })).toBeVisible()
    await expect(grid.getByTestId('data-table-row').first().getByRole('gridcell').nth(1)).toHaveText('51')

    // Another page size starts again at page 1.
    const fifteen = nextPageResponse(page, 15)
    await sizes.click()
    await page.getByRole('option', { name: '15 条/页' }).click()
    await fifteen
    await expect(grid).toHaveAttribute('aria-rowcount', String(15 + 2))
    await expect(grid.getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible()
    await page
      .getByTestId('data-table-scroller')
      .evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await expect(grid.getByRole('checkbox', { name: '选择第 15 行' })).toBeVisible()
    await expect(grid.getByRole('checkbox', { name: '选择第 16 行' })).toHaveCount(0)
  })

  test('a 5,000-row page keeps a few dozen rows in the DOM, and row 5000 is reachable by scrolling', async ({
    page,
  }) => {
    const grid = await openInstruments(page)
    const rows = grid.getByTestId('data-table-row')
    const big = nextPageResponse(page, 5000)
    await page.getByRole('combobox', { name: '每页条数' }).click()
    await page.getByRole('option', { name: '5000 条/页' }).click()
    const answer = (await (await big).json()) as { data: Page_<InstrumentRecord> }
    expect(answer.data.records).toHaveLength(5000)
    await expect(grid).toHaveAttribute('aria-rowcount', String(5000 + 2))
    await expect(grid.getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible()
    expect(await rows.count()).toBeLessThan(100)

    const scroller = page.getByTestId('data-table-scroller')
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    const last = grid.getByRole('checkbox', { name: '选择第 5000 行' })
    await expect(last).toBeVisible()
    await expect(rowOf(grid, 5000).getByRole('gridcell').nth(1)).toHaveText('5000')
    expect(await rows.count()).toBeLessThan(100)
    await expect(grid.getByRole('checkbox', { name: '选择第 1 行' })).toHaveCount(0)
    expect(await headerTitles(grid)).toContain('序号')
  })
})
