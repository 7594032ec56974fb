import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { labDay } from '../../src/domain/labClock'
import { expectAccessible } from './accessibility-support'
import { unique } from './resource-pages-support'
import { apiAs, overflowsHorizontally, signIn } from './shell-pages-support'

/*
 * The staff office's overviews as the quality manager reads them: 人员到期 lists what lapses soon and the
 * authorisations that no longer hold (saying why), and her home counts them; 能力矩阵 shows who may do which
 * test item today and until when, prints a clean A4 table and exports a spreadsheet, and stays quick with
 * 500 people × 2,000 items.
 */

const LAPSES = '/api/hm-staff/lapses'
const MATRIX = '/api/hm-staff/competence-matrix'
/** The demo tester: authorised for calibration and testing on her verifier's certificate. */
const TESTER = '李检测'

type Lapses = { counts: Record<'lapsed' | 'd30' | 'd60' | 'd90', number> }
type Matrix = { rows: { userId: string; person: string }[] }

async function testerId(request: APIRequestContext): Promise<string> {
  const quality = await apiAs(request, 'quality')
  const matrix = await quality.get<Matrix>(MATRIX, { person: TESTER })
  const row = matrix.rows.find((entry) => entry.person === TESTER)
  if (!row) throw new Error('the demo tester is not in the matrix')
  return row.userId
}

/**
 * A certificate of the demo tester covering `item`, expiring in `days`, and her authorisation to verify the
 * item resting on it (the quality manager records the certificate, the administrator authorises). Verification:
 * she holds no authorisation for all of it, which would cover the item whatever became of this one.
 */
async function authoriseOnCertificate(request: APIRequestContext, item: string, days: number) {
  const quality = await apiAs(request, 'quality')
  const admin = await apiAs(request, 'admin')
  const userId = await testerId(request)
  const certificateNo = unique('JD-E2E-')
  const certificate = await quality.post<{ id: string }>('/api/hm-staff/certificate/submit', {
    userId,
    kind: '检定员证',
    certificateNo,
    activities: item,
    issueDate: labDay(Date.now(), -300),
    expiryDate: labDay(Date.now(), days),
  })
  await admin.post('/api/hm-metrology/staff-ability/submit', {
    userId,
    abilityCode: '1',
    itemName: item,
    certificateId: certificate.id,
  })
  return { certificateId: certificate.id, certificateNo }
}

/** The same, with the certificate then withdrawn: the authorisation no longer holds. */
async function authoriseThenWithdraw(request: APIRequestContext, item: string) {
  const made = await authoriseOnCertificate(request, item, 200)
  const quality = await apiAs(request, 'quality')
  await quality.post('/api/hm-staff/certificate/withdraw', { id: made.certificateId, reason: '复评不合格' })
  return made
}

async function openLapses(page: Page): Promise<Locator> {
  const answer = page.waitForResponse((response) => response.url().endsWith(LAPSES) && response.ok())
  await page.goto('/staff/lapses')
  await answer
  return page.locator('[data-staff-lapses]')
}

async function openMatrix(page: Page): Promise<Locator> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === MATRIX && response.ok(),
  )
  await page.goto('/staff/matrix')
  await answer
  const grid = page.getByRole('grid', { name: '能力矩阵' })
  await expect(grid).toBeVisible()
  return grid
}

