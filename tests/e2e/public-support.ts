import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { emptyDraft } from '../../src/domain/registration/draft'
import { MEASURAND, recordableDevice, type PickerDevice } from '../support/standard-device'
import { testPng } from './offline-registration-support'
import { apiAs, PASSWORD } from './shell-layout-support'

/**
 * The set-up: a certificate issued by the lab workflow, every step through the API as the demo
 * role whose step it is (the work lists have their own browser test). Answers what a customer holds: the PDF.
 */

type Api = Awaited<ReturnType<typeof apiAs>>

export type IssuedCertificate = { orderId: string; reportId: string; certificateNo: string; pdf: Buffer }

const hm = '/api/hm-metrology'

/** The customer record an order is registered for, and the contract it is priced by (none: a new customer). */
export type OrderTerms = { enterId?: string; contractId?: string }

async function register(
  request: APIRequestContext,
  holder: string,
  mobile: string,
  instrument: string,
  terms: OrderTerms = {},
) {
  const pickup = await apiAs(request, 'pickup')
  const uploaded = await request.post('/api/file/upload?kind=image', {
    headers: pickup.headers,
    multipart: {
      file: { name: 'signature.png', mimeType: 'image/png', buffer: testPng(120, 60, [20, 20, 20]) },
    },
  })
  const signature = ((await uploaded.json()) as { data: { id: string } }).data.id
  const sampleId = randomUUID()
  const order = await pickup.post<{ id: string; orderNo: string }>('/api/crm/registration/submit', {
    ...emptyDraft(randomUUID()),
    ...terms,
    enterName: holder,
    mobile,
    signature,
    instruments: [
      {
        id: sampleId,
        instrumentId: null,
        name: instrument,
        model: 'Y-100 (0~1.6)MPa',
        factoryNumber: `PQ-${Date.now().toString(36).toUpperCase()}`,
        manufacturer: '红旗仪表',
        inspectionType: '1',
        quantity: 1,
        remark: null,
      },
    ],
  })
  return { orderId: order.id, sampleId }
}

async function transition(api: Api, entity: string, id: string, action: string, extra: object = {}) {
  return api.post<{ state?: number; status?: number; reportNo?: string | null; revisionId?: string | null }>(
    `${hm}/${entity}/transition`,
    { id, action, ...extra },
  )
}

/** Drafts, audits and approves a report (three people); answers its certificate number. */
export async function approveReport(request: APIRequestContext, reportId: string): Promise<string> {
  const [tester, reviewer, approver] = await Promise.all(
    ['tester', 'reviewer', 'approver'].map((user) => apiAs(request, user)),
  )
  await transition(tester!, 'report', reportId, 'submitForAudit')
  await transition(reviewer!, 'report', reportId, 'passAudit')
  // Approving signs the certificate: the approver gives her password again.
  const approved = await transition(approver!, 'report', reportId, 'approve', { password: PASSWORD })
  expect(approved.reportNo).toBeTruthy()
  return approved.reportNo!
}

export async function reportPdf(request: APIRequestContext, reportId: string): Promise<Buffer> {
  const approver = await apiAs(request, 'approver')
  const answer = await request.get(`${hm}/report/pdf`, {
    headers: approver.headers,
    params: { id: reportId },
  })
  expect(answer.ok()).toBe(true)
  return answer.body()
}

/** One instrument registered, tested, reviewed and certified; the certificate's PDF as the customer gets it. */
export async function issueCertificate(
  request: APIRequestContext,
  holder: string,
  mobile = '13912345678',
  /** The instrument's name as registered (a name the charge standards file gets its price). */
  instrument = '弹簧管压力表',
  terms: OrderTerms = {},
  /** The pressure standard it is tested with (the demo lab's first usable one when not given). */
  deviceId?: string,
): Promise<IssuedCertificate> {
  const [reception, admin, tester, reviewer] = await Promise.all(
    ['reception', 'admin', 'tester', 'reviewer'].map((user) => apiAs(request, user)),
  )
  const { orderId, sampleId } = await register(request, holder, mobile, instrument, terms)
  const item = await reception!.post<{ id: string }>(`${hm}/test-item/submit`, {
    sampleId,
    name: '示值误差',
    abilityCode: '2',
  })
  await transition(reception!, 'order', orderId, 'submit')
  await transition(reception!, 'order', orderId, 'pass')
  await transition(reception!, 'sample', sampleId, 'receive', { condition: '完好' })
  type Dept = { id: string; code: string; children?: Dept[] }
  const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
  // The pressure group, where the demo tester and reviewer work (their data scope is their department's).
  const group = flat(await admin!.get<Dept[]>('/api/blade-system/dept/list')).find((d) => d.code === 'D0202')!
  const users = await admin!.post<{ records: { id: string; account: string }[] }>(
    '/api/blade-user/page',
    {},
    { current: 1, size: 50 },
  )
  const testerId = users.records.find((user) => user.account === 'tester')!.id
  await transition(admin!, 'test-item', item.id, 'dispatch', { groupId: group.id })
  await transition(admin!, 'test-item', item.id, 'assign', { testerId })
  // The demo lab's pressure standard (0–60 MPa): it measures what a pressure gauge's points are.
  const device = deviceId
    ? { id: deviceId }
    : recordableDevice(await tester!.get<PickerDevice[]>(`${hm}/standard-device/usable`), MEASURAND.pressure)!
  await tester!.post(`${hm}/test-item/results`, {
    itemId: item.id,
    points: [
      { nominal: '0.8', asFound: '0.812', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
      { nominal: '1.6', asFound: '1.61', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
    ],
    deviceIds: [device.id],
    measurand: MEASURAND.pressure,
    temperature: '20.2',
    humidity: '46',
    methodReference: 'JJG 52-2013 弹性元件式一般压力表、压力真空表和真空表检定规程',
  })
  await transition(tester!, 'test-item', item.id, 'lock')
  await transition(tester!, 'test-item', item.id, 'sendForConfirmation')
  await transition(admin!, 'test-item', item.id, 'confirm')
  await transition(reviewer!, 'test-item', item.id, 'review')
  const reports = await admin!.get<{ id: string; state: number }[]>(`${hm}/report/of-order`, { orderId })
  const reportId = reports[0]!.id
  const certificateNo = await approveReport(request, reportId)
  return { orderId, reportId, certificateNo, pdf: await reportPdf(request, reportId) }
}

/** Revokes a certificate (the lab's administrator, with a reason); answers its revision's report. */
export async function revokeCertificate(request: APIRequestContext, reportId: string): Promise<string> {
  const admin = await apiAs(request)
  const revoked = await transition(admin, 'report', reportId, 'revoke', { reason: '器具出厂编号录入有误' })
  expect(revoked.revisionId).toBeTruthy()
  return revoked.revisionId!
}
