import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTRACT_KIND,
  CONTRACT_STATUS,
  contractMachine,
  contractProblems,
  contractRefusal,
  contractUnitPrice,
  discountedPrice,
  itemCharge,
  usedByItem,
  type ContractTerms,
} from '../../src/domain/billing'
import { compare, decimalOf } from '../../src/domain/money/amount'
import { decide } from '../../src/domain/workflow/machine'

const gauge = {
  instrumentName: ' 压力表 ',
  inspectionType: '1',
  specification: 'Y-100',
  standardPrice: '40.00',
}
const line = (unitPrice: string, specification: string | null = null, itemName = '压力表') => ({
  itemName,
  inspectionType: '1',
  specification,
  unitPrice,
})
const terms = (kind: number, extra: Partial<ContractTerms> = {}): ContractTerms => ({
  kind,
  discountPercent: null,
  lines: [],
  ...extra,
})

describe('the unit price of an item under a contract', () => {
  it('takes a list contract’s line by trimmed name and inspection type, the exact specification first', () => {
    const list = terms(CONTRACT_KIND.list, { lines: [line('30'), line('35.5', 'Y-100'), line('20', 'Y-60')] })
    expect(contractUnitPrice(list, gauge)).toEqual({
      unitPrice: '35.50',
      basis: 'list',
      standardPrice: '40.00',
    })
    // No line for the specification: the cheapest of the name's lines.
    expect(contractUnitPrice(list, { ...gauge, specification: 'Y-150' }).unitPrice).toBe('20.00')
    // No line for the instrument or its inspection type: the standard price.
    expect(contractUnitPrice(list, { ...gauge, instrumentName: '温度计' })).toEqual({
      unitPrice: '40.00',
      basis: 'standard',
      standardPrice: '40.00',
    })
    expect(contractUnitPrice(list, { ...gauge, inspectionType: '2' }).basis).toBe('standard')
  })

  it('takes a discount off the standard price half-to-even per unit, and a package charges nothing', () => {
    const discount = terms(CONTRACT_KIND.discount, { discountPercent: '33.33' })
    expect(contractUnitPrice(discount, gauge)).toEqual({
      unitPrice: '26.67',
      basis: 'discount',
      standardPrice: '40.00',
    })
    expect(discountedPrice('0.25', '10')).toBe('0.23') // 0.025 off rounds to 0.02 (even)
    expect(discountedPrice('0.35', '10')).toBe('0.31') // 0.035 off rounds to 0.04 (even)
    expect(contractUnitPrice(discount, { ...gauge, standardPrice: null })).toMatchObject({
      unitPrice: null,
      basis: 'standard',
    })
    expect(contractUnitPrice(terms(CONTRACT_KIND.package), gauge)).toEqual({
      unitPrice: '0.00',
      basis: 'package',
      standardPrice: '40.00',
    })
    const listed = terms(CONTRACT_KIND.package, { lines: [line('0', null, '温度计')] })
    expect(contractUnitPrice(listed, gauge).basis).toBe('standard')
    expect(contractUnitPrice(null, gauge).basis).toBe('standard')
  })

  it('never raises a price with a discount, and keeps amounts exact to the fen', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 })
    const percent = fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2))
    fc.assert(
      fc.property(cents, percent, fc.integer({ min: 1, max: 1000 }), (price, off, quantity) => {
        const standard = (price / 100).toFixed(2)
        const unit = contractUnitPrice(terms(CONTRACT_KIND.discount, { discountPercent: off }), {
          ...gauge,
          standardPrice: standard,
        }).unitPrice!
        expect(compare(decimalOf(unit), decimalOf(standard))).toBeLessThanOrEqual(0)
        expect(compare(decimalOf(unit), decimalOf('0'))).toBeGreaterThanOrEqual(0)
        expect(unit).toMatch(/^\d+\.\d{2}$/)
        const charge = itemCharge(unit, quantity, off)
        const fen = (text: string) => BigInt(text.replace('.', ''))
        expect(fen(charge.gross)).toBe(fen(unit) * BigInt(quantity))
        expect(fen(charge.amount) + fen(charge.reduction)).toBe(fen(charge.gross))
        expect(fen(charge.amount)).toBeGreaterThanOrEqual(0n)
      }),
    )
  })
})

