import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { emptyDraft } from '../../src/domain/registration/draft'
import {
  MEASURAND,
  recordableDevice,
  standardDeviceBody,
  type PickerDevice,
} from '../support/standard-device'
import { testPng } from './offline-registration-support'
import { approveReport, reportPdf } from './public-support'
import { apiAs, PASSWORD, TENANT } from './shell-layout-support'
import { e2eServerDir } from '../support/e2e-slot'
import { smsCodeOf } from '../support/sms-code'

/**
 * The customers' portal's set-up, through the API as the demo role whose step it is: orders registered for a
 * customer of the lab (the demo customer's company, or another one), one of them driven through the lab's
 * workflow to an issued certificate; and a customer account of her own that the lab has not linked yet.
 */

type Api = Awaited<ReturnType<typeof apiAs>>

export const DEMO_COMPANY = '长沙星沙电子仪器有限公司'

const hm = '/api/hm-metrology'

export type Customer = { id: string; name: string }

type Page<T> = { records: T[]; total: number }

const equals = (field: string, value: string) => ({
  searchParam: { filter: JSON.stringify({ [field]: value }), op: JSON.stringify({ [field]: '=' }) },
})

/** A customer of the lab by its exact name (the lab's administrator reads them all). */
export async function customerNamed(request: APIRequestContext, name: string): Promise<Customer> {
  const admin = await apiAs(request)
  const page = await admin.post<Page<Customer>>('/api/hm-crm/customer/page', equals('name', name), {
    current: 1,
    size: 1,
  })
  expect(page.records, `customer ${name}`).toHaveLength(1)
  return page.records[0]!
}

/** Another customer of the lab than the one named (the large seed has dozens). */
export async function anotherCustomer(request: APIRequestContext, notNamed: string): Promise<Customer> {
  const admin = await apiAs(request)
  const page = await admin.post<Page<Customer>>(
    '/api/hm-crm/customer/page',
    { descs: 'name' },
    {
      current: 1,
      size: 20,
    },
  )
  const other = page.records.find((customer) => customer.name !== notNamed)
  expect(other, 'another customer').toBeTruthy()
  return other!
}

export type CustomerInstrument = {
  id: string
  name: string
  factoryNumber: string | null
  model: string | null
}

/** A customer's instruments as the lab has them. */
export async function instrumentsOf(request: APIRequestContext, customerId: string) {
  const admin = await apiAs(request)
  const page = await admin.post<Page<CustomerInstrument & { nextDueDate: string | null }>>(
    '/api/hm-crm/instrument/page',
    { ...equals('customerId', customerId), ascs: 'nextDueDate' },
    { current: 1, size: 50 },
  )
  return page.records
}

export type RegisteredOrder = { orderId: string; orderNo: string; sampleId: string }

/**
 * An order registered on site by the pickup staff for the customer: one instrument, the customer's own
 * (`instrument`, so her list of instruments does not grow) or one first seen on site.
 */
export async function registerOrder(
  request: APIRequestContext,
  customer: Customer,
  instrument: CustomerInstrument | { name: string },
): Promise<RegisteredOrder> {
  const pickup = await apiAs(request, 'pickup')
  const uploaded = await request.post('/api/file/upload?kind=image', {
    headers: pickup.headers,
    multipart: {
      file: { name: 'signature.png', mimeType: 'image/png', buffer: testPng(120, 60, [20, 20, 20]) },
    },
  })
  const signature = ((await uploaded.json()) as { data: { id: string } }).data.id
  const sampleId = randomUUID()
  const known = 'id' in instrument ? instrument : null
  const order = await pickup.post<{ id: string; orderNo: string }>('/api/crm/registration/submit', {
    ...emptyDraft(randomUUID()),
    enterId: customer.id,
    enterName: customer.name,
    mobile: '13800000008',
    signature,
    instruments: [
      {
        id: sampleId,
        instrumentId: known?.id ?? null,
        name: instrument.name,
        model: known?.model ?? 'Y-100',
        factoryNumber: known?.factoryNumber ?? `PQ-${Date.now().toString(36).toUpperCase()}`,
        manufacturer: null,
        inspectionType: '1',
        quantity: 1,
        remark: null,
      },
    ],
  })
  return { orderId: order.id, orderNo: order.orderNo, sampleId }
}

async function transition(api: Api, entity: string, id: string, action: string, extra: object = {}) {
  return api.post(`${hm}/${entity}/transition`, { id, action, ...extra })
}

export type Certified = { reportId: string; certificateNo: string; pdf: Buffer }

