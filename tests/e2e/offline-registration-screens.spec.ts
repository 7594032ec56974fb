import { expect, test, type Page } from '@playwright/test'
import {
  ACCEPTANCE,
  editor,
  expectSaved,
  overflowsHorizontally,
  padHasInk,
  REGISTRATION,
  sign,
  testPng,
} from './offline-registration-support'
import { signIn } from './shell-pages-support'

/**
 * Screenshots of the pickup pages (issue 5: usable by touch at 768 px and 390 px, desktop fine too), in
 * Chinese and English, saved to test-results/registration-screens/ to be looked at. No size may scroll
 * sideways, and every button of the pages is at least 44 px high.
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
  '[role="dialog"][aria-label="取件预约提醒"], [role="dialog"][aria-label="Pickup appointments"] { visibility: hidden !important; }'

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
