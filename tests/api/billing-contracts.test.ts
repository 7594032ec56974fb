import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { pdfFonts, pdfText, savePdf, squeeze } from '../support/print-tools'
import { pageOf } from './access-support'
import { hmPost } from './lab-workflow-support'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'
const BASE = '/api/hm-finance/contract'
const BILL = '/api/hm-finance/bill'
const QUOTE = '/api/hm-finance/quote'
const STANDARDS = '/api/hm-metrology/charge-standard'

type Line = {
  id: string
  itemName: string
  standardPrice: string | null
  unitPrice: string
  quantity: number
}
type Contract = {
  id: string
  code: string
  kind: number
  customerId: string
  quoteId: string | null
  validUntil: string
  ceiling: string | null
  used: string
  status: number
  orderCount: number
  refusal: { code: string } | null
  lines: Line[]
}
type Item = {
  id: string
  standardPrice: string | null
  unitPrice: string | null
  priceBasis: string | null
  quantity: number
  reduction: string
  amount: string
}
type Charges = { total: string; open: boolean; contract: { id: string } | null; items: Item[] }
type Answer<T> = Envelope<T> & { data: T & { problem?: string } }
type Standard = {
  id: string
  instrumentName: string
  price: string
  taxon: string
  inspectionType: string
  unit: string
  specification: string | null
}

