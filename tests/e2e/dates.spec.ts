import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { calendarOf, dayName, headingOf, openCalendar, pickDate, pickRange, showMonth } from './dates-support'
import {
  createInstruments,
  expectRowsContaining,
  expectTotal,
  INSTRUMENT,
  openResource,
  uniqueTag,
} from './resource-search-support'

/**
 * "Dates everywhere through @mantine/dates": the search bar's and the header row's date ranges are
 * calendars whose placeholder and value read whole at 1280 and 768 px (the browser's own date inputs showed
 * "mm/dd/y" and "mn"), a range picked in the calendar searches with BETWEEN, the end refuses the days on or
 * before the start (spec §5), and the calendar speaks the app's language.
 */

const TAG = uniqueTag('DAT')
const A = `${TAG}甲压力表`
const B = `${TAG}乙天平`
const C = `${TAG}丙卡尺`

test.beforeAll(async ({ request }) => {
  await createInstruments(request, [
    { name: A, manufacturer: TAG, nextDueDate: '2031-01-10' },
    { name: B, manufacturer: TAG, nextDueDate: '2031-02-15' },
    { name: C, manufacturer: TAG, nextDueDate: '2031-03-20' },
  ])
})

const searchBar = (page: Page) => page.getByRole('search', { name: '查询条件' })

/** A date picker by its name: a button that opens a calendar (src/ui/dates). */
const picker = (scope: Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).and(scope.locator('[data-dates-input]'))

/** The page request a search sends, and its searchParam decoded. */
async function searchedWith(page: Page, action: () => Promise<void>) {
  const sent = page.waitForRequest(
    (r: Request) => r.method() === 'POST' && r.url().includes(`${INSTRUMENT}/page`),
  )
  // Both listeners before the action: the answer may come before the request's promise is read.
  const answered = page.waitForResponse((r) => r.url().includes(`${INSTRUMENT}/page`) && r.ok())
  await action()
  const body = (await sent).postDataJSON() as { searchParam: { filter: string; op: string } }
  await answered
  return {
    filter: JSON.parse(body.searchParam.filter) as Record<string, unknown>,
    op: JSON.parse(body.searchParam.op) as Record<string, unknown>,
  }
}

/** Limits the list to this file's instruments (器具名称 in the header row). */
async function onlyTagged(page: Page, grid: Locator) {
  const name = grid.getByRole('textbox', { name: '器具名称', exact: true })
  await name.fill(TAG)
  await searchedWith(page, () => name.press('Enter'))
  await expectRowsContaining(grid, [A, B, C])
}

/** The control shows `text` whole: nothing in it is wider than its box (a cut placeholder would be). */
async function expectReadable(control: Locator, text: string) {
  await expect(control).toHaveText(text)
  const cut = await control.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].some(
      (node) => node.scrollWidth > node.clientWidth + 1,
    ),
  )
  expect(cut, `"${text}" is cut`).toBe(false)
}

test.describe('date pickers of the search bar and the header row', () => {
  for (const width of [1280, 768]) {
    test(`at ${width} px both date ranges are calendars whose placeholder and value read whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const grid = await openResource(page, '/crm/instrument', '客户器具')
      const bar = searchBar(page)
      await bar.getByRole('button', { name: '展开' }).click()
      await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0)

      const inBar = picker(bar, '下次检定日期')
      const inHeader = picker(grid, '下次检定日期')
      await expectReadable(inBar, '开始日期 – 结束日期')
      await expectReadable(inHeader, '起止日期')

      await onlyTagged(page, grid)
      await searchedWith(page, () => pickRange(page, inHeader, '2031-02-15', '2031-03-20'))
      await expectReadable(inHeader, '2031-02-15 – 2031-03-20')
      await expectReadable(inBar, '2031-02-15 – 2031-03-20')
    })
  }

  test('a range picked by clicking in the calendar searches with BETWEEN and both days', async ({ page }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    await onlyTagged(page, grid)
    const range = picker(grid, '下次检定日期')
    await pickDate(page, range, '2031-02-15')
    const sent = await searchedWith(page, () => pickDate(page, range, '2031-03-20'))
    expect(sent.filter.nextDueDate).toEqual(['2031-02-15', '2031-03-20'])
    expect(sent.op.nextDueDate).toBe('BETWEEN')
    await expect(calendarOf(page)).toBeHidden()
    await expectRowsContaining(grid, [B, C])
    await expectTotal(page, 2)
  })

  test('a range picked in the expanded search bar searches at once, with BETWEEN and both days', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    await onlyTagged(page, grid)
    const bar = searchBar(page)
    await bar.getByRole('button', { name: '展开' }).click()
    const range = picker(bar, '下次检定日期')
    const sent = await searchedWith(page, () => pickRange(page, range, '2031-01-10', '2031-02-15'))
    expect(sent.filter.nextDueDate).toEqual(['2031-01-10', '2031-02-15'])
    expect(sent.op.nextDueDate).toBe('BETWEEN')
    await expectRowsContaining(grid, [A, B])
    await expect(picker(grid, '下次检定日期')).toHaveText('2031-01-10 – 2031-02-15')
  })

  test('once the start is picked, the days on or before it are disabled: no end before the start, no one-day range', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const range = picker(grid, '下次检定日期')
    await pickDate(page, range, '2031-02-15')
    const calendar = calendarOf(page)
    await expect(calendar).toBeVisible()
    const day = (date: string) => calendar.getByRole('button', { name: dayName(date), exact: true })
    await expect(day('2031-02-14')).toBeDisabled()
    await expect(day('2031-02-15')).toBeDisabled()
    await expect(day('2031-02-16')).toBeEnabled()
    await expect(calendar.getByRole('button', { name: '上个月' })).toBeDisabled()
    // The keyboard stays in the calendar: the start's day lost the focus when it turned disabled, the first day
    // the end may take has it.
    await expect(day('2031-02-16')).toBeFocused()
    // A click on a disabled day changes nothing, and leaves the focus on a day (not on the dropdown, where the
    // arrows do nothing).
    await day('2031-02-10').click({ force: true })
    await expect(calendar).toBeVisible()
    await expect(range).toHaveText('2031-02-15 –')
    await expect(day('2031-02-16')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(day('2031-02-17')).toBeFocused()
  })
})

test.describe('the calendar in the app language', () => {
  test('zh: 2031年2月, Monday first (一 … 日), days named 2031年2月15日; en: February 2031, Mo … Su, 15 February 2031', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const weekdays = () => calendarOf(page).locator('thead th').allTextContents()

    await openCalendar(page, picker(grid, '下次检定日期'))
    await showMonth(page, '2031-02-15')
    await expect(headingOf(page)).toHaveText('2031年2月')
    expect(await weekdays()).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    await expect(calendarOf(page).getByRole('button', { name: '2031年2月15日', exact: true })).toBeVisible()
    await expect(calendarOf(page).getByRole('button', { name: '下个月' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(calendarOf(page)).toBeHidden()

    await page.getByLabel('语言').selectOption('en')
    const english = page.getByRole('grid', { name: 'Instruments' })
    const range = picker(english, 'Next due')
    await expect(range).toHaveText('From – to')
    await openCalendar(page, range)
    await showMonth(page, '2031-02-15')
    await expect(headingOf(page)).toHaveText('February 2031')
    expect(await weekdays()).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
    await expect(
      calendarOf(page).getByRole('button', { name: '15 February 2031', exact: true }),
    ).toBeVisible()
    await expect(calendarOf(page).getByRole('button', { name: 'Next month' })).toBeVisible()
  })
})
