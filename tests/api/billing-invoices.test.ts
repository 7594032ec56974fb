import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDay } from '../../src/domain/labClock'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import { standardDeviceBody } from '../support/standard-device'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { authorise, hmPost, releasedOrder, reviewedItem } from './lab-workflow-support'
import { sendsOf } from './notify-support'

const TENANT = '100001'
const BASE = '/api/hm-finance/invoice'
const VALID_CODE = '91350100M000100Y43'

type Invoice = {
  id: string
  code: string
  invoiceNo: string
  kind: number
  status: number
  total: string
  tax: string
  net: string
  totalInWords: string
  reverses: string | null
  reversesNo: string | null
  reversedByNo: string | null
  buyerName: string
  buyerTaxNo: string | null
  buyerAccount: string | null
  orders: { orderId: string; orderNo: string; amount: string }[]
  actions: string[]
  audit: { action: string; reason: string | null; fromState: number; toState: number }[]
}
type Refusal = { problem?: string; field?: string }
type Answer<T> = Envelope<T> & { data: T & Refusal }
type Order = { id: string; orderNo: string; total: string }

describe.each(databaseKinds)('invoices on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let finance: Session
  let reception: Session
  let tester: Session & { userId: string }
  let customerId: string
  let otherCustomerId: string
  /** Five settled orders of the customer (one later moved to another customer) and one not settled. */
  let settled: Order[]
  let unsettled: Order
  let elsewhere: Order
  let special: Invoice
  const today = labDay(new Date())

  const get = <T>(session: Session, path: string) =>
    call<Answer<T>>(t.app, session, { method: 'GET', url: `${BASE}/${path}` })
  const post = <T>(session: Session, path: string, payload: object) =>
    call<Answer<T>>(t.app, session, { method: 'POST', url: `${BASE}/${path}`, payload })
  const offered = async () =>
    (await get<Order[]>(finance, `orders?customerId=${customerId}`)).body.data.map((order) => order.id)
  const taxBlock = {
    buyerName: '长沙示范仪表有限公司',
    buyerTaxNo: VALID_CODE,
    buyerAddress: '长沙市岳麓区麓谷大道1号',
    buyerPhone: '0731-88886666',
    buyerBank: '中国工商银行长沙麓谷支行',
    buyerAccount: '1901 0012 3456 7890 123',
  }
  const issue = (session: Session, payload: object) =>
    post<Invoice>(session, 'issue', {
      kind: 1,
      issuedOn: today,
      invoiceNo: '24430000000000000001',
      ...taxBlock,
      ...payload,
    })
  const sqlRows = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, TENANT, (tx) => queryRows<T>(tx, query))
  const pdfOf = async (id: string, name: string) => {
    const answer = await call<string>(t.app, finance, { method: 'GET', url: `${BASE}/pdf?id=${id}` })
    expect(answer.status).toBe(200)
    expect(answer.raw.headers['content-type']).toBe('application/pdf')
    return squeeze(pdfText(savePdf(`invoice-${name}-${kind}`, answer.raw.rawPayload)))
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    finance = await login(t.app, TENANT, 'finance')
    reception = await login(t.app, TENANT, 'reception')
    tester = await login(t.app, TENANT, 'tester')
    const reviewer = await login(t.app, TENANT, 'reviewer')
    const pickup = await login(t.app, TENANT, 'pickup')
    await authorise(t.app, admin, tester.userId, '2')
    const device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ serialNo: 'N5678', certificateNo: 'YL2026-0816' }),
      )
    ).body.data.id
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const groupId = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id

    // Orders taken on site, tested, reviewed and settled by finance (as the bills are); the last stays to settle.
    const ids: string[] = []
    for (const [index, samples] of [1, 2, 1, 1, 1].entries()) {
      const order = await releasedOrder(t.app, { admin, pickup }, samples)
      for (const itemId of order.itemIds)
        await reviewedItem(t.app, { admin, tester, reviewer }, itemId, { groupId, deviceId: device })
      if (index < 4) {
        const settle = await call(t.app, finance, {
          method: 'POST',
          url: '/api/hm-finance/bill/transition',
          payload: { orderId: order.orderId, action: 'settle' },
        })
        expect(settle.status, JSON.stringify(settle.body)).toBe(200)
      }
      ids.push(order.orderId)
    }
    const rows = await sqlRows<Order & { customerId: string }>(
      sql`select id, order_no as "orderNo", total::text as total, customer_id as "customerId"
          from lab_order where id = any(${sql.param(ids)}::uuid[])`,
    )
    const byId = (id: string) => rows.find((row) => row.id === id)!
    const orders = ids.map((id) => {
      const { customerId: _customer, ...order } = byId(id)
      return order
    })
    customerId = byId(ids[0]!).customerId
    // One settled order belongs to another customer (the way to it is the same, only the customer differs).
    const [other] = await sqlRows<{ id: string }>(
      sql`select id from crm_customer where tenant_id = ${TENANT} and id <> ${customerId}::uuid and not is_deleted limit 1`,
    )
    otherCustomerId = other!.id
    elsewhere = orders[3]!
    await sqlRows(
      sql`update lab_order set customer_id = ${otherCustomerId}::uuid where id = ${elsewhere.id}::uuid`,
    )
    settled = orders.slice(0, 3)
    unsettled = orders[4]!
  })
  afterAll(() => t.close())

  it('offers the customer’s settled orders not invoiced, and her record’s buyer details', async () => {
    expect(settled.map((order) => order.total)).toEqual(['40.00', '80.00', '40.00'])
    expect((await offered()).sort()).toEqual(settled.map((order) => order.id).sort())
    const buyer = (await get<Record<string, string | null>>(finance, `buyer?customerId=${customerId}`)).body
      .data
    const [record] = await sqlRows<{ name: string; code: string | null }>(
      sql`select name, social_credit_code as code from crm_customer where id = ${customerId}::uuid`,
    )
    expect([buyer.buyerName, buyer.buyerTaxNo, buyer.buyerBank]).toEqual([record!.name, record!.code, null])
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const two = [settled[0]!.id, settled[1]!.id]
    const cases: [object, string, string][] = [
      [
        { orderIds: [settled[0]!.id, elsewhere.id] },
        'invoice.oneCustomer',
        '一张发票只能开具同一客户的委托单',
      ],
      [{ orderIds: [settled[0]!.id, unsettled.id] }, 'invoice.orderNotSettled', '委托单尚未结算,不能开票'],
      [
        { orderIds: two, buyerTaxNo: '', buyerBank: '' },
        'invoice.taxNoRequired',
        '专用发票须填写统一社会信用代码',
      ],
      [
        { orderIds: two, buyerTaxNo: '91350100M000100Y44' },
        'invoice.taxNoInvalid',
        '统一社会信用代码格式不正确',
      ],
      [{ orderIds: two, buyerAccount: '6222-01' }, 'invoice.accountInvalid', '银行账号须为8至32位数字'],
      [{ orderIds: two, issuedOn: labDay(new Date(), 1) }, 'invoice.dateInFuture', '开票日期不能晚于今天'],
      [{ orderIds: [] }, 'invoice.ordersRequired', '请至少选择一个委托单'],
    ]
    for (const [payload, problem, message] of cases) {
      const answer = await issue(finance, payload)
      expect([answer.status, answer.body.data.problem, answer.body.msg], problem).toEqual([
        400,
        problem,
        message,
      ])
    }
    const english = await call<Answer<{ problems?: unknown[] }>>(t.app, finance, {
      method: 'POST',
      url: `${BASE}/issue`,
      headers: { 'accept-language': 'en' },
      payload: { kind: 1, orderIds: two, invoiceNo: '1', issuedOn: today, buyerName: 'x' },
    })
    expect(english.body.msg).toBe('A special invoice needs the buyer’s unified social credit code')
    expect(english.body.data.problems).toHaveLength(5)
    expect((await offered()).length).toBe(3)
    const [count] = await sqlRows<{ n: string | number }>(sql`select count(*) as n from invoice`)
    expect(Number(count!.n)).toBe(0)
  })

  it('issues a special invoice over two orders, tax taken out of the total', async () => {
    const answer = await issue(finance, { orderIds: [settled[0]!.id, settled[1]!.id], remark: '含上门取送' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    special = answer.body.data
    expect(special.code).toMatch(new RegExp(`^FP${today.replaceAll('-', '')}\\d{4}$`))
    expect([special.status, special.total, special.tax, special.net]).toEqual([
      100,
      '120.00',
      '6.79',
      '113.21',
    ])
    expect(special.totalInWords).toBe('壹佰贰拾元整')
    expect(special.buyerAccount).toBe('1901001234567890123')
    expect(special.orders.map((order) => order.amount).sort()).toEqual(['40.00', '80.00'])
    expect(special.actions).toEqual(['red'])
    // The customer is told of it, on each channel she has, with its number and total.
    const told = await sendsOf(t.database, TENANT, 'invoice.issued', `invoice.issued:${special.id}`)
    expect(told.length).toBeGreaterThan(0)
    for (const send of told) expect(send.body).toContain(`发票 ${special.invoiceNo}（`)
    expect(told.every((send) => send.body?.includes('120.00'))).toBe(true)
    expect(await offered()).toEqual([settled[2]!.id])
    const marked = await sqlRows<{ invoiceId: string }>(
      sql`select invoice_id as "invoiceId" from lab_order where id = ${settled[0]!.id}::uuid`,
    )
    expect(marked[0]!.invoiceId).toBe(special.id)
  })

  it('refuses an order already invoiced and a number already recorded', async () => {
    const again = await issue(finance, {
      kind: 2,
      orderIds: [settled[0]!.id, settled[2]!.id],
      invoiceNo: '9',
    })
    expect([again.status, again.body.data.problem]).toEqual([400, 'invoice.orderInvoiced'])
    const taken = await issue(finance, { kind: 2, orderIds: [settled[2]!.id] })
    expect([taken.status, taken.body.data.problem, taken.body.msg]).toEqual([
      400,
      'invoice.numberTaken',
      '发票号码已存在',
    ])
  })

  it('issues an ordinary invoice with the buyer’s name alone', async () => {
    const answer = await post<Invoice>(finance, 'issue', {
      kind: 2,
      orderIds: [settled[2]!.id],
      invoiceNo: '24430000000000000002',
      issuedOn: today,
      buyerName: '个人客户',
      taxRatePercent: '3',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect([answer.body.data.total, answer.body.data.tax, answer.body.data.net]).toEqual([
      '40.00',
      '1.17',
      '38.83',
    ])
    expect(await offered()).toEqual([])
  })

  it('prints the invoice in Chinese with its orders and totals', async () => {
    const text = await pdfOf(special.id, 'special')
    for (const expected of [
      '增值税专用发票',
      special.invoiceNo,
      taxBlock.buyerName,
      VALID_CODE,
      settled[0]!.orderNo,
      settled[1]!.orderNo,
      '¥113.21',
      '¥6.79',
      '价税合计：¥120.00',
      '人民币（大写）：壹佰贰拾元整',
      '钱财务',
    ])
      expect(text).toContain(squeeze(expected))
    expect(text).not.toContain('红字')
  })

  it('voids an invoice by a red letter, with a reason, which frees its orders', async () => {
    const red = (payload: object) =>
      post<Invoice>(finance, 'red', {
        id: special.id,
        invoiceNo: '24430000000000000003',
        issuedOn: today,
        ...payload,
      })
    const noReason = await red({})
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请填写原因'])
    const sameNo = await red({ reason: '购买方名称有误', invoiceNo: special.invoiceNo })
    expect([sameNo.status, sameNo.body.data.problem]).toEqual([400, 'invoice.numberTaken'])
    const answer = await red({ reason: '购买方名称有误' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const letter = answer.body.data
    expect([letter.status, letter.total, letter.tax, letter.net, letter.reverses, letter.reversesNo]).toEqual(
      [300, '-120.00', '-6.79', '-113.21', special.id, special.invoiceNo],
    )
    expect(letter.totalInWords).toBe('负壹佰贰拾元整')
    expect(letter.actions).toEqual([])
    const voided = (await get<Invoice>(finance, `detail?id=${special.id}`)).body.data
    expect([voided.status, voided.reversedByNo, voided.actions]).toEqual([200, letter.invoiceNo, []])
    expect(voided.audit.map((row) => [row.action, row.fromState, row.toState, row.reason])).toEqual([
      ['issue', 0, 100, null],
      ['red', 100, 200, '购买方名称有误'],
    ])
    expect((await red({ reason: '再次', invoiceNo: '77' })).status).toBe(409)
    expect((await offered()).sort()).toEqual([settled[0]!.id, settled[1]!.id].sort())

    const text = await pdfOf(letter.id, 'red')
    for (const expected of [
      '红字增值税专用发票',
      special.invoiceNo,
      '购买方名称有误',
      '-¥120.00',
      '负壹佰贰拾元整',
    ])
      expect(text).toContain(squeeze(expected))
  })

  it('lets the freed orders be invoiced again', async () => {
    const answer = await issue(finance, {
      orderIds: [settled[0]!.id, settled[1]!.id],
      invoiceNo: '24430000000000000004',
      buyerName: '长沙示范仪表股份有限公司',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.total).toBe('120.00')
    expect(await offered()).toEqual([])
  })

  it('lets finance issue and void, not reception or a tester', async () => {
    for (const session of [reception, tester]) {
      expect((await issue(session, { orderIds: [settled[0]!.id], invoiceNo: '5' })).status).toBe(403)
      expect((await get(session, `orders?customerId=${customerId}`)).status).toBe(403)
      expect(
        (await post(session, 'red', { id: special.id, reason: 'x', invoiceNo: '6', issuedOn: today })).status,
      ).toBe(403)
    }
    const list = await call<Envelope<{ records: { invoiceNo: string; status: number }[] }>>(t.app, finance, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=20`,
      payload: { searchType: 'N', searchParam: { filter: '{}', op: '{}' } },
    })
    expect(list.status).toBe(200)
    expect(list.body.data.records.map((row) => row.status).sort()).toEqual([100, 100, 200, 300])
  })
})
