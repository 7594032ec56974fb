import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { emptyDraft } from '../../src/domain/registration/draft'
import { standardDeviceBody } from '../support/standard-device'
import { decodeQr, pdfText, renderPages, savePdf, squeeze } from '../support/print-tools'
import { testPng } from './offline-registration-support'
import { apiAs, PASSWORD, signIn } from './shell-layout-support'

/**
 * One instrument from its registration to an issued certificate, through the work lists, signed in as
 * each demo role in turn (reception, the lab's administrator, tester, reviewer, approver). Only the lab's own
 * configuration (a tester's authorisation, a measurement standard) and the on-site registration (tested by
 * the offline tests) are made through the API.
 */

const grid = (page: Page, label: string) => page.getByRole('grid', { name: label })
const rowWith = (list: Locator, text: string) => list.getByTestId('data-table-row').filter({ hasText: text })

/** Opens a work list and waits for its rows. */
async function openList(page: Page, path: string, label: string, resourceBase: string): Promise<Locator> {
  const loaded = page.waitForResponse(
    (response) => response.url().includes(`${resourceBase}/page`) && response.ok(),
  )
  await page.goto(path)
  await loaded
  return grid(page, label)
}

/** Ticks the row and runs a batch action; answers the result dialog after checking every row succeeded. */
async function act(page: Page, row: Locator, action: string, fill?: (dialog: Locator) => Promise<void>) {
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: action })
  await fill?.(dialog)
  await dialog.getByRole('button', { name: '确定', exact: true }).click()
  await expect(dialog.locator('[data-batch-result]')).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText('成功 1 条，未成功 0 条')
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click()
  await expect(dialog).toBeHidden()
}

async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}

