import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFUSALS } from '@/domain/workflow'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { authorise } from './lab-workflow-support'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'

type Workflow = {
  state: number
  actions: string[]
  audit: { action: string; fromState: number; toState: number }[]
}

describe.each(databaseKinds)('test items: dispatch, authorised assignment, cancel on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let pickup: Session
  let groupId: string
  let order: { id: string; sampleId: string; itemId: string }

  const post = <T>(session: Session, url: string, payload: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url: `/api/hm-metrology/${url}`, payload })
  const item = (session: Session, body: object) =>
    post<{ state: number }>(session, 'test-item/transition', body)

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    pickup = await login(t.app, TENANT, 'pickup')
    // The department list is a tree (dept/list answers the roots with their children).
    const depts = await call<Envelope<{ id: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    groupId = depts.body.data[0]!.id
    const today = await call<Envelope<PickupAppointmentDto[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/crm/pickup/list',
    })
    const customerId = today.body.data.find((entry) => entry.customerId)?.customerId
    if (!customerId) throw new Error('no seeded appointment of a customer today')
    const line = instrumentLine()
    const signature = await uploadImage(t.app, pickup)
    const answer = await submitDraft(
      t.app,
      pickup,
      draftOf({ signature, enterId: customerId, instruments: [line] }),
    )
    const added = await post<{ id: string }>(admin, 'test-item/submit', {
      sampleId: line.id,
      name: '示值误差',
      abilityCode: '1',
    })
    order = { id: answer.body.data.id, sampleId: line.id, itemId: added.body.data.id }
  })
  afterAll(() => t.close())

  it('dispatches only items of a released order, to a known group', async () => {
    const early = await item(admin, { id: order.itemId, action: 'dispatch', groupId })
    expect(early.body.msg).toBe(REFUSALS['item.orderNotReleased'].zh)
    await post(admin, 'order/transition', { id: order.id, action: 'submit' })
    await post(admin, 'order/transition', { id: order.id, action: 'pass' })
    expect((await item(admin, { id: order.itemId, action: 'dispatch' })).body.msg).toBe(
      REFUSALS['item.groupRequired'].zh,
    )
    const dispatched = await item(admin, { id: order.itemId, action: 'dispatch', groupId })
    expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200)
    expect(dispatched.body.data.state).toBe(200)
  })

  it('assigns only a tester authorised for the item’s ability, once the sample is received; the sample starts testing', async () => {
    const unauthorised = await item(admin, { id: order.itemId, action: 'assign', testerId: tester.userId })
    expect(unauthorised.status).toBe(400)
    expect(unauthorised.body.msg).toMatch(/^李检测未获授权开展/)
    // An authorisation that ran out yesterday does not count.
    await authorise(t.app, admin, tester.userId, '1', { validUntil: '2020-01-01' })
    expect(
      (await item(admin, { id: order.itemId, action: 'assign', testerId: tester.userId })).body.msg,
    ).toBe('李检测开展“示值误差”（检定）的授权已于 2020-01-01 到期')
    await authorise(t.app, admin, tester.userId, '1')
    expect(
      (await item(admin, { id: order.itemId, action: 'assign', testerId: tester.userId })).body.msg,
    ).toBe(REFUSALS['item.sampleNotReceived'].zh)
    await post(admin, 'sample/transition', { id: order.sampleId, action: 'receive', condition: '完好' })
    const assigned = await item(admin, { id: order.itemId, action: 'assign', testerId: tester.userId })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(assigned.body.data.state).toBe(300)

    const sample = await call<Envelope<{ status: number; audit: { action: string }[] }>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/sample/workflow?id=${order.sampleId}`,
    })
    expect(sample.body.data.status).toBe(300)
    expect(sample.body.data.audit.map((row) => row.action)).toEqual(['receive', 'startTesting'])
  })

  it('leaves the tester’s steps to the tester, and cancels an item below 350 with a reason', async () => {
    const notTester = await item(admin, { id: order.itemId, action: 'lock' })
    expect(notTester.status).toBe(403)
    expect(notTester.body.msg).toBe(REFUSALS['item.notTester'].zh)
    // The tester herself may lock, once her results are recorded (tests/api/lab-workflow-results.test.ts).
    expect((await item(tester, { id: order.itemId, action: 'lock' })).body.msg).toBe(
      REFUSALS['item.resultsIncomplete'].zh,
    )
    // Cancelling is the lab's, not the tester's.
    expect((await item(tester, { id: order.itemId, action: 'cancel', reason: '不做了' })).status).toBe(403)
    expect((await item(admin, { id: order.itemId, action: 'cancel' })).body.msg).toBe(
      REFUSALS['workflow.reasonRequired'].zh,
    )
    expect(
      (await item(admin, { id: order.itemId, action: 'cancel', reason: '客户撤回' })).body.data.state,
    ).toBe(0)
    const flow = await call<Envelope<Workflow>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/test-item/workflow?id=${order.itemId}`,
    })
    expect(flow.body.data.audit.map((row) => [row.action, row.fromState, row.toState])).toEqual([
      ['dispatch', 100, 200],
      ['assign', 200, 300],
      ['cancel', 300, 0],
    ])
    expect(flow.body.data.actions).toEqual([])
  })
})
