import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { capitalAmount } from '../../src/domain/money/capitalAmount'
import { amountText, decimalOf, divideRounded, parseDecimalText } from '../../src/domain/money/amount'
import { priceDocument, pricingProblems } from '../../src/domain/billing/quoteTotals'

const capital = (text: string) => capitalAmount(decimalOf(text))

describe('amounts in Chinese capital numerals (人民币大写)', () => {
  it.each([
    ['0', '零元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['1', '壹元整'],
    ['1.05', '壹元零伍分'],
    ['1.50', '壹元伍角'],
    ['10', '壹拾元整'],
    ['1005', '壹仟零伍元整'],
    ['1010.10', '壹仟零壹拾元壹角'],
    ['10500', '壹万零伍佰元整'],
    ['100010', '壹拾万零壹拾元整'],
    ['101000', '壹拾万壹仟元整'],
    ['1000000', '壹佰万元整'],
    ['12345.67', '壹万贰仟叁佰肆拾伍元陆角柒分'],
    ['100000000', '壹亿元整'],
    ['100000001', '壹亿零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['-25.80', '负贰拾伍元捌角'],
    // Rounded to fen half-to-even first.
    ['2.675', '贰元陆角捌分'],
    ['2.665', '贰元陆角陆分'],
  ])('%s → %s', (amount, text) => {
    expect(capital(amount)).toBe(text)
  })
})

describe('exact decimal arithmetic', () => {
  it('reads only plain decimal text', () => {
    for (const bad of ['', ' ', '1e3', '1,000', '.5', '5.', '--1', 'NaN'])
      expect(parseDecimalText(bad)).toBeNull()
    expect(amountText(decimalOf('-0.000'))).toBe('0.00')
  })

  it('divides with half-to-even rounding', () => {
    expect(amountText(divideRounded(decimalOf('1'), decimalOf('8'), 2))).toBe('0.12')
    expect(amountText(divideRounded(decimalOf('3'), decimalOf('8'), 2))).toBe('0.38')
    expect(amountText(divideRounded(decimalOf('-1'), decimalOf('3'), 2))).toBe('-0.33')
    expect(() => divideRounded(decimalOf('1'), decimalOf('0'), 2)).toThrow(RangeError)
  })
})

describe('pricing a document', () => {
  it('rounds each line, then the discounts and the tax, half-to-even', () => {
    const totals = priceDocument({
      lines: [
        { unitPrice: '0.12', quantity: 1 },
        { unitPrice: '80.00', quantity: 3, discountPercent: '12.5' },
        { unitPrice: '150', quantity: 2, reductionPercent: '100' },
      ],
      wholeDiscountPercent: '5',
      taxRatePercent: '6',
      taxIncluded: false,
    })
    expect(totals.lines).toEqual([
      { amount: '0.12', discount: '0.00', reduction: '0.00', net: '0.12' },
      { amount: '240.00', discount: '30.00', reduction: '0.00', net: '210.00' },
      { amount: '300.00', discount: '0.00', reduction: '300.00', net: '0.00' },
    ])
    // Σ net 210.12; 5 % is 10.506 → 10.51; net 199.61; tax 6 % 11.9766 → 11.98.
    expect(totals).toMatchObject({
      gross: '540.12',
      wholeDiscount: '10.51',
      net: '199.61',
      tax: '11.98',
      total: '211.59',
    })
    expect(totals.allowances).toBe('340.51')
  })

  it('takes the tax out of tax-inclusive prices without changing the total', () => {
    const totals = priceDocument({
      lines: [{ unitPrice: '106', quantity: 1 }],
      taxRatePercent: '6',
      taxIncluded: true,
    })
    expect(totals).toMatchObject({ net: '106.00', tax: '6.00', total: '106.00' })
  })

  it('refuses a negative quantity, a discount over 100 % and an amount with three decimals', () => {
    expect(
      pricingProblems({
        lines: [
          { unitPrice: '10', quantity: -1 },
          { unitPrice: '10.001', quantity: 1, discountPercent: '101' },
        ],
        taxIncluded: true,
      }).map((problem) => [problem.line, problem.field]),
    ).toEqual([
      [0, 'quantity'],
      [1, 'unitPrice'],
      [1, 'discountPercent'],
    ])
    expect(() => priceDocument({ lines: [{ unitPrice: '1', quantity: 0 }], taxIncluded: true })).toThrow(
      RangeError,
    )
  })

  const amount = fc
    .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([yuan, fen]) => `${yuan}.${String(fen).padStart(2, '0')}`)
  const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2))
  const line = fc.record({
    unitPrice: amount,
    quantity: fc.integer({ min: 1, max: 1000 }),
    discountPercent: percent,
    reductionPercent: percent,
  })

  it('gives totals that are the sums of the rounded figures printed', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        percent,
        percent,
        fc.boolean(),
        (lines, whole, tax, included) => {
          const totals = priceDocument({
            lines,
            wholeDiscountPercent: whole,
            taxRatePercent: tax,
            taxIncluded: included,
          })
          const cents = (text: string) => BigInt(text.replace('.', ''))
          const lineNet = totals.lines.reduce((sum, l) => sum + cents(l.net), 0n)
          for (const l of totals.lines)
            expect(cents(l.amount) - cents(l.discount) - cents(l.reduction)).toBe(cents(l.net))
          expect(totals.lines.reduce((sum, l) => sum + cents(l.amount), 0n)).toBe(cents(totals.gross))
          expect(lineNet - cents(totals.wholeDiscount)).toBe(cents(totals.net))
          expect(cents(totals.total)).toBe(
            included ? cents(totals.net) : cents(totals.net) + cents(totals.tax),
          )
          expect(cents(totals.gross) - cents(totals.allowances)).toBe(cents(totals.net))
          expect(cents(totals.net) >= 0n).toBe(true)
        },
      ),
    )
  })
})
