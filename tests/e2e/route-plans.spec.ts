import { expect, test, type Page } from '@playwright/test'
import { deviceRows } from './device-db'
import { REGISTRATION, expectSaved, field, goOffline, waitForWorker } from './offline-registration-support'
import {
  choose,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'
import { apiAs, signIn, tokenAnswer } from './shell-pages-support'

/*
 * The pickup road: reception plans a route with its nodes in order and puts today's appointments on it with a
 * vehicle and a driver (派车); the driver sees her route on the tablet, and still sees it offline.
 */

test.use({ serviceWorkers: 'allow' })

const PLANS = '/api/hm-crm/route-plan'
/** Where the query cache is kept (QUERY_CACHE_KEY of src/app/offline/queryPersistence.ts). */
const QUERY_CACHE_KEY = 'metrodesk.query-cache'

const node = (page: Page, place: number) => page.locator(`[data-route-node="${place}"]`)

test('a planned route with today’s appointments reaches its driver, who still reads it offline', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const reception = await apiAs(request, 'reception')
  const plate = unique('湘A·')
  await reception.post('/api/hm-crm/vehicle/submit', {
    plateNumber: plate,
    model: '江铃全顺',
    seats: 9,
    state: 1,
  })
  const book = (customerName: string, minutes: number) =>
    reception.post<{ id: string; pickupNo: string }>('/api/crm/pickup/submit', {
      customerName,
      contactName: '周工',
      contactPhone: '13900001111',
      address: `${customerName}大门`,
      pickupTime: new Date(Date.now() + minutes * 60_000).toISOString(),
      instrumentCount: 1,
    })
  const first = await book(unique('路线客户甲'), 30)
  const second = await book(unique('路线客户乙'), 40)
  const driver = String((await tokenAnswer(request, 'pickup')).real_name)
  const planName = unique('北线')

  // The plan, then its nodes: the second node moved up is driven first.
  await signIn(page, 'reception')
  const plans = await openList(page, '/appointment-pickup-manage/route-plan', PLANS, '路线计划')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '路线计划 · 新增')
  await form.getByRole('textbox', { name: '路线名称' }).fill(planName)
  await choose(form, '路线类型', '检定地至取件地')
  await choose(form, '状态', '启用')
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await searchBy(page, page.locator('main'), '路线名称', planName, PLANS)
  await rowWith(plans, planName).getByRole('button', { name: '查看', exact: true }).click()
  const view = dialogNamed(page, /^路线计划 · 查看/)
  await view.getByRole('button', { name: '编辑节点' }).click()
  await node(page, 1).getByRole('textbox', { name: '节点名称' }).fill('检定中心')
  await choose(node(page, 1), '节点属性', '检定点')
  await view.getByRole('button', { name: '添加节点' }).click()
  await node(page, 2).getByRole('textbox', { name: '节点名称' }).fill('城北收样点')
  await choose(node(page, 2), '节点属性', '收样点')
  await node(page, 2).getByRole('textbox', { name: '联系电话' }).fill('13700002222')
  await node(page, 2).getByRole('button', { name: '上移' }).click()
  await view.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  const nodes = view.getByRole('region', { name: '路线节点' }).getByRole('row')
  await expect(nodes.nth(1)).toContainText('城北收样点')
  await expect(nodes.nth(2)).toContainText('检定中心')
  await page.keyboard.press('Escape')

  // 派车: the plan, the vehicle, the driver and the day's appointments, the later one first.
  await page.goto('/appointment-pickup-manage/dispatch')
  await page.getByRole('button', { name: '新增派车' }).click()
  const dispatch = page.locator('[data-day-route-form]')
  await choose(dispatch, '路线计划', planName)
  await dispatch.getByRole('combobox', { name: '车辆', exact: true }).click()
  await page.getByRole('option', { name: new RegExp(plate) }).click()
  await choose(dispatch, '司机', driver)
  for (const booked of [second, first]) {
    await dispatch.getByRole('combobox', { name: '添加取件预约' }).click()
    await page.getByRole('option', { name: new RegExp(booked.pickupNo) }).click()
  }
  await dispatch.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  const card = page.locator('[data-day-route]').filter({ hasText: planName })
  await expect(card.locator('[data-route-appointment]')).toHaveText([
    new RegExp(second.pickupNo),
    new RegExp(first.pickupNo),
  ])

  // The driver's tablet: her route, nodes and appointments in order, phones to tap.
  const tablet = await browser.newContext({ serviceWorkers: 'allow' })
  const driverPage = await tablet.newPage()
  await signIn(driverPage, 'pickup')
  await waitForWorker(driverPage)
  await driverPage.goto('/appointment-pickup-manage/my-route')
  const mine = driverPage.locator('[data-day-route]').filter({ hasText: planName })
  await expect(mine.locator('[data-route-node-seq]')).toHaveText([/城北收样点/, /检定中心/])
  await expect(mine.locator('[data-route-appointment]')).toHaveText([
    new RegExp(second.pickupNo),
    new RegExp(first.pickupNo),
  ])
  await expect(mine.getByRole('link', { name: '拨打 13700002222' })).toHaveAttribute(
    'href',
    'tel:13700002222',
  )
  await expect
    .poll(() => driverPage.evaluate((key) => localStorage.getItem(key) ?? '', QUERY_CACHE_KEY))
    .toContain(planName)
  // The vehicles and drivers a registration picks from are kept as well (the model is theirs only).
  await expect
    .poll(() => driverPage.evaluate((key) => localStorage.getItem(key) ?? '', QUERY_CACHE_KEY))
    .toContain('江铃全顺')

  await goOffline(tablet)
  await driverPage.reload()
  await expect(driverPage.locator('[data-my-routes-offline]')).toBeVisible()
  await expect(mine.locator('[data-route-appointment]')).toHaveText([
    new RegExp(second.pickupNo),
    new RegExp(first.pickupNo),
  ])

  // Still offline, the registration's 用车 picks the vehicle and the driver from the records on the device.
  await driverPage.goto(REGISTRATION)
  await driverPage.getByRole('button', { name: '新建登记', exact: true }).click()
  await driverPage.getByRole('switch', { name: '使用车辆' }).check()
  await field(driverPage, 'traffics.0.carNumber').fill(plate.slice(0, 4))
  await driverPage.getByRole('option', { name: plate, exact: true }).click()
  await field(driverPage, 'traffics.0.driverStaffName').fill(driver)
  await driverPage.getByRole('option', { name: driver, exact: true }).click()
  await expectSaved(driverPage)
  const drafts = await deviceRows<{ record: { traffics: Record<string, unknown>[] } }>(driverPage, 'drafts')
  const traffic = drafts.flatMap((draft) => draft.record.traffics).find((line) => line.carNumber === plate)
  expect(traffic).toMatchObject({ carNumber: plate, driverStaffName: driver })
  expect(traffic?.carId).toEqual(expect.any(String))
  expect(traffic?.driverUserId).toEqual(expect.any(String))
  await tablet.close()
})
