import { createHash } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { labDayOf } from '@/domain/labClock'
import { addMonths, nextDueDate } from '@/domain/results/nextDue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFUSALS } from '@/domain/workflow'
import { ruleStatement } from '@/domain/results/decisionRule'
import { withoutTenant, withTenant } from '../../server/db/tenant-scope'
import {
  certificateRecord,
  crmInstrument,
  loginAttempt,
  orderSample,
  param,
  testItem,
} from '../../server/db/schema'
import { chineseDate } from '../../server/modules/print/pdf/terms'
import { checkCodeHash, reportPrint } from '../../server/modules/lab-workflow/report-document'
import { databaseKinds } from '../support/databases'
import { MEASURAND, standardDeviceBody } from '../support/standard-device'
import { decodeQr, outPath, pdfText, renderPages, savePdf, squeeze, strokePng } from '../support/print-tools'
import { uploadImage } from './offline-support'
import {
  pdfAttachments,
  pdfAttachmentText,
  pdfImageSizes,
  pdfsig,
  validatedDcc,
} from '../support/document-tools'
import { call, createTestApp, login, type Session, type TestApp, confirmedBy } from '../support/test-app'
import { authorise, CONDITIONS, grantButtons, hmGet, hmPost, releasedOrder } from './lab-workflow-support'
import { sendsOf } from './notify-support'

const TENANT = '100001'
const METHOD_CODE = 'JJG 52-2013'
const METHOD_TITLE = '弹性元件式一般压力表、压力真空表和真空表检定规程'
/** One item cites the code alone, the other code and title: the certificate lists the method once. */
const METHOD = METHOD_CODE

type ReportRow = {
  id: string
  sampleId: string
  state: number
  reportNo: string | null
  revisionOf: string | null
}
type Transitioned = { state: number; reportNo: string | null; revisionId: string | null }
type Workflow = { state: number; actions: string[]; audit: { action: string; userName: string | null }[] }

