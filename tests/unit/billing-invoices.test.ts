import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  INVOICE_STATE,
  invoiceAmounts,
  invoiceMachine,
  invoiceProblems,
  redLetterAmounts,
  type InvoiceDraft,
  type InvoiceOrderFact,
} from '../../src/domain/billing'
import { decimalOf, sum } from '../../src/domain/money/amount'
import { allowedActions, decide } from '../../src/domain/workflow'

const fen = (text: string) => {
  const d = decimalOf(text)
  return (d.negative ? -1n : 1n) * d.coefficient * 10n ** BigInt(d.exponent + 2)
}

describe('an invoice’s amounts (tax included in the orders’ totals)', () => {
  it('takes the tax out of the total, rounded half-to-even to the fen', () => {
    expect(invoiceAmounts(['80.00', '40.00'], '6')).toEqual({ total: '120.00', tax: '6.79', net: '113.21' })
    expect(invoiceAmounts(['106.00'], '6')).toEqual({ total: '106.00', tax: '6.00', net: '100.00' })
    expect(invoiceAmounts(['100.00'], '0')).toEqual({ total: '100.00', tax: '0.00', net: '100.00' })
    expect(invoiceAmounts(['0.53'], '6').tax).toBe('0.03')
    expect(invoiceAmounts(['0.1', '0.2'], '13').total).toBe('0.30')
  })

  it('gives a red letter the same figures, negative', () => {
    const original = invoiceAmounts(['80.00', '40.00'], '6')
    expect(redLetterAmounts(original)).toEqual({ total: '-120.00', tax: '-6.79', net: '-113.21' })
  })

  it('always has tax + net = total exactly, and tax within the rate’s share, for any amounts and rates', () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([yuan, cents]) => `${yuan}.${String(cents).padStart(2, '0')}`)
    const rate = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2))
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 20 }), rate, (totals, percent) => {
        const { total, tax, net } = invoiceAmounts(totals, percent)
        expect(fen(tax) + fen(net)).toBe(fen(total))
        expect(fen(total)).toBe(totals.map(fen).reduce((a, b) => a + b, 0n))
        // |tax − total × rate / (100 + rate)| ≤ half a fen
        const exact = (fen(total) * fen(percent) * 2n) / (10_000n + fen(percent))
        expect(fen(tax) * 2n - exact).toBeLessThanOrEqual(1n)
        expect(exact - fen(tax) * 2n).toBeLessThanOrEqual(1n)
        const red = redLetterAmounts({ total, tax, net })
        expect(sum([decimalOf(red.total), decimalOf(total)]).coefficient).toBe(0n)
      }),
    )
  })
})

const VALID_CODE = '91350100M000100Y43'
const order = (id: string, extra: Partial<InvoiceOrderFact> = {}): InvoiceOrderFact => ({
  id,
  customerId: 'c1',
  objectState: 200,
  invoiceId: null,
  ...extra,
})
const special: InvoiceDraft = {
  kind: 1,
  orderIds: ['a', 'b'],
  invoiceNo: '12345678',
  issuedOn: '2026-11-27',
  taxRatePercent: '6',
  buyerName: '长沙仪表厂',
  buyerTaxNo: VALID_CODE,
  buyerAddress: '长沙市岳麓区麓谷大道1号',
  buyerPhone: '0731-88886666',
  buyerBank: '中国工商银行长沙麓谷支行',
  buyerAccount: '1901 0012 3456 7890',
}
const facts = { orders: [order('a'), order('b', { objectState: 400 })], today: '2026-11-27' }
const codes = (draft: InvoiceDraft, more: Partial<typeof facts> & { numberTaken?: boolean } = {}) =>
  invoiceProblems(draft, { ...facts, ...more }).map((problem) => `${problem.field}:${problem.code}`)

