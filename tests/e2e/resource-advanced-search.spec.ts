import { expect, test, type Locator, type Page } from '@playwright/test'
import { dayButton, openCalendar, pickDate } from './dates-support'
import { apiAs } from './shell-pages-support'
import {
  countPageRequests,
  createInstruments,
  expectRowsContaining,
  expectTotal,
  INSTRUMENT,
  openResource,
  totalOf,
  uniqueTag,
  warning,
} from './resource-search-support'

/**
 * Spec §4 "Advanced search" and §5 "Search" on /crm/instrument: every rule and message of the
 * advanced panel, each checked against what the table then lists. The file's instruments all carry one tag
 * (their maker, and the start of their names), so every expected row and count is known.
 */

const TAG = uniqueTag('ADV')
const A = `${TAG}甲压力表`
const B = `${TAG}乙天平`
const C = `${TAG}丙卡尺`
const D = `${TAG}丁温度计`

test.beforeAll(async ({ request }) => {
  await createInstruments(request, [
    { name: A, manufacturer: TAG, inspectionType: '1', cycle: 6, fee: '10.00', nextDueDate: '2031-01-10' },
    { name: B, manufacturer: TAG, inspectionType: '5', cycle: 12, fee: '20.50', nextDueDate: '2031-02-15' },
    { name: C, manufacturer: TAG, inspectionType: '2', cycle: 24, fee: '30.25', nextDueDate: '2031-03-20' },
    { name: D, manufacturer: TAG, inspectionType: '1', cycle: 3, fee: '99.99', nextDueDate: '2031-05-31' },
  ])
})

/** Opens the instruments with the advanced panel shown; answers the panel and the grid. */
async function openAdvanced(page: Page) {
  const grid = await openResource(page, '/crm/instrument', '客户器具')
  const bar = page.getByRole('search', { name: '查询条件' })
  await bar.getByRole('button', { name: '高级查询' }).click()
  await expect(bar.getByRole('button', { name: '高级查询' })).toHaveAttribute('aria-pressed', 'true')
  const panel = page.getByRole('region', { name: '高级查询' })
  await expect(panel).toBeVisible()
  return { grid, panel }
}

const row = (panel: Locator, n: number) => ({
  connector: panel.getByLabel(`第${n}行 连接`),
  field: panel.getByLabel(`第${n}行 字段`),
  op: panel.getByLabel(`第${n}行 条件`),
  value: panel.getByLabel(`第${n}行 值`),
  start: panel.getByLabel(`第${n}行 开始日期`),
  end: panel.getByLabel(`第${n}行 结束日期`),
})

const rowFields = (panel: Locator) => panel.getByLabel(/^第\d+行 字段$/)

/** The visible texts of a native select's options. */
const optionTexts = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''))

/** Fills a text row: field, operator (when given) and value. */
async function textRow(panel: Locator, n: number, field: string, value: string, op?: string) {
  const r = row(panel, n)
  await r.field.selectOption({ label: field })
  if (op) await r.op.selectOption({ label: op })
  await r.value.fill(value)
}

/** Runs the panel's search and waits for the page it asked for. */
async function search(page: Page, panel: Locator) {
  const answered = page.waitForResponse((r) => r.url().includes(`${INSTRUMENT}/page`) && r.ok())
  await panel.getByRole('button', { name: '查询', exact: true }).click()
  await answered
}

