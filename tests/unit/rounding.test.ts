import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatAmount, roundHalfEven, sumRounded } from '../../src/domain/money'

// Exact reference, written independently of src/domain/money: decimal text in, decimal text out, all in
// BigInt. Used to check the library on random values.
const parseText = (text: string) => {
  const [, sign = '', whole = '0', fraction = ''] = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text) ?? []
  return { negative: sign === '-', units: BigInt(whole + fraction), scale: fraction.length }
}

const roundUnits = (units: bigint, scale: number, decimals: number): bigint => {
  if (scale <= decimals) return units * 10n ** BigInt(decimals - scale)
  const divisor = 10n ** BigInt(scale - decimals)
  const quotient = units / divisor
  const remainder = units % divisor
  const half = divisor / 2n
  if (remainder > half) return quotient + 1n
  if (remainder < half) return quotient
  return quotient % 2n === 0n ? quotient : quotient + 1n
}

const unitsToText = (negative: boolean, units: bigint, decimals: number): string => {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  return (negative && units !== 0n ? '-' : '') + whole + (decimals > 0 ? '.' + fraction : '')
}

const referenceRound = (text: string, decimals: number): string => {
  const { negative, units, scale } = parseText(text)
  return unitsToText(negative, roundUnits(units, scale, decimals), decimals)
}

const referenceSum = (texts: string[], decimals: number): string => {
  const SCALE = 6
  let total = 0n
  for (const text of texts) {
    const { negative, units, scale } = parseText(text)
    const scaled = units * 10n ** BigInt(SCALE - scale)
    total += negative ? -scaled : scaled
  }
  const negative = total < 0n
  return unitsToText(negative, roundUnits(negative ? -total : total, SCALE, decimals), decimals)
}

// Decimal literals of at most 15 significant digits: every such literal survives Number() and String()
// unchanged, so the number really stands for the literal.
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 999_999_999 }),
    fc
      .integer({ min: 0, max: 6 })
      .chain((n) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n })),
  )
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? '.' + fraction : ''}`)

// Ties are the interesting case and rare among random digits, so half of the values end in 5.
const tieText = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([negative, whole, cents]) => `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}5`)

const anyText = fc.oneof(decimalText, tieText)

describe('roundHalfEven', () => {
  it.each([
    [2.675, 2.68],
    [2.665, 2.66],
    [0.125, 0.12],
    [0.135, 0.14],
    [1.005, 1],
    [1.015, 1.02],
    [1.025, 1.02],
    [-2.675, -2.68],
    [-0.125, -0.12],
    [0.1 + 0.2, 0.3],
    [123.456, 123.46],
    [7, 7],
    [1e21, 1e21],
    [1e-7, 0],
  ])('rounds %d to %d with 2 decimals by default', (value, expected) => {
    expect(roundHalfEven(value)).toBe(expected)
  })

  it.each([
    [0.5, 0],
    [1.5, 2],
    [2.5, 2],
    [3.5, 4],
    [-2.5, -2],
    [-3.5, -4],
    [2.4999, 2],
    [2.5001, 3],
  ])('rounds %d to %d with 0 decimals', (value, expected) => {
    expect(roundHalfEven(value, 0)).toBe(expected)
  })

  it('honours other decimal counts', () => {
    expect(roundHalfEven(1.0005, 3)).toBe(1)
    expect(roundHalfEven(1.0015, 3)).toBe(1.002)
    expect(roundHalfEven(0.123456789, 8)).toBe(0.12345679)
  })

  it('returns 0, never -0, when a negative value rounds to zero', () => {
    expect(Object.is(roundHalfEven(-0.001), 0)).toBe(true)
    expect(Object.is(roundHalfEven(-0), 0)).toBe(true)
    expect(Object.is(roundHalfEven(-0.5, 0), 0)).toBe(true)
  })

  it('passes NaN and infinities through', () => {
    expect(roundHalfEven(Number.NaN)).toBeNaN()
    expect(roundHalfEven(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY)
    expect(roundHalfEven(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY)
  })

  it('handles the extremes of the double range', () => {
    expect(roundHalfEven(Number.MIN_VALUE)).toBe(0)
    expect(roundHalfEven(Number.MAX_VALUE)).toBe(Number.MAX_VALUE)
    expect(roundHalfEven(-1.5e-10, 10)).toBe(-2e-10)
  })

  it.each([[-1], [1.5], [101], [Number.NaN]])('refuses %d decimals', (decimals) => {
    expect(() => roundHalfEven(1, decimals)).toThrow(RangeError)
  })

  it('agrees with an exact BigInt reference on random decimals', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 4 }), (text, decimals) => {
        expect(roundHalfEven(Number(text), decimals)).toBe(Number(referenceRound(text, decimals)))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('formatAmount', () => {
  it.each([
    [2.5, '2.50'],
    [1.005, '1.00'],
    [2.675, '2.68'],
    [2.665, '2.66'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [-12.345, '-12.34'],
    [1e21, '1000000000000000000000.00'],
    [1e-7, '0.00'],
    [1234567.891, '1234567.89'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('honours the decimal count', () => {
    expect(formatAmount(123.456, 0)).toBe('123')
    expect(formatAmount(2.5, 0)).toBe('2')
    expect(formatAmount(0.000001, 6)).toBe('0.000001')
    expect(formatAmount(1.1, 4)).toBe('1.1000')
  })

  it('prints non-finite numbers as String() does', () => {
    expect(formatAmount(Number.NaN)).toBe('NaN')
    expect(formatAmount(Number.NEGATIVE_INFINITY)).toBe('-Infinity')
  })

  it('agrees with an exact BigInt reference on random decimals', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 4 }), (text, decimals) => {
        expect(formatAmount(Number(text), decimals)).toBe(referenceRound(text, decimals))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('sumRounded', () => {
  it('adds decimals exactly before rounding', () => {
    expect(sumRounded([0.1, 0.2])).toBe(0.3)
    expect(sumRounded([0.1, 0.2, -0.3])).toBe(0)
    expect(sumRounded(Array.from({ length: 1000 }, () => 0.01))).toBe(10)
    expect(sumRounded([0.125, 0.01])).toBe(0.14)
    expect(sumRounded([1.0, 0.005])).toBe(1)
    expect(sumRounded([2.5, 1], 0)).toBe(4)
    expect(sumRounded([1e21, 0.015])).toBe(1e21)
  })

  it('sums an empty list to 0', () => {
    expect(sumRounded([])).toBe(0)
  })

  it('propagates NaN and infinities like +', () => {
    expect(sumRounded([1, Number.NaN])).toBeNaN()
    expect(sumRounded([1, Number.POSITIVE_INFINITY])).toBe(Number.POSITIVE_INFINITY)
  })

  it('agrees with an exact BigInt reference on random lists', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 30 }), fc.integer({ min: 0, max: 4 }), (texts, decimals) => {
        expect(sumRounded(texts.map(Number), decimals)).toBe(Number(referenceSum(texts, decimals)))
      }),
      { numRuns: 1000 },
    )
  })
})
