import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDayOf } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import { NON_PERIODIC, deviceValidUntil } from '@/domain/standards/validity'
import { databaseKinds } from '../support/databases'
import { MEASURAND, standardDeviceBody } from '../support/standard-device'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

/*
 * The register of standard devices (标准器) on the resource engine: a serial number once per lab, dictionary
 * keys checked, valid-until derived from the last trace and the interval (set by hand only with a reason),
 * and the change history every write keeps.
 */

const TENANT = '100001'
const BASE = '/api/hm-metrology/standard-device'

type Device = {
  id: string
  serialNo: string
  certificateNo: string
  verificationCycle: string
  status: number
  lastTraceDate: string | null
  validUntil: string
  validUntilReason: string | null
}
type Change = { field: string; before: string | null; after: string | null }
type HistoryEntry = {
  id: string
  action: string
  changes: Change[]
  reason: string | null
  userName: string | null
  at: string
}

describe.each(databaseKinds)('the register of standard devices on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let quality: Session

  const submit = (session: Session, body: object) =>
    call<Envelope<Device>>(t.app, session, { method: 'POST', url: `${BASE}/submit`, payload: body })
  const remove = (session: Session, id: string) =>
    call<Envelope<null>>(t.app, session, { method: 'POST', url: `${BASE}/remove?ids=${id}` })
  const history = (session: Session, id: string) =>
    call<Envelope<HistoryEntry[]>>(t.app, session, { method: 'GET', url: `${BASE}/history?id=${id}` })
  const added = async (body: object) => {
    const response = await submit(admin, body)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body.data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    quality = await login(t.app, TENANT, 'quality')
  })
  afterAll(() => t.close())

  it('refuses a serial number another live device of the lab has, and takes it again once that one is removed', async () => {
    const first = await added(standardDeviceBody({ serialNo: 'DUP-0001' }))
    const again = await submit(admin, standardDeviceBody({ serialNo: 'DUP-0001', name: '另一台压力计' }))
    expect([again.status, again.body.msg]).toEqual([400, '出厂编号：已存在，不能重复'])
    // Changing another device to that serial is refused too; keeping its own serial on an edit is not.
    const other = await added(standardDeviceBody())
    const renamed = await submit(admin, { id: other.id, serialNo: 'DUP-0001' })
    expect([renamed.status, renamed.body.msg]).toEqual([400, '出厂编号：已存在，不能重复'])
    expect((await submit(admin, { id: first.id, serialNo: 'DUP-0001', model: 'CPG2500-B' })).status).toBe(200)

    expect((await remove(admin, first.id)).status).toBe(200)
    const reused = await submit(admin, standardDeviceBody({ serialNo: 'DUP-0001', name: '更换后的压力计' }))
    expect(reused.status, JSON.stringify(reused.body)).toBe(200)
    expect(reused.body.data.id).not.toBe(first.id)
  })

  it('requires what the register needs, refuses keys its dictionaries do not have, and keeps the state out of the form', async () => {
    const { name, serialNo, certificateNo } = standardDeviceBody()
    const bare = await submit(admin, { name, serialNo, certificateNo })
    expect(bare.status).toBe(400)
    for (const [field, value, message] of [
      ['measurand', '99', '测量参量：不是可选的值'],
      ['traceType', 9, '溯源方式：不是可选的值'],
      ['verificationCycle', '7', '检定周期：不是可选的值'],
      ['instrumentType', 3, '类型：不是可选的值'],
    ] as const) {
      const refused = await submit(admin, { ...standardDeviceBody(), [field]: value })
      expect([refused.status, refused.body.msg], field).toEqual([400, message])
    }
    // The state changes through its own step (状态变更) with a reason, never through the form: a state sent
    // here is not written, and a new device is in use.
    const device = await added({ ...standardDeviceBody(), status: 9 })
    expect(device.status).toBe(1)
    const edited = await submit(admin, { id: device.id, status: 5 })
    expect(edited.status).toBe(200)
    expect(edited.body.data.status).toBe(1)
  })

  it('derives valid-until from the last trace and the interval, and takes another day only with a reason', async () => {
    const lastTraceDate = addMonths(labDayOf(new Date()), -2)
    const derived = deviceValidUntil(lastTraceDate, '12')!
    const device = await added(standardDeviceBody({ lastTraceDate }))
    expect(device).toMatchObject({ lastTraceDate, validUntil: derived, validUntilReason: null })

    const handSet = addMonths(lastTraceDate, 6)
    const refused = await submit(admin, { id: device.id, validUntil: handSet })
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      `有效期至：与按上次溯源日期和检定周期推算的 ${derived} 不同，请填写有效期调整原因`,
    ])
    const blankReason = await submit(admin, { id: device.id, validUntil: handSet, validUntilReason: '  ' })
    expect(blankReason.status).toBe(400)
    const reason = '溯源证书只给出半年有效期'
    const accepted = await submit(admin, { id: device.id, validUntil: handSet, validUntilReason: reason })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.data).toMatchObject({ validUntil: handSet, validUntilReason: reason })

    // Sent empty it is derived again, and the reason goes with the hand-set day.
    const cleared = await submit(admin, { id: device.id, validUntil: '' })
    expect(cleared.body.data).toMatchObject({ validUntil: derived, validUntilReason: null })

    // A new device sent with the derived day needs no reason; one with another day does.
    expect((await submit(admin, standardDeviceBody({ lastTraceDate, validUntil: derived }))).status).toBe(200)
    const newHandSet = await submit(
      admin,
      standardDeviceBody({ lastTraceDate, validUntil: handSet, validUntilReason: null }),
    )
    expect(newHandSet.status).toBe(400)
    expect(newHandSet.body.msg).toContain('请填写有效期调整原因')
  })

  it('moves a derived valid-until on with a new trace date sent with the form, and keeps a reason to the write that gave it', async () => {
    const lastTraceDate = addMonths(labDayOf(new Date()), -3)
    const device = await added(standardDeviceBody({ lastTraceDate }))
    // The edit form sends the stored valid-until back with the new trace date.
    const retraced = addMonths(lastTraceDate, 1)
    const moved = await submit(admin, {
      id: device.id,
      lastTraceDate: retraced,
      validUntil: device.validUntil,
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data).toMatchObject({
      validUntil: deviceValidUntil(retraced, '12'),
      validUntilReason: null,
    })

    const handSet = addMonths(retraced, 6)
    const reason = '证书注明半年后复校'
    await submit(admin, { id: device.id, validUntil: handSet, validUntilReason: reason })
    // A later rename keeps the hand-set day and does not repeat its reason in the history.
    const renamed = await submit(admin, {
      id: device.id,
      name: '精密数字压力计（二号）',
      validUntil: handSet,
    })
    expect(renamed.body.data).toMatchObject({ validUntil: handSet, validUntilReason: reason })
    const [latest, byHand] = (await history(admin, device.id)).body.data
    expect(latest).toMatchObject({ action: 'update', reason: null })
    expect(latest!.changes.map((change) => change.field)).toEqual(['name'])
    expect(byHand).toMatchObject({ action: 'update', reason })
  })

  it('requires valid-until of a device with no last trace or no periodic interval', async () => {
    const missing = await submit(
      admin,
      standardDeviceBody({ verificationCycle: NON_PERIODIC, lastTraceDate: null }),
    )
    expect([missing.status, missing.body.msg]).toEqual([
      400,
      '有效期至：请填写，或填写上次溯源日期和检定周期由系统推算',
    ])
    const untraced = await submit(admin, standardDeviceBody({ lastTraceDate: null }))
    expect(untraced.status).toBe(400)

    // Given, it is taken as it is: there is nothing to derive it from, so no reason is asked for.
    const validUntil = addMonths(labDayOf(new Date()), 3)
    const nonPeriodic = await submit(
      admin,
      standardDeviceBody({ verificationCycle: NON_PERIODIC, validUntil, validUntilReason: null }),
    )
    expect(nonPeriodic.status, JSON.stringify(nonPeriodic.body)).toBe(200)
    expect(nonPeriodic.body.data).toMatchObject({ verificationCycle: NON_PERIODIC, validUntil })
  })

  it('keeps the history: the creation, each change with its fields before and after and its reason, the removal', async () => {
    const body = standardDeviceBody({ certificateNo: 'HIS-0001' })
    const device = await added(body)
    const derived = deviceValidUntil(body.lastTraceDate, '12')!
    const [created, ...none] = (await history(admin, device.id)).body.data
    expect(none).toEqual([])
    expect(created).toMatchObject({ action: 'create', reason: null, userName: '管理员' })
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'serialNo', before: null, after: body.serialNo },
        { field: 'certificateNo', before: null, after: 'HIS-0001' },
        { field: 'measurand', before: null, after: MEASURAND.pressure },
        { field: 'validUntil', before: null, after: derived },
      ]),
    )
    // A creation lists the values it set, not the empty ones.
    expect(created!.changes.filter((change) => change.after === null)).toEqual([])

    const reason = '新证书缩短了有效期'
    const handSet = addMonths(body.lastTraceDate!, 6)
    const edited = await submit(admin, {
      id: device.id,
      certificateNo: 'HIS-0002',
      validUntil: handSet,
      validUntilReason: reason,
      // Unchanged: not in the history.
      name: body.name,
      measurand: body.measurand,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    // Saving again what is already there changes nothing and keeps no entry.
    expect((await submit(admin, { id: device.id, name: body.name })).status).toBe(200)
    expect((await remove(admin, device.id)).status).toBe(200)

    const entries = (await history(admin, device.id)).body.data
    expect(entries.map((entry) => entry.action)).toEqual(['remove', 'update', 'create'])
    const [removed, updated] = entries
    expect(updated).toMatchObject({ reason, userName: '管理员' })
    expect(updated!.changes).toEqual([
      { field: 'certificateNo', before: 'HIS-0001', after: 'HIS-0002' },
      { field: 'validUntil', before: derived, after: handSet },
      { field: 'validUntilReason', before: null, after: reason },
    ])
    expect(removed).toMatchObject({ changes: [], userName: '管理员' })
    // Newest first.
    const times = entries.map((entry) => Date.parse(entry.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('lets a tester read the register and its history but change nothing; the quality manager keeps it', async () => {
    const device = await added(standardDeviceBody())
    const read = await history(tester, device.id)
    expect(read.status).toBe(200)
    expect(read.body.data.map((entry) => entry.action)).toEqual(['create'])
    const detail = await call<Envelope<Device>>(t.app, tester, {
      method: 'GET',
      url: `${BASE}/detail?id=${device.id}`,
    })
    expect(detail.status).toBe(200)

    expect((await submit(tester, standardDeviceBody())).status).toBe(403)
    expect((await submit(tester, { id: device.id, certificateNo: 'BY-TESTER' })).status).toBe(403)
    expect((await remove(tester, device.id)).status).toBe(403)
    expect((await history(tester, device.id)).body.data).toHaveLength(1)

    const byQuality = await submit(quality, { id: device.id, certificateNo: 'BY-QUALITY' })
    expect(byQuality.status, JSON.stringify(byQuality.body)).toBe(200)
    expect((await history(tester, device.id)).body.data[0]).toMatchObject({
      action: 'update',
      userName: '吴质量',
      changes: [{ field: 'certificateNo', before: device.certificateNo, after: 'BY-QUALITY' }],
    })
    // Without the list right, no history either.
    const finance = await login(t.app, TENANT, 'finance')
    expect((await history(finance, device.id)).status).toBe(403)
  })
})
