import { describe, expect, it } from 'vitest'
import { dsiUnitOf, scaleDecimal } from '@/domain/results/dsiUnit'

const dsi = (text: string) => dsiUnitOf(text)?.unit ?? null

describe('lab units in D-SI syntax', () => {
  it('writes the units of the lab, prefixed as typed', () => {
    const cases: [string, string][] = [
      ['mm', '\\milli\\metre'],
      ['m', '\\metre'],
      ['g', '\\gram'],
      ['kg', '\\kilogram'],
      ['mg', '\\milli\\gram'],
      ['N', '\\newton'],
      ['kN', '\\kilo\\newton'],
      ['Pa', '\\pascal'],
      ['hPa', '\\hecto\\pascal'],
      ['kPa', '\\kilo\\pascal'],
      ['MPa', '\\mega\\pascal'],
      ['K', '\\kelvin'],
      ['%', '\\percent'],
      ['V', '\\volt'],
      ['mV', '\\milli\\volt'],
      ['A', '\\ampere'],
      ['mA', '\\milli\\ampere'],
      ['kΩ', '\\kilo\\ohm'],
      ['Hz', '\\hertz'],
      ['s', '\\second'],
      ['min', '\\minute'],
      ['h', '\\hour'],
      ['L', '\\litre'],
      ['mL', '\\milli\\litre'],
      ['ml', '\\milli\\litre'],
      ['cd', '\\candela'],
      ['°', '\\degree'],
      ['dB', '\\decibel'],
    ]
    for (const [text, unit] of cases) expect(dsi(text), text).toBe(unit)
  })

  it('folds the look-alike characters labs type', () => {
    // Greek mu, micro sign, and a plain u where μ is hard to reach.
    for (const text of ['μm', 'µm', 'um']) expect(dsi(text), text).toBe('\\micro\\metre')
    // Ohm sign (U+2126) and Greek capital omega (U+03A9).
    for (const text of ['\u2126', '\u03a9']) expect(dsi(text), text).toBe('\\ohm')
    for (const text of ['℃', '°C', '° C']) expect(dsi(text), text).toBe('\\degreecelsius')
    for (const text of ['%RH', '% RH', '％RH']) expect(dsi(text), text).toBe('\\percent')
    expect(dsi('㎫')).toBe('\\mega\\pascal')
    expect(dsi(' kPa ')).toBe('\\kilo\\pascal')
  })

  it('writes products, quotients and powers with negative exponents', () => {
    for (const text of ['N·m', 'N⋅m', 'N.m', 'N*m', 'N m', 'Nm'])
      expect(dsi(text), text).toBe('\\newton\\metre')
    expect(dsi('kN·m')).toBe('\\kilo\\newton\\metre')
    expect(dsi('m/s')).toBe('\\metre\\second\\tothe{-1}')
    for (const text of ['m/s²', 'm/s2', 'm/s^2', 'm·s⁻²', 'm/s/s'])
      expect(dsi(text), text).toBe('\\metre\\second\\tothe{-2}')
    expect(dsi('g/cm³')).toBe('\\gram\\centi\\metre\\tothe{-3}')
    expect(dsi('W/(m·K)')).toBe('\\watt\\metre\\tothe{-1}\\kelvin\\tothe{-1}')
    expect(dsi('mol/L')).toBe('\\mole\\litre\\tothe{-1}')
    expect(dsi('m²')).toBe('\\metre\\tothe{2}')
  })

  it('reads the miswritten prefixes common on lab forms that cannot mean anything else', () => {
    for (const text of ['KPa', 'Kpa', 'kpa']) expect(dsi(text), text).toBe('\\kilo\\pascal')
    expect(dsi('Mpa')).toBe('\\mega\\pascal')
    expect(dsi('Kg')).toBe('\\kilogram')
    expect(dsi('KN')).toBe('\\kilo\\newton')
  })

  it('states the bar and ppm as exact powers of ten of D-SI units', () => {
    expect(dsiUnitOf('bar')).toEqual({ unit: '\\pascal', exponent: 5 })
    expect(dsiUnitOf('mbar')).toEqual({ unit: '\\hecto\\pascal', exponent: 0 })
    expect(dsiUnitOf('ppm')).toEqual({ unit: '\\one', exponent: -6 })
    expect(dsiUnitOf('MPa')).toEqual({ unit: '\\mega\\pascal', exponent: 0 })
  })

  it('answers null for anything that is not surely one unit, rather than a guess', () => {
    for (const text of [
      '',
      '   ',
      '格',
      'div',
      'HRC',
      'r/min',
      'mmHg',
      'kgf',
      '%FS',
      '°F',
      'psi',
      'ft',
      'in',
      'lb',
      // Would parse as picohenry, gigasecond, petasiemens.
      'pH',
      'Gs',
      'PS',
      'm/',
      '/s',
      'm·',
      'm0',
      // A ratio that cancels to nothing is no unit stated.
      'm/m',
      'Kelvin',
    ])
      expect(dsiUnitOf(text), JSON.stringify(text)).toBeNull()
    expect(dsiUnitOf(null)).toBeNull()
    expect(dsiUnitOf(undefined)).toBeNull()
  })
})

describe('decimals scaled by a power of ten', () => {
  it('keeps the digits as typed and only moves the exponent', () => {
    expect(scaleDecimal('1.6', 5)).toBe('1.6E5')
    expect(scaleDecimal('-0.0040', 5)).toBe('-0.0040E5')
    expect(scaleDecimal('+2', -6)).toBe('+2E-6')
    expect(scaleDecimal('1.6E-2', 2)).toBe('1.6')
    expect(scaleDecimal('0.016', 0)).toBe('0.016')
    expect(scaleDecimal('1e3', -1)).toBe('1E2')
  })

  it('answers null for a text that is no decimal', () => {
    for (const text of ['', '—', '1,5', '±0.1', '0x10', '1.2.3'])
      expect(scaleDecimal(text, 1), text).toBeNull()
  })
})
