import { expect, test, type Page } from '@playwright/test'
import {
  ACCEPTANCE,
  editor,
  expectSaved,
  field,
  overflowsHorizontally,
  padHasInk,
  REGISTRATION,
  sign,
  storedPhotos,
  testPng,
} from './offline-registration-support'
import { signIn } from './shell-pages-support'

/**
 * Screenshots of the pickup pages (usable by touch at 768 px and 390 px, desktop fine too), in
 * Chinese and English, saved to test-results/registration-screens/ to be looked at. No size may scroll
 * sideways, and every button of the pages is at least 44 px high. On a touch tablet (768 px) the customer signs
 * with a finger (real touch events through the DevTools protocol) and the signature is taken.
 */

const dir = process.env.SCREENSHOT_DIR ?? 'test-results/registration-screens'

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '768', width: 768, height: 1024 },
  { name: '1280', width: 1280, height: 900 },
] as const

const TEXTS = {
  zh: { acceptance: '取件受理', registration: '现场登记', start: /开始登记|继续登记/, new: '新建登记' },
  en: {
    acceptance: 'Pickup acceptance',
    registration: 'On-site registration',
    start: /Start registration|Continue registration/,
    new: 'New registration',
  },
} as const

/** Buttons of the page's main area lower than 44 px (touch targets too small for a finger). */
const smallButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main button, main a[href^="tel:"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.height < 43.5
      })
      .map(
        (element) =>
          `${(element.textContent ?? '').trim() || (element.getAttribute('aria-label') ?? '?')} ${element.className} ${Math.round(element.getBoundingClientRect().height)}`,
      ),
  )

/**
 * The shell's pickup notice opens on every app start for 5 s and would cover the page in the pictures; it is
 * the shell's own (shell tests look at it), so the screenshots leave it out.
 */
const WITHOUT_NOTICE =
  '[role="region"][aria-label="取件预约提醒"], [role="region"][aria-label="Pickup appointments"] { visibility: hidden !important; }'

async function shoot(page: Page, file: string, fullPage = false) {
  await expect(page.locator('[data-request-loading]:visible')).toHaveCount(0)
  await page.screenshot({
    path: `${dir}/${file}.png`,
    fullPage,
    animations: 'disabled',
    style: WITHOUT_NOTICE,
  })
  expect(await overflowsHorizontally(page), `${file} scrolls sideways`).toBe(false)
}

for (const language of ['zh', 'en'] as const) {
  test(`pickup pages in ${language} at 390, 768 and 1280 px`, async ({ page }) => {
    test.setTimeout(150_000)
    const text = TEXTS[language]
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, 'pickup')
    if (language === 'en') {
      await page.getByLabel('语言').selectOption('en')
      await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible()
    }

    // A draft with something in every part, to show the editor as it is used.
    await page.goto(ACCEPTANCE)
    await expect(page.locator('[data-appointment]').first()).toBeVisible()
    const start = page.locator('[data-appointment]').getByRole('button', { name: text.start }).first()
    if ((await start.count()) > 0) await start.click()
    else {
      await page.goto(REGISTRATION)
      await page.getByRole('button', { name: text.new, exact: true }).click()
    }
    await expect(editor(page)).toBeVisible()
    const draftUrl = page.url()
    await page
      .locator('[data-field="enterName"]')
      .fill(language === 'zh' ? '长沙示范计量用户' : 'Demo customer')
    await page.locator('[data-section="instruments"] button').last().click()
    await page.locator('[data-instrument-line]').last().locator('[data-field$=".name"]').fill('压力表')
    await page.locator('[data-photo-capture] input[type="file"]:not([capture])').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: testPng(120, 90, [30, 120, 200]) },
      { name: 'b.png', mimeType: 'image/png', buffer: testPng(90, 120, [220, 140, 30]) },
    ])
    await expect(page.locator('[data-photo]')).toHaveCount(2)
    await sign(page, page.locator('[data-signature-pad] canvas'))
    await expectSaved(page)

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      const prefix = `registration-${language}-${size.name}`

      await page.goto(ACCEPTANCE)
      await expect(page.getByRole('heading', { name: text.acceptance })).toBeVisible()
      await expect(page.locator('[data-appointment]').first()).toBeVisible()
      await shoot(page, `${prefix}-acceptance`)
      if (size.width < 1280) expect(await smallButtons(page), `${prefix} acceptance`).toEqual([])

      await page.goto(REGISTRATION)
      await expect(page.getByRole('heading', { name: text.registration })).toBeVisible()
      await expect(page.locator('[data-draft-card]').first()).toBeVisible()
      await shoot(page, `${prefix}-list`)
      if (size.width < 1280) expect(await smallButtons(page), `${prefix} list`).toEqual([])

      await page.goto(draftUrl)
      await expect(page.locator('[data-photo] img[src^="blob:"]')).toHaveCount(2)
      // The signature loads from the device a moment after the form: the picture waits for its ink.
      await expect.poll(() => padHasInk(page.locator('[data-signature-pad] canvas'))).toBe(true)
      await shoot(page, `${prefix}-editor`, true)
      if (size.width < 1280) expect(await smallButtons(page), `${prefix} editor`).toEqual([])
    }
  })
}

