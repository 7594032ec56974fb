import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedWorkflow } from '../../server/seed/seed-workflow'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'

type Definition = {
  id: string
  key: string
  name: string
  version: number
  approverRole: string
  approverRoleName: string
}
type Started = { processInstanceId: string; businessId: string; taskId: string | null }
type WorkItem = {
  taskId: string | null
  taskName: string | null
  taskStatus: string | null
  outcome: string | null
  comment: string | null
  processInstanceId: string
  processStatus: string
  businessId: string
  applicantName: string
  leaveType: string | null
  leaveTypeName: string | null
  days: number | null
}
type Step = {
  kind: string
  name: string
  userName: string | null
  time: string | null
  status: string
  outcome: string | null
  comment: string | null
  assigneeRoleName: string | null
}
type Detail = {
  leave: {
    id: string
    userName: string
    leaveType: string
    leaveTypeName: string
    days: number
    status: string
    reason: string
  }
  process: { processInstanceId: string; processDefinitionKey: string; status: string; endTime: string | null }
  history: Step[]
  currentTaskId: string | null
  canHandle: boolean
  canCancel: boolean
}
type Message = { id: string; title: string | null; text: string; category: string; read: boolean }

const TENANT = '100001'

describe.each(databaseKinds)('leave workflow on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let approver: Session
  let reviewer: Session
  let finance: Session
  let definition: Definition
  // Each request takes its own week so that none overlaps another.
  let week = 0

  const get = <T>(session: Session, url: string, headers: Record<string, string> = {}) =>
    call<Envelope<T>>(t.app, session, { method: 'GET', url, headers })
  const post = <T>(session: Session, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    call<Envelope<T>>(t.app, session, {
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers,
    })

  /** A Monday-to-Tuesday leave in a week of its own, in 2031. */
  const nextWeek = () => {
    const monday = new Date(Date.UTC(2031, 0, 6 + 7 * week++))
    const day = (offset: number) =>
      new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    return { startTime: `${day(0)} 09:00`, endTime: `${day(1)} 18:00` }
  }
  const start = (session: Session, extra: Record<string, unknown> = {}) =>
    post<Started>(session, '/api/blade-desk/process/leave/start', {
      processDefinitionId: definition.id,
      leaveType: '1',
      ...nextWeek(),
      reason: '家中有事',
      ...extra,
    })
  const detail = (session: Session, businessId: string) =>
    get<Detail>(session, `/api/blade-desk/process/leave/detail?businessId=${businessId}`)
  const todo = async (session: Session) =>
    (await get<Page<WorkItem>>(session, '/api/blade-flow/work/todo-list?size=100')).body.data.records
  const complete = (session: Session, taskId: string, pass: boolean, comment?: string) =>
    post<{ status: string }>(session, '/api/blade-flow/work/complete-task', { taskId, pass, comment })
  const messages = async (session: Session) =>
    (
      await get<Page<Message> & { unreadCount: number }>(
        session,
        '/api/appoints/notify/msgCenterPage?size=50',
      )
    ).body.data

  beforeAll(async () => {
    t = await createTestApp(kind)
    // The demo seed calls it too; it does nothing when the tenant already has the leave process.
    await withTenant(t.database.db, TENANT, (tx) => seedWorkflow(tx, TENANT))
    await withTenant(t.database.db, TENANT, (tx) => seedWorkflow(tx, TENANT))
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    approver = await login(t.app, TENANT, 'approver')
    reviewer = await login(t.app, TENANT, 'reviewer')
    finance = await login(t.app, TENANT, 'finance')
    definition = (await get<Definition>(tester, '/api/blade-flow/process/definition?key=leave')).body.data
  })
  afterAll(() => t.close())

  it('answers the current leave definition, approved by the role approver', async () => {
    expect(definition).toMatchObject({
      key: 'leave',
      version: 1,
      approverRole: 'approver',
      approverRoleName: '批准人',
    })
    const unknown = await get(tester, '/api/blade-flow/process/definition?key=purchase')
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('流程定义不存在或已停用')
    expect((await get(tester, '/api/blade-flow/process/definition?key=%27%20or%201=1')).status).toBe(400)
    expect(
      (await call(t.app, null, { method: 'GET', url: '/api/blade-flow/process/definition' })).status,
    ).toBe(401)
  })

  it('has the leave types as a business dictionary', async () => {
    const entries = (
      await get<{ dictKey: string; dictValue: string }[]>(
        admin,
        '/api/blade-system/dict-biz/dictionary?code=leave_type',
      )
    ).body.data
    expect(entries.map((entry) => [entry.dictKey, entry.dictValue])).toEqual([
      ['1', '事假'],
      ['2', '病假'],
      ['3', '年假'],
      ['4', '调休'],
      ['5', '婚假'],
      ['6', '产假'],
      ['7', '丧假'],
    ])
  })

  it('submits a leave request that waits for the approver, who is told', async () => {
    const before = (await messages(approver)).total
    const started = await start(tester, { leaveType: 2, reason: '感冒发烧' })
    expect(started.status).toBe(200)
    const { businessId, processInstanceId, taskId } = started.body.data
    expect(taskId).toBeTruthy()

    const seen = await detail(tester, businessId)
    expect(seen.status).toBe(200)
    expect(seen.body.data.leave).toMatchObject({
      userName: '李检测',
      leaveType: '2',
      leaveTypeName: '病假',
      days: 2,
      status: 'running',
    })
    expect(seen.body.data.process).toMatchObject({
      processInstanceId,
      processDefinitionKey: 'leave',
      status: 'running',
    })
    expect(seen.body.data.history.map((step) => [step.kind, step.status])).toEqual([
      ['submitted', 'done'],
      ['task', 'todo'],
    ])
    expect(seen.body.data.history[0]).toMatchObject({ userName: '李检测', comment: '感冒发烧' })
    expect(seen.body.data.history[1]).toMatchObject({
      assigneeRoleName: '批准人',
      userName: null,
      time: null,
    })
    expect(seen.body.data).toMatchObject({ currentTaskId: taskId, canHandle: false, canCancel: true })

    const approverTodo = await todo(approver)
    expect(approverTodo.find((item) => item.taskId === taskId)).toMatchObject({
      businessId,
      applicantName: '李检测',
      leaveTypeName: '病假',
      days: 2,
      taskStatus: 'todo',
    })
    expect(await todo(tester)).toEqual([])
    expect(await todo(reviewer)).toEqual([])
    expect((await detail(approver, businessId)).body.data.canHandle).toBe(true)

    const inbox = await messages(approver)
    expect(inbox.total).toBe(before + 1)
    expect(inbox.records[0]).toMatchObject({ title: '请假流程', category: 'workflow', read: false })
    expect(inbox.records[0]?.text).toContain('李检测提交了病假申请（2天）')

    const sent = (await get<Page<WorkItem>>(tester, '/api/blade-flow/work/send-list')).body.data.records
    expect(sent[0]).toMatchObject({ businessId, processStatus: 'running', taskId })
  })

  it('computes days in half days of the lab calendar, and refuses impossible periods', async () => {
    const half = await start(tester, { startTime: '2032-05-10 14:00', endTime: '2032-05-10 18:00' })
    expect((await detail(tester, half.body.data.businessId)).body.data.leave.days).toBe(0.5)
    const dates = await start(tester, { startTime: '2032-06-07', endTime: '2032-06-09' })
    expect((await detail(tester, dates.body.data.businessId)).body.data.leave.days).toBe(3)
    const zoned = await start(tester, { startTime: '2032-07-05T01:00:00Z', endTime: '2032-07-07T04:00:00Z' })
    // 09:00 on the 5th to 12:00 on the 7th, China time.
    expect((await detail(tester, zoned.body.data.businessId)).body.data.leave.days).toBe(2.5)

    const backwards = await start(tester, { startTime: '2032-08-02 18:00', endTime: '2032-08-02 09:00' })
    expect(backwards.status).toBe(400)
    expect(backwards.body.msg).toBe('结束时间必须晚于开始时间')
    const english = await post(
      tester,
      '/api/blade-desk/process/leave/start',
      {
        processDefinitionId: 'leave',
        leaveType: '1',
        startTime: '2032-08-02',
        endTime: '2032-08-01',
        reason: 'x',
      },
      { 'accept-language': 'en' },
    )
    expect(english.body.msg).toBe('The end must be after the start')
    const overlap = await start(tester, { startTime: '2032-06-08 09:00', endTime: '2032-06-08 12:00' })
    expect(overlap.status).toBe(400)
    expect(overlap.body.msg).toBe('该时间段已有请假申请')
    const unknownType = await start(tester, { leaveType: '99' })
    expect(unknownType.body.msg).toBe('请假类型不存在：99')
    for (const bad of [
      { startTime: '2032-02-30 09:00' },
      { startTime: 'tomorrow' },
      { endTime: '' },
      { reason: '   ' },
      { processDefinitionId: 'purchase' },
      { processDefinitionId: '0190f000-0000-7000-8000-000000000000' },
    ]) {
      const response = await start(tester, bad)
      expect(response.status, JSON.stringify(bad)).toBe(400)
      expect(response.body.msg, JSON.stringify(bad)).toBeTruthy()
    }
    const tooLong = await start(tester, { startTime: '2040-01-01', endTime: '2041-06-01' })
    expect(tooLong.body.msg).toBe('单次请假不能超过366天')
  })

  it('starts the current version when the form passes the key, and a repeated submission once', async () => {
    const businessId = '0190f000-0000-7000-8000-00000000abcd'
    const first = await start(reviewer, { processDefinitionId: 'leave', businessId })
    expect(first.status).toBe(200)
    expect(first.body.data.businessId).toBe(businessId)
    const again = await start(reviewer, { processDefinitionId: 'leave', businessId })
    expect(again.body.data).toEqual(first.body.data)
    const stolen = await start(finance, { businessId })
    expect(stolen.status).toBe(409)
  })

  it('lets only an eligible approver handle a task, and never the applicant herself', async () => {
    const started = (await start(tester)).body.data
    const taskId = started.taskId as string
    const byReviewer = await complete(reviewer, taskId, true)
    expect(byReviewer.status).toBe(403)
    expect(byReviewer.body.msg).toBe('您不是该任务的办理人')

    // The approver's own request never shows up in her todo list, and she cannot approve it.
    const own = (await start(approver)).body.data
    expect((await todo(approver)).map((item) => item.taskId)).not.toContain(own.taskId)
    const selfApproval = await complete(approver, own.taskId as string, true)
    expect(selfApproval.status).toBe(403)
    expect(selfApproval.body.msg).toBe('不能审批自己的申请')
    // The lab administrator stands in for the approver role, so that request can still be decided.
    expect((await todo(admin)).map((item) => item.taskId)).toContain(own.taskId)
    expect((await complete(admin, own.taskId as string, true)).status).toBe(200)

    const noComment = await complete(approver, taskId, false, '  ')
    expect(noComment.status).toBe(400)
    expect(noComment.body.msg).toBe('驳回时请填写审批意见')
    expect((await complete(approver, '0190f000-0000-7000-8000-000000000001', true)).status).toBe(404)
    expect(
      (await post(approver, '/api/blade-flow/work/complete-task', { taskId, pass: 'maybe' })).status,
    ).toBe(400)
  })

  it('approves: the request ends approved, the history names the approver, the applicant is told', async () => {
    const started = (await start(tester, { leaveType: '3', reason: '回老家' })).body.data
    const approved = await complete(approver, started.taskId as string, true, '同意')
    expect(approved.status).toBe(200)
    expect(approved.body.data.status).toBe('approved')
    const again = await complete(approver, started.taskId as string, true)
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe('该任务已处理或已关闭')

    const seen = (await detail(tester, started.businessId)).body.data
    expect(seen.leave.status).toBe('approved')
    expect(seen.process.status).toBe('approved')
    expect(seen.process.endTime).toBeTruthy()
    expect(seen.history[1]).toMatchObject({
      status: 'done',
      outcome: 'pass',
      comment: '同意',
      userName: '赵批准',
    })
    expect(seen.history[1]?.time).toBeTruthy()
    expect(seen).toMatchObject({ currentTaskId: null, canHandle: false, canCancel: false })

    const done = (await get<Page<WorkItem>>(approver, '/api/blade-flow/work/done-list')).body.data.records
    expect(done[0]).toMatchObject({ taskId: started.taskId, outcome: 'pass', processStatus: 'approved' })
    expect((await todo(approver)).map((item) => item.taskId)).not.toContain(started.taskId)
    const inbox = await messages(tester)
    expect(inbox.records[0]?.text).toBe('您的年假申请（2天）已由赵批准批准')
    expect(inbox.unreadCount).toBeGreaterThan(0)
    const cancel = await post(tester, `/api/blade-desk/process/leave/cancel?businessId=${started.businessId}`)
    expect(cancel.status).toBe(400)
    expect(cancel.body.msg).toBe('流程已结束，不能撤销')
  })

  it('rejects with a comment, which the applicant reads', async () => {
    const started = (await start(tester, { leaveType: '4' })).body.data
    const rejected = await complete(approver, started.taskId as string, false, '本周检测任务紧')
    expect(rejected.body.data.status).toBe('rejected')
    const seen = (await detail(tester, started.businessId)).body.data
    expect(seen.leave.status).toBe('rejected')
    expect(seen.history[1]).toMatchObject({ outcome: 'reject', comment: '本周检测任务紧' })
    expect((await messages(tester)).records[0]?.text).toBe('您的调休申请（2天）被赵批准驳回：本周检测任务紧')
    const sent = (await get<Page<WorkItem>>(tester, '/api/blade-flow/work/send-list?size=100')).body.data
      .records
    expect(sent.find((item) => item.businessId === started.businessId)?.processStatus).toBe('rejected')
  })

  it('lets the applicant, and only her, withdraw a running request', async () => {
    const period = { startTime: '2033-03-01 09:00', endTime: '2033-03-01 18:00' }
    const started = (await start(tester, period)).body.data
    const cancelUrl = `/api/blade-desk/process/leave/cancel?businessId=${started.businessId}`
    const byOther = await post(reviewer, cancelUrl)
    expect(byOther.status).toBe(403)
    expect(byOther.body.msg).toBe('只有申请人可以撤销申请')
    expect((await post(tester, cancelUrl)).status).toBe(200)
    const seen = (await detail(tester, started.businessId)).body.data
    expect(seen.leave.status).toBe('cancelled')
    expect(seen.history[1]).toMatchObject({ status: 'cancelled', userName: '李检测' })
    expect((await todo(approver)).map((item) => item.taskId)).not.toContain(started.taskId)
    expect((await complete(approver, started.taskId as string, true)).status).toBe(400)
    expect((await post(tester, cancelUrl)).status).toBe(400)
    // The withdrawn request no longer holds its period.
    expect((await start(tester, period)).status).toBe(200)
    const unknown = '/api/blade-desk/process/leave/cancel?businessId=0190f000-0000-7000-8000-000000000002'
    expect((await post(tester, unknown)).status).toBe(404)
  })

  it('shows a request to those involved only', async () => {
    const started = (await start(tester)).body.data
    expect((await detail(approver, started.businessId)).status).toBe(200)
    expect((await detail(admin, started.businessId)).status).toBe(200)
    const stranger = await detail(finance, started.businessId)
    expect(stranger.status).toBe(403)
    expect(stranger.body.msg).toBe('您无权查看该申请')
    expect(
      (
        await get(
          tester,
          `/api/blade-desk/process/leave/detail?businessId=${started.businessId}&processInstanceId=${started.businessId}`,
        )
      ).status,
    ).toBe(404)
    expect((await get(tester, '/api/blade-desk/process/leave/detail?businessId=x')).status).toBe(400)
  })

  it('pages the work lists', async () => {
    const page = await get<Page<WorkItem>>(approver, '/api/blade-flow/work/todo-list?current=1&size=2')
    expect(page.status).toBe(200)
    expect(page.body.data.records.length).toBeLessThanOrEqual(2)
    expect(page.body.data.pages).toBe(Math.ceil(page.body.data.total / 2))
    const all = await todo(approver)
    expect(all).toHaveLength(page.body.data.total)
    for (const item of all) expect(item.taskStatus).toBe('todo')
  })
})
