import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSearchParam, type SearchCondition } from '@/domain/resources'
import { labDayOf } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import { deviceValidUntil } from '@/domain/standards/validity'
import { databaseKinds } from '../support/databases'
import { MEASURAND, standardDeviceBody } from '../support/standard-device'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { authorise, hmGet, hmPost, releasedOrder } from './lab-workflow-support'

const TENANT = '100001'

type Page<T> = { records: T[]; total: number }
type AbilityRow = {
  id: string
  userName: string
  abilityCode: string
  itemName: string
  certificateNo: string | null
  validUntil: string | null
  grantedByName: string | null
}
type DeviceRow = { id: string; name: string; certificateNo: string; validUntil: string; status: number }

describe.each(databaseKinds)('the lab settings: staff authorisations and standards on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let pickup: Session

  const page = <T>(session: Session, path: string, conditions: SearchCondition[] = []) =>
    call<Envelope<Page<T>>>(t.app, session, {
      method: 'POST',
      url: `/api/hm-metrology/${path}/page?current=1&size=50`,
      payload: { searchParam: encodeSearchParam(conditions) },
    })
  const abilitiesOfTester = async () =>
    (await page<AbilityRow>(admin, 'staff-ability')).body.data.records.filter(
      (row) => row.userName === '李检测' && row.abilityCode === '2',
    )

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    pickup = await login(t.app, TENANT, 'pickup')
  })
  afterAll(() => t.close())

  it('lists, withdraws and restores an authorisation, and assignment follows it', async () => {
    const order = await releasedOrder(t.app, { admin, pickup })
    const itemId = order.itemIds[0]!
    const depts = await call<Envelope<{ id: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    await hmPost(t.app, admin, 'test-item/transition', {
      id: itemId,
      action: 'dispatch',
      groupId: depts.body.data[0]!.id,
    })

    await authorise(t.app, admin, tester.userId, '2', { validUntil: '2099-06-30' })
    const [row] = await abilitiesOfTester()
    expect(row).toMatchObject({
      abilityCode: '2',
      itemName: '',
      validUntil: '2099-06-30',
      certificateNo: expect.stringMatching(/^JD-2-/),
      grantedByName: expect.any(String),
    })

    const withdrawn = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: `/api/hm-metrology/staff-ability/remove?ids=${row!.id}`,
    })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect(await abilitiesOfTester()).toEqual([])
    const refused = await hmPost(t.app, admin, 'test-item/transition', {
      id: itemId,
      action: 'assign',
      testerId: tester.userId,
    })
    expect(refused.body.msg).toMatch(/^李检测未获授权开展“.+”（校准）$/)

    // Granting again restores the same record, without an end this time.
    await authorise(t.app, admin, tester.userId, '2')
    const restored = await abilitiesOfTester()
    expect(restored).toMatchObject([{ id: row!.id, validUntil: null }])
    // Granted, withdrawn, granted again: each step stays in the authorisation's history, newest first.
    const history = await call<
      Envelope<{ action: string; changes: { field: string; after: string | null }[] }[]>
    >(t.app, admin, { method: 'GET', url: `/api/hm-metrology/staff-ability/history?id=${row!.id}` })
    expect(history.status).toBe(200)
    // (The demo lab's seed may have authorised her before: the first grant here is then an update too.)
    expect(history.body.data.map((entry) => entry.action).slice(0, 3)).toEqual(['update', 'remove', 'update'])
    expect(history.body.data[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'validUntil', after: null }),
    )
    const assigned = await hmPost<{ state: number }>(t.app, admin, 'test-item/transition', {
      id: itemId,
      action: 'assign',
      testerId: tester.userId,
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
  })

  it('refuses an unknown kind of work and anyone without the button', async () => {
    const unknown = await hmPost(t.app, admin, 'staff-ability/submit', {
      userId: tester.userId,
      abilityCode: '9',
    })
    expect(unknown.status).toBe(400)
    const byTester = await hmPost(t.app, tester, 'staff-ability/submit', {
      userId: tester.userId,
      abilityCode: '1',
    })
    expect(byTester.status).toBe(403)
    const removeByTester = await call(t.app, tester, {
      method: 'POST',
      url: `/api/hm-metrology/staff-ability/remove?ids=${tester.userId}`,
    })
    expect(removeByTester.status).toBe(403)
    // Testers see who is authorised for what (their lab's menu grants them the list).
    expect((await page<AbilityRow>(tester, 'staff-ability')).status).toBe(200)
  })

  it('keeps the standards on the engine: add, edit, what a result may record, remove', async () => {
    const body = standardDeviceBody({
      name: '标准砝码组',
      model: 'E2 1mg-500g',
      measurand: MEASURAND.mass,
      rangeMin: '0.001',
      rangeMax: '500',
      rangeUnit: 'g',
      certificateNo: 'ZJ2026-0311',
    })
    const added = await hmPost<DeviceRow>(t.app, admin, 'standard-device/submit', body)
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const id = added.body.data.id
    // What the result's picker offers: the live devices, each with why it cannot be chosen today (if so).
    const recordable = async () =>
      (
        await hmGet<{ id: string; unusable?: string | null }[]>(t.app, tester, 'standard-device/usable')
      ).body.data.some((row) => row.id === id && !row.unusable)
    expect(await recordable()).toBe(true)

    const listed = await page<DeviceRow>(tester, 'standard-device', [
      { field: 'certificateNo', op: '=', value: 'ZJ2026-0311' },
    ])
    // New devices are in use; valid-until follows from the last trace and the interval.
    expect(listed.body.data.records).toMatchObject([
      { id, name: '标准砝码组', status: 1, validUntil: deviceValidUntil(body.lastTraceDate, '12') },
    ])

    // Corrected: it was last traced 13 months ago (valid-until cleared, so derived again): past due, no longer
    // recordable.
    const lastTraceDate = addMonths(labDayOf(new Date()), -13)
    const edited = await hmPost<DeviceRow>(t.app, admin, 'standard-device/submit', {
      id,
      lastTraceDate,
      validUntil: '',
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.data.validUntil).toBe(deviceValidUntil(lastTraceDate, '12'))
    expect(await recordable()).toBe(false)

    const missing = await hmPost(t.app, admin, 'standard-device/submit', { name: '无证书' })
    expect(missing.status).toBe(400)
    const byTester = await hmPost(
      t.app,
      tester,
      'standard-device/submit',
      standardDeviceBody({ name: '私自添加' }),
    )
    expect(byTester.status).toBe(403)

    const removed = await call(t.app, admin, {
      method: 'POST',
      url: `/api/hm-metrology/standard-device/remove?ids=${id}`,
    })
    expect(removed.status).toBe(200)
    expect(
      (await page<DeviceRow>(admin, 'standard-device')).body.data.records.map((row) => row.id),
    ).not.toContain(id)
  })
})