describe('what an invoice’s input may not be', () => {
  it('accepts a complete special invoice over settled orders of one customer', () => {
    expect(codes(special)).toEqual([])
  })

  it('asks a special invoice for the whole tax block, an ordinary one for the name only', () => {
    const bare = {
      ...special,
      buyerTaxNo: '',
      buyerAddress: ' ',
      buyerPhone: null,
      buyerBank: '',
      buyerAccount: '',
    }
    expect(codes(bare)).toEqual([
      'buyerTaxNo:invoice.taxNoRequired',
      'buyerAddress:invoice.addressRequired',
      'buyerPhone:invoice.phoneRequired',
      'buyerBank:invoice.bankRequired',
      'buyerAccount:invoice.accountRequired',
    ])
    expect(codes({ ...bare, kind: 2 })).toEqual([])
    expect(codes({ ...bare, kind: 2, buyerName: '' })).toEqual(['buyerName:invoice.buyerNameRequired'])
  })

  it('checks the credit code by GB 32100 and the account’s digits', () => {
    expect(codes({ ...special, buyerTaxNo: '91350100M000100Y44' })).toEqual([
      'buyerTaxNo:invoice.taxNoInvalid',
    ])
    expect(codes({ ...special, kind: 2, buyerTaxNo: 'ABC' })).toEqual(['buyerTaxNo:invoice.taxNoInvalid'])
    expect(codes({ ...special, buyerAccount: '6222-0001' })).toEqual(['buyerAccount:invoice.accountInvalid'])
  })

  it('refuses orders of two customers, unsettled, already invoiced or unknown', () => {
    expect(codes(special, { orders: [order('a'), order('b', { customerId: 'c2' })] })).toEqual([
      'orderIds:invoice.oneCustomer',
    ])
    expect(codes(special, { orders: [order('a'), order('b', { objectState: 100 })] })).toEqual([
      'orderIds:invoice.orderNotSettled',
    ])
    expect(codes(special, { orders: [order('a'), order('b', { invoiceId: 'x' })] })).toEqual([
      'orderIds:invoice.orderInvoiced',
    ])
    expect(codes(special, { orders: [order('a')] })).toEqual(['orderIds:invoice.orderMissing'])
    expect(codes({ ...special, orderIds: [] })).toEqual(['orderIds:invoice.ordersRequired'])
  })

  it('wants a number not recorded yet and a date not after the lab’s day', () => {
    expect(codes({ ...special, invoiceNo: ' ' })).toEqual(['invoiceNo:invoice.numberRequired'])
    expect(codes({ ...special, invoiceNo: '12 34' })).toEqual(['invoiceNo:invoice.numberInvalid'])
    expect(codes(special, { numberTaken: true })).toEqual(['invoiceNo:invoice.numberTaken'])
    expect(codes({ ...special, issuedOn: '2026-11-28' })).toEqual(['issuedOn:invoice.dateInFuture'])
    expect(codes({ ...special, issuedOn: '' })).toEqual(['issuedOn:invoice.dateRequired'])
    expect(codes({ ...special, taxRatePercent: '101' })).toEqual(['taxRatePercent:invoice.taxRateInvalid'])
    expect(codes({ ...special, kind: 3 })).toEqual(['kind:invoice.kindInvalid'])
  })
})

describe('an invoice’s states', () => {
  const ctx = { userId: 'u', isManager: false, reason: '购买方名称有误' }
  it('is voided by a red letter, with a reason, once', () => {
    expect(decide(invoiceMachine, INVOICE_STATE.issued, 'red', ctx)).toEqual({
      ok: true,
      to: INVOICE_STATE.voided,
    })
    expect(decide(invoiceMachine, INVOICE_STATE.issued, 'red', { ...ctx, reason: ' ' })).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decide(invoiceMachine, INVOICE_STATE.voided, 'red', ctx).ok).toBe(false)
    expect(decide(invoiceMachine, INVOICE_STATE.redLetter, 'red', ctx).ok).toBe(false)
    expect(allowedActions(invoiceMachine, INVOICE_STATE.issued, { ...ctx, reason: null })).toEqual(['red'])
    expect(allowedActions(invoiceMachine, INVOICE_STATE.redLetter, ctx)).toEqual([])
  })
})