test('one instrument from registration to an issued certificate, role by role', async ({ page, request }) => {
  test.setTimeout(240_000)
  page.setDefaultTimeout(20_000)
  const admin = await apiAs(request)
  const tester = await apiAs(request, 'tester')
  const testerInfo = await tester
    .get<{ userId?: string; id?: string }>('/api/blade-user/info')
    .catch(() => null)
  void testerInfo
  const users = await admin.post<{ records: { id: string; account: string }[] }>(
    '/api/blade-user/page',
    {},
    { current: 1, size: 50 },
  )
  const testerId = users.records.find((user) => user.account === 'tester')!.id
  // An authorisation rests on evidence: a certificate of hers covering calibration.
  const certificate = await admin.post<{ id: string }>('/api/hm-staff/certificate/submit', {
    userId: testerId,
    kind: '检定员证',
    certificateNo: `JD-E2E-${Date.now().toString(36)}`,
    activities: '2',
    issueDate: '2020-01-01',
  })
  await admin.post('/api/hm-metrology/staff-ability/submit', {
    userId: testerId,
    abilityCode: '2',
    certificateId: certificate.id,
  })
  const deviceName = `精密数字压力计${Date.now().toString(36)}`
  await admin.post('/api/hm-metrology/standard-device/submit', standardDeviceBody({ name: deviceName }))

  // On site: the pickup staff register the instrument and the customer signs (API; the form has its own tests).
  const pickup = await apiAs(request, 'pickup')
  const headers = pickup.headers
  const uploaded = await request.post('/api/file/upload?kind=image', {
    headers,
    multipart: {
      file: { name: 'signature.png', mimeType: 'image/png', buffer: testPng(120, 60, [20, 20, 20]) },
    },
  })
  const signature = ((await uploaded.json()) as { data: { id: string } }).data.id
  const factoryNumber = `WALK-${Date.now().toString(36).toUpperCase()}`
  const registered = await request.post('/api/crm/registration/submit', {
    headers,
    data: {
      ...emptyDraft(randomUUID()),
      enterName: '长沙走查仪表有限公司',
      mobile: '13912345678',
      signature,
      instruments: [
        {
          id: randomUUID(),
          instrumentId: null,
          name: '弹簧管压力表',
          model: 'Y-100 (0~1.6)MPa',
          factoryNumber,
          manufacturer: '红旗仪表',
          inspectionType: '1',
          quantity: 1,
          remark: null,
        },
      ],
    },
  })
  const order = ((await registered.json()) as { data: { id: string; orderNo: string } }).data
  expect(order.orderNo).toBeTruthy()

  // Reception: what is to be tested, the order's review, the sample's receipt.
  await signIn(page, 'reception')
  let list = await openList(page, '/lab/reception', '委托单', '/api/crm/registration')
  let row = rowWith(list, order.orderNo)
  await row.getByRole('button', { name: '检测项目' }).click()
  const items = page.getByRole('dialog', { name: `检测项目：${order.orderNo}` })
  const newItem = items.locator('[data-add-item]')
  await newItem.getByRole('textbox', { name: '检测项目' }).fill('示值误差')
  await newItem.getByRole('combobox', { name: '能力类型' }).click()
  await page.getByRole('option', { name: '校准', exact: true }).click()
  await newItem.getByRole('button', { name: '添加项目' }).click()
  await expect(rowWith(grid(page, '检测项目'), '示值误差')).toBeVisible()
  await items.getByRole('button', { name: '关闭' }).first().click()
  await act(page, row, '提交审核')
  await act(page, rowWith(list, order.orderNo), '审核通过')
  await expect(rowWith(list, order.orderNo)).toHaveCount(0)

  list = await openList(page, '/lab/receipt', '样品', '/api/hm-metrology/sample')
  await rowWith(list, factoryNumber).getByRole('checkbox').check()
  await page.getByRole('button', { name: '收样', exact: true }).click()
  const receipt = page.getByRole('dialog', { name: '收样' })
  await receipt.getByRole('textbox', { name: '收样状况' }).fill('外观完好，铅封完整')
  await receipt.getByRole('button', { name: '确定', exact: true }).click()
  await expect(receipt.getByRole('alert')).toHaveText('成功 1 条，未成功 0 条')
  // The received sample's label, with its new number, ready for the browser's print dialog.
  await receipt.getByRole('button', { name: '打印标签' }).click()
  const labels = page.getByRole('dialog', { name: '打印样品标签' })
  const preview = labels.frameLocator('iframe[title="标签预览"]')
  await expect(preview.locator('.md-sample-label')).toHaveCount(1)
  await expect(preview.locator('.md-sample-label')).toContainText(/YP\d{10}/)
  await expect(preview.locator('.md-sample-label svg')).toBeVisible()
  await labels.getByRole('button', { name: '关闭' }).first().click()
  await receipt.getByRole('button', { name: '关闭', exact: true }).last().click()
  await signOut(page)

  // The lab's administrator dispatches to the pressure group and assigns the authorised tester.
  await signIn(page, 'admin')
  list = await openList(page, '/lab/dispatch', '检测项目', '/api/hm-metrology/test-item')
  await act(page, rowWith(list, order.orderNo), '下达', async (dialog) => {
    await dialog.getByLabel('部门/班组', { exact: true }).click()
    for (const node of ['示范计量检测研究院', '热工室', '压力组'])
      await page.getByRole('option', { name: node, exact: true }).click()
    await page.keyboard.press('Escape')
  })
  list = await openList(page, '/lab/assignment', '检测项目', '/api/hm-metrology/test-item')
  await act(page, rowWith(list, order.orderNo), '分配', async (dialog) => {
    await dialog.getByLabel('检测员', { exact: true }).click()
    await page.getByRole('option', { name: /李检测/ }).click()
  })
  await signOut(page)

  // The tester records the result with its conditions and method, locks it and sends it for confirmation.
  await signIn(page, 'tester')
  list = await openList(page, '/lab/my-items', '检测项目', '/api/hm-metrology/test-item')
  row = rowWith(list, order.orderNo)
  await row.getByRole('button', { name: '录入结果' }).click()
  const results = page.getByRole('dialog', { name: '录入结果：示值误差' })
  const values = {
    标称值: '1.6',
    调整前示值: '1.61',
    最大允许误差: '0.016',
    单位: 'MPa',
  }
  for (const [column, value] of Object.entries(values))
    await results.getByRole('textbox', { name: `${column} 1` }).fill(value)
  // A pressure gauge's points: the quantity first, then a standard that measures it.
  await results.getByLabel('被测参量', { exact: true }).click()
  await page.getByRole('option', { name: '压力', exact: true }).click()
  await results.getByLabel('使用的计量标准器', { exact: true }).click()
  await page.getByRole('option', { name: new RegExp(deviceName) }).click()
  await results
    .getByLabel('检定/校准依据', { exact: true })
    .fill('JJG 52-2013 弹性元件式一般压力表、压力真空表和真空表检定规程')
  // U from an uncertainty budget: a repeatability series (type A) and the standard's certificate (type B).
  await results.getByRole('switch', { name: '按不确定度评定计算扩展不确定度' }).check()
  await results.getByLabel('第 1 个分量的来源').fill('重复性')
  await results.getByLabel('第 1 个分量的重复测量值').fill('1.610 1.611 1.609 1.610 1.612')
  await results.getByLabel('第 2 个分量的来源').fill('标准器')
  await results.getByLabel('第 2 个分量的数值').fill('0.004')
  // s = 0.00114, u = s/√5; 0.002 from U = 0.004 at k = 2; νeff ≈ 1070, k = t95 = 1.96, U = 0.0040.
  await expect(results.locator('[data-budget-result]')).toContainText('k = 1.96；U = 0.0040')
  await results.getByLabel('温度 (°C)', { exact: true }).fill('20.4')
  await results.getByLabel('相对湿度 (%)', { exact: true }).fill('47')
  await results.getByRole('button', { name: '保存' }).click()
  await expect(results.locator('[data-results-table]')).toContainText('0.01')
  await expect(results.locator('[data-results-table]')).toContainText('合格')
  await expect(results.getByRole('textbox', { name: '扩展不确定度 1' })).toHaveValue('0.0040')
  await results.getByRole('button', { name: '关闭' }).last().click()
  await act(page, rowWith(list, order.orderNo), '锁定结果')
  await act(page, rowWith(list, order.orderNo), '提交确认')
  await signOut(page)

  // Confirmation by the administrator, review by the reviewer: three people on one result.
  await signIn(page, 'admin')
  list = await openList(page, '/lab/confirmation', '检测项目', '/api/hm-metrology/test-item')
  await act(page, rowWith(list, order.orderNo), '确认')
  await signOut(page)
  await signIn(page, 'reviewer')
  list = await openList(page, '/lab/review', '检测项目', '/api/hm-metrology/test-item')
  await act(page, rowWith(list, order.orderNo), '核验通过')
  await signOut(page)

  // The report: drafted by the tester, audited by the reviewer, approved by the approver.
  await signIn(page, 'tester')
  list = await openList(page, '/lab/drafting', '报告', '/api/hm-metrology/report')
  await act(page, rowWith(list, order.orderNo), '提交审核')
  await signOut(page)
  await signIn(page, 'reviewer')
  list = await openList(page, '/lab/audit', '报告', '/api/hm-metrology/report')
  await act(page, rowWith(list, order.orderNo), '审核通过')
  await signOut(page)
  await signIn(page, 'approver')
  list = await openList(page, '/lab/approval', '报告', '/api/hm-metrology/report')
  // Approving signs the certificate in her name: she gives her password again.
  await act(page, rowWith(list, order.orderNo), '批准签发', (dialog) =>
    dialog.getByLabel('登录密码（确认签署）').fill(PASSWORD),
  )
  await signOut(page)

  // Reception hands it over; the certificate's QR code opens its verification page.
  await signIn(page, 'reception')
  list = await openList(page, '/lab/issue', '报告', '/api/hm-metrology/report')
  row = rowWith(list, order.orderNo)
  const reportNo = (await row.innerText()).match(/[A-Z]{2,}JD\d{9}/)?.[0]
  expect(reportNo).toBeTruthy()
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: '证书PDF' }).click()
  const pdf = await (await download).path()
  const { readFileSync } = await import('node:fs')
  const file = savePdf('walk-certificate.pdf', readFileSync(pdf))
  const [first] = renderPages(file, 'walk-certificate', { dpi: 150, page: 1 })
  const qr = new URL(decodeQr(first!)!)
  expect(qr.pathname).toBe('/certificateFalsification')
  expect(qr.searchParams.get('no')).toBe(reportNo)
  const printed = squeeze(pdfText(file))
  expect(printed).toContain('JJG52-2013《弹性元件式一般压力表、压力真空表和真空表检定规程》')
  expect(printed).toContain('地点本实验室温度20.4℃相对湿度47%RH')
  await act(page, row, '发放')

  const status = await admin.get<{ status: number }>('/api/hm-metrology/order/workflow', { id: order.id })
  expect(status.status).toBe(1000)
})