test.describe('/crm/instrument advanced search', () => {
  test('starts with two rows: the first without connector, the second 并且/或者; 添加 adds a pair that can be removed, the first pair cannot', async ({
    page,
  }) => {
    const { grid, panel } = await openAdvanced(page)
    await expect(rowFields(panel)).toHaveCount(2)
    await expect(row(panel, 1).connector).toBeDisabled()
    await expect(row(panel, 1).connector).toHaveValue('')
    expect(await optionTexts(row(panel, 2).connector)).toEqual(['并且', '或者'])
    await expect(row(panel, 2).connector).toHaveValue('and')
    await expect(panel.getByRole('button', { name: /^删除第/ })).toHaveCount(0)

    // Two complete rows allow a new pair; it comes with its own delete button.
    await textRow(panel, 1, '制造厂商', TAG)
    await textRow(panel, 2, '器具名称', `${TAG}甲`)
    await panel.getByRole('button', { name: '添加' }).click()
    await expect(rowFields(panel)).toHaveCount(4)
    await expect(row(panel, 3).connector).toHaveValue('and')
    await expect(row(panel, 4).connector).toHaveValue('and')
    await expect(panel.getByRole('button', { name: /^删除第/ })).toHaveCount(1)
    await expect(panel.getByRole('button', { name: '删除第3、4行' })).toBeVisible()

    // maker AND 甲 OR 乙: AND binds tighter, so 甲 and 乙.
    await row(panel, 3).connector.selectOption({ label: '或者' })
    await textRow(panel, 3, '器具名称', `${TAG}乙`)
    await search(page, panel)
    await expectRowsContaining(grid, [A, B])
    await expectTotal(page, 2)

    // Removing the pair removes both of its rows, and the search no longer has 乙.
    await panel.getByRole('button', { name: '删除第3、4行' }).click()
    await expect(rowFields(panel)).toHaveCount(2)
    await expect(panel.getByRole('button', { name: /^删除第/ })).toHaveCount(0)
    await search(page, panel)
    await expectRowsContaining(grid, [A])
    await expectTotal(page, 1)
  })

  test('或者 returns the union of the two rows', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '器具名称', `${TAG}甲`)
    await row(panel, 2).connector.selectOption({ label: '或者' })
    await textRow(panel, 2, '器具名称', `${TAG}丙`)
    await search(page, panel)
    await expectRowsContaining(grid, [A, C])
    await expectTotal(page, 2)
  })

  test('并且 returns the intersection of the two rows', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '制造厂商', TAG)
    await row(panel, 2).field.selectOption({ label: '检验类型' })
    await row(panel, 2).value.click()
    await page.getByRole('option', { name: '检定', exact: true }).click()
    await search(page, panel)
    await expectRowsContaining(grid, [A, D])
    await expectTotal(page, 2)
  })

  test('重置 restores two default rows (AND, LIKE, empty) and lists every instrument again', async ({
    page,
    request,
  }) => {
    const all = await totalOf(await apiAs(request), INSTRUMENT, {})
    const { grid, panel } = await openAdvanced(page)
    await expectTotal(page, all)
    await textRow(panel, 1, '制造厂商', TAG)
    await row(panel, 2).connector.selectOption({ label: '或者' })
    await textRow(panel, 2, '器具名称', `${TAG}丁`, '不包含')
    await panel.getByRole('button', { name: '添加' }).click()
    await expect(rowFields(panel)).toHaveCount(4)
    await textRow(panel, 3, '器具名称', `${TAG}甲`)
    await search(page, panel)
    // (maker) OR (not 丁 AND 甲): the maker alone already gives the four.
    await expectTotal(page, 4)

    await panel.getByRole('button', { name: '重置' }).click()
    await expect(rowFields(panel)).toHaveCount(2)
    for (const n of [1, 2]) {
      await expect(row(panel, n).field).toHaveValue('')
      await expect(row(panel, n).op).toHaveValue('LIKE')
      await expect(row(panel, n).value).toHaveValue('')
    }
    await expect(row(panel, 2).connector).toHaveValue('and')
    await expectTotal(page, all)
    await expect(grid.getByTestId('data-table-row').first()).toBeVisible()
  })

  test('a date field (下次检定日期) turns the row into a date range with BETWEEN', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '制造厂商', TAG)
    const second = row(panel, 2)
    await expect(second.start).toHaveCount(0)
    await second.field.selectOption({ label: '下次检定日期' })
    await expect(second.op).toHaveValue('BETWEEN')
    expect(await optionTexts(second.op)).toEqual(['介于'])
    await expect(second.value).toHaveCount(0)
    await pickDate(page, second.start, '2031-01-01')
    await pickDate(page, second.end, '2031-02-28')
    await search(page, panel)
    await expectRowsContaining(grid, [A, B])
    await expectTotal(page, 2)
  })

  test('the end date disables days on or before the start, the start days on or after the end; both ends are included', async ({
    page,
  }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '制造厂商', TAG)
    const second = row(panel, 2)
    await second.field.selectOption({ label: '下次检定日期' })
    // Nothing picked yet: every day is open in both.
    await openCalendar(page, second.end)
    await expect(await dayButton(page, '2031-01-10')).toBeEnabled()
    await page.keyboard.press('Escape')
    await pickDate(page, second.start, '2031-01-10')
    await openCalendar(page, second.end)
    await expect(await dayButton(page, '2031-01-10')).toBeDisabled()
    await expect(await dayButton(page, '2031-01-11')).toBeEnabled()
    await pickDate(page, second.end, '2031-03-20')
    await openCalendar(page, second.start)
    await expect(await dayButton(page, '2031-03-20')).toBeDisabled()
    await expect(await dayButton(page, '2031-03-19')).toBeEnabled()
    await page.keyboard.press('Escape')
    await search(page, panel)
    await expectRowsContaining(grid, [A, B, C])
    await expectTotal(page, 3)
  })

  test('a select field (检验类型) turns the row into a select, a multi-select with IN', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '制造厂商', TAG)
    const second = row(panel, 2)
    await second.field.selectOption({ label: '检验类型' })
    await expect(second.op).toHaveValue('=')
    await second.value.click()
    await expect(page.getByRole('option', { name: '校准', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')

    await second.op.selectOption({ label: '属于' })
    await expect(second.op).toHaveValue('IN')
    await second.value.click()
    await page.getByRole('option', { name: '检定', exact: true }).click()
    await page.getByRole('option', { name: '校准', exact: true }).click()
    await page.keyboard.press('Escape')
    // A multi-select shows each choice as a pill.
    await expect(panel.locator('.mantine-Pill-root')).toHaveText(['检定', '校准'])
    await search(page, panel)
    await expectRowsContaining(grid, [A, B, D])
    await expectTotal(page, 3)
  })

  test('offers the operators the field type allows (src/domain/resources/operators.ts)', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    const first = row(panel, 1)
    // Text (input): no IN; BETWEEN stays on offer only to answer it with its message (next tests).
    await first.field.selectOption({ label: '器具名称' })
    await expect(first.op).toHaveValue('LIKE')
    expect(await optionTexts(first.op)).toEqual([
      '等于',
      '不等于',
      '大于',
      '大于等于',
      '小于',
      '小于等于',
      '包含',
      '不包含',
      '介于',
    ])
    // Select: no LIKE, NOT LIKE, BETWEEN.
    await first.field.selectOption({ label: '检验类型' })
    expect(await optionTexts(first.op)).toEqual([
      '等于',
      '不等于',
      '大于',
      '大于等于',
      '小于',
      '小于等于',
      '属于',
    ])
    // Two-part range (a number): comparisons only, = by default.
    await first.field.selectOption({ label: '检定周期(月)' })
    await expect(first.op).toHaveValue('=')
    expect(await optionTexts(first.op)).not.toContain('包含')
    expect(await optionTexts(first.op)).not.toContain('属于')

    await first.op.selectOption({ label: '大于等于' })
    await first.value.fill('12')
    await textRow(panel, 2, '制造厂商', TAG)
    await search(page, panel)
    await expectRowsContaining(grid, [B, C])
    await expectTotal(page, 2)
  })

  test('a value without a field: 请完善数据查询信息，请选择查询字段, and nothing is searched', async ({
    page,
  }) => {
    const { grid, panel } = await openAdvanced(page)
    const rowsBefore = await grid.getByTestId('data-table-row').count()
    const requests = countPageRequests(page, INSTRUMENT)
    await row(panel, 1).value.fill(TAG)
    await panel.getByRole('button', { name: '查询', exact: true }).click()
    await expect(warning(page, '请完善数据查询信息，请选择查询字段')).toBeVisible()
    expect(requests()).toBe(0)
    await expect(grid.getByTestId('data-table-row')).toHaveCount(rowsBefore)

    // With its field the same value searches.
    await row(panel, 1).field.selectOption({ label: '制造厂商' })
    await search(page, panel)
    await expectRowsContaining(grid, [A, B, C, D])
    await expectTotal(page, 4)
  })

  test('添加 with an incomplete row: 请先完善当前列信息, and no rows are added', async ({ page }) => {
    const { grid, panel } = await openAdvanced(page)
    await panel.getByRole('button', { name: '添加' }).click()
    await expect(warning(page, '请先完善当前列信息')).toBeVisible()
    await expect(rowFields(panel)).toHaveCount(2)

    // The first row complete, the second with a field and no value: still refused.
    await page.locator('.mantine-Notification-root').getByRole('button').first().click()
    await expect(warning(page, '请先完善当前列信息')).toHaveCount(0)
    await textRow(panel, 1, '制造厂商', TAG)
    await row(panel, 2).field.selectOption({ label: '器具名称' })
    await panel.getByRole('button', { name: '添加' }).click()
    await expect(warning(page, '请先完善当前列信息')).toBeVisible()
    await expect(rowFields(panel)).toHaveCount(2)

    // The incomplete row is no condition: the search is the maker's alone.
    await search(page, panel)
    await expectRowsContaining(grid, [A, B, C, D])
    await expectTotal(page, 4)
  })

  test('a date row with one end: 时间查询请选择一个时间段进行查询, and nothing is searched', async ({
    page,
  }) => {
    const { grid, panel } = await openAdvanced(page)
    await textRow(panel, 1, '制造厂商', TAG)
    await search(page, panel)
    await expectTotal(page, 4)

    const requests = countPageRequests(page, INSTRUMENT)
    const second = row(panel, 2)
    await second.field.selectOption({ label: '下次检定日期' })
    await pickDate(page, second.start, '2031-03-01')
    await panel.getByRole('button', { name: '查询', exact: true }).click()
    await expect(warning(page, '时间查询请选择一个时间段进行查询')).toBeVisible()
    expect(requests()).toBe(0)
    await expectTotal(page, 4)

    await pickDate(page, second.end, '2031-12-31')
    await search(page, panel)
    await expectRowsContaining(grid, [C, D])
    await expectTotal(page, 2)
  })

  test('BETWEEN on a text field: 只有时间日期查询才能选择该选项, and the operator goes back to LIKE', async ({
    page,
  }) => {
    const { grid, panel } = await openAdvanced(page)
    const first = row(panel, 1)
    await first.field.selectOption({ label: '器具名称' })
    await first.op.selectOption({ label: '介于' })
    await expect(warning(page, '只有时间日期查询才能选择该选项')).toBeVisible()
    await expect(first.op).toHaveValue('LIKE')
    await first.value.fill(`${TAG}乙`)
    await search(page, panel)
    await expectRowsContaining(grid, [B])
    await expectTotal(page, 1)
  })
})
