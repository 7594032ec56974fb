import { expect, test, type Page } from '@playwright/test'
import { answerStartupCall } from './boot-support'
import { apiAs, signIn } from './shell-layout-support'

/**
 * The home page shows each role what waits for it: a count per work list the role is granted, equal to what
 * GET /api/hm-metrology/work/summary answers, bars to compare them, and a click on a count opens the list. A
 * role without lists (pickup staff) sees none of it.
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

for (const language of ['zh', 'en'] as const) {
  test(`the reviewer sees her three lists with the server's counts and bars (${language})`, async ({
    page,
    request,
  }) => {
    const counts = await (
      await apiAs(request, 'reviewer')
    ).get<WorkListCount[]>('/api/hm-metrology/work/summary')
    expect(counts.map((entry) => entry.code)).toEqual(REVIEWER_LISTS.map((list) => list.code))

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

    // The bars: one per list, labelled in the UI language.
    const bars = section.getByTestId('work-summary-bars')
    await expect(bars).toBeVisible()
    await expect(bars.getByTestId('work-summary-bar')).toHaveCount(REVIEWER_LISTS.length)
    for (const list of REVIEWER_LISTS)
      await expect(bars.getByText(list[language], { exact: true })).toBeVisible()

    const review = REVIEWER_LISTS[1]
    await section.getByTestId('work-list-count').nth(1).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${review.path}$`))
  })
}

test('bars are as long as the counts, and a capped count reads "10,000+"', async ({ page }) => {
  // A fresh demo database has nothing waiting for the reviewer (walking records through the workflow is the
  // workflow tests' job), so this one answer is set: what is checked is how the page draws counts.
  await answerStartupCall(page, '/api/hm-metrology/work/summary', [
    { code: 'lab_confirmation', count: 7, capped: false },
    { code: 'lab_review', count: 10000, capped: true },
    { code: 'lab_audit', count: 3120, capped: false },
  ])
  await signIn(page, 'reviewer')
  const section = workSection(page, 'zh')
  await expect(section.getByRole('link', { name: '10,000+ 结果核验', exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: '3,120 报告审核', exact: true })).toBeVisible()

  const bars = section.getByTestId('work-summary-bar')
  await expect(bars).toHaveCount(3)
  const widths = await bars.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().width),
  )
  expect(widths[1]!).toBeGreaterThan(widths[2]!)
  expect(widths[2]!).toBeGreaterThan(widths[0]!)
  expect(widths[0]!).toBeGreaterThan(0)
})

test('pickup staff have no work lists: no section and no bars', async ({ page, request }) => {
  const counts = await (await apiAs(request, 'pickup')).get<WorkListCount[]>('/api/hm-metrology/work/summary')
  expect(counts).toEqual([])
  // The summary comes with the start-up answers.
  const answered = page.waitForResponse((response) => response.url().includes('/api/metrodesk/boot'))

  await signIn(page, 'pickup')
  // The rest of the home page is there; what is absent is absent after the summary has answered.
  await expect(page.getByRole('heading', { name: '待办事项' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '我的菜单' })).toBeVisible()
  await answered
  await expect(workSection(page, 'zh')).toHaveCount(0)
  await expect(page.getByTestId('work-summary-bars')).toHaveCount(0)
})
