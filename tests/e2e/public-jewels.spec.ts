import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { decodeQr, renderPages, savePdf } from '../support/print-tools'
import { testPng } from './offline-registration-support'
import { dialogNamed, expectToast, openList, rowWith, unique } from './resource-pages-support'
import { overflowsHorizontally } from './shell-layout-support'
import { signIn } from './shell-pages-support'

/**
 * The lab enters a jewellery appraisal certificate (with a photo) and a precious metal label, issues
 * them and hands them over; a customer scans the QR code on her phone (390 px) and sees them genuine, then
 * revoked after the lab revokes them.
 */

const PHONE = { width: 390, height: 844 }
const APPRAISALS = '/api/hm-metrology-jewels/appraisal'
const LABELS = '/api/hm-metrology-jewels/metal-label'
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/public-screens'

const result = (page: Page) => page.getByRole('region', { name: '查询结果' })
const keep = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

/** The address in a PDF's QR code, as a phone's camera reads it. */
function scanQr(pdf: Buffer, name: string, dpi: number): URL {
  const file = savePdf(`${name}.pdf`, pdf)
  const [first] = renderPages(file, name, { dpi, page: 1 })
  return new URL(decodeQr(first!)!)
}

/** Clicks a button that saves a file and answers the file's bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download')
  await click()
  return readFileSync(await (await download).path())
}

/** The photo shown on a public result has been loaded (an image of real size). */
async function expectPhoto(page: Page) {
  const photo = result(page).getByRole('img', { name: '样品照片' })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
}

test('the lab issues an appraisal certificate with a photo; a customer scans it, then sees it revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(PHONE)
  await signIn(page)
  const grid = await openList(page, '/public-service/jewel-appraisal', APPRAISALS, '珠宝鉴定证书')
  const item = unique('翡翠吊坠')

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '珠宝鉴定证书 · 新增')
  await form.getByRole('textbox', { name: '样品名称' }).fill(item)
  await form.getByRole('textbox', { name: '委托人' }).fill('陈女士')
  await form.getByRole('textbox', { name: '形状' }).fill('水滴形')
  await form.getByRole('textbox', { name: '颜色' }).fill('翠绿')
  await form.getByRole('textbox', { name: '鉴定结论' }).fill('翡翠（A货）')
  // A weight with four decimals is refused by the form, with what it wants.
  await form.getByRole('textbox', { name: '总质量(g)' }).fill('8.1234')
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expect(form.getByText('请输入大于0的重量（克），最多3位小数')).toBeVisible()
  await form.getByRole('textbox', { name: '总质量(g)' }).fill('8.123')
  // The photo is uploaded through the file API at once and shown.
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/api/file/upload') && response.ok(),
  )
  await form.getByLabel('照片').setInputFiles({
    name: 'pendant.png',
    mimeType: 'image/png',
    buffer: testPng(160, 120, [30, 140, 80]),
  })
  await uploaded
  await expect(form.locator('[data-image-preview] img')).toBeVisible()
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(form).toBeHidden()

  const row = rowWith(grid, item)
  await expect(row).toContainText('草稿')
  await expect(row.locator('[data-thumbnail] img')).toBeVisible()
  await row.getByRole('button', { name: '签发', exact: true }).click()
  const issue = dialogNamed(page, '签发')
  await issue.getByRole('button', { name: '签发', exact: true }).click()
  const no = (await issue.getByTestId('issued-no').textContent())!.trim()
  const code = (await issue.getByTestId('issued-code').textContent())!.trim()
  expect(no).toMatch(/^JD\d{12}$/)
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
  await keep(page, 'jewel-issued-390-zh')
  const pdf = await downloaded(page, () => issue.getByRole('button', { name: '下载证书 PDF' }).click())
  await issue.getByRole('button', { name: '完成' }).click()
  await expect(rowWith(grid, item)).toContainText('已签发')

  const qr = scanQr(pdf, 'public-jewel-appraisal', 150)
  expect(qr.pathname).toBe('/cert')
  expect(qr.searchParams.get('no')).toBe(no)
  expect(qr.searchParams.get('code')).toBe(code)

  // The customer's phone: no session, the QR code's address.
  const phone = await browser.newPage({ viewport: PHONE })
  await phone.goto(`${qr.pathname}${qr.search}`)
  await expect(phone.getByRole('heading', { level: 1, name: '鉴定证书查询' })).toBeVisible()
  await expect(result(phone)).toContainText('经核验，系本机构签发')
  await expect(result(phone)).toContainText('有效')
  for (const text of ['珠宝玉石鉴定证书', no, item, '8.123 g', '水滴形', '翠绿', '翡翠（A货）', '陈**'])
    await expect(result(phone)).toContainText(text)
  await expectPhoto(phone)
  expect(await overflowsHorizontally(phone)).toBe(false)
  await keep(phone, 'jewel-appraisal-valid-390-zh')

  // The lab revokes it, with a reason.
  await rowWith(grid, item).getByRole('button', { name: '撤销', exact: true }).click()
  const revoke = dialogNamed(page, '撤销')
  await revoke.getByRole('button', { name: '撤销', exact: true }).click()
  await expect(revoke.getByText('请输入撤销原因')).toBeVisible()
  await revoke.getByRole('textbox', { name: '撤销原因' }).fill('委托人信息有误')
  await revoke.getByRole('button', { name: '撤销', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(rowWith(grid, item)).toContainText('已撤销')

  await phone.goto(`${qr.pathname}${qr.search}`)
  await expect(result(phone)).toContainText('已撤销')
  await expect(phone.getByRole('alert').filter({ hasText: '撤销，不再有效' })).toBeVisible()
  await keep(phone, 'jewel-appraisal-revoked-390-zh')
  await phone.close()
})

