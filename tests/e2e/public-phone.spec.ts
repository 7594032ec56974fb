import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { issueCertificate } from './public-support'
import { overflowsHorizontally } from './shell-layout-support'
import { e2eServerDir } from '../support/e2e-slot'
import { lastSmsCode } from '../support/sms-code'

/**
 * A customer finds her reports by the mobile number she registered with, on her phone, after a picture
 * code and an SMS code. The server under test writes what it would send (the SMS, the picture's answer) to
 * outbox files of its data folder (SMS_OUTBOX_FILE, CAPTCHA_OUTBOX_FILE: test and demo seams).
 */

const outbox = (name: string) => path.join(e2eServerDir(), name)

/** The outbox lines so far (JSON per line). */
function lines<T>(file: string): T[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T)
  } catch {
    return []
  }
}

/** The answer of the picture code the page is showing (its key came with the picture). */
async function captchaShown(page: Page, shown: Promise<{ key: string }>): Promise<string> {
  const { key } = await shown
  await expect
    .poll(() => lines<{ key: string }>(outbox('captcha-outbox.jsonl')).some((line) => line.key === key))
    .toBe(true)
  return lines<{ key: string; answer: string }>(outbox('captcha-outbox.jsonl')).find(
    (line) => line.key === key,
  )!.answer
}

const nextCaptcha = (page: Page) =>
  page
    .waitForResponse((response) => response.url().endsWith('/api/public/captcha') && response.ok())
    .then(async (response) => ((await response.json()) as { data: { key: string } }).data)

test('a customer finds her reports by her mobile number after an SMS code', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const issued = await issueCertificate(request, '湘潭手机查询仪表厂', phone)

  let picture = nextCaptcha(page)
  await page.goto('/phoneSearchReportPage')
  await expect(page.getByRole('heading', { level: 1, name: '报告查询' })).toBeVisible()
  await page.getByRole('textbox', { name: '手机号' }).fill(phone)

  // Without the picture code no SMS is sent.
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('alert')).toHaveText('请输入图形验证码')

  const answer = await captchaShown(page, picture)
  picture = nextCaptcha(page)
  await page.getByRole('textbox', { name: '图形验证码' }).fill(answer)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('status')).toHaveText('验证码已发送，请查收短信')
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled()
  await picture

  await expect
    .poll(() => lastSmsCode(lines<{ phone: string; text: string }>(outbox('sms-outbox.jsonl')), phone))
    .not.toBe('')
  const code = lastSmsCode(lines<{ phone: string; text: string }>(outbox('sms-outbox.jsonl')), phone)

  // A wrong code shows nothing.
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByRole('textbox', { name: '短信验证码' }).fill(wrong)
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('region', { name: '我的报告' })).toHaveCount(0)

  await page.getByRole('textbox', { name: '短信验证码' }).fill(code)
  await page.getByRole('button', { name: '查询', exact: true }).click()
  const reports = page.getByRole('region', { name: '我的报告' })
  await expect(reports).toContainText('弹簧管压力表')
  await expect(reports).toContainText('已签发')
  await expect(reports).toContainText(issued.certificateNo)
  expect(await overflowsHorizontally(page)).toBe(false)
  await page.screenshot({
    path: `${process.env.SCREENSHOT_DIR ?? 'test-results/public-screens'}/phone-reports-390-zh.png`,
    fullPage: true,
  })
})
