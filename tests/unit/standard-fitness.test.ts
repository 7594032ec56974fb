import { describe, expect, it } from 'vitest'
import { deviceFitness, formatRatio, type FitnessDevice } from '@/domain/standards/fitness'
import { fitnessMessage, turWarningMessage, unusableMessage } from '@/domain/standards/fitnessMessages'

const PRESSURE = '5'
const TEMPERATURE = '7'
const ILLUMINANCE = '15'

/** A 0–60 MPa digital pressure gauge, ±0.1 MPa. */
const gauge: FitnessDevice = {
  measurand: PRESSURE,
  rangeMin: '0',
  rangeMax: '60',
  rangeUnit: 'MPa',
  mpe: '0.1',
  uncertainty: null,
}

const point = (nominal: string, permittedError: string, unit: string | null = 'MPa') => ({
  nominal,
  permittedError,
  unit,
})

const QUANTITIES: Record<string, { zh: string; en: string }> = {
  [TEMPERATURE]: { zh: '温度', en: 'temperature' },
  [ILLUMINANCE]: { zh: '照度', en: 'illuminance' },
}

describe('fitness of a standard device for a result', () => {
  it('takes TUR = |item MPE| / device MPE, the smallest over the points', () => {
    expect(deviceFitness(PRESSURE, [point('10', '0.6')], gauge)).toEqual({
      fit: true,
      tur: '6.00',
      warning: false,
    })
    expect(deviceFitness(PRESSURE, [point('10', '-0.6'), point('20', '0.8')], gauge)).toMatchObject({
      tur: '6.00',
    })
    // Exactly 4:1 is not under the warning ratio.
    expect(deviceFitness(PRESSURE, [point('10', '0.4')], gauge)).toEqual({
      fit: true,
      tur: '4.00',
      warning: false,
    })
  })

  it('warns under the lab ratio (4:1 unless set), refuses under 1:1', () => {
    expect(deviceFitness(PRESSURE, [point('10', '0.3')], gauge)).toEqual({
      fit: true,
      tur: '3.00',
      warning: true,
    })
    expect(deviceFitness(PRESSURE, [point('10', '0.25')], gauge, '4')).toMatchObject({
      tur: '2.50',
      warning: true,
    })
    expect(deviceFitness(PRESSURE, [point('10', '0.3')], gauge, '3')).toMatchObject({ warning: false })
    expect(deviceFitness(PRESSURE, [point('10', '0.3')], gauge, '2.5')).toMatchObject({ warning: false })
    expect(deviceFitness(PRESSURE, [point('10', '0.1')], gauge)).toEqual({
      fit: true,
      tur: '1.00',
      warning: true,
    })
    expect(deviceFitness(PRESSURE, [point('10', '0.6'), point('20', '0.05')], gauge)).toEqual({
      fit: false,
      problem: 'tur',
      index: 1,
      tur: '0.50',
    })
    // An unreadable warning ratio falls back to 4:1.
    expect(deviceFitness(PRESSURE, [point('10', '0.3')], gauge, 'four')).toMatchObject({ warning: true })
  })

  it('falls back to the expanded uncertainty, and computes no TUR without either', () => {
    const calibrated = { ...gauge, mpe: null, uncertainty: '0.03' }
    expect(deviceFitness(PRESSURE, [point('10', '0.1')], calibrated)).toEqual({
      fit: true,
      tur: '3.33',
      warning: true,
    })
    expect(deviceFitness(PRESSURE, [point('10', '0.1')], { ...calibrated, uncertainty: null })).toEqual({
      fit: true,
      tur: null,
      warning: false,
    })
  })

  it('refuses a device measuring another quantity, or none on record', () => {
    const prt: FitnessDevice = {
      ...gauge,
      measurand: TEMPERATURE,
      rangeUnit: '℃',
      rangeMin: '-189',
      rangeMax: '420',
    }
    const refused = deviceFitness(ILLUMINANCE, [point('500', '20', 'lx')], prt)
    expect(refused).toEqual({
      fit: false,
      problem: 'quantity',
      deviceMeasurand: TEMPERATURE,
      itemMeasurand: ILLUMINANCE,
    })
    expect(refused.fit).toBe(false)
    if (!refused.fit)
      expect(fitnessMessage('二等标准铂电阻温度计', refused, (key) => QUANTITIES[key]!).zh).toBe(
        '标准器“二等标准铂电阻温度计”的测量参量为温度，检测项目为照度',
      )
    expect(deviceFitness(PRESSURE, [point('10', '0.6')], { ...gauge, measurand: null })).toEqual({
      fit: false,
      problem: 'quantityUnknown',
    })
  })

  it('refuses a point outside the range, its limits included', () => {
    const outside = deviceFitness(PRESSURE, [point('10', '0.6'), point('70', '0.6')], gauge)
    expect(outside).toEqual({
      fit: false,
      problem: 'range',
      index: 1,
      nominal: '70',
      unit: 'MPa',
      min: '0',
      max: '60',
    })
    if (!outside.fit)
      expect(fitnessMessage('精密数字压力计', outside, () => ({ zh: '', en: '' })).zh).toBe(
        '第2点 70 MPa 超出标准器“精密数字压力计”的测量范围 0–60 MPa',
      )
    expect(deviceFitness(PRESSURE, [point('60.000', '0.6'), point('0', '0.6')], gauge)).toMatchObject({
      fit: true,
    })
    expect(deviceFitness(PRESSURE, [point('-0.1', '0.6')], gauge)).toMatchObject({
      problem: 'range',
      index: 0,
    })
    expect(deviceFitness(PRESSURE, [point('1000', '0.6')], { ...gauge, rangeMax: null })).toMatchObject({
      fit: true,
    })
  })

  it('compares a point with the range only in the device unit; another unit is its own problem', () => {
    expect(deviceFitness(PRESSURE, [point('70', '0.6', 'kPa')], gauge)).toEqual({
      fit: false,
      problem: 'unit',
      index: 0,
      unit: 'kPa',
      deviceUnit: 'MPa',
    })
    expect(deviceFitness(PRESSURE, [point('10', '0.6', ' MPa ')], gauge)).toMatchObject({ fit: true })
    expect(deviceFitness(PRESSURE, [point('10', '0.6', null)], gauge)).toMatchObject({
      problem: 'unit',
      unit: '',
    })
    // mPa is another unit than MPa.
    expect(deviceFitness(PRESSURE, [point('10', '0.6', 'mPa')], gauge)).toMatchObject({ problem: 'unit' })
    const prt: FitnessDevice = {
      ...gauge,
      measurand: TEMPERATURE,
      rangeUnit: '℃',
      rangeMin: '-189',
      rangeMax: '420',
    }
    expect(deviceFitness(TEMPERATURE, [point('100', '0.5', '°C')], prt)).toMatchObject({ fit: true })
    // A device registered without a unit is judged on its quantity only.
    expect(deviceFitness(PRESSURE, [point('70', '0.01', 'kPa')], { ...gauge, rangeUnit: null })).toEqual({
      fit: true,
      tur: null,
      warning: false,
    })
  })

  it('rounds the ratio half to even, exactly', () => {
    expect(formatRatio({ num: 2345n, den: 1000n })).toBe('2.34')
    expect(formatRatio({ num: 2355n, den: 1000n })).toBe('2.36')
    expect(formatRatio({ num: 10n, den: 3n })).toBe('3.33')
    expect(formatRatio({ num: 1n, den: 200n })).toBe('0.00')
    expect(formatRatio({ num: 3n, den: 200n })).toBe('0.02')
    // 0.3 / 0.1 in binary floating point is 2.9999999999999996.
    expect(deviceFitness(PRESSURE, [point('1', '0.3')], gauge)).toMatchObject({ tur: '3.00' })
  })

  it('names the device in its warnings and unusable reasons', () => {
    expect(turWarningMessage('精密数字压力计', '2.50', '4').zh).toContain('2.50')
    expect(unusableMessage('活塞式压力计', 'repair')).toEqual({
      zh: '标准器“活塞式压力计”维修中，不能使用',
      en: 'The standard device “活塞式压力计” cannot be used: under repair',
    })
  })
})