test('the lab issues a metal label and prints it; a customer checks it on /metal, then sees it revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(PHONE)
  await signIn(page)
  const grid = await openList(page, '/public-service/metal-label', LABELS, '贵金属标签')
  const item = unique('足金手镯')

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '贵金属标签 · 新增')
  await form.getByRole('textbox', { name: '样品名称' }).fill(item)
  await form.getByRole('textbox', { name: '委托人' }).fill('陈女士')
  await form.getByRole('textbox', { name: '成色' }).fill('24K')
  await form.getByRole('textbox', { name: '质量(g)' }).fill('25.6')
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expect(form.getByText('成色须为金属符号加千分数，如 Au999、Au750、Pt950、S925')).toBeVisible()
  await form.getByRole('textbox', { name: '成色' }).fill('Au999')
  await form.getByLabel('照片').setInputFiles({
    name: 'bangle.png',
    mimeType: 'image/png',
    buffer: testPng(160, 120, [210, 170, 40]),
  })
  await expect(form.locator('[data-image-preview] img')).toBeVisible()
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')

  await rowWith(grid, item).getByRole('button', { name: '签发', exact: true }).click()
  const issue = dialogNamed(page, '签发')
  await issue.getByRole('button', { name: '签发', exact: true }).click()
  const no = (await issue.getByTestId('issued-no').textContent())!.trim()
  const code = (await issue.getByTestId('issued-code').textContent())!.trim()
  const label = await downloaded(page, () => issue.getByRole('button', { name: '打印标签' }).click())
  await issue.getByRole('button', { name: '完成' }).click()

  const qr = scanQr(label, 'public-metal-label', 300)
  expect(qr.pathname).toBe('/metal')
  expect(qr.searchParams.get('no')).toBe(no)
  expect(qr.searchParams.get('code')).toBe(code)

  const phone = await browser.newPage({ viewport: PHONE })
  await phone.goto(`${qr.pathname}${qr.search}`)
  await expect(phone.getByRole('heading', { level: 1, name: '贵金属标签查询' })).toBeVisible()
  await expect(result(phone)).toContainText('经核验，系本机构签发')
  await expect(result(phone)).toContainText('有效')
  for (const text of ['Au999', '25.6 g', item, no, '示范计量检测研究院'])
    await expect(result(phone)).toContainText(text)
  await expectPhoto(phone)
  expect(await overflowsHorizontally(phone)).toBe(false)
  await keep(phone, 'metal-label-valid-390-zh')

  // Typed in by hand with a wrong code: nothing, and no hint which part was wrong.
  await phone.goto('/metal')
  await phone.getByRole('textbox', { name: '标签编号' }).fill(no)
  await phone.getByRole('textbox', { name: '校验码' }).fill('22222222')
  await phone.getByRole('button', { name: '查询', exact: true }).click()
  await expect(phone.getByRole('alert').filter({ hasText: '未查询到该标签' })).toBeVisible()

  // Printed again later only with the code off the label.
  const again = await downloaded(page, async () => {
    await rowWith(grid, item).getByRole('button', { name: '打印标签' }).click()
    const print = dialogNamed(page, '打印标签')
    await print.getByRole('textbox', { name: '校验码' }).fill(code)
    await print.getByRole('button', { name: '打印标签' }).click()
  })
  expect(scanQr(again, 'public-metal-label-again', 300).toString()).toBe(qr.toString())

  await rowWith(grid, item).getByRole('button', { name: '撤销', exact: true }).click()
  const revoke = dialogNamed(page, '撤销')
  await revoke.getByRole('textbox', { name: '撤销原因' }).fill('标签遗失')
  await revoke.getByRole('button', { name: '撤销', exact: true }).click()
  await expectToast(page, '操作成功')

  await phone.goto(`${qr.pathname}${qr.search}`)
  await expect(result(phone)).toContainText('已撤销')
  await expect(phone.getByRole('alert').filter({ hasText: '该标签已于' })).toBeVisible()
  await keep(phone, 'metal-label-revoked-390-zh')

  // In English.
  await phone.getByRole('combobox', { name: '语言' }).selectOption('en')
  await phone.goto(`${qr.pathname}${qr.search}`)
  await expect(phone.getByRole('region', { name: 'Result' })).toContainText('Revoked')
  await expect(phone.getByRole('region', { name: 'Result' })).toContainText('Fineness')
  expect(await overflowsHorizontally(phone)).toBe(false)
  await keep(phone, 'metal-label-revoked-390-en')
  await phone.close()
})

test('the jewellery landing page leads to the two jewellery queries; the service index lists them all', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/searchJWIndex')
  await expect(page.getByRole('heading', { level: 1, name: '珠宝查询' })).toBeVisible()
  const links = page.getByRole('navigation').getByRole('link')
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toHaveAttribute('href', /^\/cert/)
  await expect(links.nth(1)).toHaveAttribute('href', /^\/metal/)
  await keep(page, 'jewel-index-390-zh')
  for (const path of ['/searchIndex', '/query']) {
    await page.goto(path)
    const all = page.getByRole('navigation').getByRole('link')
    await expect(all.filter({ hasText: '鉴定证书查询' })).toHaveCount(1)
    await expect(all.filter({ hasText: '贵金属标签查询' })).toHaveCount(1)
    expect(await all.count()).toBeGreaterThan(2)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/metal')
  await expect(page.getByRole('textbox', { name: '标签编号' })).toBeVisible()
  await keep(page, 'metal-label-empty-1280-zh')
})
