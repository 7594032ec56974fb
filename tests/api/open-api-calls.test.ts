import { createHmac } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUser,
  certificateRecord,
  crmCustomer,
  customerAccount,
  labOrder,
  labReport,
  orderSample,
  serverSecret,
  thirdApp,
} from '../../server/db/schema'
import { withTenant, withoutTenant } from '../../server/db/tenant-scope'
import { canonicalQuery, sealApiToken } from '../../server/modules/open-api/signature'
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

const TENANT = '100001'
const APP_ID = 'lims-demo'
const SECRET = 'lims-demo-secret-change-me'
const OTHER_APP = 'open-api-other'
const OTHER_SECRET = 'another-secret-of-another-app'
/** The demo customer's company: its orders were registered with this mobile. */
const PHONE_A = '13700000011'
const PHONE_B = '13700000022'

const MESSAGES = {
  timestampInvalid: '时间戳格式错误，应为 Unix 时间（10 位秒或 13 位毫秒）',
  expired: '请求已过期：时间戳与服务器时间相差超过 5 分钟',
  unknownApp: '第三方应用未注册或已停用，请联系实验室',
  badSignature: '签名校验失败',
  signReplayed: '该签名已使用过，请用新的时间戳重新签名',
  nonceReplayed: '该 nonce 已使用过，每次请求须使用新的 nonce',
  tokenUnknown: '访问令牌无效，请重新获取',
  tokenExpired: '访问令牌已过期，请重新获取',
  userRequired: '请至少提供 createUser、createUserCode、createUserPhone 中的一项',
}

/** The documented signature, written out here rather than imported: the contract a third system codes to. */
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const seconds = (offset = 0) => String(Math.floor(Date.now() / 1000) + offset)
/**
 * A millisecond timestamp no other call of this file used: two requests for a token in the same second sign
 * the same text, and the second would be refused as a replay (docs/open-api.md says so too).
 */
let lastMillis = 0
const freshMillis = () => {
  lastMillis = Math.max(Date.now(), lastMillis + 1)
  return String(lastMillis)
}

type TokenAnswer = { token: string; expiresAt: string; expiresIn: number }
type OpenReport = {
  certificateNo: string
  orderNo: string
  sampleNo: string | null
  instrumentName: string
  customerName: string
  issueDate: string
  state: string
  delivered: boolean
  verificationUrl: string
}
type Line = { id: string; orderNo: string; name: string; status: number; customerName: string }

let nonces = 0
const newNonce = () => `nonce-${process.pid}-${Date.now()}-${nonces++}`