describe.each(databaseKinds)('contracts on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let finance: Session
  let tester: Session
  let pickup: Session
  let gauge: Standard
  let customerId: string
  let otherCustomerId: string

  const submit = (session: Session, payload: object) =>
    call<Answer<Contract>>(t.app, session, { method: 'POST', url: `${BASE}/submit`, payload })
  const detail = async (id: string, session = reception) => {
    const answer = await call<Envelope<Contract>>(t.app, session, {
      method: 'GET',
      url: `${BASE}/detail?id=${id}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const charges = async (orderId: string) => {
    const answer = await call<Envelope<Charges>>(t.app, finance, {
      method: 'GET',
      url: `${BILL}/charges?orderId=${orderId}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const gaugeLine = (extra: object = {}) => ({
    chargeStandardId: gauge.id,
    itemName: gauge.instrumentName,
    taxon: gauge.taxon,
    inspectionType: gauge.inspectionType,
    unit: gauge.unit,
    quantity: 10,
    ...extra,
  })
  const contractOf = (extra: object = {}) => ({
    name: '年度检定服务合同',
    customerId,
    contact: '王工',
    kind: 0,
    validFrom: '2020-01-01',
    validUntil: '2099-12-31',
    ceiling: '100000',
    lines: [gaugeLine({ unitPrice: '30.00' })],
    ...extra,
  })
  const made = async (extra: object = {}) => {
    const answer = await submit(reception, contractOf(extra))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  /** An order of pressure gauges (one item each) naming the contract. */
  const order = async (contractId: string | null, gauges = 1, enterId = customerId) => {
    const lines = Array.from({ length: gauges }, () =>
      instrumentLine({ name: gauge.instrumentName, model: null }),
    )
    const signature = await uploadImage(t.app, pickup)
    const answer = await submitDraft(t.app, pickup, {
      ...draftOf({ signature, enterId, instruments: lines }),
      ...(contractId ? { contractId } : {}),
    })
    if (answer.status !== 200) return { refused: answer.body as unknown as { msg: string }, orderId: '' }
    for (const line of lines) {
      const added = await hmPost(t.app, admin, 'test-item/submit', {
        sampleId: line.id,
        name: '示值误差',
        abilityCode: '2',
        inspectionType: gauge.inspectionType,
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
    }
    return { refused: null, orderId: answer.body.data.id }
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
    finance = await login(t.app, TENANT, 'finance')
    tester = await login(t.app, TENANT, 'tester')
    pickup = await login(t.app, TENANT, 'pickup')
    const standards = await pageOf<Standard>(t, admin, `${STANDARDS}/page`, { instrumentName: '压力表' })
    gauge = standards.body.data.records.find((row) => row.price === '40.00')!
    expect(gauge, 'the seeded 压力表 at 40.00').toBeDefined()
    const customers = await pageOf<{ id: string }>(t, admin, '/api/hm-crm/customer/page')
    ;[customerId, otherCustomerId] = customers.body.data.records.map((row) => row.id) as [string, string]
    expect(otherCustomerId).toBeDefined()
  })
  afterAll(() => t.close())

  it('is made directly, numbered HT, its lines keeping the standard price', async () => {
    const contract = await made()
    expect(contract.code).toMatch(/^HT\d{8}\d{4}$/)
    expect([contract.kind, contract.status, contract.used, contract.ceiling]).toEqual([
      0,
      100,
      '0.00',
      '100000.00',
    ])
    expect(contract.lines.map((line) => [line.standardPrice, line.unitPrice])).toEqual([['40.00', '30.00']])
    const bad = await submit(reception, contractOf({ validFrom: '2026-12-31', validUntil: '2026-01-01' }))
    expect([bad.status, bad.body.msg, bad.body.data.problem]).toEqual([
      400,
      '截止日期不能早于生效日期',
      'contract.validityOrder',
    ])
    const noDiscount = await submit(reception, contractOf({ kind: 1, lines: [] }))
    expect(noDiscount.body.data.problem).toBe('contract.discountRequired')
  })

  it('prices a list contract’s items by its lines, and the order’s total is their sum', async () => {
    const contract = await made()
    const { orderId } = await order(contract.id, 2)
    const bill = await charges(orderId)
    expect(bill.contract?.id).toBe(contract.id)
    expect(
      bill.items.map((item) => [item.standardPrice, item.unitPrice, item.priceBasis, item.amount]),
    ).toEqual([
      ['40.00', '30.00', 'list', '30.00'],
      ['40.00', '30.00', 'list', '30.00'],
    ])
    expect(bill.total).toBe('60.00')
    expect((await detail(contract.id)).used).toBe('60.00')
  })

  it('prices a discount contract’s items half-to-even, and a package’s at nothing counted at standard', async () => {
    const discount = await made({ kind: 1, discountPercent: '33.33', lines: [] })
    const discounted = await charges((await order(discount.id)).orderId)
    // 40.00 × 33.33% = 13.332 → 13.33 off.
    expect(discounted.items.map((item) => [item.unitPrice, item.priceBasis, item.amount])).toEqual([
      ['26.67', 'discount', '26.67'],
    ])
    const pack = await made({ kind: 2, packageSum: '5000', lines: [] })
    const packaged = await charges((await order(pack.id, 3)).orderId)
    expect(packaged.items.every((item) => item.unitPrice === '0.00' && item.priceBasis === 'package')).toBe(
      true,
    )
    expect(packaged.total).toBe('0.00')
    expect((await detail(pack.id)).used).toBe('120.00')
  })

  it('refuses an order naming a contract past its validity, at its ceiling, terminated or another customer’s', async () => {
    const expired = await made({ validFrom: '2020-01-01', validUntil: '2020-12-31' })
    expect((await order(expired.id)).refused?.msg).toBe(`合同 ${expired.code} 已于 2020-12-31 到期`)
    expect((await detail(expired.id)).refusal?.code).toBe('contract.expired')

    const small = await made({ ceiling: '50.00' })
    expect((await order(small.id, 2)).refused).toBeNull()
    expect((await detail(small.id)).used).toBe('60.00')
    expect((await order(small.id)).refused?.msg).toBe(
      `合同 ${small.code} 已达限额（已用 60.00 元，限额 50.00 元）`,
    )

    const ended = await made()
    const noReason = await call<Answer<{ status: number }>>(t.app, reception, {
      method: 'POST',
      url: `${BASE}/terminate`,
      payload: { id: ended.id },
    })
    expect([noReason.status, noReason.body.msg]).toEqual([400, '请填写原因'])
    const terminated = await call<Answer<{ status: number }>>(t.app, reception, {
      method: 'POST',
      url: `${BASE}/terminate`,
      payload: { id: ended.id, reason: '客户改签新合同' },
    })
    expect(terminated.body.data.status).toBe(200)
    const trail = await call<Envelope<{ audit: { action: string; reason: string }[]; actions: string[] }>>(
      t.app,
      reception,
      { method: 'GET', url: `${BASE}/workflow?id=${ended.id}` },
    )
    expect(trail.body.data.audit.map((row) => [row.action, row.reason])).toEqual([
      ['create', null],
      ['terminate', '客户改签新合同'],
    ])
    expect(trail.body.data.actions).toEqual([])
    expect((await order(ended.id)).refused?.msg).toBe(`合同 ${ended.code} 已终止，不能再用于新的委托单`)

    const mine = await made()
    expect((await order(mine.id, 1, otherCustomerId)).refused?.msg).toBe('所选合同不属于该委托单位')
  })

  it('names, changes and clears an order’s contract while its bill is open, and takes reductions', async () => {
    const { orderId } = await order(null, 2)
    const before = await charges(orderId)
    expect(before.items.map((item) => [item.unitPrice, item.priceBasis])).toEqual([
      ['40.00', 'standard'],
      ['40.00', 'standard'],
    ])
    const discount = await made({ kind: 1, discountPercent: '10', lines: [] })
    const set = (session: Session, contractId: string | null) =>
      call<Answer<Charges>>(t.app, session, {
        method: 'POST',
        url: `${BILL}/contract`,
        payload: { orderId, contractId },
      })
    expect((await set(tester, discount.id)).status).toBe(403)
    const named = await set(reception, discount.id)
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    expect(named.body.data.total).toBe('72.00')
    expect((await detail(discount.id)).used).toBe('72.00')
    const foreign = await made({ customerId: otherCustomerId })
    expect((await set(finance, foreign.id)).body.msg).toBe('所选合同不属于该委托单位')

    const reduce = (payload: object) =>
      call<Answer<Charges>>(t.app, finance, {
        method: 'POST',
        url: `${BILL}/reduction`,
        payload: { orderId, itemId: named.body.data.items[0]!.id, ...payload },
      })
    const noType = await reduce({ reductionPercent: '50' })
    expect([noType.status, noType.body.msg]).toEqual([400, '请选择减免类型'])
    const tooMuch = await reduce({ reductionPercent: '100.5', reductionType: '1' })
    expect(tooMuch.body.data.problem).toBe('charge.reductionPercent')
    const halved = await reduce({ reductionPercent: '12.5', reductionType: '1' })
    // 36.00 × 12.5% = 4.50 off.
    expect(halved.body.data.items[0]).toMatchObject({ reduction: '4.50', amount: '31.50' })
    expect(halved.body.data.total).toBe('67.50')
    expect((await detail(discount.id)).used).toBe('67.50')

    const cleared = await set(finance, null)
    expect(cleared.body.data.items.map((item) => [item.unitPrice, item.priceBasis, item.amount])).toEqual([
      ['40.00', 'standard', '35.00'],
      ['40.00', 'standard', '40.00'],
    ])
    expect((await detail(discount.id)).used).toBe('0.00')
  })

  it('fixes the terms once an order names it, and is removed only while no order does', async () => {
    const contract = await made()
    await order(contract.id)
    const changed = await submit(reception, {
      ...contractOf({ lines: [gaugeLine({ unitPrice: '20.00' })] }),
      id: contract.id,
    })
    expect([changed.status, changed.body.data.problem]).toEqual([409, 'contract.termsFixed'])
    const kept = contract.lines.map((line) => ({ ...gaugeLine({ unitPrice: line.unitPrice }), id: line.id }))
    const extended = await submit(reception, {
      ...contractOf({ lines: kept, validUntil: '2098-12-31' }),
      id: contract.id,
    })
    expect(extended.status, JSON.stringify(extended.body)).toBe(200)
    expect(extended.body.data.validUntil).toBe('2098-12-31')
    const remove = (id: string) =>
      call<Answer<null>>(t.app, reception, { method: 'POST', url: `${BASE}/remove?ids=${id}` })
    const refused = await remove(contract.id)
    expect([refused.status, refused.body.msg]).toEqual([409, '合同已被委托单使用，不能删除'])
    const unused = await made()
    expect((await remove(unused.id)).status).toBe(200)
    expect(
      (await call(t.app, reception, { method: 'GET', url: `${BASE}/detail?id=${unused.id}` })).status,
    ).toBe(404)
  })

  it('is made from a reviewed quote of a registered customer at its net unit prices', async () => {
    const quote = (customer: string | null) =>
      call<Envelope<{ id: string; lines: { net: string }[] }>>(t.app, reception, {
        method: 'POST',
        url: `${QUOTE}/submit`,
        payload: {
          customerId: customer,
          customerName: '湘潭示范机械厂',
          kind: 1,
          validUntil: '2099-12-31',
          lines: [gaugeLine({ quantity: 3, discountPercent: '15', discountType: '1' })],
        },
      })
    const review = async (id: string) => {
      for (const [session, action] of [
        [reception, 'submit'],
        [finance, 'approve'],
      ] as const)
        await call(t.app, session, { method: 'POST', url: `${QUOTE}/transition`, payload: { id, action } })
    }
    const fromQuote = (quoteId: string) =>
      call<Answer<Contract>>(t.app, reception, {
        method: 'POST',
        url: `${BASE}/from-quote`,
        payload: { quoteId },
      })

    const registered = (await quote(customerId)).body.data
    expect((await fromQuote(registered.id)).body.data.problem).toBe('contract.quoteNotReviewed')
    await review(registered.id)
    const contract = await fromQuote(registered.id)
    expect(contract.status, JSON.stringify(contract.body)).toBe(200)
    expect([contract.body.data.kind, contract.body.data.quoteId, contract.body.data.customerId]).toEqual([
      0,
      registered.id,
      customerId,
    ])
    // 3 × 40.00 less 15% = 102.00, 34.00 each.
    expect(
      contract.body.data.lines.map((line) => [line.standardPrice, line.unitPrice, line.quantity]),
    ).toEqual([['40.00', '34.00', 3]])

    const prospect = (await quote(null)).body.data
    await review(prospect.id)
    const refused = await fromQuote(prospect.id)
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      '该报价单的客户尚未登记，请先登记客户后再生成合同',
    ])
  })

  it('prints the contract in Chinese with the ceiling and package sum in capital numerals', async () => {
    const contract = await made({
      kind: 2,
      packageSum: '12345.60',
      ceiling: '20000',
      lines: [gaugeLine({ quantity: 5 })],
    })
    const answer = await call<string>(t.app, finance, { method: 'GET', url: `${BASE}/pdf?id=${contract.id}` })
    expect(answer.status).toBe(200)
    expect(answer.raw.headers['content-type']).toBe('application/pdf')
    const file = savePdf(`contract-${kind}`, answer.raw.rawPayload)
    const text = squeeze(pdfText(file))
    for (const expected of [
      '检 测 服 务 合 同',
      contract.code,
      '包干合同',
      gauge.instrumentName,
      '包干金额：¥12345.60',
      '壹万贰仟叁佰肆拾伍元陆角',
      '合同限额：¥20000.00',
      '贰万元整',
      '甲方（委托方）',
    ])
      expect(text, expected).toContain(squeeze(expected))
    expect(pdfFonts(file).every((font) => font.embedded && font.unicode)).toBe(true)
  })

  it('lets reception make contracts and finance read them, but not the tester', async () => {
    const contract = await made()
    expect((await submit(tester, contractOf())).status).toBe(403)
    expect(
      (await call(t.app, tester, { method: 'GET', url: `${BASE}/detail?id=${contract.id}` })).status,
    ).toBe(403)
    expect((await submit(finance, contractOf())).status).toBe(403)
    expect((await detail(contract.id, finance)).code).toBe(contract.code)
    const list = await pageOf<{ code: string }>(t, reception, `${BASE}/page`)
    expect(list.body.data.records.map((row) => row.code)).toContain(contract.code)
  })

  it('keeps a contract’s and an order’s prices when the standard price changes', async () => {
    const contract = await made({ kind: 1, discountPercent: '10', lines: [gaugeLine()] })
    const { orderId } = await order(contract.id)
    const raised = await call(t.app, admin, {
      method: 'POST',
      url: `${STANDARDS}/submit`,
      payload: { ...gauge, price: '55.00' },
    })
    expect(raised.status).toBe(200)
    const after = await detail(contract.id)
    expect(after.lines.map((line) => [line.standardPrice, line.unitPrice])).toEqual([['40.00', '36.00']])
    expect((await charges(orderId)).items.map((item) => [item.standardPrice, item.unitPrice])).toEqual([
      ['40.00', '36.00'],
    ])
    // A new order is priced from the standard of its day.
    const later = await charges((await order(contract.id)).orderId)
    expect(later.items.map((item) => [item.standardPrice, item.unitPrice])).toEqual([['55.00', '49.50']])
  })
})
