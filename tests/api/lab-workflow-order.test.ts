import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labCompactDate } from '@/domain/labClock'
import { REFUSALS } from '@/domain/workflow'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'

type AuditRow = {
  action: string
  fromState: number
  toState: number
  reason: string | null
  userName: string | null
}
type Workflow = { status: number; actions: string[]; audit: AuditRow[] }
type SampleWorkflow = Workflow & { sampleNo: string | null }

describe.each(databaseKinds)('order and sample workflow on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let pickup: Session
  let signature: string
  let customerId: string

  const orderAction = (session: Session, id: string, action: string, reason?: string) =>
    call<Envelope<{ status: number }>>(t.app, session, {
      method: 'POST',
      url: '/api/hm-metrology/order/transition',
      payload: { id, action, ...(reason === undefined ? {} : { reason }) },
    })
  const orderFlow = async (session: Session, id: string) =>
    (
      await call<Envelope<Workflow>>(t.app, session, {
        method: 'GET',
        url: `/api/hm-metrology/order/workflow?id=${id}`,
      })
    ).body.data
  const sampleAction = (session: Session, body: object) =>
    call<Envelope<{ status: number; sampleNo: string | null }>>(t.app, session, {
      method: 'POST',
      url: '/api/hm-metrology/sample/transition',
      payload: body,
    })
  const addItem = (session: Session, sampleId: string, name = '示值误差') =>
    call<Envelope<{ id: string }>>(t.app, session, {
      method: 'POST',
      url: '/api/hm-metrology/test-item/submit',
      payload: { sampleId, name, abilityCode: '1' },
    })
  const newOrder = async (withCustomer = true) => {
    const lines = [instrumentLine(), instrumentLine({ name: '数字温度计' })]
    const answer = await submitDraft(
      t.app,
      pickup,
      draftOf({ signature, instruments: lines, ...(withCustomer ? { enterId: customerId } : {}) }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return { id: answer.body.data.id, samples: lines.map((line) => line.id) }
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
    pickup = await login(t.app, TENANT, 'pickup')
    signature = await uploadImage(t.app, pickup)
    const today = await call<Envelope<PickupAppointmentDto[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/crm/pickup/list',
    })
    const appointment = today.body.data.find((entry) => entry.customerId)
    if (!appointment?.customerId) throw new Error('no seeded appointment of a customer today')
    customerId = appointment.customerId
  })
  afterAll(() => t.close())

  it('submits an order for review only with a test item on every sample', async () => {
    const order = await newOrder()
    expect((await orderFlow(admin, order.id)).actions).toEqual(['void'])
    const noItems = await orderAction(admin, order.id, 'submit')
    expect(noItems.body.msg).toBe(REFUSALS['order.itemsRequired'].zh)
    expect((await addItem(admin, order.samples[0]!)).status).toBe(200)
    expect((await orderAction(admin, order.id, 'submit')).body.msg).toBe(REFUSALS['order.itemsRequired'].zh)
    expect((await addItem(admin, order.samples[1]!, '测量范围')).status).toBe(200)
    const submitted = await orderAction(admin, order.id, 'submit')
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(submitted.body.data.status).toBe(100)
    // Submitting twice: the state moved on.
    expect((await orderAction(admin, order.id, 'submit')).status).toBe(409)
  })

  it("links an order of a customer met on site to the lab's customer and instrument records at submission", async () => {
    const onSite = await newOrder(false)
    // Refused (no items yet): nothing is created by a refused submission.
    expect((await orderAction(admin, onSite.id, 'submit')).body.msg).toBe(REFUSALS['order.itemsRequired'].zh)
    const detail = async () =>
      (
        await call<Envelope<{ enterId: string | null; samples: { instrumentId: string | null }[] }>>(
          t.app,
          admin,
          { method: 'GET', url: `/api/crm/registration/detail?id=${onSite.id}` },
        )
      ).body.data
    expect((await detail()).enterId).toBeNull()
    for (const sample of onSite.samples) await addItem(admin, sample)
    const submitted = await orderAction(admin, onSite.id, 'submit')
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const linked = await detail()
    expect(linked.enterId).toBeTruthy()
    expect(linked.samples.every((line) => line.instrumentId !== null)).toBe(true)
    const customer = await call<Envelope<{ name: string; phone: string | null }>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-crm/customer/detail?id=${linked.enterId}`,
    })
    expect(customer.body.data).toMatchObject({ name: '长沙现场新客户有限公司', phone: '13912345678' })
    // The next order of the same customer is linked to the same record.
    const again = await newOrder(false)
    for (const sample of again.samples) await addItem(admin, sample)
    await orderAction(admin, again.id, 'submit')
    const second = await call<Envelope<{ enterId: string | null }>>(t.app, admin, {
      method: 'GET',
      url: `/api/crm/registration/detail?id=${again.id}`,
    })
    expect(second.body.data.enterId).toBe(linked.enterId)
  })

  it('returns an order with a reason, passes it, and refuses a void of a released order to non-managers', async () => {
    const order = await newOrder()
    for (const sample of order.samples) await addItem(admin, sample)
    await orderAction(admin, order.id, 'submit')
    const noReason = await orderAction(admin, order.id, 'return', '  ')
    expect(noReason.status).toBe(400)
    expect(noReason.body.msg).toBe(REFUSALS['workflow.reasonRequired'].zh)
    expect((await orderAction(admin, order.id, 'return', '缺少委托协议')).body.data.status).toBe(50)
    await orderAction(admin, order.id, 'submit')
    expect((await orderAction(admin, order.id, 'pass')).body.data.status).toBe(300)
    // No more items once released.
    expect((await addItem(admin, order.samples[0]!)).status).toBe(409)

    const flow = await orderFlow(admin, order.id)
    expect(flow.audit.map((row) => [row.action, row.fromState, row.toState])).toEqual([
      ['submit', 50, 100],
      ['return', 100, 50],
      ['submit', 50, 100],
      ['pass', 100, 300],
    ])
    expect(flow.audit[1]).toMatchObject({ reason: '缺少委托协议', userName: expect.any(String) })
    expect(flow.actions).toContain('void')

    // Without the order_workflow permission the request is refused before the machine is asked.
    expect((await orderAction(reception, order.id, 'void', '客户取消')).status).toBe(403)
    const voided = await orderAction(admin, order.id, 'void', '客户取消')
    expect(voided.body.data.status).toBe(0)
    expect((await orderAction(admin, order.id, 'reinstate')).body.data.status).toBe(50)
  })

  it('receives a sample with its condition and a sample number, and rejects one only with a reason', async () => {
    const order = await newOrder()
    const [first, second] = order.samples as [string, string]
    const label = (id: string, format: 'zpl' | 'html') =>
      call<string>(t.app, reception, {
        method: 'GET',
        url: `/api/hm-metrology/sample/label?id=${id}&format=${format}`,
      })
    // No label before receipt: the sample has no number yet.
    const early = await label(first, 'html')
    expect(early.status).toBe(409)
    const missing = await sampleAction(admin, { id: first, action: 'receive' })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe(REFUSALS['sample.conditionRequired'].zh)
    const received = await sampleAction(admin, {
      id: first,
      action: 'receive',
      condition: '外观完好，附件齐全',
    })
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    expect(received.body.data.status).toBe(100)
    expect(received.body.data.sampleNo).toMatch(
      new RegExp(`^YP${labCompactDate(new Date()).slice(2)}\\d{4}$`),
    )

    expect((await sampleAction(admin, { id: second, action: 'reject' })).body.msg).toBe(
      REFUSALS['workflow.reasonRequired'].zh,
    )
    expect(
      (await sampleAction(admin, { id: second, action: 'reject', reason: '表头破损无法检定' })).body.data
        .status,
    ).toBe(0)
    const flow = (
      await call<Envelope<SampleWorkflow>>(t.app, admin, {
        method: 'GET',
        url: `/api/hm-metrology/sample/workflow?id=${first}`,
      })
    ).body.data
    expect(flow).toMatchObject({ status: 100, sampleNo: received.body.data.sampleNo })
    expect(flow.audit.map((row) => row.action)).toEqual(['receive'])
    expect(flow.actions).toEqual(['reject'])

    // Its label: the number, the instrument and a QR code, as ZPL for a label printer and as HTML to print.
    const sampleNo = received.body.data.sampleNo!
    const zpl = await label(first, 'zpl')
    expect(zpl.status).toBe(200)
    expect(zpl.raw.headers['content-type']).toContain('text/plain')
    expect(zpl.raw.body).toMatch(/^\^XA/)
    expect(zpl.raw.body).toContain(sampleNo)
    expect(zpl.raw.body).toContain('^BQ')
    const html = await label(first, 'html')
    expect(html.raw.headers['content-type']).toContain('text/html')
    expect(html.raw.body).toContain(sampleNo)
    expect(html.raw.body).toContain('<svg')
  })
})
