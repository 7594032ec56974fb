import { expect, test, type Browser, type Page } from '@playwright/test'
import { certify, customerNamed, DEMO_COMPANY, instrumentsOf, registerOrder } from './portal-support'
import { overflowsHorizontally, sidebar } from './shell-layout-support'
import { signIn } from './shell-pages-support'

/**
 * 标签申领 end to end: the demo customer's instrument gets a certificate that passed (through the lab's
 * workflow, by the API); she applies for its label in her portal; the lab manager (approver) approves it and
 * issues its number; the label prints with that number. Screenshots (phone and desktop, zh and en) go to
 * test-results/label-apply-screens/ to be looked at.
 */

const dir = process.env.SCREENSHOT_DIR ?? 'test-results/label-apply-screens'
const PHONE = { width: 390, height: 844 }
const TABLET = { width: 768, height: 1000 }
const WIDE = { width: 1280, height: 900 }

/** A screenshot kept for a person to look at; no page may scroll sideways. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-request-loading]:visible')).toHaveCount(0)
  await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' })
  expect(await overflowsHorizontally(page), `${name} scrolls sideways`).toBe(false)
}

async function signedIn(browser: Browser, user: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDE })).newPage()
  await signIn(page, user)
  return page
}

test('a customer applies for a label in her portal, the lab approves, issues and prints it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const demo = await customerNamed(request, DEMO_COMPANY)
  // The caliper, due latest: certifying it moves its due date, and the recall and portal pages count on the
  // demo customer's overdue and soon-due instruments staying so whichever test runs first.
  const instrument = (await instrumentsOf(request, demo.id)).find((each) => each.name === '游标卡尺')
  const order = await registerOrder(request, demo, instrument!)
  const { certificateNo } = await certify(request, order)

  const customer = await signedIn(browser, 'customer')
  await sidebar(customer).getByRole('button', { name: '我的服务' }).click()
  await sidebar(customer).getByRole('link', { name: '标签申领' }).click()
  await customer.getByRole('button', { name: '申领标签', exact: true }).click()
  const apply = customer.getByRole('dialog', { name: '申领标签' })
  await apply.getByLabel('查找器具').fill(certificateNo)
  const candidates = apply.locator('[data-label-candidates]')
  await expect(candidates.getByRole('row')).toHaveCount(2)
  await expect(candidates).toContainText(certificateNo)
  await candidates.getByRole('checkbox').check()
  await customer.setViewportSize(PHONE)
  await shoot(customer, 'portal-apply-zh-390')
  await customer.setViewportSize(WIDE)
  await apply.getByRole('button', { name: '提交申领（1）' }).click()
  await expect(apply).toBeHidden()
  const mine = customer.locator('[data-label-application-card]')
  await expect(mine.first()).toContainText('已提交')
  await customer.setViewportSize(PHONE)
  await shoot(customer, 'portal-list-zh-390')
  await customer.setViewportSize(WIDE)

  const lab = await signedIn(browser, 'approver')
  await sidebar(lab).getByRole('button', { name: '检测业务' }).click()
  await sidebar(lab).getByRole('link', { name: '标签申领' }).click()
  const row = lab
    .getByRole('grid', { name: '标签申领' })
    .getByTestId('data-table-row')
    .filter({ hasText: DEMO_COMPANY })
    .filter({ hasText: '已提交' })
    .first()
  await row.getByRole('button', { name: '查看' }).click()
  const view = lab.getByRole('dialog', { name: '标签申领' })
  await expect(view.locator('[data-label-lines-rows]')).toContainText(certificateNo)
  await shoot(lab, 'lab-view-zh-1280')
  await lab.setViewportSize(TABLET)
  await shoot(lab, 'lab-view-zh-768')
  await lab.setViewportSize(WIDE)
  await view.getByRole('button', { name: '批准', exact: true }).click()
  await expect(view.locator('[data-label-apply-state]')).toHaveText('已批准')
  await view.getByRole('button', { name: '发放标签', exact: true }).click()
  await expect(view.locator('[data-label-apply-state]')).toHaveText('已发放')
  const labelNo = (await view.locator('[data-label-no]').first().textContent())?.trim() ?? ''
  expect(labelNo).toMatch(/^JB\d{10}$/)

  await view.getByRole('button', { name: '打印标签', exact: true }).click()
  const preview = lab.getByRole('dialog', { name: '打印检定合格标签' }).frameLocator('iframe')
  await expect(preview.locator('.md-verification-label')).toContainText(labelNo)
  await expect(preview.locator('.md-verification-label')).toContainText(certificateNo)
  await shoot(lab, 'lab-print-zh-1280')

  // Back in her portal the customer reads the label's number.
  await customer.reload()
  await mine.first().getByRole('button', { name: '查看' }).click()
  const hers = customer.getByRole('dialog', { name: '标签申领' })
  await expect(hers.locator('[data-label-apply-state]')).toHaveText('已发放')
  await expect(hers.locator('[data-label-no]').first()).toHaveText(labelNo)
  await shoot(customer, 'portal-view-zh-1280')

  // The same in English, on a desktop and a phone.
  await customer.keyboard.press('Escape')
  await customer.getByLabel('语言').selectOption('en')
  await expect(mine.first()).toContainText('Delivered')
  await shoot(customer, 'portal-list-en-1280')
  await mine.first().getByRole('button', { name: 'View' }).click()
  await expect(customer.getByRole('dialog', { name: 'Label applications' })).toContainText('Delivered')
  await customer.setViewportSize(PHONE)
  await shoot(customer, 'portal-view-en-390')
})
