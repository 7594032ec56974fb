import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { standardDevice, traceResult } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { markPlanLineTraced } from '../../server/modules/standards/plans/lines'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

/*
 * Traceability plans through the API: proposed for a period from the devices falling due, edited by their
 * author, audited by someone else (passed, failed, split), devices taken off a plan under way through an
 * audited removal, cancelled, and completed (by hand, or by the last trace result recorded against a line).
 * Each case works in a year of its own, the latest first, so the devices one case registers fall due after the
 * period of every case that follows and are never proposed there.
 */

const TENANT = '100001'
const BASE = '/api/hm-metrology/trace-plan'
const DEVICES = '/api/hm-metrology/standard-device'

type Line = {
  id: string
  deviceId: string
  deviceName: string
  deviceSerialNo: string | null
  deviceValidUntil: string
  deviceStatus: number
  plannedDate: string
  checkWay: number | null
  agency: string | null
  state: string
  removalReason: string | null
  resultId: string | null
}
type AuditRow = {
  action: string
  fromState: number
  toState: number
  reason: string | null
  userName: string | null
}
type Plan = {
  id: string
  code: string
  name: string
  periodStart: string
  periodEnd: string
  status: number
  authorId: string
  authorName: string | null
  auditorName: string | null
  auditRemark: string | null
  remark: string | null
  splitFrom: { id: string; code: string } | null
  splits: { id: string; code: string }[]
  lines: Line[]
  actions: string[]
  audit: AuditRow[]
}
type Answer = Envelope<Plan> & { data: Plan & { problem?: string } }

