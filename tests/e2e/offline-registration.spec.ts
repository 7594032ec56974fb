import { expect, test, type Page } from '@playwright/test'
import { pickDate, pickDateTime } from './dates-support'
import {
  ACCEPTANCE,
  corruptStoredDraft,
  editor,
  expectSaved,
  field,
  goOffline,
  goOnline,
  padHasInk,
  REGISTRATION,
  section,
  sign,
  storedPhotos,
  testPng,
  waitForWorker,
} from './offline-registration-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * On-site registration: a draft started from an appointment and filled offline (instruments picked
 * from the customer's cached ones and one new, 3 photos, a signature) survives reloads, waits in the outbox
 * while offline and reaches the server exactly once when the connection returns; a draft the server refuses
 * shows its message on the field, is corrected and sent.
 */

test.use({ serviceWorkers: 'allow' })

type Appointment = {
  id: string
  pickupNo: string
  customerId: string | null
  customerName: string
  status: number
}
type Detail = {
  id: string
  orderNo: string
  status: number
  mobile: string | null
  remark: string | null
  appointmentId: string | null
  busSpotPlan: { id: string; title: string } | null
  enterType: string | null
  businessStaffId: string | null
  businessStaffName: string | null
  affix: string | null
  scanBusinessId: string | null
  samples: { instrumentId: string | null; name: string }[]
  photos: { id: string }[]
  signature: { id: string } | null
}
type Page_ = { total: number; records: { id: string }[] }

const PHOTOS = [
  { name: 'plate-1.png', mimeType: 'image/png', buffer: testPng(96, 64, [200, 40, 40]) },
  { name: 'plate-2.png', mimeType: 'image/png', buffer: testPng(96, 64, [40, 160, 40]) },
  { name: 'plate-3.png', mimeType: 'image/png', buffer: testPng(64, 96, [40, 40, 200]) },
]

type Api = Awaited<ReturnType<typeof apiAs>>

/** The orders of a customer name on the server (the resource engine's list of registrations). */
const ordersOf = (api: Api, enterName: string) =>
  api.post<Page_>(
    '/api/crm/registration/page',
    {
      searchType: 'N',
      searchParam: { filter: JSON.stringify({ enterName }), op: JSON.stringify({ enterName: '=' }) },
      searchListVO: [],
    },
    { current: 1, size: 50 },
  )

/**
 * An accepted appointment of today of a customer with instruments: a seeded one, or (when earlier runs on
 * the same database registered those) a new one booked and accepted for the same customer.
 */
async function acceptedAppointment(pickup: Api): Promise<Appointment & { customerId: string }> {
  const today = await pickup.get<Appointment[]>('/api/crm/pickup/list')
  const open = today.find((each) => each.customerId && each.status === 2)
  if (open?.customerId) return { ...open, customerId: open.customerId }
  const known = today.find((each) => each.customerId)
  expect(known, 'a seeded appointment of a known customer').toBeTruthy()
  const booked = await pickup.post<{ id: string }>('/api/crm/pickup/submit', {
    customerId: known?.customerId,
    customerName: known?.customerName,
    contactName: '王五',
    contactPhone: '13912345678',
    address: '岳麓区麓谷大道 100 号',
    pickupTime: new Date(Date.now() + 60_000).toISOString(),
    instrumentCount: 2,
  })
  const accepted = await pickup.post<Appointment>('/api/crm/pickup/accept', undefined, { id: booked.id })
  return { ...accepted, customerId: known?.customerId ?? '' }
}

const photoCount = (page: Page) => page.locator('[data-photo]').count()

