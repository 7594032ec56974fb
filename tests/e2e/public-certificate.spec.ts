import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_QUERY_PATHS } from '../../src/domain/publicRoutes'
import { decodeQr, renderPages, savePdf } from '../support/print-tools'
import { approveReport, issueCertificate, revokeCertificate } from './public-support'
import { overflowsHorizontally } from './shell-layout-support'

/**
 * A customer verifies a certificate issued by the lab's workflow on her phone (390 px), by scanning
 * its QR code, by typing it, and after the lab revoked and replaced it.
 */

const PHONE = { width: 390, height: 844 }
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The address in the certificate's QR code, as a phone's camera reads it. */
function scanQr(pdf: Buffer, name: string): URL {
  const file = savePdf(`${name}.pdf`, pdf)
  const [first] = renderPages(file, name, { dpi: 150, page: 1 })
  return new URL(decodeQr(first!)!)
}

const result = (page: Page) => page.getByRole('region', { name: '查询结果' })

/** Kept for a person to look at (test-results/public-screens, or SCREENSHOT_DIR). */
const keep = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.SCREENSHOT_DIR ?? 'test-results/public-screens'}/${name}.png`,
    fullPage: true,
  })

test('a customer scans the QR code of her certificate, checks it, downloads it; then it is revoked and replaced', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(PHONE)
  const issued = await issueCertificate(request, '长沙扫码校验仪表有限公司')
  const qr = scanQr(issued.pdf, 'public-certificate')
  expect(qr.pathname).toBe('/certificateFalsification')
  expect(qr.searchParams.get('no')).toBe(issued.certificateNo)

  // Scanning opens the page with the number and the check code: it looks them up at once.
  await page.goto(`${qr.pathname}${qr.search}`)
  await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible()
  await expect(result(page)).toContainText('经核验，系本机构签发')
  await expect(result(page)).toContainText('检定证书')
  await expect(result(page)).toContainText('有效')
  await expect(result(page)).toContainText(issued.certificateNo)
  await expect(result(page)).toContainText('长沙扫码校验仪表有限公司')
  await expect(result(page)).toContainText('弹簧管压力表')
  // The fingerprint of the document she holds, and its digital signature checked by the lab just now.
  await expect(result(page).locator('code').first()).toHaveText(sha256(issued.pdf))
  await expect(result(page).locator('[data-signature="valid"]')).toContainText('数字签名有效')
  expect(await overflowsHorizontally(page)).toBe(false)
  await keep(page, 'certificate-valid-390-zh')

  // The PDF downloads with the check code, and it is the issued one.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载 PDF' }).click()
  const downloaded = readFileSync(await (await download).path())
  expect(sha256(downloaded)).toBe(sha256(issued.pdf))
  // Its Digital Calibration Certificate too: the XML whose fingerprint the page shows.
  const dccDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载 DCC（XML）' }).click()
  const dcc = readFileSync(await (await dccDownload).path())
  expect(dcc.toString('utf8')).toContain(
    `<dcc:uniqueIdentifier>${issued.certificateNo}</dcc:uniqueIdentifier>`,
  )
  await expect(result(page).locator('[data-dcc] code')).toHaveText(sha256(dcc))

  // A wrong check code finds nothing, and says so without telling which part was wrong.
  await page.getByRole('textbox', { name: '校验码' }).fill('22222222')
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: '未查询到该证书' })).toBeVisible()
  await expect(result(page)).toHaveCount(0)

  // The lab revokes it: the same QR code now says so.
  const revisionId = await revokeCertificate(request, issued.reportId)
  await page.goto(`${qr.pathname}${qr.search}`)
  await expect(result(page)).toContainText('已撤销')
  await expect(page.getByRole('alert').filter({ hasText: '撤销，不再有效' })).toBeVisible()

  // Its revision is issued: the old certificate names the new one.
  const revisionNo = await approveReport(request, revisionId)
  await page.goto(`${qr.pathname}${qr.search}`)
  await expect(result(page)).toContainText('已被替代')
  await expect(page.getByRole('alert').filter({ hasText: revisionNo })).toBeVisible()
  await keep(page, 'certificate-superseded-390-zh')

  // In English.
  await page.getByRole('combobox', { name: '语言' }).selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate search' })).toBeVisible()
  await page.goto(`${qr.pathname}${qr.search}`)
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Superseded')
  expect(await overflowsHorizontally(page)).toBe(false)
  await keep(page, 'certificate-superseded-390-en')
})

test('typed in by hand; offline it says a connection is needed', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  const issued = await issueCertificate(request, '株洲手输校验仪表厂')
  const code = scanQr(issued.pdf, 'public-certificate-typed').searchParams.get('code')!

  await page.goto('/searchIndex')
  await page.getByRole('link', { name: /^证书查询/ }).click()
  await expect(page).toHaveURL(/\/certificateFalsification$/)
  await page.getByRole('textbox', { name: '证书/报告编号' }).fill(issued.certificateNo)
  // Too short a check code is caught before asking the server.
  await page.getByRole('textbox', { name: '校验码' }).fill(code.slice(0, 5))
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('8 位校验码')
  await page.getByRole('textbox', { name: '校验码' }).fill(code.toLowerCase())
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(result(page)).toContainText('有效')

  await context.setOffline(true)
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: '查询需要网络连接' })).toBeVisible()
  await context.setOffline(false)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a customer who opened a query page opens it again offline; the lookup says it needs a connection', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/certificateFalsification')
    await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const names = (await caches.keys()).filter((name) => name.startsWith('public-pages-'))
      const kept = names[0] ? await (await caches.open(names[0])).keys() : []
      return {
        script: registration?.active?.scriptURL ?? '',
        kept: kept.map((request) => new URL(request.url).pathname),
      }
    })
    // The public worker: the public document and its files only, not the staff app.
    expect(new URL(worker.script).search).toBe('?public')
    expect(worker.kept).toContain('/public.html')
    expect(worker.kept.some((path) => /^\/assets\/public-.+\.js$/.test(path))).toBe(true)
    expect(worker.kept).not.toContain('/index.html')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible()
    await page.getByRole('textbox', { name: '证书/报告编号' }).fill('YLJD202600001')
    await page.getByRole('textbox', { name: '校验码' }).fill('ABCDEFGH')
    await page.getByRole('button', { name: '查询', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: '查询需要网络连接' })).toBeVisible()
    await page.goto('/searchIndex')
    await expect(page.getByRole('heading', { level: 1, name: '查询服务' })).toBeVisible()
    await context.setOffline(false)
  })
})

test('each public page loads at most 100 KB of JavaScript (gzip), and none of the staff app', async ({
  browser,
  request,
}) => {
  // The staff app's entry script, as its document names it.
  const staffEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(
    await (await request.get('/')).text(),
  )?.[1]
  expect(staffEntry).toBeTruthy()
  const sizes: string[] = []
  for (const path of PUBLIC_QUERY_PATHS) {
    // A new context each time: nothing comes from the previous page's cache.
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    const scripts = new Map<string, Buffer>()
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body())
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const gzipped = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0)
    sizes.push(`${path} ${(gzipped / 1024).toFixed(1)} KB`)
    expect(gzipped, `${path}: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(100 * 1024)
    const urls = [...scripts.keys()].map((url) => new URL(url).pathname)
    expect(
      urls.filter((url) => url === staffEntry || /mantine|tanstack/.test(url)),
      path,
    ).toEqual([])
    await context.close()
  }
  test.info().annotations.push({ type: 'JavaScript per page (gzip)', description: sizes.join('; ') })
  console.log(`JavaScript per public page (gzip): ${sizes.join('; ')}`)
})
