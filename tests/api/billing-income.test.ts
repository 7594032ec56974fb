import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDayOf } from '@/domain/labClock'
import { amountText, decimalOf, sum } from '@/domain/money/amount'
import { queryRows } from '../../server/db/database'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { idOf, insertBill } from './billing-income-support'

const TENANT = '100001'
const INCOME = '/api/hm-finance/income'
const BILL = '/api/hm-finance/bill'

type Row = { key: string; label: string; orders: number; items: number; amount: string }
type Summary = { rows: Row[]; totals: { orders: number; items: number; amount: string } }
type Refused = Envelope<{ problem?: string; orderNo?: string }>

/** Lab wall-clock time → ISO instant (the lab is on UTC+8). */
const lab = (local: string) => new Date(`${local}+08:00`).toISOString()

describe.each(databaseKinds)('income statistics and batch settlement on %s', (kind) => {
  let t: TestApp
  let finance: Session
  let tester: Session
  let reception: Session
  let deptA: string
  let deptB: string
  let customer: { id: string; name: string }

  const summary = async (query: string, session = finance) => {
    const answer = await call<Envelope<Summary>>(t.app, session, {
      method: 'GET',
      url: `${INCOME}/summary?${query}`,
    })
    return answer
  }
  const figures = async (query: string) => {
    const answer = await summary(query)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const brief = (rows: Row[]) => rows.map((row) => [row.label, row.orders, row.items, row.amount])

  beforeAll(async () => {
    t = await createTestApp(kind)
    finance = await login(t.app, TENANT, 'finance')
    tester = await login(t.app, TENANT, 'tester')
    reception = await login(t.app, TENANT, 'reception')
    deptA = await idOf(t.database, sql`select id from dept where tenant_id = ${TENANT} and code = 'D01'`)
    deptB = await idOf(t.database, sql`select id from dept where tenant_id = ${TENANT} and code = 'D0202'`)
    const [found] = await queryRows<{ id: string; name: string }>(
      t.database.db,
      sql`select id, name from crm_customer where tenant_id = ${TENANT} and is_deleted = false order by name limit 1`,
    )
    customer = found!
    const base = { dept: deptA, customerId: customer.id, incomeSource: '3' }
    // January: a settled bill with two categories, a zero-priced item, an abandoned and a deleted item.
    await insertBill(t.database, TENANT, {
      ...base,
      objectState: 200,
      settledAt: lab('2031-01-15T10:00:00'),
      items: [
        { amount: '100.10', taxon: '1' },
        { amount: '0.00', taxon: '1' },
        { amount: '50.05', taxon: '2' },
        { amount: '999.00', taxon: '1', state: 0 },
        { amount: '777.00', taxon: '2', deleted: true },
      ],
    })
    // Guaranteed in the last minute of January, with an item reduced from 10.00 to 8.00.
    await insertBill(t.database, TENANT, {
      ...base,
      objectState: 300,
      settledAt: lab('2031-01-31T23:59:00'),
      items: [{ amount: '8.00', taxon: '2', reduction: '2.00' }],
    })
    // Paid, settled half an hour into March on the lab's clock (still February in UTC), a customer met on site.
    await insertBill(t.database, TENANT, {
      objectState: 400,
      settledAt: lab('2031-03-01T00:30:00'),
      incomeSource: '5',
      dept: deptB,
      customerId: null,
      enterName: '现场客户',
      items: [
        { amount: '20.20', taxon: null },
        { amount: '30.30', taxon: '2' },
      ],
    })
    // Neither an open bill nor a cancelled one counts.
    await insertBill(t.database, TENANT, {
      ...base,
      objectState: 100,
      settledAt: null,
      items: [{ amount: '500.00' }],
    })
    await insertBill(t.database, TENANT, {
      ...base,
      objectState: 0,
      settledAt: lab('2031-01-20T09:00:00'),
      items: [{ amount: '600.00', taxon: '1' }],
    })
  })
  afterAll(() => t.close())

  const PERIOD = 'from=2031-01&to=2031-03'

  it('sums by month on the lab calendar, a month without income as 0, exactly', async () => {
    const data = await figures(`${PERIOD}&by=month`)
    expect(brief(data.rows)).toEqual([
      ['2031-01', 2, 4, '158.15'],
      ['2031-02', 0, 0, '0.00'],
      ['2031-03', 1, 2, '50.50'],
    ])
    expect(data.totals).toEqual({ orders: 3, items: 6, amount: '208.65' })
  })

  it('sums by income source, department and customer, with their names', async () => {
    expect(brief((await figures(`${PERIOD}&by=source`)).rows)).toEqual([
      ['委托检验', 2, 4, '158.15'],
      ['强制检定', 1, 2, '50.50'],
    ])
    expect(brief((await figures(`${PERIOD}&by=dept`)).rows)).toEqual([
      ['业务受理部', 2, 4, '158.15'],
      ['压力组', 1, 2, '50.50'],
    ])
    const byCustomer = await figures(`${PERIOD}&by=customer`)
    expect(brief(byCustomer.rows)).toEqual([
      [customer.name, 2, 4, '158.15'],
      ['现场客户', 1, 2, '50.50'],
    ])
    expect(byCustomer.rows[0]?.key).toBe(customer.id)
  })

  it('sums by charge category: an order counts in each of its categories, once in the totals', async () => {
    const data = await figures(`${PERIOD}&by=taxon`)
    expect(brief(data.rows)).toEqual([
      ['几何量（长度）', 1, 2, '100.10'],
      ['热学（温度）', 3, 3, '88.35'],
      ['未分类', 1, 1, '20.20'],
    ])
    expect(data.totals).toEqual({ orders: 3, items: 6, amount: '208.65' })
  })

  it('filters by category, source, department and customer', async () => {
    expect(brief((await figures(`${PERIOD}&by=month&taxon=2`)).rows)).toEqual([
      ['2031-01', 2, 2, '58.05'],
      ['2031-02', 0, 0, '0.00'],
      ['2031-03', 1, 1, '30.30'],
    ])
    expect((await figures(`${PERIOD}&by=taxon&source=5`)).totals.amount).toBe('50.50')
    expect((await figures(`${PERIOD}&by=source&dept=${deptB}`)).totals.amount).toBe('50.50')
    expect((await figures(`${PERIOD}&by=month&customerId=${customer.id}`)).totals.amount).toBe('158.15')
    expect((await figures(`${PERIOD}&by=month&taxon=none`)).totals.amount).toBe('20.20')
  })

  it('refuses a bad period with a clear message', async () => {
    const reversed = await summary('from=2031-04&to=2031-01')
    expect([reversed.status, reversed.body.msg]).toEqual([400, '开始月份不能晚于结束月份'])
    const long = await summary('from=2028-01&to=2031-01')
    expect([long.status, long.body.msg]).toEqual([400, '统计期间最长36个月'])
    const format = await summary('from=2031-1&to=2031-03')
    expect([format.status, format.body.msg]).toEqual([400, '月份格式不正确,应为YYYY-MM'])
    const english = await call<Envelope<unknown>>(t.app, finance, {
      method: 'GET',
      url: `${INCOME}/summary?from=2031-13&to=2031-03`,
      headers: { 'accept-language': 'en' },
    })
    expect(english.body.msg).toBe('A month is written YYYY-MM')
  })

  it('exports the statistic with the 序号 column and a 合计 row equal to the sum', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${INCOME}/export?${PERIOD}&by=taxon`,
      headers: { 'blade-auth': `bearer ${finance.token}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
    expect(values(1)).toEqual(['序号', '收费分类', '单据数', '项目数', '金额(元)'])
    expect(values(2)).toEqual([1, '几何量（长度）', 1, 2, 100.1])
    expect(values(4)).toEqual([3, '未分类', 1, 1, 20.2])
    const last = values(5)
    expect([last[0], last[2], last[3], last[4]]).toEqual(['合计', 3, 6, 208.65])
    const cents = [2, 3, 4].reduce((sum, row) => sum + Math.round(Number(values(row)[4]) * 100), 0)
    expect(cents).toBe(20865)
  })

  it('is read by finance, not by a tester or reception', async () => {
    expect((await summary(`${PERIOD}&by=month`, tester)).status).toBe(403)
    expect((await summary(`${PERIOD}&by=month`, reception)).status).toBe(403)
    const exported = await t.app.inject({
      method: 'GET',
      url: `${INCOME}/export?${PERIOD}`,
      headers: { 'blade-auth': `bearer ${tester.token}` },
    })
    expect(exported.statusCode).toBe(403)
  })

  describe('settling many bills at once', () => {
    const settle = (ids: string[], session = finance) =>
      call<Refused>(t.app, session, { method: 'POST', url: `${BILL}/settle-batch`, payload: { ids } })
    const states = async (ids: string[]) =>
      (
        await queryRows<{
          id: string
          object_state: number
          settled: boolean
          audits: number
          samples: number
        }>(
          t.database.db,
          sql`select o.id, o.object_state, o.settled_at is not null as settled,
                (select count(*)::int from workflow_audit a
                  where a.tenant_id = o.tenant_id and a.entity = 'bill' and a.entity_id = o.id and a.action = 'settle') as audits,
                (select min(s.settlement) from order_sample s where s.tenant_id = o.tenant_id and s.order_id = o.id) as samples
              from lab_order o where o.tenant_id = ${TENANT} and o.id = any(${sql.param(ids)}::uuid[])`,
        )
      ).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    const open = (amount: string) =>
      insertBill(t.database, TENANT, { objectState: 100, settledAt: null, items: [{ amount, taxon: '3' }] })

    it('settles every bill, each audited as a single settle, and its samples follow', async () => {
      const bills = [await open('10.00'), await open('20.01'), await open('0.00')]
      const ids = bills.map((bill) => bill.id)
      const answer = await settle(ids)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.data).toEqual({ settled: 3, total: '30.01' })
      expect(
        (await states(ids)).map((row) => [row.object_state, row.settled, row.audits, Number(row.samples)]),
      ).toEqual([
        [200, true, 1, 2],
        [200, true, 1, 2],
        [200, true, 1, 2],
      ])
      const detail = await call<
        Envelope<{ audit: { action: string; fromState: number; toState: number }[] }>
      >(t.app, finance, { method: 'GET', url: `${BILL}/detail?orderId=${ids[0]}` })
      expect(detail.body.data.audit.map((row) => [row.action, row.fromState, row.toState])).toEqual([
        ['settle', 100, 200],
      ])
      // Settled again, they are refused: the state moved on.
      const again = await settle(ids)
      expect(again.status).toBe(409)
    })

    it('books the income of the bills it settles, and an undone settlement takes it back', async () => {
      const month = labDayOf(new Date()).slice(0, 7)
      const thisMonth = `from=${month}&to=${month}&by=source`
      const before = (await figures(thisMonth)).totals
      const bills = [await open('12.34'), await open('0.66')]
      expect((await settle(bills.map((bill) => bill.id))).status).toBe(200)
      const settled = (await figures(thisMonth)).totals
      expect([settled.orders - before.orders, settled.amount]).toEqual([
        2,
        amountText(sum([decimalOf(before.amount), decimalOf('13.00')])),
      ])
      const undone = await call(t.app, finance, {
        method: 'POST',
        url: `${BILL}/transition`,
        payload: { orderId: bills[0]!.id, action: 'unsettle', reason: '金额有误' },
      })
      expect(undone.status, JSON.stringify(undone.body)).toBe(200)
      const after = (await figures(thisMonth)).totals
      expect([after.orders - before.orders, after.amount]).toEqual([
        1,
        amountText(sum([decimalOf(before.amount), decimalOf('0.66')])),
      ])
    })

    it('refuses the whole batch, naming the first bill that cannot be settled, and changes nothing', async () => {
      const first = await open('5.00')
      const testing = await insertBill(t.database, TENANT, {
        objectState: 50,
        settledAt: null,
        items: [{ amount: '7.00' }],
        settlement: 0,
      })
      const last = await open('6.00')
      const ids = [first.id, testing.id, last.id]
      const answer = await settle(ids)
      expect(answer.status).toBe(409)
      expect(answer.body.msg).toBe(`委托单${testing.orderNo}不能结算：当前状态不允许此操作`)
      expect(answer.body.data.orderNo).toBe(testing.orderNo)
      expect((await states(ids)).map((row) => [row.object_state, row.settled, row.audits])).toEqual([
        [100, false, 0],
        [50, false, 0],
        [100, false, 0],
      ])
    })

    it('is refused to a tester, and to a list beyond its limit', async () => {
      const bill = await open('1.00')
      expect((await settle([bill.id], tester)).status).toBe(403)
      expect((await settle([])).status).toBe(400)
      expect((await states([bill.id]))[0]?.object_state).toBe(100)
    })
  })
})