/** The day a year's interval after `lastTraceDate` ends (what the server derives as valid-until). */
const traced = (validUntil: string) => {
  const day = new Date(`${validUntil}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  day.setUTCFullYear(day.getUTCFullYear() - 1)
  return day.toISOString().slice(0, 10)
}

describe.each(databaseKinds)('traceability plans on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let quality: Session
  let tester: Session
  let serial = 0

  const post = (session: Session, path: string, payload: object) =>
    call<Answer>(t.app, session, { method: 'POST', url: `${BASE}/${path}`, payload })
  const ok = async (session: Session, path: string, payload: object) => {
    const answer = await post(session, path, payload)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  /** A refused call: its status, and the message (zh) and problem code it answers. */
  const refused = async (
    session: Session,
    path: string,
    payload: object,
    status: number,
    message: string,
  ) => {
    const answer = await post(session, path, payload)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(answer.body.msg).toContain(message)
    return answer.body.data
  }
  const detail = async (id: string, session = admin) => {
    const answer = await call<Answer>(t.app, session, { method: 'GET', url: `${BASE}/detail?id=${id}` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  /** A device valid until the day given (a yearly interval traced the day after, a year before). */
  const device = async (name: string, validUntil: string, extra: object = {}) => {
    serial += 1
    const answer = await call<Envelope<{ id: string; validUntil: string }>>(t.app, admin, {
      method: 'POST',
      url: `${DEVICES}/submit`,
      payload: {
        name,
        serialNo: `PLAN-${kind}-${serial}`,
        instrumentType: 1,
        measurand: '5',
        traceType: 1,
        verificationCycle: '12',
        lastTraceDate: traced(validUntil),
        certificateNo: `CERT-${serial}`,
        checkWay: 1,
        ...extra,
      },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.validUntil).toBe(validUntil)
    return answer.body.data.id
  }
  const propose = (year: number, name = `${year}年度溯源计划`, session = admin) =>
    ok(session, 'propose', { name, periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` })
  /** The plan as its author sends it back: every field as it stands, lines changed by `lines`. */
  const edits = (plan: Plan, lines: object[] = plan.lines, extra: object = {}) => ({
    id: plan.id,
    name: plan.name,
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
    remark: plan.remark,
    lines: lines.map((line) => {
      const { id, deviceId, plannedDate, checkWay, agency } = line as Line
      return { id, deviceId, plannedDate, checkWay, agency }
    }),
    ...extra,
  })
  const deviceIds = (plan: Plan) => plan.lines.map((line) => line.deviceId).sort()
  const actionsOf = (plan: Plan) => plan.audit.map((row) => row.action)
  /** A plan of the year with the devices given, sent by admin and passed by quality. */
  const inProgress = async (year: number, count: number) => {
    for (let index = 0; index < count; index += 1)
      await device(`进行中-${year}-${index}`, `${year}-0${index + 3}-01`)
    const plan = await propose(year)
    expect(plan.lines).toHaveLength(count)
    await ok(admin, 'send', { id: plan.id })
    return ok(quality, 'audit', { id: plan.id, verdict: 'pass' })
  }
  /** A trace result recorded for a line's device, and the line marked traced, as the results module does. */
  const trace = (line: Pick<Line, 'id' | 'deviceId'>, recordedBy: Session, deviceId = line.deviceId) =>
    withTenant(t.database.db, TENANT, async (tx) => {
      const resultId = uuidv7()
      await tx.insert(traceResult).values({
        tenantId: TENANT,
        id: resultId,
        deviceId,
        planLineId: line.id,
        traceDate: '2026-01-05',
        traceType: 1,
        certificateNo: `R-${resultId.slice(-6)}`,
        result: 1,
        recordedBy: recordedBy.userId,
      })
      return markPlanLineTraced(tx, TENANT, line.id, resultId)
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    quality = await login(t.app, TENANT, 'quality')
    tester = await login(t.app, TENANT, 'tester')
  })
  afterAll(() => t.close())

  it('proposes a draft (1) of every device falling due that no open plan holds, planned 15 days ahead', async () => {
    const early = await device('早到期压力计', '2015-01-05', { checkWay: 2 })
    const later = await device('年中到期压力计', '2015-03-10')
    const scrapped = await device('已报废压力计', '2015-06-01')
    await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .update(standardDevice)
        .set({ status: 3 })
        .where(and(eq(standardDevice.tenantId, TENANT), eq(standardDevice.id, scrapped))),
    )

    const january = await ok(admin, 'propose', {
      name: '一月溯源计划',
      periodStart: '2015-01-01',
      periodEnd: '2015-01-31',
      remark: '年初',
    })
    expect(january).toMatchObject({ status: 1, authorId: admin.userId, remark: '年初', splitFrom: null })
    expect(january.code).toMatch(/^SJ\d{8}\d{4}$/)
    expect(january.lines).toEqual([
      expect.objectContaining({
        deviceId: early,
        deviceName: '早到期压力计',
        deviceValidUntil: '2015-01-05',
        deviceStatus: 1,
        // 15 days before it falls due is before the period: the period's first day.
        plannedDate: '2015-01-01',
        checkWay: 2,
        agency: null,
        state: 'planned',
      }),
    ])
    expect(january.actions).toEqual(['edit', 'send', 'cancel', 'remove'])
    expect(january.audit).toEqual([expect.objectContaining({ action: 'propose', fromState: 0, toState: 1 })])

    // The early device is held by January's plan; the scrapped one never comes; the later one comes.
    const year = await propose(2015)
    expect(year.code).not.toBe(january.code)
    expect(year.lines.map((line) => [line.deviceId, line.plannedDate])).toEqual([[later, '2015-02-23']])

    // Cancelled, a plan frees its devices.
    await ok(admin, 'cancel', { id: january.id })
    expect((await detail(january.id)).status).toBe(30)
    const again = await propose(2015)
    expect(deviceIds(again)).toEqual([early])

    // The list is the engine's; quality reads plans, testers do not.
    const page = await call<Envelope<{ records: { id: string; status: number }[] }>>(t.app, quality, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=50`,
      payload: { searchType: 'N', searchParam: { filter: '{}', op: '{}' } },
    })
    expect(page.status).toBe(200)
    expect(page.body.data.records.map((row) => row.id)).toEqual(expect.arrayContaining([year.id, again.id]))
    expect((await call(t.app, tester, { method: 'GET', url: `${BASE}/detail?id=${year.id}` })).status).toBe(
      403,
    )
    expect(
      (await post(tester, 'propose', { name: 'x', periodStart: '2015-01-01', periodEnd: '2015-01-02' }))
        .status,
    ).toBe(403)

    await refused(
      admin,
      'propose',
      { name: '倒置', periodStart: '2015-02-01', periodEnd: '2015-01-01' },
      400,
      '计划结束日期不能早于开始日期',
    )

    // A draft is removed (by its author); nothing else is.
    const removeDraft = (session: Session, id: string) =>
      call<Answer>(t.app, session, { method: 'POST', url: `${BASE}/remove?ids=${id}` })
    expect((await removeDraft(quality, again.id)).status).toBe(403)
    expect((await removeDraft(admin, again.id)).status).toBe(200)
    expect((await call(t.app, admin, { method: 'GET', url: `${BASE}/detail?id=${again.id}` })).status).toBe(
      404,
    )
    const cancelledRemoval = await removeDraft(admin, january.id)
    expect(cancelledRemoval.status).toBe(409)
    expect(cancelledRemoval.body.msg).toContain('只有草稿可以删除')
  })

  it('lets only the author edit a draft: name, period, lines, each device once, free and within the period', async () => {
    const first = await device('编辑-甲', '2014-05-01')
    const second = await device('编辑-乙', '2014-06-01')
    const plan = await propose(2014)
    expect(deviceIds(plan)).toEqual([first, second].sort())
    const added = await device('编辑-丙', '2014-08-01')
    const [firstLine] = plan.lines.filter((line) => line.deviceId === first)

    await refused(quality, 'submit', edits(plan), 403, '仅限计划编制人操作')

    const changed = await ok(
      admin,
      'submit',
      edits(
        plan,
        [
          { ...firstLine, plannedDate: '2014-04-20', checkWay: 4, agency: '湖南省计量院' },
          { deviceId: added, plannedDate: '2014-07-15', checkWay: 1 },
        ],
        { name: '2014 修订', remark: '去掉乙，加入丙', periodEnd: '2014-11-30' },
      ),
    )
    expect(changed).toMatchObject({
      status: 1,
      name: '2014 修订',
      remark: '去掉乙，加入丙',
      periodEnd: '2014-11-30',
    })
    expect(changed.lines).toEqual([
      expect.objectContaining({
        id: firstLine!.id,
        plannedDate: '2014-04-20',
        checkWay: 4,
        agency: '湖南省计量院',
      }),
      expect.objectContaining({ deviceId: added, plannedDate: '2014-07-15', checkWay: 1, agency: null }),
    ])

    const twice = await refused(
      admin,
      'submit',
      edits(changed, [...changed.lines, { deviceId: first, plannedDate: '2014-05-01' }]),
      400,
      '同一标准器在计划中只能出现一次',
    )
    expect(twice).toMatchObject({ problem: 'plan.deviceTwice', line: 2 })
    await refused(
      admin,
      'submit',
      edits(changed, [{ ...changed.lines[0], plannedDate: '2014-12-15' }]),
      400,
      '计划溯源日期须在计划期间内',
    )

    // The device taken off is free: another plan proposes it, and this one cannot take it back.
    const other = await propose(2014, '另一计划')
    expect(deviceIds(other)).toEqual([second])
    await refused(
      admin,
      'submit',
      edits(changed, [...changed.lines, { deviceId: second, plannedDate: '2014-05-01' }]),
      400,
      '该标准器已在另一份未完成的溯源计划中',
    )
    await refused(
      admin,
      'submit',
      edits(changed, [...changed.lines, other.lines[0]!]),
      400,
      '计划中没有该标准器',
    )

    // Sent, it is the auditor's: no edit, no removal; an empty plan is not sent.
    expect((await ok(admin, 'send', { id: changed.id })).status).toBe(5)
    await refused(admin, 'submit', edits(changed), 409, '只有草稿、审核不通过或拆分退回的计划可以修改')
    const removal = await call<Answer>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/remove?ids=${changed.id}`,
    })
    expect(removal.status).toBe(409)
    const empty = await ok(admin, 'propose', {
      name: '空计划',
      periodStart: '2014-01-01',
      periodEnd: '2014-01-02',
    })
    expect(empty.lines).toEqual([])
    expect(empty.actions).toEqual(['edit', 'cancel', 'remove'])
    await refused(admin, 'send', { id: empty.id }, 400, '请至少添加一台标准器')
  })

  it('is audited by someone else: failed (10) back to its author, sent again (5), passed (15), cancelled (30)', async () => {
    await device('审核-甲', '2013-04-01')
    await device('审核-乙', '2013-05-01')
    const plan = await propose(2013)
    const sent = await ok(admin, 'send', { id: plan.id })
    expect(sent.status).toBe(5)
    expect(sent.actions).toEqual([])

    await refused(admin, 'audit', { id: plan.id, verdict: 'pass' }, 403, '计划编制人不能作为审核人操作')
    expect((await post(tester, 'audit', { id: plan.id, verdict: 'pass' })).status).toBe(403)
    await refused(admin, 'submit', edits(sent), 409, '只有草稿、审核不通过或拆分退回的计划可以修改')
    expect((await detail(plan.id, quality)).actions).toEqual(['pass', 'fail', 'split'])

    await refused(quality, 'audit', { id: plan.id, verdict: 'fail' }, 400, '请填写原因')
    const failed = await ok(quality, 'audit', { id: plan.id, verdict: 'fail', reason: '乙的溯源机构未定' })
    expect(failed).toMatchObject({ status: 10, auditorName: '吴质量', auditRemark: '乙的溯源机构未定' })
    expect(failed.actions).toEqual([])
    expect((await detail(plan.id)).actions).toEqual(['edit', 'send', 'cancel'])

    await refused(quality, 'submit', edits(failed), 403, '仅限计划编制人操作')
    const fixed = await ok(
      admin,
      'submit',
      edits(
        failed,
        failed.lines.map((line) => ({ ...line, agency: '省计量院' })),
      ),
    )
    expect(fixed.status).toBe(10)
    await ok(admin, 'send', { id: plan.id })
    const passed = await ok(quality, 'audit', { id: plan.id, verdict: 'pass' })
    expect(passed.status).toBe(15)
    expect(passed.lines.every((line) => line.agency === '省计量院')).toBe(true)
    expect(actionsOf(passed)).toEqual(['propose', 'send', 'fail', 'send', 'pass'])
    expect(passed.audit[2]).toMatchObject({
      fromState: 5,
      toState: 10,
      reason: '乙的溯源机构未定',
      userName: '吴质量',
    })

    await refused(admin, 'submit', edits(passed), 409, '只有草稿、审核不通过或拆分退回的计划可以修改')
    await refused(admin, 'audit', { id: plan.id, verdict: 'pass' }, 409, '当前状态不允许此操作')
    // A plan under way is stopped by an auditor, with a reason; not by its author.
    await refused(admin, 'cancel', { id: plan.id, reason: '不做了' }, 403, '计划编制人不能作为审核人操作')
    await refused(quality, 'cancel', { id: plan.id }, 400, '请填写原因')
    const cancelled = await ok(quality, 'cancel', { id: plan.id, reason: '标准器停用' })
    expect(cancelled.status).toBe(30)
    expect(cancelled.audit.at(-1)).toMatchObject({
      action: 'cancel',
      fromState: 15,
      toState: 30,
      reason: '标准器停用',
    })
    await refused(quality, 'complete', { id: plan.id }, 409, '当前状态不允许此操作')
    await refused(admin, 'cancel', { id: plan.id }, 409, '当前状态不允许此操作')
  })

  it('splits at audit: the lines kept go on (15), those sent back become a new plan (35) of the same author', async () => {
    await device('拆分-甲', '2012-03-01')
    await device('拆分-乙', '2012-04-01')
    await device('拆分-丙', '2012-05-01')
    const plan = await propose(2012)
    await ok(admin, 'send', { id: plan.id })
    const [kept, ...back] = plan.lines
    const backIds = back.map((line) => line.id)

    await refused(
      admin,
      'audit',
      { id: plan.id, verdict: 'split', lineIds: backIds, reason: '分批' },
      403,
      '计划编制人不能作为审核人操作',
    )
    await refused(
      quality,
      'audit',
      { id: plan.id, verdict: 'split', lineIds: [], reason: '分批' },
      400,
      '拆分时请勾选部分',
    )
    await refused(
      quality,
      'audit',
      { id: plan.id, verdict: 'split', lineIds: plan.lines.map((line) => line.id), reason: '分批' },
      400,
      '拆分时请勾选部分',
    )
    await refused(
      quality,
      'audit',
      { id: plan.id, verdict: 'split', lineIds: [uuidv7()], reason: '分批' },
      400,
      '计划中没有该标准器',
    )
    await refused(quality, 'audit', { id: plan.id, verdict: 'split', lineIds: backIds }, 400, '请填写原因')

    const split = await ok(quality, 'audit', {
      id: plan.id,
      verdict: 'split',
      lineIds: backIds,
      reason: '乙丙下季度再送',
    })
    expect(split.status).toBe(15)
    expect(split.lines.map((line) => line.id)).toEqual([kept!.id])
    expect(split.splits).toHaveLength(1)
    expect(split.audit.at(-1)).toMatchObject({
      action: 'split',
      fromState: 5,
      toState: 15,
      reason: '乙丙下季度再送',
    })

    const child = await detail(split.splits[0]!.id)
    expect(child).toMatchObject({
      status: 35,
      authorId: admin.userId,
      name: plan.name,
      periodStart: plan.periodStart,
      periodEnd: plan.periodEnd,
      splitFrom: { id: plan.id, code: plan.code },
      auditorName: '吴质量',
      auditRemark: '乙丙下季度再送',
    })
    expect(child.code).not.toBe(plan.code)
    expect(child.lines.map((line) => line.id).sort()).toEqual([...backIds].sort())
    expect(child.audit).toEqual([
      expect.objectContaining({
        action: 'split',
        fromState: 0,
        toState: 35,
        reason: '乙丙下季度再送',
        userName: '吴质量',
      }),
    ])
    expect(child.actions).toEqual(['edit', 'send', 'cancel'])

    // The author's to change and send again, like a failed plan.
    await refused(quality, 'submit', edits(child), 403, '仅限计划编制人操作')
    const edited = await ok(
      admin,
      'submit',
      edits(
        child,
        child.lines.map((line) => ({ ...line, agency: '外省送检' })),
      ),
    )
    expect(edited.status).toBe(35)
    await ok(admin, 'send', { id: child.id })
    expect((await ok(quality, 'audit', { id: child.id, verdict: 'pass' })).status).toBe(15)
  })

  it('takes a device off a plan under way only through an audited removal (25)', async () => {
    const plan = await inProgress(2011, 2)
    const [first, second] = plan.lines
    const ask = { id: plan.id, lineId: first!.id, reason: '送修' }

    await refused(quality, 'request-removal', ask, 403, '仅限计划编制人操作')
    await refused(admin, 'request-removal', { ...ask, reason: ' ' }, 400, '请填写原因')
    await refused(admin, 'request-removal', { ...ask, lineId: uuidv7() }, 400, '计划中没有该标准器')
    const asked = await ok(admin, 'request-removal', ask)
    expect(asked.status).toBe(25)
    expect(asked.lines.find((line) => line.id === first!.id)).toMatchObject({
      state: 'removal_pending',
      removalReason: '送修',
    })
    await refused(admin, 'request-removal', { ...ask, lineId: second!.id }, 409, '当前状态不允许此操作')
    expect((await detail(plan.id, quality)).actions).toEqual(['approveRemoval', 'rejectRemoval'])

    await refused(
      admin,
      'audit-removal',
      { id: plan.id, verdict: 'approve' },
      403,
      '计划编制人不能作为审核人操作',
    )
    await refused(quality, 'audit-removal', { id: plan.id, verdict: 'reject' }, 400, '请填写原因')
    const rejected = await ok(quality, 'audit-removal', {
      id: plan.id,
      verdict: 'reject',
      reason: '维修可在计划内完成',
    })
    expect(rejected.status).toBe(15)
    expect(rejected.lines.find((line) => line.id === first!.id)).toMatchObject({
      state: 'planned',
      removalReason: null,
    })

    await ok(admin, 'request-removal', { ...ask, reason: '已报废' })
    const approved = await ok(quality, 'audit-removal', { id: plan.id, verdict: 'approve' })
    expect(approved.status).toBe(15)
    expect(approved.lines.find((line) => line.id === first!.id)?.state).toBe('removed')
    expect(actionsOf(approved).slice(-4)).toEqual([
      'requestRemoval',
      'rejectRemoval',
      'requestRemoval',
      'approveRemoval',
    ])
    await refused(admin, 'request-removal', ask, 400, '只有待溯源的标准器可以申请移除')

    // The device removed is free for another plan; the other is still held.
    expect(deviceIds(await propose(2011, '补充计划'))).toEqual([first!.deviceId])

    // Not complete while a device is still to be traced; its trace result completes the plan by itself.
    await refused(admin, 'complete', { id: plan.id }, 400, '尚有标准器未完成溯源')
    expect(await trace(second!, quality)).toEqual({ planId: plan.id, status: 20 })
    const done = await detail(plan.id)
    expect(done.status).toBe(20)
    expect(done.lines.find((line) => line.id === second!.id)?.state).toBe('traced')
    expect(done.audit.at(-1)).toMatchObject({
      action: 'autoComplete',
      fromState: 15,
      toState: 20,
      userName: '吴质量',
    })
    expect(done.actions).toEqual([])
  })

  it('marks lines traced only on a plan under way, once each, with a result of the line’s device', async () => {
    const plan = await inProgress(2010, 3)
    const [first, second, third] = plan.lines
    const draft = await propose(2010, '草稿')
    await device('未入计划', '2010-09-01')
    const fresh = await propose(2010, '另一份草稿')
    expect(fresh.lines).toHaveLength(1)
    expect(draft.lines).toHaveLength(0)

    const refusedTrace = (line: Line, problem: string, deviceId = line.deviceId) =>
      expect(trace(line, admin, deviceId)).rejects.toMatchObject({ status: 400, data: { problem } })
    await refusedTrace(fresh.lines[0]!, 'plan.traceNotInProgress')
    await refusedTrace(first!, 'plan.resultMismatch', second!.deviceId)

    expect(await trace(first!, admin)).toEqual({ planId: plan.id, status: 15 })
    await refusedTrace(first!, 'plan.lineTraced')

    // While a removal is audited the others are still traced; the one asked for is not.
    await ok(admin, 'request-removal', { id: plan.id, lineId: second!.id, reason: '停用' })
    await refusedTrace(second!, 'plan.lineNotOpen')
    expect(await trace(third!, admin)).toEqual({ planId: plan.id, status: 25 })
    await refused(quality, 'complete', { id: plan.id }, 409, '当前状态不允许此操作')
    const approved = await ok(quality, 'audit-removal', { id: plan.id, verdict: 'approve' })
    expect(approved.status).toBe(15)
    expect(approved.actions).toEqual(['cancel', 'complete'])

    // Every line traced or removed: the author completes it by hand (20).
    const done = await ok(admin, 'complete', { id: plan.id })
    expect(done.status).toBe(20)
    expect(done.lines.map((line) => line.state).sort()).toEqual(['removed', 'traced', 'traced'])
    expect(done.audit.at(-1)).toMatchObject({ action: 'complete', fromState: 15, toState: 20 })
  })
})