/** The grid's cell of a person's row under the column headed `column`. */
async function matrixCell(grid: Locator, person: string, column: string | RegExp): Promise<Locator> {
  const header = grid.getByRole('columnheader', { name: column })
  const index = await header.getAttribute('aria-colindex')
  const row = grid.getByRole('row').filter({ has: grid.page().getByRole('rowheader', { name: person }) })
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`)
}

test.describe('the staff office’s overviews', () => {
  test('人员到期 lists what lapses soon and what no longer holds, and the home card counts them', async ({
    page,
    request,
  }) => {
    const soonItem = unique('示值误差E2E')
    const goneItem = unique('重复性E2E')
    const soon = await authoriseOnCertificate(request, soonItem, 20)
    await authoriseThenWithdraw(request, goneItem)

    await signIn(page, 'quality')
    const lapses = await openLapses(page)
    // Something has lapsed: the page opens on 已失效, the withdrawn certificate's authorisation saying why.
    await expect(lapses.getByRole('radio', { name: /^已失效 \([1-9]\d*\)$/ })).toBeChecked()
    const gone = lapses.locator('[data-lapse-row]').filter({ hasText: goneItem })
    await expect(gone).toContainText(TESTER)
    await expect(gone).toContainText('已失效')
    await expect(gone.locator('[data-lapse-problem]')).toContainText(/授权依据“检定员证 JD-E2E-\w+”已撤回/)

    // Within 30 days: the certificate and the authorisation resting on it, 20 days ahead.
    await lapses
      .locator('[data-lapse-buckets]')
      .getByText(/^30天内 \(\d+\)$/)
      .click()
    await expect(lapses.getByRole('radio', { name: /^30天内 / })).toBeChecked()
    const certificateRow = lapses.locator('[data-lapse-row]').filter({ hasText: soon.certificateNo })
    const authorisationRow = lapses.locator('[data-lapse-row]').filter({ hasText: soonItem })
    await expect(certificateRow).toContainText('剩余 20 天')
    await expect(certificateRow).toContainText(labDay(Date.now(), 20))
    await expect(authorisationRow).toContainText('剩余 20 天')

    // Certificates only.
    await lapses.locator('[data-lapse-subjects]').getByText('仅证书', { exact: true }).click()
    await expect(certificateRow).toBeVisible()
    await expect(authorisationRow).toHaveCount(0)

    // The home card counts them as the list does, and leads to it.
    const { counts } = await (await apiAs(request, 'quality')).get<Lapses>(LAPSES)
    await page.goto('/wel/index')
    const card = page.getByRole('region', { name: '人员资质到期' })
    await expect(card.getByLabel(`已失效 ${counts.lapsed}`, { exact: true })).toBeVisible()
    await expect(card.getByLabel(`30天内 ${counts.d30}`, { exact: true })).toBeVisible()
    expect(counts.lapsed).toBeGreaterThan(0)
    expect(counts.d30).toBeGreaterThanOrEqual(2)
    await card.getByRole('link', { name: '查看' }).click()
    await expect(page).toHaveURL(/\/staff\/lapses$/)
  })

  test('能力矩阵 shows who may do what until when, prints a clean table and exports a spreadsheet', async ({
    page,
    request,
  }) => {
    const goneItem = unique('回程误差E2E')
    const heldItem = unique('示值误差E2E')
    await authoriseThenWithdraw(request, goneItem)
    await authoriseOnCertificate(request, heldItem, 40)

    await signIn(page, 'quality')
    const grid = await openMatrix(page)
    // The demo tester holds calibration for every item (until her certificate expires, or with no end when
    // another walk has re-granted it on a certificate without one).
    const calibration = await matrixCell(grid, TESTER, '校准（全部项目）')
    await expect(calibration.locator('[data-holds]')).toHaveText(/^✓(至 \d{4}-\d{2}-\d{2}|长期)$/)
    // Her authorisation for an item holds until its certificate's expiry.
    const held = await matrixCell(grid, TESTER, new RegExp(`^${heldItem}`))
    await expect(held.locator('[data-holds]')).toHaveText(`✓至 ${labDay(Date.now(), 40)}`)

    // Her authorisation for the item whose certificate was withdrawn shows lapsed, the tooltip saying why.
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes(`${MATRIX}?`) && response.url().includes('item=') && response.ok(),
    )
    await page.getByRole('textbox', { name: '检测项目', exact: true }).fill(goneItem)
    await filtered
    const lapsed = (await matrixCell(grid, TESTER, new RegExp(`^${goneItem}`))).locator('[data-lapsed]')
    await expect(lapsed).toHaveText('失效')
    await expect(lapsed).toHaveAttribute('title', '依据的证书已撤回')

    const narrowed = page.waitForResponse(
      (response) =>
        response.url().includes(`${MATRIX}?`) && response.url().includes('person=') && response.ok(),
    )
    await page.getByRole('textbox', { name: '人员', exact: true }).fill(TESTER)
    await narrowed
    await expect(grid.getByRole('rowheader')).toHaveCount(1)

    // 导出: the same matrix as an .xlsx (a zip).
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^能力矩阵-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const path = await file.path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(path)).subarray(0, 2).toString()).toBe('PK')

    // 打印: a plain table with the lab day and the filters, alone on the printed page.
    await page.evaluate(() => {
      Object.assign(window, {
        printed: 0,
        print: () =>
          Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 }),
      })
    })
    await page.getByRole('button', { name: '打印' }).click()
    const printed = page.locator('[data-print-view]')
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    const band = printed.locator('[data-print-band]').first()
    await expect(band).toBeVisible()
    await expect(band).toContainText('能力矩阵')
    await expect(band).toContainText(/日期：\d{4}-\d{2}-\d{2}/)
    await expect(band).toContainText(`人员：${TESTER}`)
    await expect(band.locator('tbody tr').filter({ hasText: TESTER })).toContainText('失效')
    await expect(grid).toBeHidden()
    await page.screenshot({ path: test.info().outputPath('matrix-print.png'), fullPage: true })
    await page.emulateMedia({ media: 'screen' })
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await expect(printed).toHaveCount(0)
    await expect(grid).toBeVisible()
  })

  test('a matrix of 500 people × 2,000 items draws only what is on screen, wherever it is scrolled', async ({
    page,
  }) => {
    // The answer a large lab would get (every person holds 60 items and one kind in full), given to the page
    // as it stands: the browser tests' lab is small. How fast the real 500 × 2,000 answer comes and is first
    // drawn is measured by `npm run bench -- staff`, not here.
    const columns = Array.from({ length: 2000 }, (_, index) => ({
      abilityCode: String((index % 4) + 1),
      itemName: `项目${index}`,
    }))
    const rows = Array.from({ length: 500 }, (_, person) => ({
      userId: `u${person}`,
      person: `人员${person}`,
      deptName: `部门${person % 7}`,
      cells: Array.from({ length: 60 }, (_, k) => ({
        c: (person * 13 + k * 33) % 2000,
        until: k % 5 === 0 ? null : '2027-06-30',
        problem: k % 9 === 0 ? 'certificateExpired' : null,
      })).sort((a, b) => a.c - b.c),
      kinds: [{ abilityCode: String((person % 4) + 1), until: null, problem: null }],
    }))
    const body = JSON.stringify({
      code: 200,
      success: true,
      msg: '',
      data: { day: '2026-05-10', columns, rows },
    })
    await page.route(
      (url) => url.pathname === MATRIX,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    )

    await signIn(page, 'quality')
    const grid = await openMatrix(page)
    await expect(grid.getByRole('rowheader').first()).toContainText('人员0')
    // A screen at a time: a few hundred cells in the document, not a million.
    expect(await grid.getByRole('gridcell').count()).toBeLessThan(1500)

    // Scrolled to the middle, the middle's people and items are there.
    await page
      .locator('[data-competence-matrix]')
      .evaluate((scroller) => scroller.scrollTo({ top: 250 * 44, left: 1000 * 118 }))
    await expect(
      grid
        .getByRole('rowheader')
        .filter({ hasText: /^人员25\d/ })
        .first(),
    ).toBeVisible()
    await expect(
      grid
        .getByRole('columnheader')
        .filter({ hasText: /^项目(99\d|100\d)/ })
        .first(),
    ).toBeVisible()
    expect(await grid.getByRole('gridcell').count()).toBeLessThan(1500)
  })

  test('the print cuts a wide matrix into bands of a landscape page, each repeating the people', async ({
    page,
  }) => {
    const columns = Array.from({ length: 25 }, (_, index) => ({
      abilityCode: '2',
      itemName: `压力表示值误差${index}`,
    }))
    const rows = Array.from({ length: 30 }, (_, person) => ({
      userId: `u${person}`,
      person: `人员${person}`,
      deptName: '热工室',
      cells: [
        { c: person % 25, until: '2027-06-30', problem: null },
        { c: (person + 7) % 25, until: null, problem: 'trainingPoor' },
      ].sort((a, b) => a.c - b.c),
      kinds: person % 3 === 0 ? [{ abilityCode: '3', until: null, problem: null }] : [],
    }))
    const body = JSON.stringify({
      code: 200,
      success: true,
      msg: '',
      data: { day: '2026-05-10', columns, rows },
    })
    await page.route(
      (url) => url.pathname === MATRIX,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    )
    await signIn(page, 'quality')
    await openMatrix(page)
    await page.evaluate(() => Object.assign(window, { print: () => undefined }))
    await page.getByRole('button', { name: '打印' }).click()
    // One kind and 25 items: 26 columns in bands of 9, each band with all 30 people.
    const bands = page.locator('[data-print-view] [data-print-band]')
    await expect(bands).toHaveCount(3)
    for (const band of await bands.all()) {
      await expect(band).toContainText('日期：2026-05-10')
      await expect(band.locator('tbody tr')).toHaveCount(30)
    }
    await expect(bands.nth(2).locator('thead tr').nth(1).locator('th')).toHaveCount(1 + 8)
    await expect(bands.first()).toContainText('依据的培训评价为较差')
    await page.pdf({ path: test.info().outputPath('matrix-print.pdf'), preferCSSPageSize: true })
  })

  test('both pages and the home card fit a desktop, a tablet and a phone, in Chinese and in English', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    // Something in each: a certificate lapsing soon, one withdrawn, items of her own beside her kinds.
    await authoriseOnCertificate(request, unique('压力表示值误差'), 20)
    await authoriseThenWithdraw(request, unique('密封性'))
    await signIn(page, 'quality')
    for (const language of ['zh', 'en']) {
      await page.evaluate((value) => localStorage.setItem('metrodesk.language', value), language)
      for (const [path, ready] of [
        ['/staff/lapses', '[data-staff-lapses] [data-lapse-buckets]'],
        ['/staff/matrix', '[data-competence-matrix]'],
        ['/wel/index', '[data-staff-lapses-card]'],
      ] as const) {
        for (const width of [1280, 768, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(path)
          await expect(page.locator(ready)).toBeVisible()
          await expect
            .poll(() => overflowsHorizontally(page), { message: `${path} at ${width} px scrolls sideways` })
            .toBe(false)
          if (width === 1280 && language === 'zh') await expectAccessible(page, path)
          const name = `${path.split('/').at(-1)}-${language}-${width}.png`
          await page.screenshot({ path: test.info().outputPath(name), animations: 'disabled' })
        }
      }
    }
  })
})
