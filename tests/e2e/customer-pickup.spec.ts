import { expect, test } from '@playwright/test'
import { pickDateTime } from './dates-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * Appointments: a customer who registered herself books a pickup of her instruments (我的预约),
 * staff accept it, she follows it and may cancel it; she never sees the lab's appointments of other customers.
 */

const MY_PICKUPS = '/appointment-pickup-manage/my-appointment/index'

type Appointment = {
  id: string
  pickupNo: string
  customerName: string
  status: number
  remark: string | null
}

/** The lab day (Asia/Shanghai) `offset` days from today, yyyy-MM-dd. */
const labDay = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

test('a customer books a pickup, sees it accepted by the lab, and cancels it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const staff = await apiAs(request, 'pickup')
  const failedCalls: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failedCalls.push(response.url())
  })
  await signIn(page, 'customer')
  // Staff get the pickup notice; a customer does not, and her shell asks for no lab appointments.
  await expect(page.getByRole('button', { name: '退出系统' })).toBeVisible()
  // Her menu has 我的预约 (and none of the staff's pickup pages).
  await expect(page.getByText('我的预约', { exact: true }).first()).toBeAttached()
  await expect(page.getByText('取件受理', { exact: true })).toHaveCount(0)
  await page.goto(MY_PICKUPS)
  await expect(page.getByRole('heading', { name: '我的取件预约' })).toBeVisible()

  // The form starts from her company, name and phone as she registered them.
  await page.getByRole('button', { name: '预约取件', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '预约取件' })
  await expect(dialog.getByRole('textbox', { name: '单位名称' })).toHaveValue('长沙星沙电子仪器有限公司')
  await expect(dialog.getByRole('textbox', { name: '联系人' })).toHaveValue('周客户')
  await expect(dialog.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800000008')
  // No picking among the lab's customers.
  await expect(dialog.getByRole('button', { name: '选择客户' })).toHaveCount(0)
  const remark = `客户自助预约${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: '取件地址' }).fill('长沙县星沙大道 18 号')
  await pickDateTime(page, dialog.getByLabel('取件时间'), `${labDay(2)} 14:00`)
  await dialog.getByRole('textbox', { name: '器具数量' }).fill('3')
  await dialog.getByRole('textbox', { name: '备注' }).fill(remark)
  await dialog.getByRole('button', { name: '提交预约', exact: true }).click()
  await expect(page.getByText(/^预约成功，取件单号 /)).toBeVisible()
  await expect(dialog).toBeHidden()

  // The lab's list of that day has it, booked; she sees it waiting.
  const day = await staff.get<Appointment[]>('/api/crm/pickup/list', { date: labDay(2) })
  const booked = day.find((each) => each.remark === remark)
  expect(booked).toMatchObject({ customerName: '长沙星沙电子仪器有限公司', status: 1 })
  const card = page.locator(`[data-my-pickup="${booked?.id}"]`)
  await expect(card).toContainText(booked?.pickupNo ?? '')
  await expect(card).toContainText('待受理')
  await expect(card).toContainText(`${labDay(2)} 14:00`)

  // Staff accept it: she sees who will come.
  await staff.post('/api/crm/pickup/accept', undefined, { id: booked?.id ?? '' })
  await page.reload()
  await expect(card).toContainText('已受理')
  await expect(card).toContainText('受理人：孙取送')

  // She cancels it (asked first).
  await card.getByRole('button', { name: '取消预约', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(card).toContainText('已取消')
  await expect(card.getByRole('button', { name: '取消预约' })).toHaveCount(0)
  const after = await staff.get<Appointment[]>('/api/crm/pickup/list', { date: labDay(2) })
  expect(after.some((each) => each.id === booked?.id)).toBe(false)

  // None of her calls was refused: the shell did not ask for the lab's appointments.
  expect(failedCalls).toEqual([])
})
