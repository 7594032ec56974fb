import { expect, test, type Locator, type Page } from '@playwright/test'
import { calendarOf, dayButton, pickDate } from './dates-support'
import { apiAs } from './shell-pages-support'
import {
  countPageRequests,
  createInstruments,
  CUSTOMER,
  expectRowsContaining,
  expectTotal,
  INSTRUMENT,
  openResource,
  searchParam,
  totalOf,
  uniqueTag,
} from './resource-search-support'

/**
 * Spec §2 "Header inline search types" and the search bar: every header widget type (input,
 * two-part range, select, cascading tree, date, date range) checked against what the table then lists, and
 * the bar's 精确匹配, compact/expanded modes, label tooltip and blur validation.
 */

const TAG = uniqueTag('HDR')
const A = `${TAG}甲压力表`
const B = `${TAG}乙天平`
const C = `${TAG}丙卡尺`
const D = `${TAG}丁温度计`
const USER = '/api/blade-user'

test.beforeAll(async ({ request }) => {
  await createInstruments(request, [
    { name: A, manufacturer: TAG, inspectionType: '1', cycle: 6, fee: '10.00', nextDueDate: '2031-01-10' },
    { name: B, manufacturer: TAG, inspectionType: '5', cycle: 12, fee: '20.50', nextDueDate: '2031-02-15' },
    { name: C, manufacturer: TAG, inspectionType: '2', cycle: 24, fee: '30.25', nextDueDate: '2031-03-20' },
    { name: D, manufacturer: TAG, inspectionType: '1', cycle: 3, fee: '99.99', nextDueDate: '2031-05-31' },
  ])
})

const searchBar = (page: Page) => page.getByRole('search', { name: '查询条件' })

/** A date picker by its name: a button that opens a calendar (src/ui/dates). */
const datePicker = (scope: Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).and(scope.locator('[data-dates-input]'))

/**
 * Puts a field in the search bar through 列设置 → 搜索 and expands the bar. The 保存成功 toast lies over the
 * bar's buttons, and a pointer on it keeps it open: as a person would, the pointer moves off and the toast is
 * let go before 展开 is pressed.
 */
async function showInBar(page: Page, checkbox: (settings: Locator) => Locator) {
  const bar = searchBar(page)
  await bar.getByRole('button', { name: '列设置' }).click()
  const settings = page.getByRole('dialog', { name: '列设置' })
  await settings.getByRole('tab', { name: '搜索' }).click()
  await checkbox(settings).check()
  await settings.getByRole('button', { name: '保存' }).click()
  const saved = page.getByText('保存成功')
  await expect(saved).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(saved).toBeHidden()
  await bar.getByRole('button', { name: '展开' }).click()
}

/** Waits for the page request a search action triggers. */
async function searched(page: Page, base: string, action: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().includes(`${base}/page`) && r.ok())
  await action()
  await answered
}

/** Limits the instruments to this file's (器具名称 in the header row) and checks that all four show. */
async function onlyTagged(page: Page, grid: Locator) {
  const name = grid.getByRole('textbox', { name: '器具名称', exact: true })
  await name.fill(TAG)
  await searched(page, INSTRUMENT, () => name.press('Enter'))
  await expectRowsContaining(grid, [A, B, C, D])
}

