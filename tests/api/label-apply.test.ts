import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LABEL_APPLY_MESSAGES as M, LABEL_APPLY_STATE as S } from '@/domain/labelApply'
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
import {
  TENANT,
  certifiedInstrument,
  demoCustomerId,
  otherCustomer,
  type Certified,
} from './label-apply-support'

const BASE = '/api/hm-metrology/labelApply'
const CANDIDATES = '/api/hm-crm/crm/instruments/listPageForOrder'

type Line = { reportId: string; certificateNo: string; labelNo: string | null; validUntil: string | null }
type Application = {
  id: string
  applyNo: string
  customerId: string
  status: number
  labelCount: number
  refuseReason: string | null
  actions: string[]
  lines: Line[]
}
type Candidate = { instrumentId: string; reportId: string; certificateNo: string; customerId: string }

const search = (filter: Record<string, string>) => ({
  searchParam: { filter: JSON.stringify(filter), op: JSON.stringify({}) },
})

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer)
  const values: unknown[][] = []
  workbook.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)))
  return values
}

describe.each(databaseKinds)('label applications on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let approver: Session
  let customer: Session
  let mine: string
  let theirs: string
  let passed: Certified[]
  let failed: Certified
  let revoked: Certified
  let foreign: Certified

  const post = <T>(session: Session, url: string, payload: object = {}) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const save = (session: Session, payload: object) => post<Application>(session, `${BASE}/save`, payload)
  const step = (session: Session, action: string, payload: object) =>
    post<Application>(session, `${BASE}/${action}`, payload)

  beforeAll(async () => {
    t = await createTestApp(kind)
    ;[admin, reception, approver, customer] = (await Promise.all(
      ['admin', 'reception', 'approver', 'customer'].map((user) => login(t.app, TENANT, user)),
    )) as [Session, Session, Session, Session]
    mine = await demoCustomerId(t.database)
    theirs = await otherCustomer(t.database, '另一家计量客户有限公司')
    passed = []
    for (let i = 0; i < 4; i += 1) passed.push(await certifiedInstrument(t.database, mine))
    failed = await certifiedInstrument(t.database, mine, { fail: true })
    revoked = await certifiedInstrument(t.database, mine, { standing: 'revoked' })
    foreign = await certifiedInstrument(t.database, theirs)
  })
  afterAll(() => t.close())

  it('lists a customer only her instruments whose certificates passed, filtered by type and keyword', async () => {
    const page = await post<Page<Candidate>>(customer, `${CANDIDATES}?current=1&size=100`)
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    const reports = page.body.data.records.map((row) => row.reportId)
    for (const ok of passed) expect(reports).toContain(ok.reportId)
    for (const no of [failed, revoked, foreign]) expect(reports).not.toContain(no.reportId)
    expect(new Set(page.body.data.records.map((row) => row.customerId))).toEqual(new Set([mine]))

    const staff = await post<Page<Candidate>>(reception, `${CANDIDATES}?current=1&size=100`)
    expect(staff.body.data.records.map((row) => row.reportId)).toContain(foreign.reportId)

    const exact = await post<Page<Candidate>>(customer, `${CANDIDATES}?size=10&current=1&precise=1`, {
      keyword: passed[0]?.certificateNo,
    })
    expect(exact.body.data.records.map((row) => row.reportId)).toEqual([passed[0]?.reportId])
    const partial = await post<Page<Candidate>>(customer, `${CANDIDATES}?size=10&current=1&precise=0`, {
      keyword: passed[0]?.certificateNo.slice(0, -1),
    })
    expect(partial.body.data.total).toBeGreaterThanOrEqual(1)
    const other = await post<Page<Candidate>>(customer, `${CANDIDATES}?size=10&current=1&testType=5`)
    expect(other.body.data.records.map((row) => row.reportId)).not.toContain(passed[0]?.reportId)
  })

  it('refuses what is not hers, not passed, or applied for already', async () => {
    const notHers = await save(customer, { reportIds: [foreign.reportId] })
    expect(notHers.status).toBe(404)
    for (const bad of [failed, revoked]) {
      const refused = await save(customer, { reportIds: [bad.reportId] })
      expect(refused.status).toBe(409)
      expect(refused.body.msg).toBe(M.notPassed.zh)
    }
    const mixed = await save(reception, { reportIds: [passed[3]!.reportId, foreign.reportId] })
    expect(mixed.status).toBe(400)
    expect(mixed.body.msg).toBe(M.oneCustomer.zh)
    const empty = await save(customer, { reportIds: [] })
    expect(empty.status).toBe(400)
  })

  it('takes an application from the portal through refusal, approval, issue and printing', async () => {
    const made = await save(customer, { reportIds: [passed[0]!.reportId, passed[1]!.reportId], submit: true })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const application = made.body.data
    expect(application).toMatchObject({ customerId: mine, status: S.submitted, labelCount: 2 })
    expect(application.applyNo).toMatch(/^SQ\d{8}\d{4}$/)

    const twice = await save(customer, { reportIds: [passed[0]!.reportId] })
    expect(twice.body.msg).toBe(M.notPassed.zh)

    // The customer may not decide on her own application; reception may not either.
    expect((await step(customer, 'approve', { id: application.id })).status).toBe(403)
    expect((await step(reception, 'approve', { id: application.id })).status).toBe(403)
    expect((await step(approver, 'issue', { id: application.id })).body.msg).toBe(M.notOpen.zh)

    const noReason = await step(approver, 'refuse', { id: application.id, reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.msg).toBe(M.reasonRequired.zh)
    const refused = await step(approver, 'refuse', { id: application.id, reason: '证书复印件不清晰' })
    expect(refused.body.data).toMatchObject({ status: S.refused, refuseReason: '证书复印件不清晰' })

    const changed = await save(customer, { id: application.id, reportIds: [passed[0]!.reportId] })
    expect(changed.body.data).toMatchObject({ status: S.refused, labelCount: 1 })
    const again = await step(customer, 'apply', { id: application.id })
    expect(again.body.data).toMatchObject({ status: S.submitted, refuseReason: null })
    expect((await save(customer, { id: application.id, reportIds: [passed[1]!.reportId] })).body.msg).toBe(
      M.notEditable.zh,
    )

    const notYet = await get<null>(reception, `${BASE}/print?ids=${application.id}`)
    expect(notYet.status).toBe(409)
    expect(notYet.body.msg).toBe(M.notIssued.zh)

    expect((await step(approver, 'approve', { id: application.id })).body.data.status).toBe(S.approved)
    const issued = await step(approver, 'issue', { id: application.id })
    expect(issued.body.data.status).toBe(S.issued)
    const [line] = issued.body.data.lines
    expect(line?.labelNo).toMatch(/^JB\d{4}\d{6}$/)

    for (const format of ['html', 'zpl'] as const) {
      const printed = await call<string>(t.app, reception, {
        method: 'GET',
        url: `${BASE}/print?ids=${application.id}&format=${format}`,
      })
      expect(printed.status).toBe(200)
      expect(printed.raw.body).toContain(line?.labelNo)
      expect(printed.raw.body).toContain(passed[0]!.certificateNo)
    }
    const html = await call<string>(t.app, customer, {
      method: 'GET',
      url: `${BASE}/print?ids=${application.id}`,
    })
    expect(html.raw.body).toContain('检定合格')
    expect(html.raw.body).toContain('有效期至 2099-01-09')
    expect(html.raw.body).toContain('<svg')
  })

  it('gives each label its own number, even when several applications are issued at once', async () => {
    const applications: string[] = []
    for (const certified of [passed[2]!, passed[3]!]) {
      const made = await save(reception, { customerId: mine, reportIds: [certified.reportId], submit: true })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      await step(approver, 'approve', { id: made.body.data.id })
      applications.push(made.body.data.id)
    }
    const more = [
      await certifiedInstrument(t.database, theirs),
      await certifiedInstrument(t.database, theirs),
      await certifiedInstrument(t.database, theirs),
    ]
    const big = await save(reception, { reportIds: more.map((entry) => entry.reportId), submit: true })
    expect(big.body.data.customerId).toBe(theirs)
    await step(approver, 'approve', { id: big.body.data.id })
    applications.push(big.body.data.id)

    const issued = await Promise.all(applications.map((id) => step(approver, 'issue', { id })))
    for (const answer of issued) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const numbers = issued.flatMap((answer) => answer.body.data.lines.map((line) => line.labelNo))
    expect(numbers).toHaveLength(5)
    expect(new Set(numbers).size).toBe(5)

    const all = await post<Page<{ labelNo: string | null }>>(admin, `${BASE}/testData/page?size=1000`)
    const every = all.body.data.records.map((row) => row.labelNo).filter((no) => no !== null)
    expect(new Set(every).size).toBe(every.length)
  })

  it('confines a customer to her own applications and labels', async () => {
    const hers = await post<Page<{ customerId: string; id: string }>>(customer, `${BASE}/page?size=1000`)
    expect(hers.status).toBe(200)
    expect(hers.body.data.total).toBeGreaterThan(0)
    expect(new Set(hers.body.data.records.map((row) => row.customerId))).toEqual(new Set([mine]))
    const labels = await post<Page<{ customerId: string }>>(customer, `${BASE}/testData/page?size=1000`)
    expect(new Set(labels.body.data.records.map((row) => row.customerId))).toEqual(new Set([mine]))

    const everyone = await post<Page<{ customerId: string; id: string }>>(reception, `${BASE}/page?size=1000`)
    const other = everyone.body.data.records.find((row) => row.customerId === theirs)
    expect(other).toBeDefined()
    expect((await get(customer, `${BASE}/detail?id=${other!.id}`)).status).toBe(404)
    expect((await get(customer, `${BASE}/print?ids=${other!.id}`)).status).toBe(404)
    expect((await step(customer, 'apply', { id: other!.id })).status).toBe(404)
    expect((await get(reception, `${BASE}/detail?id=${other!.id}`)).status).toBe(200)

    const byStatus = await post<Page<{ status: number }>>(reception, `${BASE}/page?size=1000`, {
      ...search({ status: String(S.issued) }),
    })
    expect(byStatus.body.data.records.every((row) => row.status === S.issued)).toBe(true)
  })

  it('exports applications and label information as .xlsx, and serves the pickers', async () => {
    for (const path of ['exportOrder', 'exportLabel']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BASE}/${path}`,
        headers: { 'blade-auth': `bearer ${reception.token}` },
        payload: {},
      })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      const rows = await readSheet(response.rawPayload)
      expect(rows.length).toBeGreaterThan(1)
    }
    const labelSheet = await t.app.inject({
      method: 'POST',
      url: `${BASE}/exportLabel`,
      headers: { 'blade-auth': `bearer ${reception.token}` },
      payload: search({ certificateNo: passed[0]!.certificateNo }),
    })
    expect(JSON.stringify(await readSheet(labelSheet.rawPayload))).toContain(passed[0]!.certificateNo)
    // A customer reads her applications but exports nothing (no export grant).
    expect((await post(customer, `${BASE}/exportOrder`)).status).toBe(403)

    const customers = await post<{ id: string; name: string }[]>(
      reception,
      '/api/hm-crm/crm/customer/listCrmCustomerAll',
      { name: '另一家计量' },
    )
    expect(customers.body.data).toEqual([{ id: theirs, name: '另一家计量客户有限公司' }])
    expect((await post(customer, '/api/hm-crm/crm/customer/listCrmCustomerAll')).status).toBe(403)

    const printers = [{ id: 'p1', name: '收样室标签机', host: '192.168.1.50', port: 9100 }]
    const saved = await post(admin, '/api/blade-system/param/submit', {
      paramName: '标签打印机',
      paramKey: 'print.labelPrinters',
      paramValue: JSON.stringify(printers),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const params = await get<{ paramKey: string; paramValue: string }[]>(
      reception,
      '/api/hm-metrology/bas/params/list',
    )
    expect(params.status).toBe(200)
    expect(params.body.data.map((row) => row.paramKey)).toContain('lab.name')
    // The printers by name only: their addresses are the administrators'.
    expect(params.body.data.find((row) => row.paramKey === 'print.labelPrinters')?.paramValue).toBe(
      '收样室标签机',
    )
    expect(JSON.stringify(params.body.data)).not.toContain('192.168.1.50')
    expect((await get(customer, '/api/hm-metrology/bas/params/list')).status).toBe(403)
  })
})