test('a draft filled offline with 3 photos and a signature survives reloads and is sent exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const pickup = await apiAs(request, 'pickup')
  await signIn(page, 'pickup')
  await waitForWorker(page)

  // Today's appointments; one of a known customer is turned into a registration (online: its instruments
  // are kept on the device for picking them offline).
  const appointment = await acceptedAppointment(pickup)
  await page.goto(ACCEPTANCE)
  const before = (await ordersOf(pickup, appointment.customerName)).total
  const card = page.locator(`[data-appointment="${appointment.id}"]`)
  await expect(card).toContainText(appointment.customerName)
  await expect(card.getByRole('link')).toHaveAttribute('href', /^tel:/)
  await card.getByRole('button', { name: '开始登记', exact: true }).click()
  await expect(page).toHaveURL(/[?&]draft=/)
  const draftId = new URL(page.url()).searchParams.get('draft') ?? ''
  await expect(field(page, 'enterName')).toHaveValue(appointment.customerName)
  await expect(page.getByText('已关联客户档案')).toBeVisible()
  // The appointment is the draft's pickup plan; whoever registers is its business staff.
  await expect(field(page, 'busSpotPlan')).toHaveValue(new RegExp(appointment.pickupNo))
  await expect(field(page, 'businessStaffName')).not.toHaveValue('')
  const customer = await pickup.get<{ businessType: string | null }>('/api/hm-crm/customer/detail', {
    id: appointment.customerId,
  })
  const me = await pickup.get<{ id: string }>('/api/blade-user/info')

  // From here on there is no network.
  await goOffline(context)
  await page.getByRole('button', { name: '从客户器具中选择', exact: true }).click()
  const picker = page.getByRole('dialog', { name: '选择客户器具' })
  const choices = picker.getByRole('checkbox')
  await expect(choices.first()).toBeVisible()
  const picked = Math.min(2, await choices.count())
  for (let index = 0; index < picked; index++) await choices.nth(index).check()
  await picker.getByRole('button', { name: `添加所选（${picked}）` }).click()
  await expect(picker).toBeHidden()
  await page.getByRole('button', { name: '新增器具', exact: true }).click()
  const lines = page.locator('[data-instrument-line]')
  await expect(lines).toHaveCount(picked + 1)
  const added = lines.last()
  await added.getByRole('textbox', { name: '器具名称' }).fill('现场新增压力表')
  await added.getByRole('textbox', { name: '出厂编号' }).fill('NEW-2026-001')

  await field(page, 'mobile').fill('13912345678')
  await pickDate(page, field(page, 'hopeTestDate'), '2026-12-01')
  await field(page, 'remark').fill('离线登记：三张照片和签名')
  await field(page, 'affix').fill('电源线1根、说明书1份')
  // A barcode scanner types the code and Enter.
  await field(page, 'scanBusinessId').pressSequentially('SCAN-0001')
  await field(page, 'scanBusinessId').press('Enter')
  await page.locator('[data-photo-capture] input[type="file"]:not([capture])').setInputFiles(PHOTOS)
  await expect(page.locator('[data-photo]')).toHaveCount(3)
  const pad = page.getByRole('img', { name: '签名板' })
  await sign(page, pad)
  await expect(pad).toHaveAttribute('data-signed', 'true')
  await expectSaved(page)
  // Photos and signature are stored apart from the record: wait until all four are on the device.
  await expect.poll(() => storedPhotos(page, draftId)).toBe(4)

  // A reload half-way (offline, from the worker's cache): nothing is lost.
  await page.reload()
  await expect(editor(page)).toBeVisible()
  await expect(field(page, 'enterName')).toHaveValue(appointment.customerName)
  await expect(field(page, 'mobile')).toHaveValue('13912345678')
  await expect(field(page, 'remark')).toHaveValue('离线登记：三张照片和签名')
  await expect(field(page, 'affix')).toHaveValue('电源线1根、说明书1份')
  await expect(field(page, 'scanBusinessId')).toHaveValue('SCAN-0001')
  await expect(lines).toHaveCount(picked + 1)
  await expect(lines.last().getByRole('textbox', { name: '出厂编号' })).toHaveValue('NEW-2026-001')
  await expect(page.locator('[data-photo] img[src^="blob:"]')).toHaveCount(3)
  await expect(pad).toHaveAttribute('data-signed', 'true')
  await expect.poll(() => padHasInk(pad)).toBe(true)

  // Submitted offline: it waits, and still waits after another reload.
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()
  await expect(page.getByText('当前离线，联网后将自动发送。').first()).toBeVisible()
  await page.reload()
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()
  expect(await photoCount(page)).toBe(3)

  // Back online: the outbox sends the photos, the signature, then the registration.
  await goOnline(context)
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible({ timeout: 60_000 })
  const orderNo = (await page.locator('[data-order-no]').innerText()).trim()
  expect(orderNo).not.toBe('')
  await expect(field(page, 'mobile')).toBeDisabled()
  // Sent: the device released the photos' bytes; the read-only form shows the server's copies.
  await expect(page.locator('[data-photo] img[src^="blob:"]')).toHaveCount(3)
  await expect.poll(() => padHasInk(pad)).toBe(true)
  await expect(page.getByRole('button', { name: '提交', exact: true })).toHaveCount(0)

  const detail = await pickup.get<Detail>('/api/crm/registration/detail', { id: draftId })
  expect(detail).toMatchObject({
    id: draftId,
    orderNo,
    status: 50,
    mobile: '13912345678',
    remark: '离线登记：三张照片和签名',
    appointmentId: appointment.id,
    busSpotPlan: { id: appointment.id, title: `${appointment.pickupNo} ${appointment.customerName}` },
    enterType: customer.businessType,
    businessStaffId: me.id,
    affix: '电源线1根、说明书1份',
    scanBusinessId: 'SCAN-0001',
  })
  expect(detail.businessStaffName).toBeTruthy()
  expect(detail.photos).toHaveLength(3)
  expect(detail.signature).not.toBeNull()
  expect(detail.samples).toHaveLength(picked + 1)
  // The instrument first seen on site joined the customer's instruments too.
  const onSite = detail.samples.find((sample) => sample.name === '现场新增压力表')
  expect(onSite?.instrumentId).toBeTruthy()
  expect((await ordersOf(pickup, appointment.customerName)).total).toBe(before + 1)
  const after = await pickup.get<Appointment[]>('/api/crm/pickup/list')
  expect(after.find((each) => each.id === appointment.id)?.status).toBe(3)

  // The list shows it sent, with its order number; the appointment opens it again.
  await page.goto(REGISTRATION)
  // The draft and the list share the one 现场登记 tab (the draft's address names it with `src`).
  const tabs = page.getByRole('tablist', { name: '标签页' }).getByRole('tab')
  await expect(tabs.filter({ hasText: '现场登记' })).toHaveCount(1)
  const entry = page.locator(`[data-draft-card="${draftId}"]`)
  await expect(entry.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'sent')
  await expect(entry).toContainText(orderNo)
  await expect(page.locator('[data-outbox-pending="0"]')).toBeVisible()
  await page.goto(ACCEPTANCE)
  await expect(card.getByRole('button', { name: '查看登记', exact: true })).toBeVisible()
})

