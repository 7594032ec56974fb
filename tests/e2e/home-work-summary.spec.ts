import { expect, test, type Page } from '@playwright/test'
import { apiAs, signIn } from './shell-layout-support'

/**
 * The home page shows each role what waits for it (issue 6): a count per work list the role is granted, equal
 * to what GET /api/hm-metrology/work/summary answers, a bar chart of them, and a click on a count opens the
 * list. A role without lists (pickup staff) sees none of it, and never downloads the chart.
 */

type WorkListCount = { code: string; count: number; capped: boolean }

const REVIEWER_LISTS = [
  { code: 'lab_confirmation', zh: '结果确认', en: 'Confirmation', path: '/lab/confirmation' },
  { code: 'lab_review', zh: '结果核验', en: 'Result review', path: '/lab/review' },
  { code: 'lab_audit', zh: '报告审核', en: 'Report audit', path: '/lab/audit' },
] as const

const SECTION = { zh: '检测工作', en: 'Lab work' } as const

const workSection = (page: Page, language: 'zh' | 'en') =>
  page.getByRole('region', { name: SECTION[language], exact: true })

/** The chart's requests, to tell that the chart was (or was not) fetched. */
function chartRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/WorkSummaryChart/.test(request.url())) urls.push(request.url())
  })
  return urls
}

for (const language of ['zh', 'en'] as const) {
  test(`the reviewer sees her three lists with the server's counts and a chart (${language})`, async ({
    page,
    request,
  }) => {
    const counts = await (
      await apiAs(request, 'reviewer')
    ).get<WorkListCount[]>('/api/hm-metrology/work/summary')
    expect(counts.map((entry) => entry.code)).toEqual(REVIEWER_LISTS.map((list) => list.code))
    const fetched = chartRequests(page)

    await signIn(page, 'reviewer')
    if (language === 'en') {
      await page.getByLabel('语言').selectOption('en')
      await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible()
    }

    const section = workSection(page, language)
    await expect(section.getByTestId('work-list-count')).toHaveCount(REVIEWER_LISTS.length)
    for (const [index, list] of REVIEWER_LISTS.entries()) {
      const card = section.getByTestId('work-list-count').nth(index)
      await expect(card).toHaveAttribute('data-code', list.code)
      await expect(card).toContainText(list[language])
      const count = counts[index]!
      const text = count.capped ? `${count.count.toLocaleString('en')}+` : count.count.toLocaleString('en')
      await expect(card.getByRole('link', { name: `${text} ${list[language]}`, exact: true })).toBeVisible()
    }

    // The chart: one bar per list on an svg, its category axis labelled in the UI language.
    const chart = section.locator('svg.recharts-surface')
    await expect(chart).toBeVisible()
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(REVIEWER_LISTS.length)
    for (const list of REVIEWER_LISTS) {
      await expect(
        chart.locator('.recharts-yAxis-tick-labels').getByText(list[language], { exact: true }),
      ).toBeVisible()
    }
    expect(fetched.length).toBeGreaterThan(0)

    const review = REVIEWER_LISTS[1]
    await section.getByTestId('work-list-count').nth(1).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${review.path}$`))
  })
}

test('bars are as long as the counts, and a capped count reads "10,000+"', async ({ page }) => {
  // A fresh demo database has nothing waiting for the reviewer (walking records through the workflow is the
  // workflow tests' job), so this one answer is set: what is checked is how the page draws counts.
  await page.route('**/api/hm-metrology/work/summary', (route) =>
    route.fulfill({
      json: {
        code: 200,
        success: true,
        msg: '操作成功',
        data: [
          { code: 'lab_confirmation', count: 7, capped: false },
          { code: 'lab_review', count: 10000, capped: true },
          { code: 'lab_audit', count: 3120, capped: false },
        ],
      },
    }),
  )
  await signIn(page, 'reviewer')
  const section = workSection(page, 'zh')
  await expect(section.getByRole('link', { name: '10,000+ 结果核验', exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: '3,120 报告审核', exact: true })).toBeVisible()

  const bars = section.locator('.recharts-bar-rectangle path')
  await expect(bars).toHaveCount(3)
  const widths = await bars.evaluateAll((paths) =>
    paths.map((path) => (path as SVGGraphicsElement).getBBox().width),
  )
  expect(widths[1]!).toBeGreaterThan(widths[2]!)
  expect(widths[2]!).toBeGreaterThan(widths[0]!)
  expect(widths[0]!).toBeGreaterThan(0)
})

test('pickup staff have no work lists: no section, no chart, and the chart is never fetched', async ({
  page,
  request,
}) => {
  const counts = await (await apiAs(request, 'pickup')).get<WorkListCount[]>('/api/hm-metrology/work/summary')
  expect(counts).toEqual([])
  const fetched = chartRequests(page)
  const answered = page.waitForResponse((response) => response.url().includes('/work/summary'))

  await signIn(page, 'pickup')
  // The rest of the home page is there; what is absent is absent after the summary has answered.
  await expect(page.getByRole('heading', { name: '待办事项' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '我的菜单' })).toBeVisible()
  await answered
  await expect(workSection(page, 'zh')).toHaveCount(0)
  await expect(page.locator('svg.recharts-surface')).toHaveCount(0)
  expect(fetched).toEqual([])
})
