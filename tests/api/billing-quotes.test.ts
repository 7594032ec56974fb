import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { pageOf } from './access-support'
import { pdfFonts, pdfText, savePdf, squeeze } from '../support/print-tools'
import { expireQuotes } from '../../server/modules/billing/quotes/expiry'

const TENANT = '100001'
const BASE = '/api/hm-finance/quote'
const STANDARDS = '/api/hm-metrology/charge-standard'

type Line = {
  id: string
  chargeStandardId: string | null
  standardPrice: string | null
  unitPrice: string
  quantity: number
  amount: string
  discount: string
  reduction: string
  net: string
}
type Quote = {
  id: string
  code: string
  examineStatus: number
  status: number
  gross: string
  allowances: string
  wholeDiscount: string
  net: string
  tax: string
  total: string
  totalInWords: string
  reviewerId: string | null
  supersededBy: string | null
  lines: Line[]
}
type Refusal = {
  code: number
  msg: string
  data: { problem?: string; refusal?: string; line?: number } | null
}
type Standard = {
  id: string
  instrumentName: string
  price: string
  taxon: string
  inspectionType: string
  unit: string
}

describe.each(databaseKinds)('quotes on %s', (kind) => {
  let t: TestApp
  let reception: Session
  let finance: Session
  let tester: Session
  let standards: Standard[]

  beforeAll(async () => {
    t = await createTestApp(kind)
    reception = await login(t.app, TENANT, 'reception')
    finance = await login(t.app, TENANT, 'finance')
    tester = await login(t.app, TENANT, 'tester')
    const page = await pageOf<Standard>(t, reception, `${STANDARDS}/page`)
    expect(page.status).toBe(200)
    standards = page.body.data.records
    expect(standards.length).toBeGreaterThan(2)
  })
  afterAll(() => t.close())

  const submit = (session: Session, payload: object) =>
    call<Envelope<Quote> & Refusal>(t.app, session, { method: 'POST', url: `${BASE}/submit`, payload })
  const step = (session: Session, id: string, action: string, reason?: string) =>
    call<Envelope<{ examineStatus: number }> & Refusal>(t.app, session, {
      method: 'POST',
      url: `${BASE}/transition`,
      payload: { id, action, ...(reason ? { reason } : {}) },
    })
  const detail = async (session: Session, id: string) => {
    const answer = await call<Envelope<Quote>>(t.app, session, {
      method: 'GET',
      url: `${BASE}/detail?id=${id}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const lineOf = (standard: Standard, extra: object = {}) => ({
    chargeStandardId: standard.id,
    itemName: standard.instrumentName,
    taxon: standard.taxon,
    inspectionType: standard.inspectionType,
    unit: standard.unit,
    quantity: 2,
    ...extra,
  })
  const draft = (extra: object = {}) => ({
    customerName: '湘潭示范机械厂',
    kind: 1,
    validUntil: '2099-12-31',
    taxRatePercent: '6',
    taxIncluded: true,
    lines: [
      lineOf(standards[0]!),
      lineOf(standards[1]!, { quantity: 3, discountPercent: '10', discountType: '1' }),
    ],
    ...extra,
  })

  it('prices a quote from the charge standards, half-to-even, and prints the total in capital numerals', async () => {
    const [first, second] = standards as [Standard, Standard]
    const answer = await submit(reception, draft())
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const quote = answer.body.data
    expect(quote.code).toMatch(/^BJ\d{8}\d{4}$/)
    expect(quote.examineStatus).toBe(100)
    expect(quote.lines.map((line) => [line.standardPrice, line.unitPrice])).toEqual([
      [first.price, first.price],
      [second.price, second.price],
    ])
    const cents = (text: string) => BigInt(text.replace('.', ''))
    const gross = cents(first.price) * 2n + cents(second.price) * 3n
    expect(cents(quote.gross)).toBe(gross)
    expect(cents(quote.total)).toBe(quote.lines.reduce((sum, line) => sum + cents(line.net), 0n))
    expect(quote.totalInWords).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/)
    expect(
      quote.totalInWords.endsWith('整') ||
        quote.totalInWords.endsWith('角') ||
        quote.totalInWords.endsWith('分'),
    ).toBe(true)
  })

  it('keeps the price a quote was made with when the standard price changes', async () => {
    const standard = standards[2]!
    const made = (await submit(reception, draft({ lines: [lineOf(standard, { quantity: 1 })] }))).body.data
    const admin = await login(t.app, TENANT, 'admin')
    const raised = await call<Envelope<Standard>>(t.app, admin, {
      method: 'POST',
      url: `${STANDARDS}/submit`,
      payload: { ...standard, price: '9999.99' },
    })
    expect(raised.status, JSON.stringify(raised.body)).toBe(200)
    // Saving the quote again with its line keeps the old price; a new line of the same standard takes the new one.
    const again = await submit(reception, {
      ...draft(),
      id: made.id,
      lines: [lineOf(standard, { id: made.lines[0]!.id, quantity: 1 }), lineOf(standard, { quantity: 1 })],
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data.lines.map((line) => line.unitPrice)).toEqual([standard.price, '9999.99'])
    expect((await detail(reception, made.id)).lines[0]!.standardPrice).toBe(standard.price)
  })

  it('refuses bad input with the field’s message and saves nothing', async () => {
    const refused = async (payload: object, problem: string, message: string) => {
      const answer = await submit(reception, payload)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.data?.problem).toBe(problem)
      expect(answer.body.msg).toBe(message)
    }
    await refused(
      draft({ lines: [lineOf(standards[0]!, { quantity: -1 })] }),
      'billing.quantityInvalid',
      '数量须为1至1000000的整数',
    )
    await refused(
      draft({ lines: [lineOf(standards[0]!, { discountPercent: '101', discountType: '1' })] }),
      'billing.percentInvalid',
      '请输入0至100之间的百分比,最多两位小数',
    )
    await refused(
      draft({ lines: [lineOf(standards[0]!, { discountPercent: '5' })] }),
      'billing.discountTypeRequired',
      '请选择优惠类型',
    )
    await refused(
      draft({ lines: [lineOf(standards[0]!, { discountPercent: '5', discountType: '99' })] }),
      'billing.dictionaryValue',
      '所选项不在字典中，请重新选择',
    )
    await refused(
      draft({ lines: [{ itemName: '现场校准服务', unit: '次', quantity: 1, unitPrice: '12.345' }] }),
      'billing.amountInvalid',
      '请输入数字,可带两位小数',
    )
    await refused(draft({ lines: [] }), 'billing.linesRequired', '请至少添加一个报价项目')
    const page = await pageOf<{ customerName: string }>(t, reception, `${BASE}/page`, {
      customerName: '无此客户',
    })
    expect(page.body.data.total).toBe(0)
  })

  it('is sent by its author, reviewed by someone else, and cannot change afterwards', async () => {
    const quote = (await submit(reception, draft())).body.data
    expect((await step(finance, quote.id, 'submit')).status).toBe(403)
    expect((await step(reception, quote.id, 'submit')).body.data.examineStatus).toBe(200)
    const own = await step(reception, quote.id, 'approve')
    expect(own.status).toBe(403)
    const noReason = await step(finance, quote.id, 'return')
    expect(noReason.status).toBe(400)
    expect(noReason.body.msg).toBe('请填写原因')
    expect((await step(finance, quote.id, 'return', '折扣理由不充分')).body.data.examineStatus).toBe(100)
    expect((await step(reception, quote.id, 'submit')).body.data.examineStatus).toBe(200)
    expect((await step(finance, quote.id, 'approve')).body.data.examineStatus).toBe(300)
    const reviewed = await detail(finance, quote.id)
    expect(reviewed.reviewerId).toBe(finance.userId)

    const changed = await submit(reception, { ...draft(), id: quote.id })
    expect(changed.status).toBe(409)
    expect(changed.body.msg).toBe('报价单已提交审核，不能修改或删除')
    const removed = await call<Refusal>(t.app, reception, {
      method: 'POST',
      url: `${BASE}/remove?ids=${quote.id}`,
    })
    expect(removed.status).toBe(409)
    expect((await step(finance, quote.id, 'approve')).status).toBe(409)

    const workflow = await call<Envelope<{ audit: { action: string; reason: string | null }[] }>>(
      t.app,
      finance,
      {
        method: 'GET',
        url: `${BASE}/workflow?id=${quote.id}`,
      },
    )
    expect(workflow.body.data.audit.map((row) => [row.action, row.reason])).toEqual([
      ['submit', null],
      ['return', '折扣理由不充分'],
      ['submit', null],
      ['approve', null],
    ])
  })

  it('makes the quote a reviewed revision replaces unusable, and an expired one unusable', async () => {
    const old = (await submit(reception, draft())).body.data
    const revision = (await submit(reception, draft({ supersedes: old.id }))).body.data
    await step(reception, revision.id, 'submit')
    await step(finance, revision.id, 'approve')
    const replaced = await detail(reception, old.id)
    expect([replaced.status, replaced.supersededBy]).toEqual([200, revision.id])

    const expired = (await submit(reception, draft({ validUntil: '2020-01-01' }))).body.data
    expect(expired.status).toBe(200)

    // One still valid today is marked by the sweep once its last day has passed, and the list shows it.
    const lastDay = (await submit(reception, draft({ validUntil: '2030-06-30' }))).body.data
    expect(lastDay.status).toBe(100)
    expect(await expireQuotes(t.database.db, '2030-06-30')).toBe(0)
    expect(await expireQuotes(t.database.db, '2030-07-01')).toBeGreaterThanOrEqual(1)
    const listed = await pageOf<{ status: number }>(t, finance, `${BASE}/page`, { code: lastDay.code })
    expect(listed.body.data.records.map((row) => row.status)).toEqual([200])
  })

  it('is read by reception and finance, not by a tester', async () => {
    const quote = (await submit(reception, draft())).body.data
    expect((await call(t.app, tester, { method: 'GET', url: `${BASE}/detail?id=${quote.id}` })).status).toBe(
      403,
    )
    expect((await pageOf(t, tester, `${BASE}/page`)).status).toBe(403)
    expect((await submit(finance, draft())).status).toBe(403)
    const list = await pageOf<{ code: string; total: string }>(t, finance, `${BASE}/page`, {
      code: quote.code,
    })
    expect(list.body.data.records.map((row) => [row.code, row.total])).toEqual([[quote.code, quote.total]])
  })

  it('prints as a PDF in Chinese with the lines, the totals and the total in capital numerals', async () => {
    const quote = (
      await submit(
        reception,
        draft({
          wholeDiscountPercent: '5',
          discountType: '3',
          discountReason: '长期客户',
          remark: '含上门取送',
        }),
      )
    ).body.data
    await step(reception, quote.id, 'submit')
    await step(finance, quote.id, 'approve')
    const answer = await call<string>(t.app, reception, { method: 'GET', url: `${BASE}/pdf?id=${quote.id}` })
    expect(answer.status).toBe(200)
    expect(answer.raw.headers['content-type']).toBe('application/pdf')
    const file = savePdf(`quote-${kind}`, answer.raw.rawPayload)
    const text = squeeze(pdfText(file))
    for (const expected of [
      '报价单',
      quote.code,
      '湘潭示范机械厂',
      standards[0]!.instrumentName,
      `¥${quote.total}`,
      `人民币（大写）：${quote.totalInWords}`,
      '政策优惠',
      '审核完成',
      '钱财务',
    ])
      expect(text, expected).toContain(squeeze(expected))
    expect(pdfFonts(file).every((font) => font.embedded && font.unicode)).toBe(true)
    // A reprint is the same document.
    const again = await call<string>(t.app, finance, { method: 'GET', url: `${BASE}/pdf?id=${quote.id}` })
    expect(Buffer.compare(again.raw.rawPayload, answer.raw.rawPayload)).toBe(0)
  })
})
