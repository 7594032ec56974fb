import { describe, expect, it } from 'vitest'
import { evaluatePoint, evaluatePoints, parseExact } from '@/domain/results/measuredPoint'

describe('measured points of a result', () => {
  it('computes the error exactly, at the finer of the two decimals', () => {
    const point = evaluatePoint({ nominal: '0.1', asFound: '0.3', asLeft: '0.30', permittedError: '0.2' })
    expect(point).toEqual({
      ok: true,
      point: expect.objectContaining({ error: '0.20', verdict: 'pass' }) as unknown,
    })
    expect(evaluatePoint({ nominal: '10', asLeft: '9.996', permittedError: '0.005' })).toMatchObject({
      point: { error: '-0.004', verdict: 'pass' },
    })
  })

  it('conforms when |error| ≤ |MPE| (simple acceptance), fails beyond it', () => {
    expect(evaluatePoint({ nominal: '1.6', asLeft: '1.616', permittedError: '0.016' })).toMatchObject({
      point: { verdict: 'pass', error: '0.016' },
    })
    expect(evaluatePoint({ nominal: '1.6', asLeft: '1.617', permittedError: '0.016' })).toMatchObject({
      point: { verdict: 'fail' },
    })
    expect(evaluatePoint({ nominal: '-40', asLeft: '-40.5', permittedError: '-0.5' })).toMatchObject({
      point: { verdict: 'pass', error: '-0.5' },
    })
  })

  it('takes the as-found reading when nothing was adjusted', () => {
    expect(evaluatePoint({ nominal: '100', asFound: '100.2', permittedError: '0.1' })).toMatchObject({
      point: { error: '0.2', verdict: 'fail' },
    })
  })

  it('refuses what is not a number, a missing reading and a negative uncertainty', () => {
    expect(evaluatePoint({ nominal: 'abc', asLeft: '1', permittedError: '1' })).toEqual({
      ok: false,
      problem: 'result.nominalInvalid',
    })
    expect(evaluatePoint({ nominal: '1', permittedError: '1' })).toEqual({
      ok: false,
      problem: 'result.readingRequired',
    })
    expect(evaluatePoint({ nominal: '1', asLeft: '1e3', permittedError: '1' })).toEqual({
      ok: false,
      problem: 'result.readingInvalid',
    })
    expect(evaluatePoint({ nominal: '1', asLeft: '1', permittedError: '' })).toEqual({
      ok: false,
      problem: 'result.permittedErrorInvalid',
    })
    expect(evaluatePoint({ nominal: '1', asLeft: '1', permittedError: '1', uncertainty: '-0.1' })).toEqual({
      ok: false,
      problem: 'result.uncertaintyInvalid',
    })
    expect(evaluatePoints([])).toEqual({ ok: false, problem: 'result.pointsRequired', index: -1 })
    expect(
      evaluatePoints([
        { nominal: '1', asLeft: '1', permittedError: '1' },
        { nominal: '2', permittedError: '1' },
      ]),
    ).toEqual({ ok: false, problem: 'result.readingRequired', index: 1 })
  })

  it('parses decimals exactly', () => {
    expect(parseExact('-0.050')).toEqual({ units: -50n, scale: 3 })
    expect(parseExact(' 12 ')).toEqual({ units: 12n, scale: 0 })
    expect(parseExact('1.')).toBeNull()
  })
})
