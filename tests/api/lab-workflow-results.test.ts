import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONDITION_MESSAGES } from '@/domain/results/conditions'
import { RESULT_MESSAGES } from '@/domain/results/measuredPoint'
import { REFUSALS } from '@/domain/workflow'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { itemResultVersion } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { CONDITIONS, authorise } from './lab-workflow-support'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'

type Point = {
  nominal: string
  error: string
  verdict: string | null
  asFoundError: string | null
  asFoundVerdict: string | null
}
type Result = {
  points: Point[]
  decisionRule: number
  guardBand: string | null
  deviceIds: string[]
  measuringStandardIds: string[]
  measurand: string | null
  procedureVersionId: string | null
  temperature: string | null
  humidity: string | null
  place: string | null
  methodReference: string | null
  warnings?: unknown[]
}

/** measure_quantity: what the item (a pressure gauge) and its standards measure. */
const PRESSURE = '5'

describe.each(databaseKinds)('results, confirmation and review of a test item on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session
  let itemId: string
  let sampleId: string
  let device: string
  let expired: string

  const post = <T>(session: Session, url: string, payload: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const hm = <T>(session: Session, url: string, payload: object) =>
    post<T>(session, `/api/hm-metrology/${url}`, payload)
  const item = (session: Session, action: string, extra: object = {}) =>
    hm<{ state: number }>(session, 'test-item/transition', { id: itemId, action, ...extra })
  const points = [
    {
      nominal: '0',
      asFound: '0.01',
      asLeft: '0.005',
      permittedError: '0.016',
      uncertainty: '0.004',
      unit: 'MPa',
    },
    {
      nominal: '0.8',
      asFound: '0.812',
      asLeft: '0.806',
      permittedError: '0.016',
      uncertainty: '0.004',
      unit: 'MPa',
    },
    { nominal: '1.6', asFound: '1.62', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
  ]

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    const pickup = await login(t.app, TENANT, 'pickup')

    // The reviewers hold the check permission (item_check) by the demo lab's seeded grants.
    const today = await call<Envelope<PickupAppointmentDto[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/crm/pickup/list',
    })
    const customerId = today.body.data.find((entry) => entry.customerId)?.customerId
    const line = instrumentLine()
    sampleId = line.id
    const signature = await uploadImage(t.app, pickup)
    const order = await submitDraft(
      t.app,
      pickup,
      draftOf({ signature, enterId: customerId, instruments: [line] }),
    )
    itemId = (
      await hm<{ id: string }>(admin, 'test-item/submit', { sampleId, name: '示值误差', abilityCode: '2' })
    ).body.data.id
    await hm(admin, 'order/transition', { id: order.body.data.id, action: 'submit' })
    await hm(admin, 'order/transition', { id: order.body.data.id, action: 'pass' })
    await hm(admin, 'sample/transition', { id: sampleId, action: 'receive', condition: '完好' })
    // To the pressure group of the thermal laboratory, where the demo tester and reviewer work: their data
    // scope over test items is their department's.
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<Envelope<Dept[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    await item(admin, 'dispatch', {
      groupId: flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id,
    })
    await authorise(t.app, admin, tester.userId, '2')
    expect((await item(admin, 'assign', { testerId: tester.userId })).body.data.state).toBe(300)
    // Standards fit for a 0–1.6 MPa gauge of MPE 0.016 MPa: a TUR of 4:1, no warning.
    const standard = (fields: object) =>
      hm<{ id: string }>(admin, 'standard-device/submit', {
        instrumentType: 1,
        measurand: PRESSURE,
        rangeMin: '0',
        rangeMax: '2.5',
        rangeUnit: 'MPa',
        mpe: '0.004',
        traceType: 1,
        verificationCycle: '12',
        ...fields,
      })
    const precise = await standard({
      name: '精密数字压力计',
      model: 'CPG2500',
      serialNo: 'N1234',
      certificateNo: 'YL2026-0815',
      validUntil: '2099-12-31',
    })
    expect(precise.status, JSON.stringify(precise.body)).toBe(200)
    device = precise.body.data.id
    const piston = await standard({
      name: '活塞式压力计',
      serialNo: 'N2019',
      certificateNo: 'YL2019-0001',
      lastTraceDate: '2019-01-02',
    })
    expect(piston.status, JSON.stringify(piston.body)).toBe(200)
    expired = piston.body.data.id
  })
  afterAll(() => t.close())

  it('only the tester records results; errors and verdicts are computed exactly; expired standards are refused', async () => {
    const byAdmin = await hm(admin, 'test-item/results', {
      itemId,
      points,
      deviceIds: [device],
      measurand: PRESSURE,
    })
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.body.msg).toBe(REFUSALS['item.notTester'].zh)
    const bad = await hm(tester, 'test-item/results', {
      itemId,
      points: [{ nominal: '1', permittedError: '1' }],
    })
    expect(bad.body.msg).toBe(RESULT_MESSAGES['result.readingRequired'].zh)
    const noQuantity = await hm(tester, 'test-item/results', { itemId, points, deviceIds: [device] })
    expect(noQuantity.status).toBe(400)
    expect(noQuantity.body.msg).toBe('请选择被测参量')
    const old = await hm(tester, 'test-item/results', {
      itemId,
      points,
      deviceIds: [expired],
      measurand: PRESSURE,
    })
    expect(old.status).toBe(400)
    expect(old.body.msg).toBe('标准器“活塞式压力计”已过有效期，不能使用')

    // Points without their conditions and method are kept, but cannot be locked.
    const bare = await hm<Result>(tester, 'test-item/results', {
      itemId,
      points,
      deviceIds: [device],
      measurand: PRESSURE,
    })
    expect(bare.status, JSON.stringify(bare.body)).toBe(200)
    expect(bare.body.data).toMatchObject({
      temperature: null,
      humidity: null,
      methodReference: null,
      measurand: PRESSURE,
      warnings: [],
    })
    const noConditions = await item(tester, 'lock')
    expect(noConditions.status).toBe(400)
    expect(noConditions.body.msg).toBe(REFUSALS['item.conditionsRequired'].zh)
    const onlyConditions = await hm(tester, 'test-item/results', {
      itemId,
      points,
      deviceIds: [device],
      measurand: PRESSURE,
      temperature: '20.3',
      humidity: '52',
    })
    expect(onlyConditions.status).toBe(200)
    expect((await item(tester, 'lock')).body.msg).toBe(REFUSALS['item.conditionsRequired'].zh)
    // Temperature -50 … 100 °C, humidity 0 … 100 %, as decimals.
    const hot = await hm(tester, 'test-item/results', { itemId, points, ...CONDITIONS, temperature: '100.5' })
    expect(hot.status).toBe(400)
    expect(hot.body.msg).toBe(CONDITION_MESSAGES['result.temperatureInvalid'].zh)
    const wet = await hm(tester, 'test-item/results', { itemId, points, ...CONDITIONS, humidity: '52%' })
    expect(wet.body.msg).toBe(CONDITION_MESSAGES['result.humidityInvalid'].zh)
    const badPlace = await hm(tester, 'test-item/results', { itemId, points, ...CONDITIONS, place: 'moon' })
    expect(badPlace.status).toBe(400)

    const noDevices = await hm(tester, 'test-item/results', { itemId, points, deviceIds: [], ...CONDITIONS })
    expect(noDevices.status, JSON.stringify(noDevices.body)).toBe(200)
    expect((await item(tester, 'lock')).body.msg).toBe(REFUSALS['item.devicesRequired'].zh)

    const saved = await hm<Result>(tester, 'test-item/results', {
      itemId,
      points,
      deviceIds: [device],
      measurand: PRESSURE,
      ...CONDITIONS,
      temperature: ' 20.30 ',
    })
    expect(saved.body.data.points.map((point) => [point.error, point.verdict])).toEqual([
      ['0.005', 'pass'],
      ['0.006', 'pass'],
      ['0.02', 'fail'],
    ])
    expect(saved.body.data.deviceIds).toEqual([device])
    expect(saved.body.data).toMatchObject({
      ...CONDITIONS,
      temperature: '20.30',
      measurand: PRESSURE,
      measuringStandardIds: [],
      procedureVersionId: null,
    })
    const read = await call<Envelope<Result>>(t.app, reviewer, {
      method: 'GET',
      url: `/api/hm-metrology/test-item/results?itemId=${itemId}`,
    })
    const { warnings, ...answered } = saved.body.data
    expect(warnings).toEqual([])
    expect(read.body.data).toEqual(answered)
  })

  it('judges by the decision rule of the lab’s capability for the item, and the as-found reading too', async () => {
    // Simple acceptance without a capability: the third point's as-found (1.62 against 1.6 ± 0.016) fails.
    const save = () =>
      hm<Result>(tester, 'test-item/results', {
        itemId,
        points,
        deviceIds: [device],
        measurand: PRESSURE,
        ...CONDITIONS,
        temperature: ' 20.30 ',
      })
    const simple = await save()
    expect(simple.body.data.decisionRule).toBe(1)
    expect(simple.body.data.points.map((point) => [point.asFoundError, point.asFoundVerdict])).toEqual([
      ['0.01', 'pass'],
      ['0.012', 'pass'],
      ['0.02', 'fail'],
    ])

    // The quality manager declares guarded acceptance (w = U) for calibrations of 示值误差 of pressure.
    const quality = await login(t.app, TENANT, 'quality')
    const declared = await post<{ id: string }>(quality, '/api/hm-metrology/capability/submit', {
      abilityCode: '2',
      itemName: '示值误差',
      measurand: PRESSURE,
      rangeMin: '0',
      rangeMax: '2.5',
      unit: 'MPa',
      cmc: '0.004',
      decisionRule: 2,
    })
    expect(declared.status, JSON.stringify(declared.body)).toBe(200)
    // A tester reads the scope, and may not change it.
    const page = await post<{ records: { id: string }[] }>(tester, '/api/hm-metrology/capability/page', {})
    expect(page.body.data.records.map((row) => row.id)).toContain(declared.body.data.id)
    const byTester = await post(tester, '/api/hm-metrology/capability/submit', { ...declared.body.data })
    expect(byTester.status).toBe(403)

    const guarded = await save()
    expect(guarded.body.data).toMatchObject({ decisionRule: 2, guardBand: null })
    // 0.005 and 0.006 lie within 0.016 − 0.004: pass, and as found 0.012 is on its edge (inside); the third,
    // 0.02 as found and reported, lies beyond the tolerance by no more than w: a conditional fail.
    expect(guarded.body.data.points.map((point) => [point.verdict, point.asFoundVerdict])).toEqual([
      ['pass', 'pass'],
      ['pass', 'pass'],
      ['conditionalFail', 'conditionalFail'],
    ])

    // Without the uncertainty of each point, guarded acceptance cannot judge: refused, nothing changes.
    const noU = await hm(tester, 'test-item/results', {
      itemId,
      points: points.map(({ uncertainty: _u, ...point }) => point),
      deviceIds: [device],
      measurand: PRESSURE,
      ...CONDITIONS,
    })
    expect(noU.status).toBe(400)
    expect(noU.body.msg).toBe('保护带接受须填写扩展不确定度')

    // Reporting values only: no verdict at all.
    const capabilityId = declared.body.data.id
    const detail = await call<Envelope<Record<string, unknown>>>(t.app, quality, {
      method: 'GET',
      url: `/api/hm-metrology/capability/detail?id=${capabilityId}`,
    })
    expect(
      (await post(quality, '/api/hm-metrology/capability/submit', { ...detail.body.data, decisionRule: 3 }))
        .status,
    ).toBe(200)
    const valuesOnly = await save()
    expect(valuesOnly.body.data.decisionRule).toBe(3)
    expect(valuesOnly.body.data.points.every((point) => point.verdict === null)).toBe(true)

    // The rest of this walk runs under simple acceptance again.
    expect((await post(quality, `/api/hm-metrology/capability/remove?ids=${capabilityId}`, {})).status).toBe(
      200,
    )
    expect((await save()).body.data.decisionRule).toBe(1)
  })

  it('an uncertainty budget gives the points their U; a U below the CMC is refused; templates per capability', async () => {
    const quality = await login(t.app, TENANT, 'quality')
    const declared = await post<{ id: string }>(quality, '/api/hm-metrology/capability/submit', {
      abilityCode: '2',
      itemName: '示值误差',
      measurand: PRESSURE,
      rangeMin: '0',
      rangeMax: '1',
      unit: 'MPa',
      cmc: '0.004',
      decisionRule: 1,
    })
    expect(declared.status, JSON.stringify(declared.body)).toBe(200)
    const capabilityId = declared.body.data.id
    const budget = {
      coverage: 'p95',
      components: [
        { type: 'A', name: '重复性', readings: ['0.806', '0.807', '0.806', '0.805', '0.806'] },
        { type: 'B', name: '标准器', basis: 'expanded', value: '0.004', coverageFactor: '2' },
        { type: 'B', name: '分辨力', basis: 'halfWidth', value: '0.0005', distribution: 'rectangular' },
      ],
    }
    type Budgeted = Omit<Result, 'points'> & {
      points: (Point & { uncertainty: string | null; coverageFactor: string | null })[]
      uncertainty: {
        expanded: string
        coverageFactor: string
        effectiveDegreesOfFreedom: number | null
      } | null
      uncertaintyBudget: unknown
    }
    const save = (pointsOf: object[], uncertaintyBudget: object | null) =>
      hm<Budgeted>(tester, 'test-item/results', {
        itemId,
        points: pointsOf,
        deviceIds: [device],
        measurand: PRESSURE,
        ...CONDITIONS,
        temperature: ' 20.30 ',
        uncertaintyBudget,
      })
    const blankU = points.map((point) => ({ ...point, uncertainty: '' }))

    // s = 0.000707 over 5 readings, u = s/√5 (ν = 4); 0.002 from the standard's certificate; 0.000289 from
    // the resolution. uc = 0.002045, νeff ≈ 7000, k = t95 = 1.96, U = 0.0040088 → 0.0040.
    const saved = await save(blankU, budget)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.uncertainty).toMatchObject({ expanded: '0.0040', coverageFactor: '1.96' })
    expect(saved.body.data.uncertainty?.effectiveDegreesOfFreedom).toBeGreaterThan(6999)
    expect(saved.body.data.points.map((point) => [point.uncertainty, point.coverageFactor])).toEqual([
      ['0.0040', '1.96'],
      ['0.0040', '1.96'],
      ['0.0040', '1.96'],
    ])
    expect(saved.body.data.uncertaintyBudget).toEqual(budget)

    // A U typed for a point stays, at the lab's k = 2; one below the CMC of the range is refused.
    const typed = await save([{ ...blankU[0]!, uncertainty: '0.005' }, ...blankU.slice(1)], budget)
    expect(typed.body.data.points[0]).toMatchObject({ uncertainty: '0.005', coverageFactor: null })
    const better = await save([blankU[0]!, { ...blankU[1]!, uncertainty: '0.0035' }, blankU[2]!], null)
    expect(better.status).toBe(400)
    expect(better.body.msg).toBe(
      '第2个测量点：扩展不确定度小于本实验室该测量范围的校准和测量能力（CMC） 0.004MPa',
    )
    // A budget whose U is below the CMC is refused the same way.
    const optimistic = await save(blankU, {
      coverage: 'k2',
      components: [{ type: 'B', name: '标准器', basis: 'expanded', value: '0.002', coverageFactor: '2' }],
    })
    expect(optimistic.status).toBe(400)
    expect(optimistic.body.msg).toContain('（CMC） 0.004MPa')
    // Outside the capability's range no CMC applies.
    const outside = await save(
      [{ nominal: '1.6', asLeft: '1.601', permittedError: '0.016', uncertainty: '0.003', unit: 'MPa' }],
      null,
    )
    expect(outside.status, JSON.stringify(outside.body)).toBe(200)
    // A component that cannot be evaluated is named.
    const broken = await save(blankU, {
      coverage: 'p95',
      components: [budget.components[1], { type: 'A', name: '重复性', readings: ['0.806'] }],
    })
    expect(broken.status).toBe(400)
    expect(broken.body.msg).toBe('第2个分量：A类评定须有2至100个重复测量值')
    // Refused saves changed nothing.
    const read = await call<Envelope<Budgeted>>(t.app, tester, {
      method: 'GET',
      url: `/api/hm-metrology/test-item/results?itemId=${itemId}`,
    })
    expect(read.body.data.points).toHaveLength(1)

    // The quality office keeps the budget as the capability's template; the tester starts from it.
    const templateUrl = `/api/hm-metrology/capability/${capabilityId}/uncertainty-template`
    const byTester = await call(t.app, tester, { method: 'PUT', url: templateUrl, payload: budget })
    expect(byTester.status).toBe(403)
    const kept = await call<Envelope<typeof budget>>(t.app, quality, {
      method: 'PUT',
      url: templateUrl,
      payload: budget,
    })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    // One day's readings are not part of a template.
    expect(kept.body.data.components[0]).toMatchObject({ type: 'A', readings: [] })
    const template = await call<Envelope<{ capabilityId: string; template: typeof budget }>>(t.app, tester, {
      method: 'GET',
      url: `/api/hm-metrology/capability/uncertainty-template?itemId=${itemId}&measurand=${PRESSURE}`,
    })
    expect(template.body.data).toEqual({ capabilityId, template: kept.body.data })
    const history = await call<Envelope<{ changes: { field: string }[] }[]>>(t.app, quality, {
      method: 'GET',
      url: `/api/hm-metrology/capability/history?id=${capabilityId}`,
    })
    expect(history.body.data[0]?.changes.map((change) => change.field)).toEqual(['uncertaintyTemplate'])

    expect((await post(quality, `/api/hm-metrology/capability/remove?ids=${capabilityId}`, {})).status).toBe(
      200,
    )
    const restored = await save(points, null)
    expect(restored.body.data.uncertainty).toBeNull()
  })

  it('tester, confirmer and reviewer are three people; a return keeps the result as a version', async () => {
    expect((await item(tester, 'lock')).body.data.state).toBe(350)
    // Locked: the result can no longer be changed.
    const locked = await hm(tester, 'test-item/results', {
      itemId,
      points,
      deviceIds: [device],
      measurand: PRESSURE,
    })
    expect(locked.status).toBe(409)
    expect((await item(tester, 'sendForConfirmation')).body.data.state).toBe(400)
    // The tester holds no check permission, and the machine would refuse her anyway.
    expect((await item(tester, 'confirm')).status).toBe(403)
    expect((await item(admin, 'confirm')).body.data.state).toBe(500)
    const sameAsConfirmer = await item(admin, 'review')
    expect(sameAsConfirmer.status).toBe(403)
    expect(sameAsConfirmer.body.msg).toBe(REFUSALS['item.sameAsConfirmer'].zh)

    expect((await item(reviewer, 'return')).body.msg).toBe(REFUSALS['workflow.reasonRequired'].zh)
    expect((await item(reviewer, 'return', { reason: '第3点超差，请复测' })).body.data.state).toBe(300)
    // The returned result is kept with its conditions; the new one is measured again, on site this time.
    const [kept] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ conditions: itemResultVersion.conditions })
        .from(itemResultVersion)
        .where(and(eq(itemResultVersion.tenantId, TENANT), eq(itemResultVersion.itemId, itemId))),
    )
    expect(kept!.conditions).toEqual({
      ...CONDITIONS,
      temperature: '20.30',
      measurand: PRESSURE,
      procedureVersionId: null,
      measuringStandardIds: [],
      // The rule it was judged by stays with it.
      decisionRule: 1,
      guardBand: null,
      uncertaintyBudget: null,
    })
    await hm(tester, 'test-item/results', {
      itemId,
      points: points.map((point) => (point.nominal === '1.6' ? { ...point, asLeft: '1.604' } : point)),
      deviceIds: [device],
      measurand: PRESSURE,
      ...CONDITIONS,
      temperature: '21.0',
      place: 'site',
    })
    await item(tester, 'lock')
    await item(tester, 'sendForConfirmation')
    await item(admin, 'confirm')
    const reviewed = await item(reviewer, 'review')
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200)
    expect(reviewed.body.data.state).toBe(600)

    const sample = await call<Envelope<{ status: number; audit: { action: string }[] }>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/sample/workflow?id=${sampleId}`,
    })
    // Its only item done: the sample's testing is finished (automatic, audited).
    expect(sample.body.data.status).toBe(400)
    expect(sample.body.data.audit.map((row) => row.action)).toEqual([
      'receive',
      'startTesting',
      'finishTesting',
    ])
  })
})