describe.each(databaseKinds)('reports from drafting to a delivered certificate on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session
  let approver: Session
  let reception: Session
  let orderId: string
  let reports: ReportRow[]
  let device: string
  let pressureGroup: string
  let instrumentIds: string[]

  const report = (session: Session, id: string, action: string, reason?: string) =>
    hmPost<Transitioned>(t.app, session, 'report/transition', {
      id,
      action,
      ...(reason ? { reason } : {}),
      ...confirmedBy(action),
    })
  const workflow = async (id: string, session = admin) =>
    (await hmGet<Workflow>(t.app, session, `report/workflow?id=${id}`)).body.data
  const ofOrder = async () =>
    (await hmGet<ReportRow[]>(t.app, admin, `report/of-order?orderId=${orderId}`)).body.data
  const inbox = async (session: Session) =>
    (
      await call<{ data: { records: { title: string | null; text: string }[] } }>(t.app, session, {
        method: 'GET',
        url: '/api/appoints/notify/msgCenterPage?current=1&size=50',
      })
    ).body.data.records
  const item = (session: Session, id: string, action: string, extra: object = {}) =>
    hmPost<{ state: number }>(t.app, session, 'test-item/transition', { id, action, ...extra })
  /** The lab day the last item of a sample was locked (its calibration date), from the items' audit trails. */
  const lockDay = async (sampleId: string) => {
    const items = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ id: testItem.id })
        .from(testItem)
        .where(and(eq(testItem.tenantId, TENANT), eq(testItem.sampleId, sampleId))),
    )
    const locks = await Promise.all(
      items.map(async ({ id }) =>
        (
          await hmGet<{ audit: { action: string; at: string }[] }>(
            t.app,
            admin,
            `test-item/workflow?id=${id}`,
          )
        ).body.data.audit
          .filter((row) => row.action === 'lock')
          .map((row) => row.at),
      ),
    )
    return labDayOf(new Date(locks.flat().sort().at(-1)!))
  }
  const instrumentDates = async (id: string) =>
    (
      await withTenant(t.database.db, TENANT, (tx) =>
        tx
          .select({ lastDueDate: crmInstrument.lastDueDate, nextDueDate: crmInstrument.nextDueDate })
          .from(crmInstrument)
          .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.id, id))),
      )
    )[0]

  /**
   * Takes a released item through testing, confirmation and review (tester, admin, reviewer), measured at
   * `conditions` (temperature, humidity) by `method`.
   */
  async function reviewedItem(itemId: string, conditions: [string, string], method: string) {
    await item(admin, itemId, 'dispatch', { groupId: pressureGroup })
    expect((await item(admin, itemId, 'assign', { testerId: tester.userId })).body.data.state).toBe(300)
    const saved = await hmPost(t.app, tester, 'test-item/results', {
      itemId,
      points: [
        {
          nominal: '0.8',
          asFound: '0.812',
          asLeft: '0.806',
          permittedError: '0.016',
          uncertainty: '0.004',
          unit: 'MPa',
        },
        { nominal: '1.6', asFound: '1.61', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
      ],
      deviceIds: [device],
      measurand: MEASURAND.pressure,
      ...CONDITIONS,
      temperature: conditions[0],
      humidity: conditions[1],
      methodReference: method,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await item(tester, itemId, 'lock')).body.data.state).toBe(350)
    await item(tester, itemId, 'sendForConfirmation')
    await item(admin, itemId, 'confirm')
    expect((await item(reviewer, itemId, 'review')).body.data.state).toBe(600)
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    approver = await login(t.app, TENANT, 'approver')
    reception = await login(t.app, TENANT, 'reception')
    const pickup = await login(t.app, TENANT, 'pickup')
    // The lab's roles, as its administrator configures them: testers draft, reviewers check results and
    // audit reports (and, in this lab, may also sign), approvers sign, reception hands reports over.
    await grantButtons(t.app, admin, 'tester', ['report_draft', 'report_view'])
    await grantButtons(t.app, admin, 'reviewer', [
      'item_check',
      'report_audit',
      'report_approve',
      'report_view',
    ])
    await grantButtons(t.app, admin, 'approver', ['report_approve', 'report_view'])
    await grantButtons(t.app, admin, 'reception', ['report_issue', 'report_view'])
    await authorise(t.app, admin, tester.userId, '2')
    device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ serialNo: 'N1234', certificateNo: 'YL2026-0815' }),
      )
    ).body.data.id
    const depts = await call<{ data: { id: string; code: string }[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    type Dept = { id: string; code: string; children?: Dept[] }
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    pressureGroup = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id

    // Two instruments, each verified for its indication error and its hysteresis.
    const order = await releasedOrder(t.app, { admin, pickup }, 2, ['示值误差', '回程误差'])
    orderId = order.orderId
    // The customer is told her two instruments were registered, on each channel she has, once.
    const registered = await sendsOf(t.database, TENANT, 'order.registered', `order.registered:${orderId}`)
    expect(registered.length).toBeGreaterThan(0)
    expect(new Set(registered.map((send) => `${send.channel}/${send.recipient}`)).size).toBe(
      registered.length,
    )
    for (const send of registered)
      expect(send.body).toMatch(/2 台器具已于 \d{4}-\d{2}-\d{2} 登记，委托单号 \S+/)
    reports = await ofOrder()
    // Released: one report per sample, waiting for its items.
    expect(reports.map((row) => row.state)).toEqual([300, 300])
    expect(new Set(reports.map((row) => row.sampleId))).toEqual(new Set(order.sampleIds))
    // The first instrument is verified every 12 months (its customer record's cycle); the second has none.
    instrumentIds = await withTenant(t.database.db, TENANT, async (tx) => {
      const samples = await tx
        .select({ id: orderSample.id, instrumentId: orderSample.instrumentId })
        .from(orderSample)
        .where(and(eq(orderSample.tenantId, TENANT), inArray(orderSample.id, order.sampleIds)))
      const ids = order.sampleIds.map((id) => samples.find((sample) => sample.id === id)!.instrumentId!)
      await tx
        .update(crmInstrument)
        .set({ cycle: 12, lastDueDate: '2020-05-06', nextDueDate: '2021-05-06' })
        .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.id, ids[0]!)))
      return ids
    })
    const [first, second, third, fourth] = order.itemIds as [string, string, string, string]
    await reviewedItem(first, ['20.1', '48'], METHOD)
    await reviewedItem(second, ['20.5', '45'], `${METHOD_CODE} ${METHOD_TITLE}`)
    await reviewedItem(third, ['19.8', '50'], METHOD)
    await reviewedItem(fourth, ['19.8', '50'], 'JJF 1059.1-2012 测量不确定度评定与表示')
  })
  afterAll(() => t.close())

  it('tells the tester of each assignment', async () => {
    const assigned = (await inbox(tester)).filter((message) => message.title === '检测任务')
    expect(assigned).toHaveLength(4)
    expect(assigned[0]!.text).toMatch(/^新的检测任务：(示值|回程)误差（压力表 YP\d+），请开始检测$/)
  })

  it('drafting starts by itself once the sample is reviewed, and is audited', async () => {
    const first = await workflow(reports[0]!.id)
    expect(first.state).toBe(400)
    expect(first.audit.map((row) => row.action)).toEqual(['draft'])
    expect(first.actions).toContain('submitForAudit')
  })

  it('drafter, auditor and approver are three people, with the rules of their roles', async () => {
    const id = reports[0]!.id
    // The administrator drafts (and becomes the drafter); nobody else submits it after that.
    expect((await report(admin, id, 'submitForAudit')).body.data.state).toBe(500)
    const own = await report(admin, id, 'passAudit')
    expect(own.status).toBe(403)
    expect(own.body.msg).toBe(REFUSALS['report.sameAsDrafter'].zh)
    // The approver holds no audit permission.
    expect((await report(approver, id, 'passAudit')).status).toBe(403)
    // A rejection needs a reason, goes back to drafting and clears the audit.
    expect((await report(reviewer, id, 'reject')).body.msg).toBe(REFUSALS['workflow.reasonRequired'].zh)
    expect((await report(reviewer, id, 'reject', '结论措辞不规范')).body.data.state).toBe(400)
    const notDrafter = await report(tester, id, 'submitForAudit')
    expect(notDrafter.status).toBe(403)
    expect(notDrafter.body.msg).toBe(REFUSALS['report.notDrafter'].zh)
    expect((await report(admin, id, 'submitForAudit')).body.data.state).toBe(500)
    // Each submission told the auditors (the reviewer role holds report_audit), not the drafter.
    const toAudit = (await inbox(reviewer)).filter((message) => message.title === '报告审核')
    expect(toAudit).toHaveLength(2)
    expect(toAudit[0]!.text).toContain('编制人 管理员')
    expect((await inbox(admin)).filter((message) => message.title === '报告审核')).toHaveLength(0)
    expect((await report(reviewer, id, 'passAudit')).body.data.state).toBe(600)
    // The auditor may sign in this lab, but not what she audited.
    const sameAsAuditor = await report(reviewer, id, 'approve')
    expect(sameAsAuditor.status).toBe(403)
    expect(sameAsAuditor.body.msg).toBe(REFUSALS['report.sameAsAuditor'].zh)
    const trail = await workflow(id)
    expect(trail.audit.map((row) => row.action)).toEqual([
      'draft',
      'submitForAudit',
      'reject',
      'submitForAudit',
      'passAudit',
    ])
  })

  it('approving asks the approver for her password again, each try a sign-in attempt', async () => {
    const id = reports[0]!.id
    const approve = (password?: string) =>
      hmPost<Transitioned>(t.app, approver, 'report/transition', {
        id,
        action: 'approve',
        ...(password === undefined ? {} : { password }),
      })
    const attempts = () =>
      withoutTenant(t.database.db, (tx) =>
        tx
          .select({ success: loginAttempt.success, reason: loginAttempt.reason })
          .from(loginAttempt)
          .where(and(eq(loginAttempt.tenantId, TENANT), eq(loginAttempt.account, 'approver')))
          .orderBy(asc(loginAttempt.createTime)),
      )
    const before = (await attempts()).length
    const unconfirmed = await approve()
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.msg).toBe('请输入登录密码以确认签署')
    const wrong = await approve('not-her-password')
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toBe('密码错误，未能确认签署')
    // Refused: still waiting for approval, with no number.
    expect((await workflow(id)).audit.at(-1)?.action).toBe('passAudit')
    // The wrong try counts towards her lock as a failed sign-in would.
    expect((await attempts()).slice(before)).toEqual([{ success: false, reason: 'confirm-password' }])
    // She keeps her handwritten signature for the certificate; nobody may keep another's upload as theirs.
    const drawn = await uploadImage(t.app, approver, Buffer.from(strokePng(160, 50, [0, 0, 0])))
    const byTester = await call(t.app, tester, {
      method: 'PUT',
      url: '/api/blade-user/signature',
      payload: { fileId: drawn },
    })
    expect(byTester.status).toBe(400)
    const kept = await call<{ data: { fileId: string } }>(t.app, approver, {
      method: 'PUT',
      url: '/api/blade-user/signature',
      payload: { fileId: drawn },
    })
    expect(kept.status).toBe(200)
    expect(kept.body.data.fileId).toBe(drawn)
  })

  it('approval freezes the report: a certificate number, the PDF with its SHA-256 and a verification record', async () => {
    const id = reports[0]!.id
    const approved = await report(approver, id, 'approve')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body.data.state).toBe(700)
    const reportNo = approved.body.data.reportNo!
    // Verification (inspection type 1) by the pressure group: YL + 检定 code JD + year + 5 digits.
    expect(reportNo).toMatch(/^YLJD\d{4}\d{5}$/)

    const pdf = await call(t.app, tester, { method: 'GET', url: `/api/hm-metrology/report/pdf?id=${id}` })
    expect(pdf.status).toBe(200)
    expect(pdf.raw.headers['content-type']).toBe('application/pdf')
    const bytes = pdf.raw.rawPayload
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    expect(pdf.raw.headers['x-content-sha256']).toBe(sha256)

    const [record] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(certificateRecord)
        .where(and(eq(certificateRecord.tenantId, TENANT), eq(certificateRecord.reportId, id))),
    )
    expect(record).toMatchObject({ certificateNo: reportNo, standing: 'valid', pdfSha256: sha256 })
    // The customer is told the certificate is out, on each of her channels, naming it.
    const told = await sendsOf(t.database, TENANT, 'report.ready', `report.ready:${reportNo}`)
    expect(told.length).toBeGreaterThan(0)
    for (const send of told) expect(send.body).toContain(reportNo)
    // Verified on the day its items were locked, every 12 months: valid through the day before the same date
    // 12 months later, on the record, on the certificate and on the customer's instrument (same transaction).
    const calibrated = await lockDay(reports[0]!.sampleId)
    const due = nextDueDate(calibrated, 12, 'verification')!
    expect(due < addMonths(calibrated, 12)).toBe(true)
    expect(record!.nextDueDate).toBe(due)
    expect(await instrumentDates(instrumentIds[0]!)).toEqual({ lastDueDate: calibrated, nextDueDate: due })
    const printed = squeeze(pdfText(savePdf(`issued-certificate-text-${kind}.pdf`, bytes)))
    expect(printed).toContain(`检定日期：${chineseDate(calibrated)}检定有效期至：${chineseDate(due)}`)
    // The method once (two items cite it), the conditions as the range of the two items'.
    expect(printed).toContain(
      squeeze(`一、检定所依据的技术文件（代号、名称）${METHOD_CODE}《${METHOD_TITLE}》二、`),
    )
    expect(printed).toContain('地点本实验室温度20.1–20.5℃相对湿度45–48%RH')
    // The conclusion states the decision rule applied (no capability declares another: simple acceptance).
    expect(printed).toContain(squeeze(ruleStatement({ kind: 'simple' }).zh))

    // The QR code printed on it opens the public verification page of this certificate with its check code.
    // (The PDF and its first page as PNG stay in test-results/print/ for a person to look at.)
    const file = savePdf(`issued-certificate-${kind}.pdf`, bytes)
    // Signed with the lab's key (PAdES), its Digital Calibration Certificate embedded: checked by poppler.
    const signatures = pdfsig(file)
    expect(signatures.output).toContain('Signature Validation: Signature is Valid.')
    expect(signatures.output).toContain('Signature Type: ETSI.CAdES.detached')
    expect(signatures.output).toContain('Total document signed')
    expect(pdfAttachments(file)).toEqual([`${reportNo}.dcc.xml`])
    // The approver's handwritten signature is drawn above her name.
    expect(pdfImageSizes(file)).toContain('160x50')
    // The same DCC for staff to download: valid against PTB's schema, naming this certificate.
    const dcc = await call(t.app, tester, { method: 'GET', url: `/api/hm-metrology/report/dcc?id=${id}` })
    expect(dcc.status).toBe(200)
    expect(dcc.raw.headers['content-type']).toBe('application/xml; charset=utf-8')
    const xml = dcc.raw.payload
    expect(dcc.raw.headers['x-content-sha256']).toBe(createHash('sha256').update(xml).digest('hex'))
    validatedDcc(`issued-certificate-${kind}`, xml)
    expect(xml).toContain(`<dcc:uniqueIdentifier>${reportNo}</dcc:uniqueIdentifier>`)
    expect(pdfAttachmentText(file, 1, outPath(`issued-dcc-${kind}.xml`))).toBe(xml)
    const [page] = renderPages(file, `issued-certificate-${kind}`, { dpi: 150, page: 1 })
    const url = new URL(decodeQr(page!)!)
    expect(url.pathname).toBe('/certificateFalsification')
    expect(url.searchParams.get('tenantId')).toBe(TENANT)
    expect(url.searchParams.get('no')).toBe(reportNo)
    const code = url.searchParams.get('code')!
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(record!.checkCodeHash).toBe(checkCodeHash(reportNo, code))

    // Frozen: the same bytes however often it is fetched, and no way back to drafting.
    const again = await call(t.app, admin, { method: 'GET', url: `/api/hm-metrology/report/pdf?id=${id}` })
    expect(Buffer.compare(again.raw.rawPayload, bytes)).toBe(0)
    expect((await report(approver, id, 'reject', '再看看')).status).toBe(409)
  })

  it('prints a report through the print service: a marked preview before approval, the frozen PDF after, custom templates', async () => {
    const print = (path: string, payload: object) =>
      call(t.app, tester, { method: 'POST', url: `/api/hm-print/print/pdf/${path}`, payload })
    const text = (bytes: Buffer, name: string) => squeeze(pdfText(savePdf(`${name}-${kind}.pdf`, bytes)))

    const preview = await print('generate', { reportId: reports[1]!.id })
    expect(preview.status).toBe(200)
    expect(preview.raw.headers['x-content-sha256']).toBeUndefined()
    expect(text(preview.raw.rawPayload, 'preview')).toContain('证书编号：待批准')

    const issued = await print('generate', { reportId: reports[0]!.id })
    const frozen = await call(t.app, tester, {
      method: 'GET',
      url: `/api/hm-metrology/report/pdf?id=${reports[0]!.id}`,
    })
    expect(Buffer.compare(issued.raw.rawPayload, frozen.raw.rawPayload)).toBe(0)
    expect(issued.raw.headers['x-content-sha256']).toBe(frozen.raw.headers['x-content-sha256'])

    const template = {
      version: 1,
      name: '简易证书',
      blocks: [
        { type: 'text', style: 'title', text: '{{terms.title}}' },
        { type: 'text', text: '送检单位：{{customer.name}}' },
        { type: 'results' },
      ],
    }
    const custom = await print('generateDiy', { template, reportId: reports[0]!.id })
    expect(custom.status).toBe(200)
    expect(text(custom.raw.rawPayload, 'custom')).toContain('送检单位：长沙现场新客户有限公司')
    const designing = await print('generateDiy', { template })
    expect(text(designing.raw.rawPayload, 'designing')).toContain('苏州精工仪表制造有限公司')
    const broken = await print('generateDiy', { template: { version: 1, blocks: [{ type: 'chart' }] } })
    expect(broken.status).toBe(400)
  })

  it('two approvals of one report at once: one wins, the other is refused and takes no number', async () => {
    const id = reports[1]!.id
    await report(tester, id, 'submitForAudit')
    await report(reviewer, id, 'passAudit')
    const both = await Promise.all([report(approver, id, 'approve'), report(admin, id, 'approve')])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = both.find((answer) => answer.status === 200)!.body.data.reportNo!
    const first = (await ofOrder()).find((row) => row.id === reports[0]!.id)!.reportNo!
    // The serials follow each other: the refused approval consumed none.
    expect(Number(winner.slice(-5))).toBe(Number(first.slice(-5)) + 1)

    // Its instrument has no cycle: no next due date, on the record or the certificate; the instrument keeps
    // the day it was verified.
    const [record] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ nextDueDate: certificateRecord.nextDueDate })
        .from(certificateRecord)
        .where(and(eq(certificateRecord.tenantId, TENANT), eq(certificateRecord.reportId, id))),
    )
    expect(record!.nextDueDate).toBeNull()
    expect(await instrumentDates(instrumentIds[1]!)).toEqual({
      lastDueDate: await lockDay(reports[1]!.sampleId),
      nextDueDate: null,
    })
    const pdf = await call(t.app, tester, { method: 'GET', url: `/api/hm-metrology/report/pdf?id=${id}` })
    const printed = squeeze(pdfText(savePdf(`second-certificate-${kind}.pdf`, pdf.raw.rawPayload)))
    expect(printed).not.toContain('检定有效期至')
    expect(printed).toContain('JJG52-2013JJF1059.1-2012《测量不确定度评定与表示》二、')
    expect(printed).toContain('温度19.8℃相对湿度50%RH')
  })

  it('a test report states no next due date, even for an instrument with a cycle', async () => {
    const rollback = new Error('rollback')
    let print: Awaited<ReturnType<typeof reportPrint>> | undefined
    // The first sample as if it had been sent for testing (inspection type 3): read, then rolled back.
    const asTest = withTenant(t.database.db, TENANT, async (tx) => {
      await tx
        .update(orderSample)
        .set({ inspectionType: '3' })
        .where(and(eq(orderSample.tenantId, TENANT), eq(orderSample.id, reports[0]!.sampleId)))
      print = await reportPrint(tx, TENANT, {
        reportId: reports[0]!.id,
        at: new Date(),
        signers: { drafter: '甲', auditor: '乙', approver: '丙' },
        supersedes: null,
      })
      throw rollback
    })
    await expect(asTest).rejects.toBe(rollback)
    expect(print!.data.kind).toBe('test')
    expect(print!.data.nextDueDate).toBeUndefined()
    expect(print!.dueDates).toBeNull()
  })

  it('settlement follows the workflow: each finished sample and then the order become chargeable', async () => {
    type Row = { id: string; settlement: number; objectState?: number }
    const page = async (base: string) =>
      (
        await call<{ msg: string; data: { records: Row[] } }>(t.app, admin, {
          method: 'POST',
          url: `${base}/page?current=1&size=50`,
          payload: {
            searchParam: { filter: JSON.stringify({ orderId }), op: JSON.stringify({ orderId: '=' }) },
          },
        })
      ).body.data.records
    // Both samples finished testing (400): settleable (1); the order: to settle (100).
    expect((await page('/api/hm-metrology/sample')).map((row) => row.settlement)).toEqual([1, 1])
    const orders = await call<{ data: { records: (Row & { orderNo: string })[] } }>(t.app, admin, {
      method: 'POST',
      url: '/api/crm/registration/page?current=1&size=200',
      payload: {},
    })
    expect(orders.body.data.records.find((row) => row.id === orderId)?.objectState).toBe(100)
  })

  it('a lab that delivers only paid or guaranteed orders says why 交付 is refused, until finance guarantees it', async () => {
    const deliverBeforePaid = (value: string) =>
      withTenant(t.database.db, admin.tenantId, (tx) =>
        tx.update(param).set({ paramValue: value }).where(eq(param.paramKey, 'billing.deliverBeforePaid')),
      )
    await deliverBeforePaid('false')
    const refused = await report(reception, reports[0]!.id, 'deliver')
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(REFUSALS['report.unpaid'].zh)
    expect((await workflow(reports[0]!.id, reception)).actions).not.toContain('deliver')
    const bill = (action: string, reason?: string) =>
      call<{ data: { objectState: number } }>(t.app, admin, {
        method: 'POST',
        url: '/api/hm-finance/bill/transition',
        payload: { orderId, action, ...(reason ? { reason } : {}) },
      })
    // Settled is not enough: the customer has neither paid nor been given credit.
    expect((await bill('settle')).body.data.objectState).toBe(200)
    expect((await report(reception, reports[0]!.id, 'deliver')).body.msg).toBe(REFUSALS['report.unpaid'].zh)
    const guaranteed = await bill('guarantee', '月结客户')
    expect(guaranteed.body.data?.objectState, JSON.stringify(guaranteed.body)).toBe(300)
    expect((await workflow(reports[0]!.id, reception)).actions).toContain('deliver')
    await deliverBeforePaid('true')
  })

  it('delivering the last report completes the order', async () => {
    expect((await report(tester, reports[0]!.id, 'deliver')).status).toBe(403)
    expect((await report(reception, reports[0]!.id, 'deliver')).body.data.state).toBe(1000)
    const before = await hmGet<{ status: number }>(t.app, admin, `order/workflow?id=${orderId}`)
    expect(before.body.data.status).toBe(300)
    expect((await report(reception, reports[1]!.id, 'deliver')).body.data.state).toBe(1000)
    const after = await hmGet<{ status: number; audit: { action: string }[] }>(
      t.app,
      admin,
      `order/workflow?id=${orderId}`,
    )
    expect(after.body.data.status).toBe(1000)
    expect(after.body.data.audit.at(-1)!.action).toBe('complete')
    // Reception (order_workflow) is told the order is finished.
    const done = (await inbox(reception)).filter((message) => message.title === '委托完成')
    expect(done).toHaveLength(1)
    expect(done[0]!.text).toMatch(/^委托单 DJ\d+ 的全部报告已完成/)
  })

  it('a manager revokes an issued certificate; its linked revision is drafted, approved and supersedes it', async () => {
    const id = reports[0]!.id
    const byApprover = await report(approver, id, 'revoke', '证书信息有误')
    expect(byApprover.status).toBe(403)
    expect(byApprover.body.msg).toBe(REFUSALS['workflow.managerOnly'].zh)
    expect((await report(admin, id, 'revoke')).body.msg).toBe(REFUSALS['workflow.reasonRequired'].zh)
    const revoked = await report(admin, id, 'revoke', '证书信息有误')
    expect(revoked.body.data.state).toBe(0)
    const revisionId = revoked.body.data.revisionId!
    const revision = (await ofOrder()).find((row) => row.id === revisionId)!
    expect(revision).toMatchObject({ state: 400, revisionOf: id, reportNo: null })
    // The order is work again until the revision is delivered.
    const orderNow = async () =>
      (
        await hmGet<{ status: number; audit: { action: string }[] }>(
          t.app,
          admin,
          `order/workflow?id=${orderId}`,
        )
      ).body.data
    expect(await orderNow()).toMatchObject({ status: 300 })
    expect((await orderNow()).audit.at(-1)!.action).toBe('reopen')

    const standing = async (reportId: string) =>
      (
        await withTenant(t.database.db, TENANT, (tx) =>
          tx
            .select({ standing: certificateRecord.standing, supersededBy: certificateRecord.supersededBy })
            .from(certificateRecord)
            .where(and(eq(certificateRecord.tenantId, TENANT), eq(certificateRecord.reportId, reportId))),
        )
      )[0]
    expect(await standing(id)).toEqual({ standing: 'revoked', supersededBy: null })

    await report(tester, revisionId, 'submitForAudit')
    await report(reviewer, revisionId, 'passAudit')
    const reissued = await report(approver, revisionId, 'approve')
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200)
    expect(reissued.body.data.reportNo).not.toBe(reports[0]!.reportNo)
    expect(await standing(id)).toEqual({ standing: 'superseded', supersededBy: reissued.body.data.reportNo })
    expect(await standing(revisionId)).toEqual({ standing: 'valid', supersededBy: null })
    expect((await report(reception, revisionId, 'deliver')).body.data.state).toBe(1000)
    expect(await orderNow()).toMatchObject({ status: 1000 })
    expect((await orderNow()).audit.at(-1)!.action).toBe('complete')
  })
})