test('a draft the server refuses shows its message on the field, is corrected and sent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const pickup = await apiAs(request, 'pickup')
  await signIn(page, 'pickup')
  await waitForWorker(page)
  await page.goto(REGISTRATION)
  await page.getByRole('button', { name: '新建登记', exact: true }).click()
  await expect(editor(page)).toBeVisible()
  const draftId = new URL(page.url()).searchParams.get('draft') ?? ''

  // 提交 checks the draft first: every problem shows on its field.
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(section(page, 'customer')).toContainText('请选择或填写客户名称')
  await expect(page.getByText('请至少添加一台器具')).toBeVisible()
  await expect(page.getByText('请客户签名')).toBeVisible()
  const customer = `现场新客户${Date.now().toString(36)}`
  await field(page, 'enterName').fill(customer)
  await expect(section(page, 'customer')).not.toContainText('请选择或填写客户名称')
  await field(page, 'mobile').fill('1391234')
  await expect(page.getByText('请输入正确的手机号')).toBeVisible()
  await field(page, 'mobile').fill('13912345678')
  await page.getByRole('button', { name: '新增器具', exact: true }).click()
  await page.locator('[data-instrument-line]').getByRole('textbox', { name: '器具名称' }).fill('电子天平')
  await sign(page, page.getByRole('img', { name: '签名板' }))
  await expectSaved(page)

  // Queued offline; meanwhile the stored record changes behind the form (an older app's outbox entry).
  await goOffline(context)
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()
  await corruptStoredDraft(page, draftId, { mobile: '123' })

  // Online: the server refuses it; the draft needs attention, with the message on the field.
  await goOnline(context)
  await expect(page.locator('[data-draft-status="attention"]')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('[data-draft-status="attention"]')).toContainText('请输入正确的手机号')
  const mobile = field(page, 'mobile')
  await expect(mobile).toHaveValue('123')
  await expect(mobile).toHaveAttribute('aria-invalid', 'true')
  await page.goto(REGISTRATION)
  // The draft and the list share the one 现场登记 tab (the draft's address names it with `src`).
  const tabs = page.getByRole('tablist', { name: '标签页' }).getByRole('tab')
  await expect(tabs.filter({ hasText: '现场登记' })).toHaveCount(1)
  const entry = page.locator(`[data-draft-card="${draftId}"]`)
  await expect(entry.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'attention')
  await expect(entry).toContainText('请输入正确的手机号')

  // Corrected and sent again.
  await entry.getByRole('button').click()
  await expect(mobile).toHaveValue('123')
  await mobile.fill('13987654321')
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: '重新提交', exact: true }).click()
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible({ timeout: 60_000 })
  const detail = await pickup.get<Detail>('/api/crm/registration/detail', { id: draftId })
  expect(detail.mobile).toBe('13987654321')
  expect(detail.samples.map((sample) => sample.name)).toEqual(['电子天平'])
  expect((await ordersOf(pickup, customer)).total).toBe(1)
})

