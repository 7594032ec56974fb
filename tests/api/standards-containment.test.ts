import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDayOf } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import { deviceValidUntil } from '@/domain/standards/validity'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { sendDueNotices } from '../../server/modules/standards/devices/due-notices'
import { databaseKinds } from '../support/databases'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import { standardDeviceBody } from '../support/standard-device'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Session,
  type TestApp,
  confirmedBy,
} from '../support/test-app'
import {
  authorise,
  CONDITIONS,
  grantButtons,
  hmGet,
  hmPost,
  releasedOrder,
  reviewedItem,
} from './lab-workflow-support'
import { uploadImage } from './offline-support'

/*
 * Containing a standard found wrong: a non-conforming trace result, a failed interim check or a repair found
 * out of tolerance lists every certificate issued with the device since its last good trace; the quality
 * manager puts them under review (复核中 on the public page, the customer told) and closes each review
 * confirmed or revoked. Also the due list of the lab's standards and the notices to their custodians.
 */

const TENANT = '100001'
type Suspects = {
  containment: { id: string; since: string | null; foundOn: string; suspects: number; open: number }
  total: number
  certificates: {
    reportId: string
    certificateNo: string
    standing: string
    review: { id: string; state: string } | null
  }[]
}
type Issued = { reportId: string; no: string }

