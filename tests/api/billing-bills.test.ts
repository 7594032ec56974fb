import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { standardDeviceBody } from '../support/standard-device'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { pageOf } from './access-support'
import { authorise, hmPost, releasedOrder, reviewedItem } from './lab-workflow-support'

const TENANT = '100001'
const BASE = '/api/hm-finance/bill'
const STANDARDS = '/api/hm-metrology/charge-standard'

type Bill = {
  objectState: number
  total: string
  paid: string
  balance: string
  items: { id: string; unitPrice: string | null; quantity: number; amount: string }[]
  payments: { id: string; amount: string; confirmedBy: string | null }[]
  actions: string[]
  audit: { action: string; reason: string | null }[]
}
type Answer<T> = Envelope<T> & { data: T & { problem?: string } }

describe.each(databaseKinds)('bills and payments on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let finance: Session
  let reception: Session
  let tester: Session & { userId: string }
  let orderId: string

  const bill = async (session = finance) => {
    const answer = await call<Envelope<Bill>>(t.app, session, {
      method: 'GET',
      url: `${BASE}/detail?orderId=${orderId}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const step = (session: Session, action: string, reason?: string) =>
    call<Answer<{ objectState: number }>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/transition`,
      payload: { orderId, action, ...(reason ? { reason } : {}) },
    })
  const record = (session: Session, amount: string, extra: object = {}) =>
    call<Answer<{ id: string }>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/payment`,
      payload: { orderId, amount, chargeType: '5', paidOn: '2026-11-27', ...extra },
    })
  const confirm = (session: Session, id: string) =>
    call<Answer<{ paid: string }>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/payment/confirm`,
      payload: { id },
    })

  /** Each sample's sample_settlement, as the lab's sample list shows it. */
  const sampleSettlements = async () =>
    (
      await pageOf<{ settlement: number }>(t, admin, '/api/hm-metrology/sample/page', { orderId })
    ).body.data.records.map((row) => row.settlement)

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    finance = await login(t.app, TENANT, 'finance')
    reception = await login(t.app, TENANT, 'reception')
    tester = await login(t.app, TENANT, 'tester')
    const reviewer = await login(t.app, TENANT, 'reviewer')
    const pickup = await login(t.app, TENANT, 'pickup')
    await authorise(t.app, admin, tester.userId, '2')
    const device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ serialNo: 'N5678', certificateNo: 'YL2026-0816' }),
      )
    ).body.data.id
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const groupId = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id

    // Two pressure gauges (the charge standard files 压力表, verification, at 40.00 a piece).
    const order = await releasedOrder(t.app, { admin, pickup }, 2)
    orderId = order.orderId
    const before = await bill()
    expect(before.objectState).toBe(50)
    expect(before.items.map((item) => [item.unitPrice, item.quantity, item.amount])).toEqual([
      ['40.00', 1, '40.00'],
      ['40.00', 1, '40.00'],
    ])
    expect(before.total).toBe('80.00')

    // A later change of the standard price does not change the order already taken.
    const standards = await pageOf<{ id: string; instrumentName: string }>(t, admin, `${STANDARDS}/page`, {
      instrumentName: '压力表',
    })
    const gauge = standards.body.data.records[0]!
    await call(t.app, admin, {
      method: 'POST',
      url: `${STANDARDS}/submit`,
      payload: { ...gauge, price: '55.00' },
    })

    for (const itemId of order.itemIds)
      await reviewedItem(t.app, { admin, tester, reviewer }, itemId, { groupId, deviceId: device })
  })
  afterAll(() => t.close())

  it('is to settle once testing is done, with the prices the order was taken at', async () => {
    const open = await bill()
    expect([open.objectState, open.total, open.balance]).toEqual([100, '80.00', '80.00'])
    expect(open.actions).toEqual(['settle'])
  })

  it('is settled by finance, not by reception, and a payment is refused before', async () => {
    expect((await record(finance, '10.00')).body.data.problem).toBe('payment.notSettled')
    expect((await step(reception, 'settle')).status).toBe(403)
    expect(await sampleSettlements()).toEqual([1, 1])
    expect((await step(finance, 'settle')).body.data.objectState).toBe(200)
    expect(await sampleSettlements()).toEqual([2, 2])
    const noReason = await step(finance, 'guarantee')
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请填写原因'])
  })

  it('keeps a settled bill’s total: no new item, contract or reduction changes it', async () => {
    const settled = await bill()
    const samples = await pageOf<{ id: string }>(t, admin, '/api/hm-metrology/sample/page', { orderId })
    // Another item for a sample of the settled order: whether the lab takes it or not, the bill stays as settled.
    await call(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/test-item/submit',
      payload: { sampleId: samples.body.data.records[0]!.id, name: '回程误差', abilityCode: '2' },
    })
    const reduced = await call(t.app, finance, {
      method: 'POST',
      url: `${BASE}/reduction`,
      payload: { orderId, itemId: settled.items[0]!.id, reductionType: '1', reductionPercent: '50' },
    })
    expect(reduced.status).toBe(409)
    const contract = await call(t.app, finance, {
      method: 'POST',
      url: `${BASE}/contract`,
      payload: { orderId, contractId: null },
    })
    expect(contract.status).toBe(409)
    expect((await bill()).total).toBe(settled.total)
  })

  it('counts a payment once someone other than its recorder confirms it, and is paid when covered', async () => {
    const first = (await record(finance, '50.00')).body.data.id
    expect((await bill()).paid).toBe('0.00')
    const own = await confirm(finance, first)
    expect([own.status, own.body.msg]).toEqual([403, '收款须由登记人以外的人员确认'])
    expect((await confirm(admin, first)).body.data.paid).toBe('50.00')
    expect((await confirm(admin, first)).status).toBe(409)

    const over = await record(finance, '30.01')
    expect([over.status, over.body.msg]).toEqual([400, '收款金额超过未收余额'])
    const bad = await record(finance, '1.005')
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入数字,可带两位小数'])
    const unknownType = await record(finance, '1.00', { chargeType: '9' })
    expect([unknownType.status, unknownType.body.msg]).toEqual([400, '请选择收费方式'])

    const second = (await record(finance, '30.00', { chargeType: '4', reference: 'TR20261127001' })).body.data
      .id
    await confirm(admin, second)
    const paid = await bill()
    expect([paid.objectState, paid.paid, paid.balance]).toEqual([400, '80.00', '0.00'])
    expect(paid.audit.map((row) => row.action)).toEqual(['settle', 'markPaid'])
    expect(await sampleSettlements()).toEqual([3, 3])
  })

  it('takes a refund with its reason back below the total, and the bill is owed again', async () => {
    const noReason = await record(finance, '-10.00')
    expect([noReason.status, noReason.body.msg]).toEqual([400, '退款请填写原因'])
    const tooMuch = await record(finance, '-80.01', { reason: '重复收款' })
    expect(tooMuch.body.msg).toBe('退款金额超过已收金额')
    const refund = (await record(finance, '-10.00', { reason: '重复收款' })).body.data.id
    await confirm(admin, refund)
    const owed = await bill()
    expect([owed.objectState, owed.paid, owed.balance]).toEqual([200, '70.00', '10.00'])
    expect(owed.audit.at(-1)?.action).toBe('markUnpaid')
  })

  it('is read by finance, not by a tester, and listed with its amounts', async () => {
    expect(
      (await call(t.app, tester, { method: 'GET', url: `${BASE}/detail?orderId=${orderId}` })).status,
    ).toBe(403)
    const listed = await pageOf<{ id: string; total: string; paid: string; objectState: number }>(
      t,
      finance,
      `${BASE}/page`,
      { objectState: '200' },
    )
    expect(listed.body.data.records.find((row) => row.id === orderId)).toMatchObject({
      total: '80.00',
      paid: '70.00',
      objectState: 200,
    })
  })
})