describe.each(databaseKinds)('the open API calls of third systems on %s', (kind) => {
  let t: TestApp
  let serverKey = ''
  const ids = {
    pickup: '',
    reception: '',
    customerUser: '',
    customerA: '',
    customerB: '',
    orderA1: 'DJ-OPEN-A1',
    orderA2: 'DJ-OPEN-A2',
    orderB1: 'DJ-OPEN-B1',
  }

  async function seedOrder(input: {
    orderNo: string
    customerId: string
    customerName: string
    createUser: string
    mobile: string
    orderStatus: number
    sampleStatus: number
    report?: { no: string; state: number }
  }) {
    await withTenant(t.database.db, TENANT, async (tx) => {
      const orderId = uuidv7()
      const sampleId = uuidv7()
      await tx.insert(labOrder).values({
        tenantId: TENANT,
        id: orderId,
        orderNo: input.orderNo,
        status: input.orderStatus,
        customerId: input.customerId,
        enterName: input.customerName,
        mobile: input.mobile,
        createUser: input.createUser,
      })
      await tx.insert(orderSample).values({
        tenantId: TENANT,
        id: sampleId,
        orderId,
        name: `器具 ${input.orderNo}`,
        status: input.sampleStatus,
        sampleNo: `YP-${input.orderNo}`,
        createUser: input.createUser,
      })
      if (!input.report) return
      const reportId = uuidv7()
      await tx.insert(labReport).values({
        tenantId: TENANT,
        id: reportId,
        orderId,
        sampleId,
        state: input.report.state,
        reportNo: input.report.no,
      })
      await tx.insert(certificateRecord).values({
        tenantId: TENANT,
        reportId,
        certificateNo: input.report.no,
        checkCodeHash: 'a'.repeat(64),
        holder: input.customerName,
        instrumentName: `器具 ${input.orderNo}`,
        issueDate: '2026-11-20',
        conclusion: '合格',
        pdfSha256: 'b'.repeat(64),
      })
    })
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const db = t.database.db
    serverKey = await withoutTenant(db, async (tx) => {
      const [row] = await tx.select().from(serverSecret).where(eq(serverSecret.name, 'token'))
      return process.env.TOKEN_SECRET ?? row?.value ?? ''
    })
    await withTenant(db, TENANT, async (tx) => {
      const users = await tx
        .select({ id: appUser.id, account: appUser.account })
        .from(appUser)
        .where(eq(appUser.tenantId, TENANT))
      const idOf = (account: string) => users.find((user) => user.account === account)?.id ?? ''
      ids.pickup = idOf('pickup')
      ids.reception = idOf('reception')
      ids.customerUser = idOf('customer')
      const [account] = await tx
        .select({ customerId: customerAccount.customerId })
        .from(customerAccount)
        .where(and(eq(customerAccount.tenantId, TENANT), eq(customerAccount.userId, ids.customerUser)))
      ids.customerA = account?.customerId ?? ''
      ids.customerB = uuidv7()
      await tx.insert(crmCustomer).values({ tenantId: TENANT, id: ids.customerB, name: '另一家计量用户' })
      await tx
        .insert(thirdApp)
        .values({ tenantId: TENANT, accessKeyId: OTHER_APP, secret: OTHER_SECRET, name: '另一个系统' })
    })
    const a = { customerId: ids.customerA, customerName: '长沙星沙电子仪器有限公司', mobile: PHONE_A }
    await seedOrder({
      ...a,
      orderNo: ids.orderA1,
      createUser: ids.pickup,
      orderStatus: 1000,
      sampleStatus: 1000,
      report: { no: 'OPEN-CERT-A1', state: 1000 },
    })
    await seedOrder({ ...a, orderNo: ids.orderA2, createUser: ids.pickup, orderStatus: 50, sampleStatus: 50 })
    await seedOrder({
      orderNo: ids.orderB1,
      customerId: ids.customerB,
      customerName: '另一家计量用户',
      createUser: ids.reception,
      mobile: PHONE_B,
      orderStatus: 300,
      sampleStatus: 300,
      report: { no: 'OPEN-CERT-B1', state: 700 },
    })
  })
  afterAll(() => t.close())

  const askToken = (appId: string, headers: Record<string, string>) =>
    call<Envelope<TokenAnswer | null>>(t.app, null, {
      method: 'POST',
      url: `/csApi/blade-expand/open/token/api_token?appId=${encodeURIComponent(appId)}`,
      headers,
    })

  async function tokenOf(appId = APP_ID, secret = SECRET): Promise<string> {
    const timestamp = freshMillis()
    const answer = await askToken(appId, { timestamp, sign: hmacHex(secret, `${appId}\n${timestamp}`) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data?.token ?? ''
  }

  type CallOptions = { nonce?: string; timestamp?: string; sign?: string; secret?: string }

  /** A pageReport call signed as docs/open-api.md says, unless the options spoil it. */
  function pageReport(token: string, query: Record<string, string>, options: CallOptions = {}) {
    const nonce = options.nonce ?? newNonce()
    const timestamp = options.timestamp ?? seconds()
    const text = `${token}\n${nonce}\n${timestamp}\n${canonicalQuery(query)}`
    const sign = options.sign ?? hmacHex(options.secret ?? SECRET, text)
    return call<Envelope<Page<OpenReport> | null>>(t.app, null, {
      method: 'POST',
      url: `/api/report/pageReport?${new URLSearchParams(query).toString()}`,
      headers: { token, nonce, timestamp, sign },
    })
  }

  const refusal = (answer: { status: number; body: { msg: string } }, message: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body.msg).toBe(message)
  }

  describe('POST /csApi/blade-expand/open/token/api_token', () => {
    it('gives a registered app a token good for two hours, for seconds or milliseconds', async () => {
      const timestamp = seconds()
      const answer = await askToken(APP_ID, { timestamp, sign: hmacHex(SECRET, `${APP_ID}\n${timestamp}`) })
      expect(answer.status).toBe(200)
      expect(answer.body.data?.expiresIn).toBe(7200)
      const lapses = Date.parse(answer.body.data?.expiresAt ?? '')
      expect(Math.abs(lapses - (Date.now() + 7200_000))).toBeLessThan(10_000)
      expect(answer.body.data?.token).toMatch(/^oa\./)

      const millis = freshMillis()
      const inMillis = await askToken(APP_ID, {
        timestamp: millis,
        sign: hmacHex(SECRET, `${APP_ID}\n${millis}`).toUpperCase(),
        'tenant-id': TENANT,
      })
      expect(inMillis.status).toBe(200)
    })

    it('accepts each signature once', async () => {
      const timestamp = freshMillis()
      const headers = { timestamp, sign: hmacHex(SECRET, `${APP_ID}\n${timestamp}`) }
      expect((await askToken(APP_ID, headers)).status).toBe(200)
      refusal(await askToken(APP_ID, headers), MESSAGES.signReplayed)
    })

    it('refuses a wrong signature, an unknown or disabled app, a stale or malformed timestamp', async () => {
      const timestamp = seconds()
      refusal(
        await askToken(APP_ID, { timestamp, sign: hmacHex('not-the-secret', `${APP_ID}\n${timestamp}`) }),
        MESSAGES.badSignature,
      )
      refusal(
        await askToken('nobody', { timestamp, sign: hmacHex(SECRET, `nobody\n${timestamp}`) }),
        MESSAGES.unknownApp,
      )
      refusal(
        await askToken(APP_ID, {
          timestamp,
          sign: hmacHex(SECRET, `${APP_ID}\n${timestamp}`),
          'tenant-id': '000000',
        }),
        MESSAGES.unknownApp,
      )
      // The exact edge of the window is the unit test's; here the server reads its own clock a moment after
      // the test did, so the timestamps sit well outside the window.
      const stale = seconds(-330)
      refusal(
        await askToken(APP_ID, { timestamp: stale, sign: hmacHex(SECRET, `${APP_ID}\n${stale}`) }),
        MESSAGES.expired,
      )
      const ahead = seconds(330)
      refusal(
        await askToken(APP_ID, { timestamp: ahead, sign: hmacHex(SECRET, `${APP_ID}\n${ahead}`) }),
        MESSAGES.expired,
      )
      refusal(await askToken(APP_ID, { timestamp: 'yesterday', sign: 'x' }), MESSAGES.timestampInvalid)
      expect((await askToken(APP_ID, { timestamp })).status).toBe(400)

      await withTenant(t.database.db, TENANT, (tx) =>
        tx
          .update(thirdApp)
          .set({ status: 0 })
          .where(and(eq(thirdApp.tenantId, TENANT), eq(thirdApp.accessKeyId, OTHER_APP))),
      )
      const disabled = await askToken(OTHER_APP, {
        timestamp,
        sign: hmacHex(OTHER_SECRET, `${OTHER_APP}\n${timestamp}`),
      })
      await withTenant(t.database.db, TENANT, (tx) =>
        tx
          .update(thirdApp)
          .set({ status: 1 })
          .where(and(eq(thirdApp.tenantId, TENANT), eq(thirdApp.accessKeyId, OTHER_APP))),
      )
      refusal(disabled, MESSAGES.unknownApp)
    })
  })

  describe('POST /api/report/pageReport', () => {
    let token = ''
    beforeAll(async () => {
      token = await tokenOf()
    })

    it('answers the certificates of the orders registered with a phone, with what a report carries', async () => {
      const answer = await pageReport(token, { createUserPhone: PHONE_A })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.data?.total).toBe(1)
      const [report] = answer.body.data?.records ?? []
      expect(report).toMatchObject({
        certificateNo: 'OPEN-CERT-A1',
        orderNo: ids.orderA1,
        sampleNo: `YP-${ids.orderA1}`,
        instrumentName: `器具 ${ids.orderA1}`,
        customerName: '长沙星沙电子仪器有限公司',
        issueDate: '2026-11-20',
        state: 'valid',
        delivered: true,
      })
      const url = new URL(report?.verificationUrl ?? '')
      expect(url.pathname).toBe('/certificateFalsification')
      expect(url.searchParams.get('tenantId')).toBe(TENANT)
      expect(url.searchParams.get('no')).toBe('OPEN-CERT-A1')
    })

    it('answers a user’s own: the orders she registered, or her linked customer’s; each parameter narrows', async () => {
      const numbers = async (query: Record<string, string>) => {
        const answer = await pageReport(token, query)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        return (answer.body.data?.records ?? []).map((report) => report.certificateNo).sort()
      }
      expect(await numbers({ createUserCode: 'reception' })).toEqual(['OPEN-CERT-B1'])
      expect(await numbers({ createUser: ids.pickup })).toEqual(['OPEN-CERT-A1'])
      expect(await numbers({ createUserCode: 'customer' })).toEqual(['OPEN-CERT-A1'])
      // Another customer's phone with this user: nothing of the other customer.
      expect(await numbers({ createUserCode: 'customer', createUserPhone: PHONE_B })).toEqual([])
      expect(await numbers({ createUser: ids.pickup, createUserCode: 'reception' })).toEqual([])
      expect(await numbers({ createUserCode: 'nobody-here' })).toEqual([])
      expect(await numbers({ createUser: 'not-a-uuid' })).toEqual([])
      const paged = await pageReport(token, { createUserPhone: PHONE_B, current: '2', size: '1' })
      expect(paged.body.data).toMatchObject({ total: 1, current: 2, size: 1, records: [] })
      refusal(await pageReport(token, {}), MESSAGES.userRequired)
    })

    it('accepts each nonce once; a refused call does not spend its nonce', async () => {
      const nonce = newNonce()
      refusal(
        await pageReport(token, { createUserPhone: PHONE_A }, { nonce, sign: 'f'.repeat(64) }),
        MESSAGES.badSignature,
      )
      expect((await pageReport(token, { createUserPhone: PHONE_A }, { nonce })).status).toBe(200)
      refusal(await pageReport(token, { createUserPhone: PHONE_A }, { nonce }), MESSAGES.nonceReplayed)
    })

    it('refuses a signature of other parameters or by another secret, and a stale timestamp', async () => {
      const timestamp = seconds()
      const nonce = newNonce()
      const signedForA = hmacHex(
        SECRET,
        `${token}\n${nonce}\n${timestamp}\n${canonicalQuery({ createUserPhone: PHONE_A })}`,
      )
      refusal(
        await pageReport(token, { createUserPhone: PHONE_B }, { nonce, timestamp, sign: signedForA }),
        MESSAGES.badSignature,
      )
      refusal(
        await pageReport(token, { createUserPhone: PHONE_A }, { secret: OTHER_SECRET }),
        MESSAGES.badSignature,
      )
      refusal(
        await pageReport(token, { createUserPhone: PHONE_A }, { timestamp: seconds(-400) }),
        MESSAGES.expired,
      )
    })

    it('refuses an unknown, forged or expired token, and a token used as a session or by another app', async () => {
      refusal(await pageReport('oa.forged.token', { createUserPhone: PHONE_A }), MESSAGES.tokenUnknown)
      const staff: Session = await login(t.app, TENANT, 'reception')
      refusal(await pageReport(staff.token, { createUserPhone: PHONE_A }), MESSAGES.tokenUnknown)
      const forged = sealApiToken(
        { tenantId: TENANT, appId: APP_ID, expiresAt: Math.floor(Date.now() / 1000) + 60 },
        'not-the-server-secret',
        'n',
      )
      refusal(await pageReport(forged, { createUserPhone: PHONE_A }), MESSAGES.tokenUnknown)
      const lapsed = sealApiToken(
        { tenantId: TENANT, appId: APP_ID, expiresAt: Math.floor(Date.now() / 1000) - 1 },
        serverKey,
        'n',
      )
      refusal(await pageReport(lapsed, { createUserPhone: PHONE_A }), MESSAGES.tokenExpired)
      // The API token is no session: the staff API refuses it.
      const asSession = await call(t.app, null, {
        method: 'GET',
        url: '/api/blade-user/info',
        headers: { 'blade-auth': `bearer ${token}` },
      })
      expect(asSession.status).toBe(401)
      // Another app's token signed with this app's secret, and the other app once disabled.
      const otherToken = await tokenOf(OTHER_APP, OTHER_SECRET)
      refusal(await pageReport(otherToken, { createUserPhone: PHONE_A }), MESSAGES.badSignature)
      expect(
        (await pageReport(otherToken, { createUserPhone: PHONE_A }, { secret: OTHER_SECRET })).status,
      ).toBe(200)
      await withTenant(t.database.db, TENANT, (tx) =>
        tx
          .update(thirdApp)
          .set({ status: 0 })
          .where(and(eq(thirdApp.tenantId, TENANT), eq(thirdApp.accessKeyId, OTHER_APP))),
      )
      refusal(
        await pageReport(otherToken, { createUserPhone: PHONE_A }, { secret: OTHER_SECRET }),
        MESSAGES.unknownApp,
      )
    })

    it('keeps used nonces in the database, where every server process sees them', async () => {
      const before = await withoutTenant(t.database.db, (tx) =>
        tx.execute(sql`select count(*)::int as n from used_signature`),
      )
      expect((before as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0)
    })
  })

  describe('POST /api/crm/enterinstruments/listOfDetails', () => {
    const lines = async (session: Session, type: string, filter: Record<string, string> = {}) => {
      const op = Object.fromEntries(Object.keys(filter).map((field) => [field, '=']))
      const answer = await call<Envelope<Page<Line>>>(t.app, session, {
        method: 'POST',
        url: `/api/crm/enterinstruments/listOfDetails?current=1&size=500&type=${type}`,
        payload: { searchParam: { filter: JSON.stringify(filter), op: JSON.stringify(op) } },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body.data.records
        .map((line) => line.orderNo)
        .filter((no) => no.startsWith('DJ-OPEN'))
        .sort()
    }

    it('lists the lines of every order by where they stand, searched by the sample fields', async () => {
      const admin = await login(t.app, TENANT, 'admin')
      expect(await lines(admin, 'all')).toEqual([ids.orderA1, ids.orderA2, ids.orderB1])
      expect(await lines(admin, 'registered')).toEqual([ids.orderA2])
      expect(await lines(admin, 'inLab')).toEqual([ids.orderB1])
      expect(await lines(admin, 'returned')).toEqual([ids.orderA1])
      expect(await lines(admin, 'voided')).toEqual([])
      expect(await lines(admin, 'all', { orderNo: ids.orderB1 })).toEqual([ids.orderB1])
      const bad = await call(t.app, admin, {
        method: 'POST',
        url: '/api/crm/enterinstruments/listOfDetails?type=lost',
        payload: {},
      })
      expect(bad.status).toBe(400)
    })

    it('shows a reader only the lines of the orders she reads: a customer her own, pickup staff theirs', async () => {
      const customer = await login(t.app, TENANT, 'customer')
      expect(await lines(customer, 'all')).toEqual([ids.orderA1, ids.orderA2])
      expect(await lines(customer, 'all', { orderNo: ids.orderB1 })).toEqual([])
      const pickup = await login(t.app, TENANT, 'pickup')
      expect(await lines(pickup, 'all')).toEqual([ids.orderA1, ids.orderA2])
      const tester = await login(t.app, TENANT, 'tester')
      const refused = await call(t.app, tester, {
        method: 'POST',
        url: '/api/crm/enterinstruments/listOfDetails',
        payload: {},
      })
      expect(refused.status).toBe(403)
    })
  })

  describe('GET /api/crm/enter/selectInfomation', () => {
    type Reference = {
      businessTypes: { value: string; label: string }[]
      customerTypes: { value: string; label: string }[]
      inspectionTypes: { value: string; label: string }[]
      customers: { id: string; name: string }[]
      customersTotal: number
      appointments: { id: string; status: number }[]
      registrar: { id: string; name: string }
    }
    const reference = (session: Session, language = 'zh-CN') =>
      call<Envelope<Reference>>(t.app, session, {
        method: 'GET',
        url: '/api/crm/enter/selectInfomation',
        headers: { 'accept-language': language },
      })

    it('answers what the registration form chooses from in one call', async () => {
      const pickup = await login(t.app, TENANT, 'pickup')
      const answer = await reference(pickup)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const data = answer.body.data
      expect(data.businessTypes).toContainEqual({ value: '1', label: expect.any(String) })
      expect(data.customerTypes.length).toBeGreaterThan(0)
      expect(data.inspectionTypes.length).toBeGreaterThan(0)
      const names = data.customers.map((customer) => customer.name)
      expect(names).toEqual(expect.arrayContaining(['长沙星沙电子仪器有限公司', '另一家计量用户']))
      expect(data.customersTotal).toBeGreaterThanOrEqual(data.customers.length)
      expect(data.appointments.length).toBeGreaterThan(0)
      for (const appointment of data.appointments) expect([1, 2]).toContain(appointment.status)
      expect(data.registrar).toEqual({ id: ids.pickup, name: '孙取送' })
      const english = await reference(pickup, 'en')
      expect(english.body.data.businessTypes.map((option) => option.value)).toEqual(
        data.businessTypes.map((option) => option.value),
      )
    })

    it('is the registration page’s: other roles and customers are refused', async () => {
      expect((await reference(await login(t.app, TENANT, 'tester'))).status).toBe(403)
      expect((await reference(await login(t.app, TENANT, 'customer'))).status).toBe(403)
    })
  })
})