/** Takes a registered order through reception, testing, review and approval: its certificate and PDF. */
export async function certify(request: APIRequestContext, order: RegisteredOrder): Promise<Certified> {
  const [reception, admin, tester, reviewer] = await Promise.all(
    ['reception', 'admin', 'tester', 'reviewer'].map((user) => apiAs(request, user)),
  )
  const item = await reception!.post<{ id: string }>(`${hm}/test-item/submit`, {
    sampleId: order.sampleId,
    name: '示值误差',
    abilityCode: '2',
  })
  await transition(reception!, 'order', order.orderId, 'submit')
  await transition(reception!, 'order', order.orderId, 'pass')
  await transition(reception!, 'sample', order.sampleId, 'receive', { condition: '完好' })
  type Dept = { id: string; code: string; children?: Dept[] }
  const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
  // The pressure group, where the demo tester and reviewer work (their data scope is their department's).
  const group = flat(await admin!.get<Dept[]>('/api/blade-system/dept/list')).find((d) => d.code === 'D0202')!
  const users = await admin!.post<Page<{ id: string; account: string }>>(
    '/api/blade-user/page',
    {},
    {
      current: 1,
      size: 50,
    },
  )
  const testerId = users.records.find((user) => user.account === 'tester')!.id
  await transition(admin!, 'test-item', item.id, 'dispatch', { groupId: group.id })
  await transition(admin!, 'test-item', item.id, 'assign', { testerId })
  // A length standard for the caliper's point (the demo lab has none: the first certificate registers one).
  const devices = await tester!.get<PickerDevice[]>(`${hm}/standard-device/usable`)
  const device =
    recordableDevice(devices, MEASURAND.length) ??
    (await admin!.post<{ id: string }>(
      `${hm}/standard-device/submit`,
      standardDeviceBody({
        name: '万能测长仪',
        model: 'JD25-C',
        measurand: MEASURAND.length,
        rangeMin: '0',
        rangeMax: '500',
        rangeUnit: 'mm',
      }),
    ))
  await tester!.post(`${hm}/test-item/results`, {
    itemId: item.id,
    points: [{ nominal: '100', asFound: '100.02', permittedError: '0.05', uncertainty: '0.01', unit: 'mm' }],
    deviceIds: [device.id],
    measurand: MEASURAND.length,
    temperature: '20.2',
    humidity: '46',
    methodReference: 'JJG 30-2012 通用卡尺检定规程',
  })
  await transition(tester!, 'test-item', item.id, 'lock')
  await transition(tester!, 'test-item', item.id, 'sendForConfirmation')
  await transition(admin!, 'test-item', item.id, 'confirm')
  await transition(reviewer!, 'test-item', item.id, 'review')
  const reports = await admin!.get<{ id: string }[]>(`${hm}/report/of-order`, { orderId: order.orderId })
  const reportId = reports[0]!.id
  const certificateNo = await approveReport(request, reportId)
  return { reportId, certificateNo, pdf: await reportPdf(request, reportId) }
}

/** The states an order and its sample are in as the lab's workflow left them (order_status, sample_state). */
export async function statesOf(request: APIRequestContext, order: RegisteredOrder) {
  const admin = await apiAs(request)
  type Stated = Page<{ id: string; status: number }>
  const paging = { current: 1, size: 5 }
  const orders = await admin.post<Stated>(
    '/api/crm/registration/page',
    equals('orderNo', order.orderNo),
    paging,
  )
  const samples = await admin.post<Stated>(`${hm}/sample/page`, equals('orderId', order.orderId), paging)
  return {
    order: String(orders.records.find((each) => each.id === order.orderId)?.status),
    sample: String(samples.records.find((each) => each.id === order.sampleId)?.status),
  }
}

const outbox = (name: string) => path.join(e2eServerDir(), name)

/** The SMS codes sent so far to a phone (the server under test writes them to its outbox file). */
function smsCodes(phone: string): string[] {
  try {
    return readFileSync(outbox('sms-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { phone: string; text: string })
      .filter((sms) => sms.phone === phone)
      .map((sms) => smsCodeOf(sms.text))
      .filter((code): code is string => code !== null)
  } catch {
    return []
  }
}

export type OwnAccount = { account: string; password: string; phone: string; companyName: string }

/** A customer registers herself (/register, with the SMS code): the lab has not linked her account yet. */
export async function registerCustomerAccount(request: APIRequestContext): Promise<OwnAccount> {
  const suffix = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  const phone = `137${suffix}`
  const own = {
    account: `portal${suffix}`,
    password: `${PASSWORD}1A`,
    phone,
    companyName: '株洲新注册仪表厂',
  }
  const sent = await request.post(`/csApi/hm-metrology/self-service/sms/${phone}`, {
    params: { purpose: 'register' },
    headers: { 'Tenant-Id': TENANT },
  })
  expect(sent.ok()).toBe(true)
  await expect.poll(() => smsCodes(phone).length).toBeGreaterThan(0)
  const code = smsCodes(phone).at(-1)!
  const registered = await request.post('/api/blade-user/register', {
    headers: { 'Tenant-Id': TENANT },
    data: {
      tenantId: TENANT,
      phone,
      code,
      account: own.account,
      password: own.password,
      password1: own.password,
      realName: '钟新客户',
      companyName: own.companyName,
    },
  })
  const body = (await registered.json()) as { code: number; msg: string }
  expect(body.code, body.msg).toBe(200)
  return own
}

/** The lab refuses the link an account asked for (客户账号 → 拒绝). */
export async function refuseAccount(request: APIRequestContext, account: string): Promise<void> {
  const admin = await apiAs(request)
  const page = await admin.post<Page<{ id: string }>>(
    '/api/hm-crm/customer-account/page',
    equals('account', account),
    { current: 1, size: 1 },
  )
  expect(page.records).toHaveLength(1)
  await admin.post('/api/hm-crm/customer-account/reject', { id: page.records[0]!.id })
}
