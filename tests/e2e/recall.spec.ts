import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './accessibility-support'
import { pickDateTime } from './dates-support'
import { apiAs, overflowsHorizontally, signIn } from './shell-pages-support'

/**
 * 到期提醒: reception lists the customers' instruments falling due, books a pickup of one and makes the quote
 * of another, each form started from the row's customer and instrument.
 */

const RECALL = '/crm/recall'
const ACCEPTANCE = '/appointment-pickup-manage/appointment-pickup/acceptance-index'
/** The demo customer (server/seed/seed-portal.ts): one instrument overdue, one due within 30 days. */
const CUSTOMER = '长沙星沙电子仪器有限公司'
const OVERDUE_SERIAL = 'XS-P-0031'
const DUE_SERIAL = 'XS-B-1107'

type Appointment = { pickupNo: string; customerId: string | null; remark: string | null }

/** The lab day (Asia/Shanghai) `offset` days from today, yyyy-MM-dd. */
const labDay = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

async function openRecall(page: Page) {
  await page.goto(RECALL)
  const list = page.locator('[data-recall]')
  await expect(list.locator('[data-recall-window]')).toBeVisible()
  return list
}

const rowOf = (page: Page, serial: string) => page.locator('[data-recall-row]').filter({ hasText: serial })

test('reception sees the demo customer’s instruments due, books a pickup and makes a quote from a row', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await signIn(page, 'reception')
  const list = await openRecall(page)
  // The lab's window (recall.noticeDays, 30 days) is the one picked.
  await expect(list.getByRole('radio', { name: '30 天内' })).toBeChecked()
  await list.getByRole('textbox', { name: '关键字' }).fill('长沙星沙')
  await expect(rowOf(page, OVERDUE_SERIAL)).toContainText(/已过期 \d+ 天/)
  const due = rowOf(page, DUE_SERIAL)
  await expect(due).toContainText(/剩余 \d+ 天/)
  await expect(due).toContainText('电子天平')
  await expect(due).toContainText(CUSTOMER)
  await expect(due).toContainText('周客户')
  await expect(due).toContainText(/提醒于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}|未提醒/)
  // A wider window is asked of the server; the one due in 95 days is beyond even 90.
  await list.getByText('90 天内', { exact: true }).click()
  await expect(list.locator('[data-recall-total]')).toContainText('90 天内到期或已过期')
  await expect(rowOf(page, DUE_SERIAL)).toBeVisible()
  await expect(rowOf(page, 'XS-T-0420')).toHaveCount(0)
  await list.getByText('30 天内', { exact: true }).click()
  await expect(list.locator('[data-recall-total]')).toContainText('30 天内到期或已过期')

  // 预约取件: the form starts from the customer's record and names the instrument.
  await due.getByRole('button', { name: '预约取件：电子天平' }).click()
  const booking = page.getByRole('dialog', { name: '预约取件' })
  await expect(booking.getByRole('textbox', { name: '客户名称' })).toHaveValue(CUSTOMER)
  await expect(booking.getByRole('textbox', { name: '联系人' })).toHaveValue('周客户')
  await expect(booking.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800000008')
  await expect(booking.getByRole('textbox', { name: '取件地址' })).toHaveValue('星沙经济技术开发区凉塘路18号')
  await expect(booking.getByRole('textbox', { name: '器具数量' })).toHaveValue('1')
  await expect(booking.getByRole('textbox', { name: '备注' })).toHaveValue(`电子天平 ME204E (${DUE_SERIAL})`)
  await pickDateTime(page, booking.getByLabel('取件时间'), `${labDay(1)} 10:30`)
  await page.screenshot({ path: test.info().outputPath('recall-booking.png'), animations: 'disabled' })
  await booking.getByRole('button', { name: '提交预约', exact: true }).click()
  const toast = page.getByText(/^预约成功，取件单号 \S+$/)
  await expect(toast).toBeVisible()
  const pickupNo = ((await toast.textContent()) ?? '').replace('预约成功，取件单号 ', '')
  await expect(booking).toBeHidden()

  // It is tomorrow's on the pickup desk, for that customer.
  const staff = await apiAs(request, 'reception')
  const tomorrow = await staff.get<Appointment[]>('/api/crm/pickup/list', { date: labDay(1) })
  expect(tomorrow.find((each) => each.pickupNo === pickupNo)).toMatchObject({
    remark: `电子天平 ME204E (${DUE_SERIAL})`,
  })
  await page.goto(ACCEPTANCE)
  await page.getByRole('radiogroup', { name: '日期' }).getByText('明天').click()
  await expect(page.getByLabel('预约列表')).toContainText(pickupNo)

  // 生成报价: the quote editor with the customer and the instrument priced from its charge standard.
  await openRecall(page)
  await page.locator('[data-recall-keyword]').fill('长沙星沙')
  await rowOf(page, DUE_SERIAL).getByRole('button', { name: '生成报价：电子天平' }).click()
  const editor = page.getByRole('dialog', { name: '生成报价' })
  await expect(editor.getByLabel('客户名称')).toHaveValue(CUSTOMER)
  const line = editor
    .getByRole('table', { name: '报价项目' })
    .getByRole('row')
    .filter({ hasText: '电子天平' })
  await expect(line).toContainText(/\d+\.\d{2}/)
  await expect(editor.getByRole('group', { name: '报价合计' })).toContainText(/报价总额¥[1-9]/)
  await page.screenshot({ path: test.info().outputPath('recall-quote.png'), animations: 'disabled' })
  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(editor).toBeHidden()
  await expect(page.getByText('操作成功').first()).toBeVisible()
})

test('the recall list fits a desktop, a tablet and a phone, in Chinese and in English', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page, 'reception')
  for (const language of ['zh', 'en']) {
    await page.evaluate((value) => localStorage.setItem('metrodesk.language', value), language)
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(RECALL)
      await expect(page.locator('[data-recall-rows]')).toBeVisible()
      await expect
        .poll(() => overflowsHorizontally(page), {
          message: `the recall list at ${width} px scrolls sideways`,
        })
        .toBe(false)
      if (width === 1280 && language === 'zh') await expectAccessible(page, RECALL)
      await page.screenshot({
        path: test.info().outputPath(`recall-${language}-${width}.png`),
        animations: 'disabled',
      })
    }
  }
})
