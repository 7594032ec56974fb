import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { emptyDraft } from '../../src/domain/registration/draft'
import { testPng } from './offline-registration-support'
import { apiAs } from './shell-layout-support'

/**
 * Helpers of the staff competence walk: the lab's clock moved through its API, an order whose test items wait
 * for assignment (made through the API: the walk is about people and their evidence, not the order's steps),
 * and a work list's batch action answered with what the server said for the row.
 */

type Api = Awaited<ReturnType<typeof apiAs>>
type DeptNode = { id: string; deptName: string; children?: DeptNode[] }

const DAY_MS = 24 * 3_600_000

/** The day `days` after the day `day` (both yyyy-MM-dd). */
export const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Today on the lab's clock, as the server counts it. */
export const labClockToday = async (admin: Api) =>
  (await admin.get<{ today: string }>('/api/lab-clock')).today

/** Moves the lab's day `offsetDays` from the real one (0 puts it back); needs a server started adjustable. */
export async function moveLabClock(request: APIRequestContext, offsetDays: number): Promise<string> {
  const admin = await apiAs(request)
  const answer = await request.put('/api/lab-clock', { headers: admin.headers, data: { offsetDays } })
  const body = (await answer.json()) as {
    code: number
    msg: string
    data: { today: string; offsetDays: number }
  }
  expect(body.code, body.msg).toBe(200)
  expect(body.data.offsetDays).toBe(offsetDays)
  return body.data.today
}

/** The id of the department called `name`, anywhere in the lab's tree. */
export async function deptId(admin: Api, name: string): Promise<string> {
  const find = (nodes: DeptNode[]): DeptNode | undefined =>
    nodes.reduce<DeptNode | undefined>(
      (found, node) => found ?? (node.deptName === name ? node : find(node.children ?? [])),
      undefined,
    )
  const found = find(await admin.get<DeptNode[]>('/api/blade-system/dept/list'))
  expect(found, `department ${name}`).toBeTruthy()
  return found!.id
}

/**
 * An order registered on site with one instrument per name of `instruments`, each with the calibration item
 * `itemName`; submitted, passed, received and its items dispatched to `groupId`: they wait for assignment.
 */
export async function itemsAwaitingAssignment(
  request: APIRequestContext,
  instruments: readonly string[],
  itemName: string,
  groupId: string,
): Promise<{ orderNo: string }> {
  const admin = await apiAs(request)
  const pickup = await apiAs(request, 'pickup')
  const uploaded = await request.post('/api/file/upload?kind=image', {
    headers: pickup.headers,
    multipart: {
      file: { name: 'signature.png', mimeType: 'image/png', buffer: testPng(120, 60, [20, 20, 20]) },
    },
  })
  const signature = ((await uploaded.json()) as { data: { id: string } }).data.id
  const lines = instruments.map((name) => ({
    id: randomUUID(),
    instrumentId: null,
    name,
    model: 'Y-100 (0~1.6)MPa',
    factoryNumber: `STAFF-${randomUUID().slice(0, 8).toUpperCase()}`,
    manufacturer: '红旗仪表',
    inspectionType: '1',
    quantity: 1,
    remark: null,
  }))
  const order = await pickup.post<{ id: string; orderNo: string }>('/api/crm/registration/submit', {
    ...emptyDraft(randomUUID()),
    enterName: '长沙人员走查仪表有限公司',
    mobile: '13912345678',
    signature,
    instruments: lines,
  })
  const items: string[] = []
  for (const line of lines) {
    const item = await admin.post<{ id: string }>('/api/hm-metrology/test-item/submit', {
      sampleId: line.id,
      name: itemName,
      abilityCode: '2',
    })
    items.push(item.id)
  }
  for (const action of ['submit', 'pass'])
    await admin.post('/api/hm-metrology/order/transition', { id: order.id, action })
  for (const line of lines)
    await admin.post('/api/hm-metrology/sample/transition', {
      id: line.id,
      action: 'receive',
      condition: '外观完好',
    })
  for (const id of items)
    await admin.post('/api/hm-metrology/test-item/transition', { id, action: 'dispatch', groupId })
  return { orderNo: order.orderNo }
}

/** Opens a work list and waits for its rows. */
export async function openWorkList(page: Page, path: string, label: string, base: string): Promise<Locator> {
  const loaded = page.waitForResponse((response) => response.url().includes(`${base}/page`) && response.ok())
  await page.goto(path)
  await loaded
  return page.getByRole('grid', { name: label })
}

/**
 * Ticks `row`, runs the batch action `action` with what `fill` enters, and answers the result dialog, open,
 * after its summary came (成功 … 条，未成功 … 条): the caller reads the row's outcome and closes it.
 */
export async function runBatch(
  page: Page,
  row: Locator,
  action: string,
  fill: (dialog: Locator) => Promise<void>,
): Promise<Locator> {
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: action })
  await fill(dialog)
  await dialog.getByRole('button', { name: '确定', exact: true }).click()
  await expect(dialog.locator('[data-batch-result]')).toBeVisible()
  return dialog
}

/** Closes a batch action's result dialog. */
export async function closeBatch(dialog: Locator) {
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click()
  await expect(dialog).toBeHidden()
}

/** Signs the page's user out (cookies and the app's storage), ready for another to sign in. */
export async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}
