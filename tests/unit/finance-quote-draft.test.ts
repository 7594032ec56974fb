import { describe, expect, it } from 'vitest'
import type { ChargeStandardOption, Quote } from '@/api/quotes'
import { QUOTE_EXAMINE } from '@/domain/billing'
import { quoteActionsFor, quoteEditable } from '@/features/finance/quoteActions'
import {
  draftOfQuote,
  draftProblems,
  emptyQuoteDraft,
  groupedAmount,
  handLine,
  lineFromStandard,
  liveLines,
  liveTotals,
  quantityOf,
  submissionOf,
  type QuoteDraft,
} from '@/features/finance/quoteDraft'

const pressureGauge: ChargeStandardOption = {
  id: '0190a5e0-0000-7000-8000-000000000001',
  instrumentName: '弹簧管压力表',
  specification: '(0~60)MPa',
  inspectionType: '1',
  taxon: '04',
  price: '120.00',
  unit: '台',
}
const balance: ChargeStandardOption = {
  ...pressureGauge,
  id: '0190a5e0-0000-7000-8000-000000000002',
  instrumentName: '电子天平',
  price: '85.50',
}

const draftWith = (patch: Partial<QuoteDraft>): QuoteDraft => ({
  ...emptyQuoteDraft(),
  customerName: '长沙示范仪表有限公司',
  ...patch,
})

describe('the quote editor’s draft', () => {
  it('prices two standard lines with a 10 % discount on one, live, as the server does', () => {
    const gauge = {
      ...lineFromStandard(pressureGauge),
      quantity: '3',
      discountPercent: '10',
      discountType: '1',
    }
    const draft = draftWith({ lines: [gauge, lineFromStandard(balance)] })
    const totals = liveTotals(draft)
    expect(totals?.lines.map((line) => line.net)).toEqual(['324.00', '85.50'])
    expect(totals).toMatchObject({ gross: '445.50', allowances: '36.00', net: '409.50', total: '409.50' })
    // 6 % contained in a tax-inclusive 409.50: 409.50 × 6 / 106 = 23.179… → 23.18.
    expect(totals?.tax).toBe('23.18')
    expect(draftProblems(draft)).toEqual([])
  })

  it('adds the tax to prices that do not include it', () => {
    const draft = draftWith({ taxIncluded: false, lines: [lineFromStandard(balance)] })
    expect(liveTotals(draft)).toMatchObject({ net: '85.50', tax: '5.13', total: '90.63' })
  })

  it('keeps money exact: 0.1 + 0.2 is 0.3', () => {
    const lines = [
      { ...handLine('件'), itemName: 'A', unitPrice: '0.1' },
      { ...handLine('件'), itemName: 'B', unitPrice: '0.2' },
    ]
    expect(liveTotals(draftWith({ taxRatePercent: '0', lines }))?.total).toBe('0.30')
  })

  it('has no totals while an input cannot be priced, and names the line and field', () => {
    const line = { ...handLine('台'), itemName: '秤', unitPrice: '12.345', quantity: '1.5' }
    const draft = draftWith({ lines: [line], wholeDiscountPercent: '101' })
    expect(liveTotals(draft)).toBeNull()
    expect(draftProblems(draft)).toEqual([
      { line: null, field: 'wholeDiscountPercent', code: 'billing.percentInvalid' },
      { line: null, field: 'discountType', code: 'billing.discountTypeRequired' },
      { line: 0, field: 'unitPrice', code: 'billing.amountInvalid' },
      { line: 0, field: 'quantity', code: 'billing.quantityInvalid' },
    ])
  })

  it('asks for the kind of a discount or reduction only when one is taken off', () => {
    const line = { ...lineFromStandard(pressureGauge), discountPercent: '0', reductionPercent: '50' }
    expect(draftProblems(draftWith({ lines: [line] }))).toEqual([
      { line: 0, field: 'reductionType', code: 'billing.reductionTypeRequired' },
    ])
  })

  it('asks for a customer, a line, and a name and unit for a line typed by hand', () => {
    const draft = { ...emptyQuoteDraft(), lines: [{ ...handLine(''), unitPrice: '10' }] }
    expect(draftProblems(draft)).toEqual([
      { line: null, field: 'customerName', code: 'required' },
      { line: 0, field: 'itemName', code: 'required' },
      { line: 0, field: 'unit', code: 'required' },
    ])
    expect(draftProblems({ ...draft, lines: [] })).toContainEqual({
      line: null,
      field: 'lines',
      code: 'billing.linesRequired',
    })
  })

  it('reads only digits as a quantity', () => {
    expect(quantityOf('12')).toBe(12)
    for (const typed of ['', '1e3', '2.0', '-1', ' ']) expect(quantityOf(typed)).toBeNaN()
  })

  it('sends no price for a standard’s line, and a kind only with its percentage', () => {
    const gauge = { ...lineFromStandard(pressureGauge), discountPercent: '0', discountType: '1' }
    const typed = { ...handLine('点'), itemName: ' 现场校准 ', unitPrice: '300', quantity: '2' }
    const body = submissionOf(draftWith({ lines: [gauge, typed], taxRatePercent: ' ', contact: '  ' }))
    expect(body.lines[0]).not.toHaveProperty('unitPrice')
    expect(body.lines[0]).toMatchObject({
      chargeStandardId: pressureGauge.id,
      discountType: null,
      quantity: 1,
    })
    expect(body.lines[1]).toMatchObject({ itemName: '现场校准', unitPrice: '300', unit: '点', quantity: 2 })
    expect(body).toMatchObject({ kind: 1, taxRatePercent: '0', contact: null, validUntil: null })
  })

  it('starts from a saved quote with the prices it was made with', () => {
    const saved = {
      id: 'q1',
      customerId: null,
      customerName: '潜在客户',
      contact: null,
      phone: null,
      kind: 2,
      validUntil: '2026-12-31',
      wholeDiscountPercent: null,
      discountType: null,
      discountReason: null,
      taxRatePercent: '6.00',
      taxIncluded: true,
      remark: null,
      supersedes: null,
      lines: [
        {
          id: 'l1',
          chargeStandardId: pressureGauge.id,
          itemName: '弹簧管压力表',
          taxon: '04',
          specification: null,
          inspectionType: '1',
          unit: '台',
          quantity: 2,
          standardPrice: '110.00',
          unitPrice: '110.00',
          discountPercent: null,
          discountType: null,
          reductionPercent: null,
          reductionType: null,
        },
      ],
    } as unknown as Quote
    const draft = draftOfQuote(saved)
    expect(draft).toMatchObject({ kind: '2', validUntil: '2026-12-31', contact: '' })
    expect(draft.lines[0]).toMatchObject({
      id: 'l1',
      unitPrice: '110.00',
      quantity: '2',
      discountPercent: '',
    })
    expect(liveTotals(draft)?.total).toBe('220.00')
  })

  it('marks an amount’s thousands for reading', () => {
    expect(groupedAmount('1234567.50')).toBe('1,234,567.50')
    expect(groupedAmount('999.00')).toBe('999.00')
    expect(groupedAmount('-1000')).toBe('-1,000')
    expect(groupedAmount('abc')).toBe('abc')
  })
})