describe.each(databaseKinds)('containing a standard device found wrong on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let quality: Session
  let tester: Session
  let reviewer: Session
  let approver: Session
  let customer: Session
  let suspectDevice: string
  let otherDevice: string
  const issued: Issued[] = []
  let unrelated: Issued
  const today = labDayOf(new Date())
  const inLab = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, TENANT, fn)

  const standing = async (reportId: string) =>
    (
      await inLab((tx) =>
        queryRows<{ standing: string }>(
          tx,
          sql`select standing from certificate_record where report_id = ${reportId}`,
        ),
      )
    )[0]?.standing

  /** Issues the certificate of one new order's instrument, tested with `deviceId`. */
  async function issueWith(deviceId: string, group: string): Promise<Issued> {
    const pickup = await login(t.app, TENANT, 'pickup')
    const order = await releasedOrder(t.app, { admin, pickup })
    await reviewedItem(t.app, { admin, tester, reviewer }, order.itemIds[0]!, { groupId: group, deviceId })
    const [report] = (
      await call<Envelope<{ id: string }[]>>(t.app, admin, {
        method: 'GET',
        url: `/api/hm-metrology/report/of-order?orderId=${order.orderId}`,
      })
    ).body.data
    const step = (session: Session, action: string) =>
      hmPost<{ state: number; reportNo: string | null }>(t.app, session, 'report/transition', {
        id: report!.id,
        action,
        ...confirmedBy(action),
      })
    await step(tester, 'submitForAudit')
    await step(reviewer, 'passAudit')
    const approved = await step(approver, 'approve')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    return { reportId: report!.id, no: approved.body.data.reportNo! }
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    quality = await login(t.app, TENANT, 'quality')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    approver = await login(t.app, TENANT, 'approver')
    await grantButtons(t.app, admin, 'tester', ['report_draft', 'report_view'])
    await grantButtons(t.app, admin, 'reviewer', ['item_check', 'report_audit', 'report_view'])
    await grantButtons(t.app, admin, 'approver', ['report_approve', 'report_view'])
    await authorise(t.app, admin, tester.userId, '2')
    const lastTrace = addMonths(today, -2)
    suspectDevice = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ lastTraceDate: lastTrace }),
      )
    ).body.data.id
    otherDevice = (await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', standardDeviceBody()))
      .body.data.id
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const group = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id
    issued.push(await issueWith(suspectDevice, group), await issueWith(suspectDevice, group))
    unrelated = await issueWith(otherDevice, group)
    // The demo customer's account speaks for the customer of the first order: she is told of its review.
    const [order] = await inLab((tx) =>
      queryRows<{ customerId: string }>(
        tx,
        sql`select o.customer_id as "customerId" from lab_report r join lab_order o on o.tenant_id = r.tenant_id
            and o.id = r.order_id where r.id = ${issued[0]!.reportId}`,
      ),
    )
    await inLab((tx) =>
      tx.execute(
        sql`update customer_account set customer_id = ${order!.customerId}, link_state = 2
            where user_id = (select id from app_user where account = 'customer')`,
      ),
    )
    customer = await login(t.app, TENANT, 'customer')
  })
  afterAll(() => t.close())

  it('keeps which devices each certificate rests on when it is issued', async () => {
    const rows = await inLab((tx) =>
      queryRows<{ reportId: string; issueDate: string }>(
        tx,
        sql`select report_id as "reportId", issue_date::text as "issueDate" from certificate_device
            where device_id = ${suspectDevice} order by report_id`,
      ),
    )
    expect(rows.map((row) => row.reportId).sort()).toEqual(issued.map((entry) => entry.reportId).sort())
    expect(rows.every((row) => row.issueDate === today)).toBe(true)
  })

  it('lists the certificates of a device whose trace fails, takes it out of use, and tells the quality office', async () => {
    const recorded = await hmPost<{ id: string; containmentId: string | null; validUntil: string | null }>(
      t.app,
      quality,
      'trace-result/record',
      {
        deviceId: suspectDevice,
        traceDate: today,
        traceType: 1,
        agency: '湖南省计量检测研究院',
        certificateNo: 'HN-2026-88',
        result: 2,
      },
    )
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200)
    expect(recorded.body.data.validUntil).toBeNull()
    const containmentId = recorded.body.data.containmentId!
    expect(containmentId).toMatch(/^[0-9a-f-]{36}$/)

    const overview = await hmGet<{ unusable: string; stateChanges: { toState: number; reason: string }[] }>(
      t.app,
      quality,
      `standard-device/overview?id=${suspectDevice}`,
    )
    expect(overview.body.data.unusable).toBe('repair')
    expect(overview.body.data.stateChanges[0]).toMatchObject({
      toState: 5,
      reason: '溯源结果不合格（证书 HN-2026-88）',
    })

    const suspects = await hmGet<Suspects>(t.app, quality, `containment/suspects?id=${containmentId}`)
    expect(suspects.status, JSON.stringify(suspects.body)).toBe(200)
    expect(suspects.body.data.containment).toMatchObject({
      since: addMonths(today, -2),
      foundOn: today,
      suspects: 2,
    })
    expect(suspects.body.data.certificates.map((row) => row.certificateNo).sort()).toEqual(
      issued.map((entry) => entry.no).sort(),
    )
    expect(suspects.body.data.certificates.map((row) => row.certificateNo)).not.toContain(unrelated.no)

    const told = await call<Envelope<{ records: { title: string; text: string }[] }>>(t.app, quality, {
      method: 'GET',
      url: '/api/appoints/notify/msgCenterPage?current=1&size=20',
    })
    expect(
      told.body.data.records.some((row) => row.title === '标准器不合格' && row.text.includes('2 份证书')),
    ).toBe(true)
  })

  it('puts chosen suspects under review: 复核中 in public, the customer told, the notice kept', async () => {
    const [containment] = (
      await hmGet<{ id: string }[]>(t.app, quality, `containment/list?deviceId=${suspectDevice}`)
    ).body.data
    // Only a suspect of this containment may be marked.
    const stray = await hmPost(t.app, quality, 'containment/mark', {
      id: containment!.id,
      reportIds: [unrelated.reportId],
    })
    expect(stray.status).toBe(400)
    expect(await standing(unrelated.reportId)).toBe('valid')
    // A tester may look at standards, not put certificates under review.
    const byTester = await hmPost(t.app, tester, 'containment/mark', {
      id: containment!.id,
      reportIds: [issued[0]!.reportId],
    })
    expect(byTester.status).toBe(403)

    const marked = await hmPost<{ marked: number }>(t.app, quality, 'containment/mark', {
      id: containment!.id,
      reportIds: issued.map((entry) => entry.reportId),
    })
    expect(marked.body.data.marked).toBe(2)
    expect(await standing(issued[0]!.reportId)).toBe('under_review')
    // Marking again changes nothing.
    const again = await hmPost<{ marked: number }>(t.app, quality, 'containment/mark', {
      id: containment!.id,
      reportIds: [issued[0]!.reportId],
    })
    expect(again.body.data.marked).toBe(0)

    const notices = await call<Envelope<{ records: { title: string; text: string }[] }>>(t.app, customer, {
      method: 'GET',
      url: '/api/appoints/notify/msgCenterPage?current=1&size=20',
    })
    const notice = notices.body.data.records.find(
      (row) => row.title === '证书复核通知' && row.text.includes(issued[0]!.no),
    )
    expect(notice?.text).toContain('评估')
    const reviews = await inLab((tx) =>
      queryRows<{ reportId: string; noticeText: string; sent: boolean }>(
        tx,
        sql`select report_id as "reportId", notice_text as "noticeText", notice_sent_at is not null as sent
            from certificate_review where containment_id = ${containment!.id} order by certificate_no`,
      ),
    )
    expect(reviews).toHaveLength(2)
    expect(reviews.find((row) => row.reportId === issued[0]!.reportId)).toMatchObject({ sent: true })
    expect(reviews.find((row) => row.reportId === issued[0]!.reportId)!.noticeText).toBe(notice!.text)
  })

  it('ends a review confirmed valid or revoked, each with a reason, once', async () => {
    const reviews = await inLab((tx) =>
      queryRows<{ id: string; reportId: string }>(
        tx,
        sql`select id, report_id as "reportId" from certificate_review where state = 'open' order by certificate_no`,
      ),
    )
    const [first, second] = issued.map((entry) => reviews.find((row) => row.reportId === entry.reportId)!)
    const close = (id: string, outcome: string, reason: string) =>
      hmPost<{ state: string }>(t.app, quality, 'certificate-review/close', { id, outcome, reason })

    expect((await close(first!.id, 'confirmed', ' ')).status).toBe(400)
    const confirmed = await close(
      first!.id,
      'confirmed',
      '复算：偏差 0.002 MPa 远小于其最大允许误差，结论不变',
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(await standing(first!.reportId)).toBe('valid')
    expect((await close(first!.id, 'revoked', '重复')).status).toBe(400)

    const revoked = await close(second!.id, 'revoked', '偏差超出被检器具最大允许误差的三分之一，需重新检定')
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200)
    expect(await standing(second!.reportId)).toBe('revoked')
    const revisions = await inLab((tx) =>
      queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from lab_report where revision_of = ${second!.reportId}`,
      ),
    )
    expect(Number(revisions[0]!.n)).toBe(1)

    const list = await call<
      Envelope<{ records: { certificateNo: string; state: string; closeReason: string }[] }>
    >(t.app, quality, {
      method: 'POST',
      url: '/api/hm-metrology/certificate-review/page?current=1&size=20',
      payload: {},
    })
    expect(list.body.data.records.map((row) => row.state).sort()).toEqual(['confirmed', 'revoked'])
  })

  it('opens a containment for a repair found out of tolerance and for a failed interim check, not for a plain repair', async () => {
    const device = (
      await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', standardDeviceBody())
    ).body.data.id
    const state = (body: object) =>
      hmPost<{ status: number; containmentId: string | null }>(t.app, quality, 'standard-device/state', {
        id: device,
        ...body,
      })
    expect((await state({ toState: 4, reason: '' })).status).toBe(400)
    expect((await state({ toState: 4, reason: '暂停使用', outOfTolerance: true })).status).toBe(400)
    const sealed = await state({ toState: 4, reason: '项目暂停，封存' })
    expect(sealed.body.data).toEqual({ status: 4, containmentId: null })
    expect((await state({ toState: 4, reason: '再次封存' })).status).toBe(400)
    expect((await state({ toState: 1, reason: '恢复使用' })).body.data.status).toBe(1)
    const repaired = await state({ toState: 5, reason: '示值漂移，送修', outOfTolerance: true })
    expect(repaired.body.data.containmentId).not.toBeNull()
    expect((await state({ toState: 1, reason: '修复并重新校准' })).body.data.status).toBe(1)

    const check = (verdict: number) =>
      hmPost<{ containmentId: string | null }>(t.app, tester, 'interim-check/record', {
        deviceId: device,
        checkDate: today,
        checkValues: '核查点 10 MPa：10.004',
        verdict,
      })
    expect((await check(1)).body.data.containmentId).toBeNull()
    const failed = await check(2)
    expect(failed.status, JSON.stringify(failed.body)).toBe(200)
    expect(failed.body.data.containmentId).not.toBeNull()
    // A device out of use is not checked.
    expect((await check(1)).status).toBe(400)

    const scrapped = await state({ toState: 3, reason: '无法修复，报废' })
    expect(scrapped.body.data.status).toBe(3)
    expect((await state({ toState: 1, reason: '恢复' })).status).toBe(400)
    const history = await hmGet<{ action: string; reason: string | null }[]>(
      t.app,
      quality,
      `standard-device/history?id=${device}`,
    )
    expect(
      history.body.data.filter((entry) => entry.action === 'state').map((entry) => entry.reason),
    ).toContain('无法修复，报废')
  })

  it('moves a device on with a conforming trace result, and refuses one dated before its last trace', async () => {
    const device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ lastTraceDate: addMonths(today, -11) }),
      )
    ).body.data.id
    const record = (body: object) =>
      hmPost<{ validUntil: string | null; containmentId: string | null }>(
        t.app,
        quality,
        'trace-result/record',
        {
          deviceId: device,
          traceType: 1,
          agency: '中国计量科学研究院',
          certificateNo: 'NIM-2026-1',
          result: 1,
          ...body,
        },
      )
    expect((await record({ traceDate: addMonths(today, -12) })).status).toBe(400)
    expect((await record({ traceDate: today, agency: '' })).status).toBe(400)
    expect((await record({ traceDate: today, traceType: 4, agency: null })).status).toBe(400)
    const done = await record({ traceDate: today })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.data).toMatchObject({ containmentId: null, validUntil: deviceValidUntil(today, '12') })
    const detail = await hmGet<{ lastTraceDate: string; validUntil: string; certificateNo: string }>(
      t.app,
      quality,
      `standard-device/detail?id=${device}`,
    )
    expect(detail.body.data).toMatchObject({ lastTraceDate: today, certificateNo: 'NIM-2026-1' })
    expect(detail.body.data.validUntil).toBe(deviceValidUntil(today, '12'))
  })

  it('lists a certificate made with a measurement standard among the suspects of each device in it', async () => {
    const member = (
      await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', standardDeviceBody())
    ).body.data.id
    const standard = await hmPost<{ id: string }>(t.app, admin, 'measuring-standard/submit', {
      name: '压力表检定装置',
      kind: 4,
      certificateNo: `[2026]湘量标证字第${Date.now() % 100000}号`,
      validUntil: addMonths(today, 24),
      status: 1,
      abilities: '示值误差',
    })
    expect(standard.status, JSON.stringify(standard.body)).toBe(200)
    await hmPost(t.app, admin, 'measuring-standard/devices', {
      id: standard.body.data.id,
      deviceIds: [member],
    })
    // The lab's own procedure, in its second version: the certificate names the version followed.
    const rules = await hmPost<{ id: string }>(t.app, admin, 'standard-file/submit', {
      code: `ZY-YL-${Date.now() % 100000}`,
      name: '压力表检定作业指导书',
      kind: 1,
      status: 1,
    })
    expect(rules.status, JSON.stringify(rules.body)).toBe(200)
    let versionId = ''
    for (const note of ['首版', '第二版：增加回程误差']) {
      const version = await hmPost<{ id: string }>(t.app, admin, 'standard-file/upload-version', {
        id: rules.body.data.id,
        fileId: await uploadImage(t.app, admin),
        fileName: 'zy-yl.pdf',
        effectiveDate: today,
        note,
      })
      expect(version.status, JSON.stringify(version.body)).toBe(200)
      versionId = version.body.data.id
    }

    const pickup = await login(t.app, TENANT, 'pickup')
    const order = await releasedOrder(t.app, { admin, pickup })
    const itemId = order.itemIds[0]!
    const item = (session: Session, action: string, extra: object = {}) =>
      hmPost<{ state: number }>(t.app, session, 'test-item/transition', { id: itemId, action, ...extra })
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    await item(admin, 'dispatch', {
      groupId: flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id,
    })
    await item(admin, 'assign', { testerId: tester.userId })
    const saved = await hmPost(t.app, tester, 'test-item/results', {
      itemId,
      points: [
        { nominal: '0.8', asFound: '0.806', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
      ],
      deviceIds: [],
      measuringStandardIds: [standard.body.data.id],
      procedureVersionId: versionId,
      measurand: '5',
      ...CONDITIONS,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    for (const [session, action] of [
      [tester, 'lock'],
      [tester, 'sendForConfirmation'],
      [admin, 'confirm'],
      [reviewer, 'review'],
    ] as const)
      expect((await item(session, action)).status).toBe(200)
    const [report] = (
      await call<Envelope<{ id: string }[]>>(t.app, admin, {
        method: 'GET',
        url: `/api/hm-metrology/report/of-order?orderId=${order.orderId}`,
      })
    ).body.data
    for (const [session, action] of [
      [tester, 'submitForAudit'],
      [reviewer, 'passAudit'],
      [approver, 'approve'],
    ] as const)
      expect(
        (
          await hmPost(t.app, session, 'report/transition', {
            id: report!.id,
            action,
            ...confirmedBy(action),
          })
        ).status,
      ).toBe(200)

    const pdf = await call(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/report/pdf?id=${report!.id}`,
    })
    const printed = squeeze(pdfText(savePdf(`standards-procedure-${kind}.pdf`, pdf.raw.rawPayload)))
    expect(printed).toContain(squeeze('（第2版）'))
    expect(printed).toContain(squeeze('压力表检定作业指导书'))

    const repaired = await hmPost<{ containmentId: string }>(t.app, quality, 'standard-device/state', {
      id: member,
      toState: 5,
      reason: '零点漂移超差，送修',
      outOfTolerance: true,
    })
    const suspects = await hmGet<Suspects & { certificates: { viaStandardName: string | null }[] }>(
      t.app,
      quality,
      `containment/suspects?id=${repaired.body.data.containmentId}`,
    )
    expect(suspects.body.data.certificates).toHaveLength(1)
    expect(suspects.body.data.certificates[0]).toMatchObject({
      reportId: report!.id,
      viaStandardName: '压力表检定装置',
    })
  })

  it('lists the standards falling due, and tells each custodian once per due date', async () => {
    const soon = (
      await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', {
        ...standardDeviceBody({ lastTraceDate: addMonths(today, -11) }),
        custodianId: quality.userId,
      })
    ).body.data.id
    const due = await hmGet<{
      counts: Record<string, number>
      rows: { id: string; bucket: string; days: number }[]
    }>(t.app, quality, 'standard-device/due')
    expect(due.status, JSON.stringify(due.body)).toBe(200)
    const row = due.body.data.rows.find((entry) => entry.id === soon)
    expect(row?.bucket).toBe('d30')
    expect(row!.days).toBeGreaterThan(0)
    expect(due.body.data.counts.d30).toBeGreaterThanOrEqual(1)

    const first = await sendDueNotices(t.database.db, today)
    expect(first).toBeGreaterThanOrEqual(1)
    expect(await sendDueNotices(t.database.db, today)).toBe(0)
    // Past due, the custodian is told once more.
    const later = addMonths(today, 1)
    expect(await sendDueNotices(t.database.db, later)).toBeGreaterThanOrEqual(1)
    expect(await sendDueNotices(t.database.db, later)).toBe(0)
  })
})
