import { describe, expect, it } from 'vitest'
import {
  belowCmc,
  coverageFactorOf,
  decimalText,
  evaluateBudget,
  roundSignificant,
  tQuantile,
  type BudgetComponent,
} from '@/domain/uncertainty'

const standard = (name: string, u: string, degreesOfFreedom?: number): BudgetComponent => ({
  type: 'B',
  name,
  basis: 'standard',
  value: u,
  degreesOfFreedom: degreesOfFreedom ?? null,
})

describe('coverage factors from the t-distribution', () => {
  // GUM (JCGM 100:2008) table G.2, the columns p = 95 % and p = 95.45 %, as printed.
  const T95: [number, string][] = [
    [1, '12.71'],
    [2, '4.30'],
    [3, '3.18'],
    [4, '2.78'],
    [5, '2.57'],
    [6, '2.45'],
    [7, '2.36'],
    [8, '2.31'],
    [9, '2.26'],
    [10, '2.23'],
    [16, '2.12'],
    [20, '2.09'],
    [25, '2.06'],
    [30, '2.04'],
    [40, '2.02'],
    [50, '2.01'],
    [Infinity, '1.96'],
  ]
  const T9545: [number, string][] = [
    [1, '13.97'],
    [2, '4.53'],
    [3, '3.31'],
    [4, '2.87'],
    [5, '2.65'],
    [6, '2.52'],
    [8, '2.37'],
    [10, '2.28'],
    [20, '2.13'],
    [30, '2.09'],
    [50, '2.05'],
    [Infinity, '2.00'],
  ]

  it.each(T95)('t95(%s) is the table’s %s', (nu, k) => {
    expect(coverageFactorOf('p95', nu)).toBe(k)
  })
  it.each(T9545)('t95.45(%s) is the table’s %s', (nu, k) => {
    expect(coverageFactorOf('p9545', nu)).toBe(k)
  })

  it('truncates a fractional νeff to the next lower integer (GUM G.4.1)', () => {
    expect(tQuantile(0.95, 16.75)).toBe(tQuantile(0.95, 16))
    expect(coverageFactorOf('p95', 16.99)).toBe('2.12')
  })

  it('keeps k = 2 where the procedure fixes it', () => {
    expect(coverageFactorOf('k2', 3)).toBe('2.00')
  })
})

describe('rounding an expanded uncertainty to two significant figures, half to even', () => {
  it.each([
    ['58.52', '59'],
    ['67.13', '67'],
    ['0.0125', '0.012'],
    ['0.0135', '0.014'],
    ['0.01251', '0.013'],
    ['9.96', '10'],
    ['0.0996', '0.10'],
    ['1250', '1200'],
    ['1350', '1400'],
    ['0.10', '0.10'],
    ['5', '5.0'],
  ])('%s → %s', (value, rounded) => {
    expect(roundSignificant(value, 2)).toBe(rounded)
  })

  it('reads a computed double as the decimal it stands for', () => {
    expect(decimalText(0.1 + 0.2)).toBe('0.3')
    expect(decimalText(1.25e-7)).toBe('0.000000125')
    expect(decimalText(2.5e13)).toBe('25000000000000')
  })
})