describe('a quote’s review steps in the browser', () => {
  const quote = (examineStatus: number) => ({ examineStatus, createUser: 'author', lines: [{}] })
  const maker = { make: true, review: false }
  const reviewer = { make: false, review: true }

  it('lets the author send and withdraw her quote, and someone else with the grant review it', () => {
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.toSubmit), 'author', maker)).toEqual(['submit'])
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.underReview), 'author', maker)).toEqual(['withdraw'])
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.underReview), 'finance', reviewer)).toEqual([
      'approve',
      'return',
    ])
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.reviewed), 'finance', reviewer)).toEqual([])
  })

  it('offers no step the caller’s grants do not reach, and never her own review', () => {
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.underReview), 'colleague', maker)).toEqual([])
    expect(quoteActionsFor(quote(QUOTE_EXAMINE.underReview), 'author', { make: true, review: true })).toEqual(
      ['withdraw'],
    )
  })

  it('lets a quote be changed only before it is sent', () => {
    expect(quoteEditable(QUOTE_EXAMINE.toSubmit)).toBe(true)
    expect(quoteEditable(String(QUOTE_EXAMINE.toSubmit))).toBe(true)
    expect(quoteEditable(QUOTE_EXAMINE.underReview)).toBe(false)
  })
})

describe('a line’s own amounts', () => {
  it('stay while another line is being corrected', () => {
    const gauge = {
      ...lineFromStandard(pressureGauge),
      quantity: '2',
      discountPercent: '10',
      discountType: '1',
    }
    const wrong = { ...lineFromStandard(balance), quantity: '1.5' }
    const draft = draftWith({ lines: [gauge, wrong] })
    expect(liveTotals(draft)).toBeNull()
    expect(liveLines(draft)).toEqual([
      { amount: '240.00', discount: '24.00', reduction: '0.00', net: '216.00' },
      null,
    ])
  })
})
