import { expect, test, type Browser, type Page } from '@playwright/test'
import { dialogNamed, expectToast, openList, rowWith, searchBy, unique } from './resource-pages-support'
import { signIn } from './shell-pages-support'
import { overflowsHorizontally } from './shell-layout-support'

/**
 * A questionnaire designed, published and handed out as a link in the staff app, answered once on a
 * customer's phone (/template-evart), refused the second time, and counted in the staff's results.
 */

const BASE = '/api/hm-template/questionnaire'

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
  return {
    context,
    open: async (url: string) => {
      const page = await context.newPage()
      await page.goto(url)
      return page
    },
  }
}

async function answerAll(page: Page, advice: string) {
  await page.getByRole('radio', { name: '4 星' }).click()
  await page.getByRole('radio', { name: '满意', exact: true }).check()
  await page.getByRole('textbox', { name: /其他建议/ }).fill(advice)
}

test('a questionnaire is designed, handed out, answered once on a phone and counted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page)
  const list = await openList(page, '/public-service/questionnaire', BASE, '问卷调查')
  const title = unique('满意度')

  // Design: a rating, a single choice and a text question.
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '问卷调查 · 新增')
  await form.getByRole('textbox', { name: '问卷标题' }).fill(title)
  await form.getByRole('button', { name: '添加评分题' }).click()
  await form.getByRole('textbox', { name: '第 1 题题目' }).fill('服务态度')
  await form.getByRole('button', { name: '添加单选题' }).click()
  await form.getByRole('textbox', { name: '第 2 题题目' }).fill('检测周期是否满意')
  await form.getByRole('button', { name: '添加填空题' }).click()
  await form.getByRole('textbox', { name: '第 3 题题目' }).fill('其他建议')
  // Options left empty: the designer says which question, before the server.
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expect(form.getByRole('alert').filter({ hasText: '第2题有空白选项' }).first()).toBeVisible()
  await form.getByRole('textbox', { name: '第 2 题选项 1' }).fill('满意')
  await form.getByRole('textbox', { name: '第 2 题选项 2' }).fill('不满意')
  // Reorder: the text question moves up and back down.
  await form.getByRole('button', { name: '上移第 3 题' }).click()
  await expect(form.getByRole('textbox', { name: '第 2 题题目' })).toHaveValue('其他建议')
  await form.getByRole('button', { name: '下移第 2 题' }).click()
  await expect(form.getByRole('textbox', { name: '第 3 题题目' })).toHaveValue('其他建议')
  await form
    .locator('label')
    .filter({ hasText: /^预览$/ })
    .click()
  await expect(form.getByText('检测周期是否满意')).toBeVisible()
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(form).toBeHidden()

  // Publish, then hand out two links.
  await searchBy(page, page.locator('main'), '问卷标题', title, BASE)
  const row = rowWith(list, title)
  await expect(row).toContainText('草稿')
  await row.getByRole('button', { name: '发布', exact: true }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定发布' })
    .getByRole('button', { name: /确定|确认/ })
    .click()
  await expectToast(page, '操作成功')
  await expect(rowWith(list, title)).toContainText('已发布')
  await rowWith(list, title).getByRole('button', { name: '链接', exact: true }).click()
  const links = dialogNamed(page, `问卷链接 · ${title}`)
  await links.getByRole('textbox', { name: /链接标注/ }).fill('客户甲\n客户乙')
  await links.getByRole('button', { name: '生成链接' }).click()
  await expect(links.getByRole('row').filter({ hasText: '客户乙' })).toBeVisible()
  const urlOf = async (label: string) =>
    (await links.getByRole('row').filter({ hasText: label }).getByRole('link').getAttribute('href'))!
  const first = await urlOf('客户甲')
  const second = await urlOf('客户乙')
  expect(first).toMatch(/\/template-evart\?token=100001-/)
  await links.getByRole('row').filter({ hasText: '客户甲' }).getByRole('button', { name: '二维码' }).click()
  await expect(page.getByRole('img', { name: '问卷二维码' })).toHaveAttribute('data-url', first)
  await links.getByRole('row').filter({ hasText: '客户甲' }).getByRole('button', { name: '二维码' }).click()

  // On the customer's phone: two tabs of the first link.
  const customer = await phone(browser)
  const tab = await customer.open(first)
  const stale = await customer.open(first)
  await expect(tab.getByRole('heading', { level: 2, name: title })).toBeVisible()
  expect(await overflowsHorizontally(tab)).toBe(false)
  await tab.getByRole('button', { name: '提交', exact: true }).click()
  await expect(tab.locator('[data-question]').first()).toContainText('此题为必答题')
  await answerAll(tab, '取送样很及时')
  await tab.getByRole('button', { name: '提交', exact: true }).click()
  await expect(tab.getByText('提交成功，感谢您的参与！')).toBeVisible()
  await tab.reload()
  await expect(tab.getByRole('alert')).toHaveText('该问卷已提交，感谢您的参与')

  // The other tab was opened before: its submission is refused.
  await answerAll(stale, '第二次')
  await stale.getByRole('button', { name: '提交', exact: true }).click()
  await expect(stale.getByRole('alert')).toHaveText('该问卷已提交，感谢您的参与')

  // Offline, the second link keeps what was typed and sends it once back online.
  const offline = await customer.open(second)
  await answerAll(offline, '网络不好时填写')
  await customer.context.setOffline(true)
  await offline.getByRole('button', { name: '提交', exact: true }).click()
  await expect(offline.getByRole('alert')).toContainText('提交需要网络连接')
  await customer.context.setOffline(false)
  await offline.reload()
  await expect(offline.getByRole('textbox', { name: /其他建议/ })).toHaveValue('网络不好时填写')
  await expect(offline.getByRole('radio', { name: '4 星' })).toHaveAttribute('aria-checked', 'true')
  await offline.getByRole('button', { name: '提交', exact: true }).click()
  await expect(offline.getByText('提交成功，感谢您的参与！')).toBeVisible()
  await customer.context.close()

  // The staff's results count both answers.
  await page.keyboard.press('Escape')
  await expect(links).toBeHidden()
  await rowWith(list, title).getByRole('button', { name: '结果', exact: true }).click()
  const results = dialogNamed(page, `问卷结果 · ${title}`)
  await expect(results.getByTestId('survey-responses')).toHaveText('已收回 2 份 / 共 2 个链接')
  await expect(results.locator('[data-average]')).toHaveText('4.00')
  await expect(results.getByText('取送样很及时')).toBeVisible()
  await expect(results.getByText('网络不好时填写')).toBeVisible()
  await expect(results.locator('.recharts-surface').first()).toBeVisible()
})

test('a link without a token, or an unknown one, says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/template-evart')
  await expect(page.getByRole('alert')).toContainText('链接不完整')
  await page.goto('/template-evart?token=100001-AAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('alert')).toHaveText('未找到该问卷，请核对链接是否完整')
})