describe('worked examples', () => {
  it('EA-4/02 M:2013 S1, a 10 kg weight: uc = 29.3 mg, U = 2 × 29.3 mg ≈ 59 mg', () => {
    const outcome = evaluateBudget({
      coverage: 'k2',
      components: [
        // The reference standard's certificate: U = 45 mg, k = 2.
        { type: 'B', name: 'mS', basis: 'expanded', value: '45', coverageFactor: '2' },
        // Drift of the standard, zero within ±15 mg.
        { type: 'B', name: 'δmD', basis: 'halfWidth', value: '15', distribution: 'rectangular' },
        // The comparator's repeatability: pooled s = 25 mg, the result the mean of 3 comparisons.
        {
          type: 'A',
          name: 'δm',
          readings: [],
          pooledDeviation: '25',
          pooledDegreesOfFreedom: 50,
          averaged: 3,
        },
        { type: 'B', name: 'δmC', basis: 'halfWidth', value: '10', distribution: 'rectangular' },
        { type: 'B', name: 'δB', basis: 'halfWidth', value: '10', distribution: 'rectangular' },
      ],
    })
    if (!outcome.ok) throw new Error(outcome.problem)
    const contributions = outcome.result.components.map((component) => component.contribution.toFixed(2))
    expect(contributions).toEqual(['22.50', '8.66', '14.43', '5.77', '5.77'])
    expect(outcome.result.combined.toFixed(1)).toBe('29.3')
    expect(outcome.result.coverageFactor).toBe('2.00')
    expect(outcome.result.expanded).toBe('59')
  })

  it('GUM H.1, an end gauge: uc = 32 nm, νeff = 16, t95(16) = 2.12', () => {
    // The contributions of table H.1 (nm) with their degrees of freedom; u(d) as its three parts.
    const outcome = evaluateBudget({
      coverage: 'p95',
      components: [
        standard('calibration of the standard', '25', 18),
        standard('repeated observations', '5.8', 24),
        standard('random effects of the comparator', '3.9', 5),
        standard('systematic effects of the comparator', '6.7', 8),
        standard('thermal expansion coefficients', '2.9', 50),
        standard('temperature difference', '16.6', 2),
      ],
    })
    if (!outcome.ok) throw new Error(outcome.problem)
    expect(roundSignificant(decimalText(outcome.result.combined), 2)).toBe('32')
    expect(Math.floor(outcome.result.effectiveDegreesOfFreedom)).toBe(16)
    expect(outcome.result.coverageFactor).toBe('2.12')
    // The GUM multiplies the rounded uc (2.12 × 32 nm = 68 nm); the budget keeps uc unrounded, 31.67 nm.
    expect(outcome.result.expanded).toBe('67')
    expect(roundSignificant(decimalText(2.12 * 32), 2)).toBe('68')
  })

  it('type A from repeated readings: s by Bessel, u = s/√n, ν = n − 1', () => {
    const readings = ['10.01', '10.03', '10.02', '10.04', '10.00']
    const outcome = evaluateBudget({
      coverage: 'p95',
      components: [{ type: 'A', name: 'repeatability', readings }],
    })
    if (!outcome.ok) throw new Error(outcome.problem)
    const [component] = outcome.result.components
    expect(component?.mean).toBeCloseTo(10.02, 12)
    expect(component?.standardDeviation).toBeCloseTo(Math.sqrt(0.00025), 12)
    expect(component?.standardUncertainty).toBeCloseTo(Math.sqrt(0.00025 / 5), 12)
    expect(outcome.result.effectiveDegreesOfFreedom).toBeCloseTo(4, 9)
    expect(outcome.result.coverageFactor).toBe('2.78')
    // 2.78 × 0.0070711 = 0.019658 → 0.020
    expect(outcome.result.expanded).toBe('0.020')
    // A result that is one reading, not the mean, keeps s itself.
    const single = evaluateBudget({
      coverage: 'p95',
      components: [{ type: 'A', name: 'repeatability', readings, averaged: 1 }],
    })
    expect(single.ok && single.result.components[0]?.standardUncertainty).toBeCloseTo(Math.sqrt(0.00025), 12)
  })

  it('a sensitivity coefficient scales the contribution, whatever its sign', () => {
    const outcome = evaluateBudget({
      coverage: 'k2',
      components: [{ ...standard('temperature', '0.029'), sensitivity: '-575' }],
    })
    expect(outcome.ok && outcome.result.components[0]?.contribution).toBeCloseTo(16.675, 9)
  })

  it('a resolution of 0.01 is ±0.005 rectangular: u = 0.0029', () => {
    const outcome = evaluateBudget({
      coverage: 'k2',
      components: [
        { type: 'B', name: 'resolution', basis: 'halfWidth', value: '0.005', distribution: 'rectangular' },
      ],
    })
    expect(outcome.ok && outcome.result.components[0]?.standardUncertainty.toFixed(4)).toBe('0.0029')
    expect(outcome.ok && outcome.result.effectiveDegreesOfFreedom).toBe(Infinity)
  })
})

describe('refusals', () => {
  it.each<[string, BudgetComponent[], string]>([
    ['no component', [], 'uncertainty.componentsRequired'],
    ['one reading', [{ type: 'A', name: 'r', readings: ['1'] }], 'uncertainty.readingsTooFew'],
    [
      'a reading not a number',
      [{ type: 'A', name: 'r', readings: ['1', 'x'] }],
      'uncertainty.readingInvalid',
    ],
    [
      'more averaged than read',
      [{ type: 'A', name: 'r', readings: ['1', '2'], averaged: 3 }],
      'uncertainty.averagedInvalid',
    ],
    ['no name', [standard(' ', '1')], 'uncertainty.nameRequired'],
    ['a negative value', [standard('x', '-1')], 'uncertainty.valueInvalid'],
    [
      'k below 1',
      [{ type: 'B', name: 'x', basis: 'expanded', value: '1', coverageFactor: '0.5' }],
      'uncertainty.coverageFactorInvalid',
    ],
    [
      'a half-width without its distribution',
      [{ type: 'B', name: 'x', basis: 'halfWidth', value: '1' }],
      'uncertainty.distributionRequired',
    ],
    ['ν of 0', [standard('x', '1', 0)], 'uncertainty.degreesOfFreedomInvalid'],
    ['c not a number', [{ ...standard('x', '1'), sensitivity: 'one' }], 'uncertainty.sensitivityInvalid'],
  ])('refuses %s', (_, components, problem) => {
    const outcome = evaluateBudget({ coverage: 'p95', components })
    expect(outcome).toMatchObject({ ok: false, problem })
  })

  it('refuses a U smaller than the CMC, accepts one equal to it', () => {
    expect(belowCmc('0.010', '0.012')).toBe(true)
    expect(belowCmc('0.012', '0.0120')).toBe(false)
    expect(belowCmc('0.02', '0.012')).toBe(false)
    expect(belowCmc(null, '0.012')).toBe(false)
  })
})