test('offline, a new draft takes a pickup plan chosen among the appointments on the device, with its customer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const pickup = await apiAs(request, 'pickup')
  const customerName = `计划客户${Date.now().toString(36)}`
  const booked = await pickup.post<{ id: string; pickupNo: string }>('/api/crm/pickup/submit', {
    customerName,
    contactName: '赵六',
    contactPhone: '13912340000',
    address: '天心区芙蓉南路 9 号',
    pickupTime: new Date(Date.now() + 30 * 60_000).toISOString(),
    instrumentCount: 1,
  })
  await signIn(page, 'pickup')
  await waitForWorker(page)
  // The day's list puts today's appointments on the device.
  await page.goto(ACCEPTANCE)
  await expect(page.locator(`[data-appointment="${booked.id}"]`)).toContainText(customerName)

  await goOffline(context)
  await page.goto(REGISTRATION)
  await page.getByRole('button', { name: '新建登记', exact: true }).click()
  await expect(editor(page)).toBeVisible()
  await expect(field(page, 'enterName')).toHaveValue('')
  await field(page, 'busSpotPlan').click()
  await page.getByRole('option', { name: new RegExp(booked.pickupNo) }).click()
  await expect(field(page, 'busSpotPlan')).toHaveValue(new RegExp(`${booked.pickupNo} ${customerName}`))
  // The appointment's customer, contact and phone fill what was empty.
  await expect(field(page, 'enterName')).toHaveValue(customerName)
  await expect(field(page, 'applicant')).toHaveValue('赵六')
  await expect(field(page, 'mobile')).toHaveValue('13912340000')
  await expectSaved(page)

  // Cleared: the draft no longer fulfils the appointment; what it took over stays.
  // Mantine keeps its clear button out of the accessibility tree (the field itself is cleared by keyboard).
  await section(page, 'business').locator('button[aria-label="不关联取件预约"]').click()
  await expect(field(page, 'busSpotPlan')).toHaveValue('')
  await expect(field(page, 'enterName')).toHaveValue(customerName)
  await expectSaved(page)
  await page.reload()
  await expect(field(page, 'busSpotPlan')).toHaveValue('')
  await expect(field(page, 'enterName')).toHaveValue(customerName)
  await goOnline(context)
})

/** The lab day (Asia/Shanghai) `offset` days from today, yyyy-MM-dd. */
const labDay = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

