import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { captcha, certificateRecord, crmCustomer, crmInstrument, smsCode } from '../../server/db/schema'
import { withTenant, withoutTenant } from '../../server/db/tenant-scope'
import { sha256 } from '../../server/modules/auth/tokens'
import { publicReportState, type SampleStanding } from '../../server/modules/public-query/phone'
import { databaseKinds } from '../support/databases'
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
import { authorise, grantButtons, hmPost, reviewedItem } from './lab-workflow-support'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'
import { lastSmsCode } from '../support/sms-code'

const TENANT = '100001'
/** Lin's mobile: the phone her orders were registered with and her customer record's. */
const LIN = '13712340001'
/** Another customer. */
const ZHOU = '13612340002'
/** A number nobody registered. */
const NOBODY = '13512340003'
const MESSAGES = {
  mobile: { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  code: { zh: '验证码错误或已失效', en: 'The code is wrong or has expired' },
  captchaRequired: { zh: '请输入图形验证码', en: 'Enter the characters in the picture' },
  tooMany: { zh: '查询过于频繁，请稍后再试', en: 'Too many lookups; please try again later' },
  tenant: {
    zh: '请通过证书上的二维码或查询链接进入',
    en: "Open this page from the certificate's QR code or the lab's link",
  },
}
/** Small limits for this file. */
const SETTINGS = {
  PUBLIC_SMS_PER_MINUTE: '3',
  PUBLIC_SMS_PER_DAY: '5',
  PUBLIC_LOOKUP_PER_MINUTE: '10',
  PUBLIC_LOOKUP_PER_DAY: '500',
  PUBLIC_LOOKUP_FLOOR_MS: '0',
}

type Report = {
  orderNo: string
  sampleNo: string | null
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  state: string
  certificateNo: string | null
  issueDate: string | null
  nextDueDate: string | null
}
type Instrument = {
  name: string
  model: string | null
  factoryNumber: string | null
  nextDueDate: string | null
}
type Answer = { reports: Report[]; instruments: Instrument[] }
type SmsBody = { tenantId?: string; phone: string; captcha?: { key: string; answer: string } }

describe('the state a customer sees of a report', () => {
  const state = (orderStatus: number, report: SampleStanding['report'], sampleStatus = 300) =>
    publicReportState({ orderStatus, sampleStatus, report })
  const report = (value: number, extra: { revoked?: boolean; isRevision?: boolean } = {}) => ({
    state: value,
    revoked: extra.revoked ?? false,
    isRevision: extra.isRevision ?? false,
  })

  it('follows the order, then the latest report of the sample', () => {
    expect(state(0, null)).toBe('voided')
    expect(state(0, report(300))).toBe('voided')
    expect(state(50, null, 50)).toBe('registered')
    expect(state(100, null, 50)).toBe('registered')
    expect(state(300, null)).toBe('testing')
    for (const value of [300, 400, 500, 600]) expect(state(300, report(value))).toBe('testing')
    expect(state(300, report(700))).toBe('issued')
    expect(state(1000, report(1000))).toBe('delivered')
    // Revoked: its revision is drafted again at once; revoked until that revision is issued.
    expect(state(300, report(400, { isRevision: true }))).toBe('revoked')
    expect(state(300, report(600, { isRevision: true }))).toBe('revoked')
    expect(state(300, report(0, { revoked: true }))).toBe('revoked')
    expect(state(300, report(700, { isRevision: true }))).toBe('issued')
    // Never to be issued: a cancelled report, a sample rejected at receipt.
    expect(state(300, report(0))).toBe('voided')
    expect(state(300, null, 0)).toBe('voided')
  })
})

describe.each(databaseKinds)('public report query by phone on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session
  let approver: Session
  let pickup: Session
  let device: string
  let group: string
  let addresses = 0
  /** A fresh client address, so that each check starts with clean counters. */
  const nextAddress = () => `203.0.113.${++addresses}`
  /** Lin's orders: [released, registered, voided]; their numbers. */
  const linOrders: string[] = []
  let zhouOrder = ''
  /** Lin's released order's certificates: delivered, issued, revoked (and its revision's number). */
  const certificates: { delivered?: string; issued?: string; revoked?: string } = {}

  const post = (
    path: 'sms' | 'by-phone',
    payload: object,
    options: { ip?: string; language?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/report/${path}`,
      payload,
      remoteAddress: options.ip ?? nextAddress(),
      headers: options.language ? { 'accept-language': options.language } : {},
    })

  /** A challenge whose answer the test knows (the server keeps only its hash). */
  async function knownCaptcha(): Promise<{ key: string; answer: string }> {
    const key = uuidv7()
    await withoutTenant(t.database.db, (tx) =>
      tx
        .insert(captcha)
        .values({ id: key, answerHash: sha256('k7mx'), expiresTime: sql`now() + interval '5 minutes'` }),
    )
    return { key, answer: 'K7MX' }
  }

  /** Sends a code to `phone` and answers it, read off the SMS the customer receives. */
  async function sendCode(phone: string, ip = nextAddress()): Promise<string> {
    const before = t.sms.length
    const sent = await post('sms', { tenantId: TENANT, phone, captcha: await knownCaptcha() }, { ip })
    expect(sent.statusCode, sent.body).toBe(200)
    return lastSmsCode(t.sms.slice(before), phone)
  }

  const byPhone = async (phone: string, code: string) => {
    const answer = await post('by-phone', { tenantId: TENANT, phone, code })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Envelope<Answer>>().data
  }

  const report = (session: Session, id: string, action: string, reason?: string) =>
    hmPost<{ state: number; reportNo: string | null; revisionId: string | null }>(
      t.app,
      session,
      'report/transition',
      { id, action, ...(reason ? { reason } : {}), ...confirmedBy(action) },
    )
  const order = (id: string, action: string, reason?: string) =>
    hmPost(t.app, admin, 'order/transition', { id, action, ...(reason ? { reason } : {}) })

  /** An order registered on site for the customer with these phones and `samples` instruments. */
  async function register(phones: { mobile: string | null; phone?: string | null }, samples: number) {
    const lines = Array.from({ length: samples }, (_, index) =>
      instrumentLine({ name: `压力表${index + 1}`, model: `Y-10${index}` }),
    )
    const customers = await call<Envelope<{ customerId: string | null }[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/crm/pickup/list',
    })
    const enterId = customers.body.data.find((entry) => entry.customerId)?.customerId
    const signature = await uploadImage(t.app, pickup)
    const answer = await submitDraft(
      t.app,
      pickup,
      draftOf({ signature, enterId, instruments: lines, mobile: phones.mobile, phone: phones.phone ?? null }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return {
      orderId: answer.body.data.id,
      orderNo: answer.body.data.orderNo,
      sampleIds: lines.map((l) => l.id),
    }
  }

  async function approve(reportId: string): Promise<string> {
    expect((await report(admin, reportId, 'submitForAudit')).body.data.state).toBe(500)
    expect((await report(reviewer, reportId, 'passAudit')).body.data.state).toBe(600)
    const approved = await report(approver, reportId, 'approve')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    return approved.body.data.reportNo!
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    approver = await login(t.app, TENANT, 'approver')
    pickup = await login(t.app, TENANT, 'pickup')
    await grantButtons(t.app, admin, 'admin', ['report_issue'])
    await grantButtons(t.app, admin, 'tester', ['report_draft', 'report_view'])
    await grantButtons(t.app, admin, 'reviewer', ['item_check', 'report_audit', 'report_view'])
    await grantButtons(t.app, admin, 'approver', ['report_approve', 'report_view'])
    await authorise(t.app, admin, tester.userId, '2')
    device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ serialNo: 'N1234', certificateNo: 'YL2026-0815' }),
      )
    ).body.data.id
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    group = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id

    // Lin's first order: four instruments released to the lab; three tested and issued, one still in testing.
    const released = await register({ mobile: LIN }, 4)
    const itemIds: string[] = []
    for (const sampleId of released.sampleIds) {
      const added = await hmPost<{ id: string }>(t.app, admin, 'test-item/submit', {
        sampleId,
        name: '示值误差',
        abilityCode: '2',
      })
      itemIds.push(added.body.data.id)
    }
    expect((await order(released.orderId, 'submit')).status).toBe(200)
    expect((await order(released.orderId, 'pass')).status).toBe(200)
    for (const sampleId of released.sampleIds)
      await hmPost(t.app, admin, 'sample/transition', { id: sampleId, action: 'receive', condition: '完好' })
    for (const itemId of itemIds.slice(0, 3))
      await reviewedItem(t.app, { admin, tester, reviewer }, itemId, { groupId: group, deviceId: device })
    const reports = await call<Envelope<{ id: string; sampleId: string }[]>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/report/of-order?orderId=${released.orderId}`,
    })
    const [delivered, issued, revoked] = released.sampleIds.map(
      (sampleId) => reports.body.data.find((row) => row.sampleId === sampleId)!.id,
    )
    certificates.delivered = await approve(delivered!)
    const handed = await report(admin, delivered!, 'deliver')
    expect(handed.body.data.state, JSON.stringify(handed.body)).toBe(1000)
    certificates.issued = await approve(issued!)
    certificates.revoked = await approve(revoked!)
    expect((await report(admin, revoked!, 'revoke', '证书信息有误')).body.data.state).toBe(0)
    linOrders.push(released.orderNo)

    // Lin's second order, registered only; her third (by her phone field alone), voided.
    linOrders.push((await register({ mobile: LIN }, 1)).orderNo)
    const voided = await register({ mobile: null, phone: LIN }, 1)
    expect((await order(voided.orderId, 'void', '客户取消送检')).status).toBe(200)
    linOrders.push(voided.orderNo)
    // Zhou's order.
    zhouOrder = (await register({ mobile: ZHOU }, 1)).orderNo

    // Their customer records and instruments.
    await withTenant(t.database.db, TENANT, async (tx) => {
      const lin = uuidv7()
      const zhou = uuidv7()
      await tx.insert(crmCustomer).values([
        { tenantId: TENANT, id: lin, name: '林记五金店', phone: LIN },
        { tenantId: TENANT, id: zhou, name: '周氏加油站', phone: ZHOU },
      ])
      await tx.insert(crmInstrument).values([
        {
          tenantId: TENANT,
          id: uuidv7(),
          customerId: lin,
          name: '电子秤',
          model: 'ACS-30',
          nextDueDate: '2027-03-01',
        },
        {
          tenantId: TENANT,
          id: uuidv7(),
          customerId: lin,
          name: '压力表',
          factoryNumber: 'P-77',
          nextDueDate: '2026-12-15',
        },
        { tenantId: TENANT, id: uuidv7(), customerId: lin, name: '游标卡尺', nextDueDate: null },
        { tenantId: TENANT, id: uuidv7(), customerId: zhou, name: '加油机', nextDueDate: '2026-12-01' },
      ])
    })
  }, 300_000)
  afterAll(async () => {
    await t?.close()
    vi.unstubAllEnvs()
  })

  it('sends a code only with a right captcha, to a mainland mobile number', async () => {
    // Codes only: the server's own reminders (recalls) go out through the same gateway meanwhile.
    const codes = () => t.sms.filter((entry) => entry.text.includes('验证码')).length
    const before = codes()
    // No captcha at all, an empty one, a wrong one: nothing is sent.
    expect((await post('sms', { tenantId: TENANT, phone: LIN })).statusCode).toBe(400)
    const empty = await post('sms', { tenantId: TENANT, phone: LIN, captcha: { key: '', answer: '' } })
    expect(empty.json()).toEqual({
      code: 400,
      success: false,
      msg: MESSAGES.captchaRequired.zh,
      data: { captchaRequired: true },
    })
    const { key } = await knownCaptcha()
    const wrong = await post('sms', { tenantId: TENANT, phone: LIN, captcha: { key, answer: 'zzzz' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ msg: '验证码错误', data: { captchaRequired: true } })
    // A captcha answers once, right or wrong.
    const reused = await post('sms', { tenantId: TENANT, phone: LIN, captcha: { key, answer: 'k7mx' } })
    expect(reused.statusCode).toBe(400)

    for (const phone of ['12712340001', '1371234000', '137123400011', '+8613712340001', 'abc']) {
      const refused = await post('sms', { tenantId: TENANT, phone, captcha: await knownCaptcha() })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ code: 400, success: false, msg: MESSAGES.mobile.zh, data: null })
    }
    const english = await post(
      'sms',
      { tenantId: TENANT, phone: '123', captcha: await knownCaptcha() },
      { language: 'en' },
    )
    expect(english.json<Envelope<null>>().msg).toBe(MESSAGES.mobile.en)
    const platform = await post('sms', { tenantId: '000000', phone: LIN, captcha: await knownCaptcha() })
    expect(platform.json()).toEqual({ code: 400, success: false, msg: MESSAGES.tenant.zh, data: null })
    expect(codes()).toBe(before)
  })

  it('answers alike whether or not the number has reports, and keeps a code per purpose', async () => {
    const payload = (phone: string, challenge: { key: string; answer: string }): SmsBody => ({
      phone,
      captcha: challenge,
    })
    // Without a tenant: the only lab.
    const known = await post('sms', payload(ZHOU, await knownCaptcha()))
    const unknown = await post('sms', payload(NOBODY, await knownCaptcha()))
    for (const answer of [known, unknown]) {
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.json()).toEqual({
        code: 200,
        success: true,
        msg: expect.any(String),
        data: { sent: true, resendAfter: 60 },
      })
    }
    expect(unknown.body).toBe(known.body)
    expect(t.sms.filter((entry) => entry.phone === NOBODY)).toHaveLength(1)
    const rows = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ purpose: smsCode.purpose })
        .from(smsCode)
        .where(sql`${smsCode.phone} = ${NOBODY}`),
    )
    expect(rows).toEqual([{ purpose: 'report' }])
    // A sign-in code does not open the report query.
    const signIn = await t.app.inject({
      method: 'POST',
      url: `/csApi/hm-metrology/self-service/sms/13800000001?tenantId=${TENANT}`,
    })
    expect(signIn.statusCode).toBe(200)
    const signInCode = lastSmsCode(t.sms, '13800000001')
    const refused = await post('by-phone', { tenantId: TENANT, phone: '13800000001', code: signInCode })
    expect(refused.statusCode).toBe(400)
    // A number with no orders and no instruments sees empty lists.
    const code = lastSmsCode(t.sms, NOBODY)
    expect(await byPhone(NOBODY, code)).toEqual({ reports: [], instruments: [] })
  })

  it('refuses a missing, wrong or used code; shows her reports with their states once the code is right', async () => {
    const code = await sendCode(LIN)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (const attempt of ['', 'abc', wrongCode]) {
      const refused = await post('by-phone', { tenantId: TENANT, phone: LIN, code: attempt })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ code: 400, success: false, msg: MESSAGES.code.zh, data: null })
    }
    const english = await post(
      'by-phone',
      { tenantId: TENANT, phone: LIN, code: wrongCode },
      { language: 'en' },
    )
    expect(english.json<Envelope<null>>().msg).toBe(MESSAGES.code.en)
    // Another phone's right code is no code for hers.
    expect((await post('by-phone', { tenantId: TENANT, phone: ZHOU, code })).statusCode).toBe(400)

    const answer = await post('by-phone', { tenantId: TENANT, phone: LIN, code: ` ${code} ` })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    // Nothing internal: no ids, no check codes, no tenant.
    expect(answer.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|checkCode|tenantId|reportId|"id"/i)
    const { reports, instruments } = answer.json<Envelope<Answer>>().data

    // Newest order first: the voided one, the registered one, then the released one's four instruments.
    expect(reports.map((row) => row.orderNo)).toEqual([
      linOrders[2],
      linOrders[1],
      linOrders[0],
      linOrders[0],
      linOrders[0],
      linOrders[0],
    ])
    expect(reports.map((row) => row.state)).toEqual([
      'voided',
      'registered',
      'delivered',
      'issued',
      'revoked',
      'testing',
    ])
    const [, , delivered, issued, revoked, testing] = reports
    expect(delivered).toMatchObject({
      instrumentName: '压力表1',
      instrumentModel: 'Y-100',
      certificateNo: certificates.delivered,
    })
    expect(delivered!.factoryNumber).toMatch(/^SN/)
    expect(delivered!.sampleNo).toBeTruthy()
    // Its dates are the current certificate's.
    const [record] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ issueDate: certificateRecord.issueDate, nextDueDate: certificateRecord.nextDueDate })
        .from(certificateRecord)
        .where(eq(certificateRecord.certificateNo, certificates.delivered!)),
    )
    expect(delivered!.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect({ issueDate: delivered!.issueDate, nextDueDate: delivered!.nextDueDate }).toEqual(record)
    expect(issued).toMatchObject({ instrumentName: '压力表2', certificateNo: certificates.issued })
    // The revoked certificate is not current: no number, no dates until its revision is issued.
    expect(revoked).toMatchObject({
      instrumentName: '压力表3',
      certificateNo: null,
      issueDate: null,
      nextDueDate: null,
    })
    expect(answer.body).not.toContain(certificates.revoked!)
    expect(testing).toMatchObject({ instrumentName: '压力表4', certificateNo: null, nextDueDate: null })

    // Her instruments, soonest due first (none last); Zhou's are not among them.
    expect(instruments).toEqual([
      { name: '压力表', model: null, factoryNumber: 'P-77', nextDueDate: '2026-12-15' },
      { name: '电子秤', model: 'ACS-30', factoryNumber: null, nextDueDate: '2027-03-01' },
      { name: '游标卡尺', model: null, factoryNumber: null, nextDueDate: null },
    ])

    // The code answers once.
    const again = await post('by-phone', { tenantId: TENANT, phone: LIN, code })
    expect(again.statusCode).toBe(400)
    expect(again.json<Envelope<null>>().msg).toBe(MESSAGES.code.zh)
  })

  it('shows another phone nothing of hers', async () => {
    const code = lastSmsCode(t.sms, ZHOU)
    const answer = await post('by-phone', { phone: ZHOU, code })
    expect(answer.statusCode, answer.body).toBe(200)
    const data = answer.json<Envelope<Answer>>().data
    expect(data.reports.map((row) => [row.orderNo, row.state])).toEqual([[zhouOrder, 'registered']])
    expect(data.instruments).toEqual([
      { name: '加油机', model: null, factoryNumber: null, nextDueDate: '2026-12-01' },
    ])
    for (const orderNo of linOrders) expect(answer.body).not.toContain(orderNo)
    expect(answer.body).not.toContain(certificates.issued!)
    expect(answer.body).not.toContain('电子秤')
  })

  it('limits codes per address and per phone, and queries per address, with 429', async () => {
    // Per phone (sendSmsCode): one a minute, whatever the address.
    await sendCode(NOBODY.replace(/3$/, '4'))
    const soon = await post('sms', {
      tenantId: TENANT,
      phone: NOBODY.replace(/3$/, '4'),
      captcha: await knownCaptcha(),
    })
    expect(soon.statusCode).toBe(429)
    expect(soon.json<Envelope<null>>().msg).toMatch(/60/)

    // Per address: 3 a minute (refused ones count too), captcha or not.
    const ip = nextAddress()
    const statuses: number[] = []
    for (const phone of ['13912340011', '13912340012', '13912340013', '13912340014'])
      statuses.push(
        (await post('sms', { tenantId: TENANT, phone, captcha: await knownCaptcha() }, { ip })).statusCode,
      )
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await post('sms', { tenantId: TENANT, phone: LIN, captcha: await knownCaptcha() }, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429, success: false, msg: MESSAGES.tooMany.zh, data: null })
    const retry = Number(refused.headers['retry-after'])
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)

    // Queries by phone count as lookups: 10 a minute per address.
    const queryIp = nextAddress()
    const queries: number[] = []
    for (let i = 0; i < 11; i++)
      queries.push(
        (await post('by-phone', { tenantId: TENANT, phone: LIN, code: '123456' }, { ip: queryIp }))
          .statusCode,
      )
    expect(queries.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(queries[10]).toBe(429)
    // The lookups' counters: the certificate lookups of that address are refused too.
    const certificate = await t.app.inject({
      method: 'POST',
      url: '/api/public/certificate/verify',
      payload: { tenantId: TENANT, no: certificates.issued, code: 'ABCDEFGH' },
      remoteAddress: queryIp,
    })
    expect(certificate.statusCode).toBe(429)
  })
})