test.describe('/crm/instrument header search row', () => {
  test('input (器具名称, LIKE) is trimmed: "  压力表 " lists the instruments whose name contains 压力表', async ({
    page,
    request,
  }) => {
    const expected = await totalOf(await apiAs(request), INSTRUMENT, {
      searchParam: searchParam({ name: ['LIKE', '压力表'] }),
    })
    expect(expected).toBeGreaterThan(1)
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const name = grid.getByRole('textbox', { name: '器具名称', exact: true })
    await name.fill('  压力表 ')
    await searched(page, INSTRUMENT, () => name.press('Enter'))
    await expect(name).toHaveValue('压力表')
    await expectTotal(page, expected)
    const rows = grid.getByTestId('data-table-row')
    await expect(rows.first()).toBeVisible()
    const shown = await rows.count()
    await expect(rows.filter({ hasText: '压力表' })).toHaveCount(shown)
    // The bar shares the value.
    await expect(searchBar(page).getByRole('textbox', { name: '器具名称', exact: true })).toHaveValue(
      '压力表',
    )
  })

  test('two-part range (检定周期 从/至, 检测费用 从 only) includes both ends and leaves an open end open', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    await onlyTagged(page, grid)
    await grid.getByLabel('检定周期(月) 从').fill('6')
    const to = grid.getByLabel('检定周期(月) 至')
    await to.fill('12')
    await searched(page, INSTRUMENT, () => to.press('Enter'))
    await expectRowsContaining(grid, [A, B])
    await expectTotal(page, 2)

    await grid.getByLabel('检定周期(月) 从').fill('')
    await to.fill('')
    const fee = grid.getByLabel('检测费用(元) 从')
    await fee.fill(' 20.5 ')
    await searched(page, INSTRUMENT, () => fee.press('Enter'))
    await expect(fee).toHaveValue('20.5')
    await expectRowsContaining(grid, [B, C, D])
    await expectTotal(page, 3)
  })

  test('select (检验类型) searches as soon as an option is picked', async ({ page }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    await onlyTagged(page, grid)
    await grid.getByRole('combobox', { name: '检验类型', exact: true }).click()
    await searched(page, INSTRUMENT, () => page.getByRole('option', { name: '检定', exact: true }).click())
    await expectRowsContaining(grid, [A, D])
    await expectTotal(page, 2)
  })

  test('date range (下次检定日期, start then end in one calendar) includes both days; one end alone is an open range', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    await onlyTagged(page, grid)
    const range = datePicker(grid, '下次检定日期')
    // Picking the start searches nothing yet; the end's days are from the day after the start on.
    await pickDate(page, range, '2031-02-15')
    await expect(await dayButton(page, '2031-02-15')).toBeDisabled()
    await expect(await dayButton(page, '2031-02-16')).toBeEnabled()
    await searched(page, INSTRUMENT, () => pickDate(page, range, '2031-03-20'))
    await expect(range).toHaveText('2031-02-15 – 2031-03-20')
    await expectRowsContaining(grid, [B, C])
    await expectTotal(page, 2)

    // A new start alone, the calendar closed before an end: from that day on.
    await searched(page, INSTRUMENT, async () => {
      await pickDate(page, range, '2031-02-15')
      await page.keyboard.press('Escape')
    })
    await expect(calendarOf(page)).toBeHidden()
    await expect(range).toHaveText('2031-02-15 –')
    await expectRowsContaining(grid, [B, C, D])
    await expectTotal(page, 3)
  })

  test('date (下次检定日期 with 等于 in the expanded bar): one day, in the bar and the header alike', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const bar = searchBar(page)
    await bar.getByRole('button', { name: '展开' }).click()
    await bar.getByRole('textbox', { name: '器具名称', exact: true }).fill(TAG)
    await bar.getByLabel('下次检定日期 条件').selectOption({ label: '等于' })
    // One day: a calendar of its own, whose pick searches.
    const day = datePicker(bar, '下次检定日期')
    await expect(day).toHaveText('请选择日期')
    await searched(page, INSTRUMENT, () => pickDate(page, day, '2031-02-15'))
    await expect(day).toHaveText('2031-02-15')
    await expectRowsContaining(grid, [B])
    await expectTotal(page, 1)
    // The header row follows the bar's operator: one date there too (a range would read "2031-02-15 – …").
    await expect(datePicker(grid, '下次检定日期')).toHaveText('2031-02-15')
  })

  test('精确匹配: 压力 finds rows as a part of names, none as a whole name', async ({ page, request }) => {
    const expected = await totalOf(await apiAs(request), INSTRUMENT, {
      searchParam: searchParam({ name: ['LIKE', '压力'] }),
    })
    expect(expected).toBeGreaterThan(0)
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const bar = searchBar(page)
    await bar.getByRole('textbox', { name: '器具名称', exact: true }).fill('压力')
    await searched(page, INSTRUMENT, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectTotal(page, expected)

    await bar.getByRole('checkbox', { name: '精确匹配' }).check()
    await searched(page, INSTRUMENT, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectTotal(page, 0)
    await expect(grid.getByTestId('data-table-row')).toHaveCount(0)

    // A whole name matches exactly.
    await bar.getByRole('textbox', { name: '器具名称', exact: true }).fill(B)
    await searched(page, INSTRUMENT, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectRowsContaining(grid, [B])
    await expectTotal(page, 1)
  })

  test('compact bar shows one row without operators; 展开 shows every field with its operator, 收起 goes back', async ({
    page,
  }) => {
    const grid = await openResource(page, '/crm/instrument', '客户器具')
    const bar = searchBar(page)
    const expand = bar.getByRole('button', { name: '展开' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    // 1280 px wide (screen class 3): three conditions fit beside the buttons.
    for (const label of ['器具名称', '客户名称', '出厂编号']) {
      await expect(bar.getByRole('textbox', { name: label, exact: true })).toBeVisible()
    }
    await expect(bar.getByLabel('检验类型', { exact: true })).toHaveCount(0)
    await expect(datePicker(bar, '下次检定日期')).toHaveCount(0)
    await expect(bar.getByLabel(/ 条件$/)).toHaveCount(0)

    await expand.click()
    const collapse = bar.getByRole('button', { name: '收起' })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    const labels = ['器具名称', '客户名称', '出厂编号', '检验类型', '下次检定日期']
    await expect(bar.getByLabel(/ 条件$/)).toHaveCount(labels.length)
    for (const label of labels) await expect(bar.getByLabel(`${label} 条件`)).toBeVisible()
    const options = (label: string) =>
      bar
        .getByLabel(`${label} 条件`)
        .locator('option')
        .evaluateAll((all) => all.map((o) => o.textContent ?? ''))
    // Spec §5: input fields without BETWEEN and IN; select fields without LIKE/NOT LIKE/BETWEEN.
    expect(await options('器具名称')).toEqual([
      '等于',
      '不等于',
      '大于',
      '大于等于',
      '小于',
      '小于等于',
      '包含',
      '不包含',
    ])
    expect(await options('检验类型')).toEqual([
      '等于',
      '不等于',
      '大于',
      '大于等于',
      '小于',
      '小于等于',
      '属于',
    ])
    await expect(bar.getByLabel('下次检定日期 条件')).toHaveValue('BETWEEN')
    await expect(datePicker(bar, '下次检定日期')).toHaveText('开始日期 – 结束日期')

    // An expanded condition with its operator: 检验类型 属于 检定, 校准.
    await bar.getByRole('textbox', { name: '器具名称', exact: true }).fill(TAG)
    await bar.getByLabel('检验类型 条件').selectOption({ label: '属于' })
    await bar.getByRole('combobox', { name: '检验类型', exact: true }).click()
    await page.getByRole('option', { name: '检定', exact: true }).click()
    await page.getByRole('option', { name: '校准', exact: true }).click()
    await page.keyboard.press('Escape')
    await searched(page, INSTRUMENT, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectRowsContaining(grid, [A, B, D])
    await expectTotal(page, 3)

    await collapse.click()
    await expect(bar.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false')
    await expect(bar.getByLabel(/ 条件$/)).toHaveCount(0)
    await expect(bar.getByRole('combobox', { name: '检验类型', exact: true })).toHaveCount(0)
  })
})

test.describe('/crm/customer search bar', () => {
  test('a label of 6 characters or more (统一社会信用代码) shows a tooltip on hover, a shorter one does not', async ({
    page,
  }) => {
    await openResource(page, '/crm/customer', '客户')
    const bar = searchBar(page)
    await bar.getByText('客户名称', { exact: true }).hover()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await bar.getByText('统一社会信用代码', { exact: true }).hover()
    await expect(page.getByRole('tooltip')).toHaveText('统一社会信用代码')
  })

  test('统一社会信用代码 is checked on blur: a bad value shows 统一社会信用代码格式不正确 and no search runs', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request)
    // A customer with a credit code (one registered on site may have none, e.g. by the workflow's tests).
    const first = (
      await api.post<{ records: { name: string; socialCreditCode: string | null }[] }>(`${CUSTOMER}/page`, {
        size: 50,
      })
    ).records.find((customer) => customer.socialCreditCode)
    expect(first?.socialCreditCode).toBeTruthy()
    const all = await totalOf(api, CUSTOMER, {})
    const grid = await openResource(page, '/crm/customer', '客户')
    await expectTotal(page, all)
    const bar = searchBar(page)
    const code = bar.getByRole('textbox', { name: '统一社会信用代码', exact: true })
    await code.fill('91430100ABC')
    await code.blur()
    await expect(bar.getByText('统一社会信用代码格式不正确')).toBeVisible()

    const requests = countPageRequests(page, CUSTOMER)
    await bar.getByRole('button', { name: '查询', exact: true }).click()
    await expect(bar.getByText('统一社会信用代码格式不正确')).toBeVisible()
    await code.press('Enter')
    expect(requests()).toBe(0)
    await expectTotal(page, all)

    // Pasted with spaces around it (as copied from a sheet): trimmed, not cut at the field's 18 characters.
    await code.fill(` ${first?.socialCreditCode ?? ''}  `)
    await code.blur()
    await expect(code).toHaveValue(first?.socialCreditCode ?? '')
    await expect(bar.getByText('统一社会信用代码格式不正确')).toHaveCount(0)
    await searched(page, CUSTOMER, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectRowsContaining(grid, [first?.name ?? ''])
    await expectTotal(page, 1)
  })
})

test.describe('/crm/customer cascading region tree', () => {
  // A region means itself and everything in it: a district (the search tree stops at districts, 430104)
  // also finds the customers filed at its streets (430104010).
  test('所在地区 (shown in the bar through 列设置 → 搜索): a district lists its customers', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request)
    const expected = await totalOf(api, CUSTOMER, {
      searchParam: searchParam({ areaCodeName: ['LIKE', '湖南省/长沙市/岳麓区'] }),
    })
    expect(expected).toBeGreaterThan(0)
    const grid = await openResource(page, '/crm/customer', '客户')
    const bar = searchBar(page)
    await showInBar(page, (settings) => settings.getByRole('checkbox', { name: '所在地区' }))
    await bar.getByRole('textbox', { name: '所在地区', exact: true }).click()
    for (const name of ['湖南省', '长沙市', '岳麓区']) {
      await page.getByRole('option', { name, exact: true }).click()
    }
    await page.keyboard.press('Escape')
    await searched(page, CUSTOMER, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectTotal(page, expected)
    await expect(grid.getByTestId('data-table-row')).toHaveCount(expected)
  })
})

test.describe('/system/user cascading tree', () => {
  test('所属部门 (a tree, shown in the bar through 列设置 → 搜索) lists the users of the chosen department', async ({
    page,
    request,
  }) => {
    type Node = { id: string; title?: string; name?: string; children?: Node[] }
    const api = await apiAs(request)
    const tree = await api.get<Node[]>('/api/blade-system/dept/tree')
    // A department below the root, with its path of names from the root.
    const pathTo = (nodes: Node[], prefix: Node[] = []): Node[] | undefined => {
      for (const node of nodes) {
        const path = [...prefix, node]
        if (prefix.length > 0) return path
        const below = pathTo(node.children ?? [], path)
        if (below) return below
      }
      return undefined
    }
    const path = pathTo(tree)
    expect(path).toBeDefined()
    const chosen = (path ?? []).at(-1) as Node
    const expected = await totalOf(api, USER, { searchParam: searchParam({ deptId: ['=', chosen.id] }) })
    const all = await totalOf(api, USER, {})
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(all)

    const grid = await openResource(page, '/system/user', '用户')
    const bar = searchBar(page)
    // Two entries are called 所属部门: the department (a tree) comes first, its name (a text) later.
    await showInBar(page, (settings) => settings.getByRole('checkbox', { name: '所属部门' }).first())
    const dept = bar.getByRole('textbox', { name: '所属部门', exact: true })
    await dept.click()
    for (const node of path ?? []) {
      await page.getByRole('option', { name: node.title ?? node.name ?? '', exact: true }).click()
    }
    await page.keyboard.press('Escape')
    await searched(page, USER, () => bar.getByRole('button', { name: '查询', exact: true }).click())
    await expectTotal(page, expected)
    await expect(grid.getByTestId('data-table-row')).toHaveCount(expected)
  })
})