test('staff book a pickup for a customer and accept it; offline, accepting waits for a connection', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const pickup = await apiAs(request, 'pickup')
  // A second booking of tomorrow, left unaccepted for the offline part (the seeded ones of today may all be
  // taken by the other tests, or be past at this hour).
  const waitingCustomer = `待受理客户${Date.now().toString(36)}`
  const waitingBooking = await pickup.post<{ id: string }>('/api/crm/pickup/submit', {
    customerName: waitingCustomer,
    contactName: '钱七',
    contactPhone: '13912345679',
    address: '岳麓区麓山南路 2 号',
    pickupTime: `${labDay(1)}T15:00:00+08:00`,
    instrumentCount: 2,
  })
  await signIn(page, 'pickup')
  await waitForWorker(page)
  await page.goto(ACCEPTANCE)
  await expect(page.locator('[data-appointment]').first()).toBeVisible()

  await page.getByRole('button', { name: '预约取件', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '预约取件' })
  await dialog.getByRole('button', { name: '提交预约', exact: true }).click()
  for (const message of [
    '请填写客户名称',
    '请填写联系人',
    '请填写联系电话',
    '请填写取件地址',
    '请选择取件时间',
  ])
    await expect(dialog.getByText(message)).toBeVisible()
  const customer = `预约客户${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: '客户名称' }).fill(customer)
  await dialog.getByRole('textbox', { name: '联系人' }).fill('赵六')
  const phone = dialog.getByRole('textbox', { name: '联系电话' })
  await phone.fill('12345')
  await dialog.getByRole('textbox', { name: '取件地址' }).fill('天心区书院路 9 号')
  await pickDateTime(page, dialog.getByLabel('取件时间'), `${labDay(1)} 10:30`)
  await dialog.getByRole('textbox', { name: '器具数量' }).fill('4')
  await dialog.getByRole('button', { name: '提交预约', exact: true }).click()
  await expect(dialog.getByText('请输入正确的电话(手机)号码')).toBeVisible()
  await phone.fill('13912345678')
  await dialog.getByRole('button', { name: '提交预约', exact: true }).click()
  await expect(page.getByText(/^预约成功，取件单号 /)).toBeVisible()
  await expect(dialog).toBeHidden()

  // Tomorrow's list has it, booked; 受理 makes the user its acceptor.
  await page.getByText('明天', { exact: true }).click()
  const tomorrow = await pickup.get<(Appointment & { pickupNo: string })[]>('/api/crm/pickup/list', {
    date: labDay(1),
  })
  const booked = tomorrow.find((each) => each.customerName === customer)
  expect(booked?.status).toBe(1)
  const card = page.locator(`[data-appointment="${booked?.id}"]`)
  await expect(card).toContainText('待受理')
  await expect(card).toContainText('10:30')
  await expect(card).toContainText(booked?.pickupNo ?? '')
  await expect(card.getByRole('link', { name: '拨打 13912345678' })).toHaveAttribute(
    'href',
    'tel:13912345678',
  )
  await card.getByRole('button', { name: '受理', exact: true }).click()
  await expect(card).toContainText('已受理')
  await expect(card).toContainText('受理人：')
  await expect(card.getByRole('button', { name: '受理', exact: true })).toHaveCount(0)

  // Offline: the day's list comes from the device; booking and accepting need the server.
  await goOffline(context)
  await page.getByText('今天', { exact: true }).click()
  await page.getByText('明天', { exact: true }).click()
  await expect(page.locator('[data-offline-data]')).toContainText('离线数据，更新于')
  await expect(card).toContainText(customer)
  await expect(page.getByRole('button', { name: '预约取件', exact: true })).toBeDisabled()
  const waiting = page.locator(`[data-appointment="${waitingBooking.id}"]`)
  await expect(waiting).toContainText(waitingCustomer)
  await expect(waiting).toContainText('待受理')
  await expect(waiting.getByRole('button', { name: '受理', exact: true })).toBeDisabled()
  await expect(waiting).toContainText('受理需要联网，离线时可先开始登记')
  await goOnline(context)
})