describe('an item’s charge and what it counts against the ceiling', () => {
  it('takes the reduction off unit × quantity, half-to-even', () => {
    expect(itemCharge('36.00', 1, '12.5')).toEqual({ gross: '36.00', reduction: '4.50', amount: '31.50' })
    expect(itemCharge('0.05', 1, '50')).toEqual({ gross: '0.05', reduction: '0.02', amount: '0.03' })
    expect(itemCharge(null, 3)).toEqual({ gross: '0.00', reduction: '0.00', amount: '0.00' })
  })

  it('counts a package item at its standard price', () => {
    expect(usedByItem({ basis: 'package', standardPrice: '40.00', quantity: 3, amount: '0.00' })).toBe(
      '120.00',
    )
    expect(usedByItem({ basis: 'list', standardPrice: '40.00', quantity: 3, amount: '90.00' })).toBe('90.00')
  })
})

describe('whether a contract takes a new order', () => {
  const contract = {
    code: 'HT202611270001',
    status: CONTRACT_STATUS.inForce,
    validFrom: '2026-01-01',
    validUntil: '2026-10-31',
    ceiling: '1000.00',
    used: '999.99',
  }
  it('within its validity (both ends count) and below its ceiling', () => {
    expect(contractRefusal(contract, '2026-01-01')).toBeNull()
    expect(contractRefusal(contract, '2026-10-31')).toBeNull()
    expect(contractRefusal({ ...contract, ceiling: null, used: '99999' }, '2026-05-01')).toBeNull()
  })
  it('refuses with a message naming why', () => {
    expect(contractRefusal(contract, '2026-11-01')?.message.zh).toBe(
      '合同 HT202611270001 已于 2026-10-31 到期',
    )
    expect(contractRefusal(contract, '2025-12-31')?.code).toBe('contract.notYetValid')
    expect(contractRefusal({ ...contract, used: '1000.00' }, '2026-05-01')?.message).toEqual({
      zh: '合同 HT202611270001 已达限额（已用 1000.00 元，限额 1000.00 元）',
      en: 'Contract HT202611270001 has reached its ceiling (used 1000.00 of 1000.00 CNY)',
    })
    expect(contractRefusal({ ...contract, status: CONTRACT_STATUS.terminated }, '2026-05-01')?.code).toBe(
      'contract.terminated',
    )
  })
})

describe('the contract’s status and form', () => {
  it('is terminated once, with a reason', () => {
    const ctx = { userId: 'u', isManager: false }
    expect(decide(contractMachine, 100, 'terminate', ctx)).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decide(contractMachine, 100, 'terminate', { ...ctx, reason: '改签' })).toEqual({
      ok: true,
      to: 200,
    })
    expect(decide(contractMachine, 200, 'terminate', { ...ctx, reason: '改签' })).toEqual({
      ok: false,
      refusal: 'workflow.notAllowed',
    })
  })
  it('asks for the kind’s figure, dates in order and valid lines', () => {
    const base = { kind: 0, validFrom: '2026-01-01', validUntil: '2026-12-31', lines: [] }
    expect(contractProblems(base).map((p) => p.code)).toEqual(['contract.linesRequired'])
    expect(contractProblems({ ...base, kind: 1, discountPercent: '101' }).map((p) => p.code)).toEqual([
      'contract.discountRequired',
    ])
    expect(contractProblems({ ...base, kind: 2 }).map((p) => p.code)).toEqual(['contract.packageSumRequired'])
    expect(
      contractProblems({
        ...base,
        validUntil: '2025-12-31',
        ceiling: '1.005',
        lines: [{ unitPrice: 'x', quantity: 0, inspectionType: '' }],
      }).map((p) => [p.field, p.line]),
    ).toEqual([
      ['validUntil', null],
      ['ceiling', null],
      ['unitPrice', 0],
      ['quantity', 0],
      ['inspectionType', 0],
    ])
  })
})