test.describe('on a touch tablet (768 px)', () => {
  test.use({ hasTouch: true, viewport: { width: 768, height: 1024 } })

  test('the customer signs with a finger: the signature is taken and stored', async ({ page, context }) => {
    test.setTimeout(90_000)
    await signIn(page, 'pickup')
    await page.goto(REGISTRATION)
    await page.getByRole('button', { name: '新建登记', exact: true }).click()
    await expect(editor(page)).toBeVisible()
    const draftId = new URL(page.url()).searchParams.get('draft') ?? ''
    await field(page, 'enterName').fill('触屏签名客户')
    await page.getByRole('button', { name: '新增器具', exact: true }).click()
    await page.locator('[data-instrument-line]').getByRole('textbox', { name: '器具名称' }).fill('压力表')
    // 提交 without a signature: the form asks for one.
    await page.getByRole('button', { name: '提交', exact: true }).click()
    await expect(page.getByText('请客户签名')).toBeVisible()
    const pad = page.getByRole('img', { name: '签名板' })
    await expect(pad).not.toHaveAttribute('data-signed', 'true')
    // The shell's pickup notice (shown a few seconds at start) must not be under the finger.
    await expect(page.getByRole('region', { name: '取件预约提醒' })).toHaveCount(0)

    // A finger's stroke across the pad: real touch events (touchstart, touchmove …, touchend).
    await pad.scrollIntoViewIfNeeded()
    const box = await pad.boundingBox()
    expect(box, 'the pad is on screen').not.toBeNull()
    const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 }
    const middle = y + height / 2
    const cdp = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y, radiusX: 4, radiusY: 4, force: 0.6, id: 1 }] : [],
      })
    await touch('touchStart', { x: x + 30, y: middle })
    for (let step = 1; step <= 12; step++)
      await touch('touchMove', { x: x + 30 + step * ((width - 60) / 12), y: middle + (step % 2 ? -25 : 25) })
    await touch('touchEnd')
    await cdp.detach()

    // Taken: the pad shows ink, the form no longer asks, and the signature is stored on the device.
    await expect(pad).toHaveAttribute('data-signed', 'true')
    await expect.poll(() => padHasInk(pad)).toBe(true)
    await expect(page.getByText('请客户签名')).toHaveCount(0)
    await expectSaved(page)
    await expect.poll(() => storedPhotos(page, draftId)).toBe(1)
    // Still there when the draft is opened again.
    await page.reload()
    await expect(pad).toHaveAttribute('data-signed', 'true')
    await expect.poll(() => padHasInk(pad)).toBe(true)
  })
})
