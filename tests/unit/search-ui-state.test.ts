import { describe, expect, it } from 'vitest'

import { customers, instruments, type ResourceField } from '../../src/domain/resources'
import { chooseField, emptyAdvancedRow } from '../../src/ui/search/advanced'
import { barOperators, coerceValue, fieldProblem, widgetField } from '../../src/ui/search/bar'
import { fromDateTimeLocal, toDateTimeLocal } from '../../src/ui/search/dates'
import {
  initialSearchState,
  setFieldOperator,
  setFieldValue,
  toSearchPayload,
  type SearchState,
} from '../../src/ui/search/state'

const field = (name: string): ResourceField => {
  const found = [...instruments.fields, ...customers.fields].find((f) => f.name === name)
  if (!found) throw new Error(name)
  return found
}

const decode = (payload: ReturnType<typeof toSearchPayload>) => ({
  filter: JSON.parse(payload.searchParam?.filter ?? '{}') as unknown,
  op: JSON.parse(payload.searchParam?.op ?? '{}') as unknown,
})

describe('initialSearchState', () => {
  it('has no values, the default operator of every searchable field, normal compact mode, two rows', () => {
    const state = initialSearchState(instruments)
    expect(state.values).toEqual({})
    expect(state.ops).toMatchObject({
      name: 'LIKE',
      inspectionType: '=',
      customerId: '=',
      cycle: 'and',
      nextDueDate: 'BETWEEN',
    })
    expect(state).toMatchObject({ precise: false, mode: 'normal', expanded: false })
    expect(state.advanced).toHaveLength(2)
  })
})

describe('toSearchPayload', () => {
  const base = initialSearchState(instruments)

  it('sends an empty normal search as searchType N with empty maps', () => {
    expect(toSearchPayload(instruments, base)).toEqual({
      searchType: 'N',
      searchParam: { filter: '{}', op: '{}' },
      precise: false,
    })
  })

  it('sends the bar values with their operators, trimmed, empty ones left out', () => {
    let state: SearchState = setFieldValue(base, 'name', '  pump ')
    state = setFieldValue(state, 'model', '   ')
    state = setFieldValue(state, 'inspectionType', '2')
    state = setFieldValue(state, 'cycle', ['6', ''])
    state = setFieldValue(state, 'nextDueDate', ['2026-01-01', '2026-03-31'])
    state = { ...state, precise: true }
    const payload = toSearchPayload(instruments, state)
    expect(payload.searchType).toBe('N')
    expect(payload.precise).toBe(true)
    expect(payload.searchListVO).toBeUndefined()
    expect(decode(payload)).toEqual({
      filter: {
        name: 'pump',
        inspectionType: '2',
        cycle: ['6', ''],
        nextDueDate: ['2026-01-01', '2026-03-31'],
      },
      op: { name: 'LIKE', inspectionType: '=', cycle: 'and', nextDueDate: 'BETWEEN' },
    })
  })

  it('turns a date range with one end into an open range', () => {
    const from = setFieldValue(base, 'nextDueDate', ['2026-01-01', ''])
    expect(decode(toSearchPayload(instruments, from))).toEqual({
      filter: { nextDueDate: '2026-01-01' },
      op: { nextDueDate: '>=' },
    })
    const to = setFieldValue(base, 'nextDueDate', ['', '2026-01-31'])
    expect(decode(toSearchPayload(instruments, to))).toEqual({
      filter: { nextDueDate: '2026-02-01' },
      op: { nextDueDate: '<' },
    })
  })

  it('reshapes a value when the operator changes', () => {
    let state = setFieldValue(base, 'inspectionType', '2')
    state = setFieldOperator(state, field('inspectionType'), 'IN')
    expect(state.values.inspectionType).toEqual(['2'])
    state = setFieldOperator(state, field('inspectionType'), '=')
    expect(state.values.inspectionType).toBe('2')
    state = setFieldOperator(
      setFieldValue(state, 'nextDueDate', ['2026-01-01', '']),
      field('nextDueDate'),
      '>=',
    )
    expect(decode(toSearchPayload(instruments, state)).op).toMatchObject({ nextDueDate: '>=' })
  })

  it('adds the complete advanced rows as one group with searchType Y in advanced mode only', () => {
    const row = { ...chooseField(emptyAdvancedRow(true), field('name')), searchValue: 'pump' }
    const second = {
      ...chooseField(emptyAdvancedRow(false), field('factoryNumber')),
      searchType: 'or' as const,
    }
    const rows = [row, { ...second, searchValue: 'F-1' }]
    expect(toSearchPayload(instruments, { ...base, advanced: rows }).searchType).toBe('N')
    const payload = toSearchPayload(instruments, { ...base, mode: 'advanced', advanced: rows })
    expect(payload.searchType).toBe('Y')
    expect(payload.searchListVO).toEqual([
      {
        searchParams: [
          { searchFilter: 'name', searchOp: 'LIKE', valueType: 'text', searchValue: 'pump' },
          {
            searchType: 'or',
            searchFilter: 'factoryNumber',
            searchOp: 'LIKE',
            valueType: 'text',
            searchValue: 'F-1',
          },
        ],
      },
    ])
    // Advanced mode with nothing complete is a normal search.
    expect(toSearchPayload(instruments, { ...base, mode: 'advanced' }).searchType).toBe('N')
  })
})

describe('bar helpers', () => {
  it('offers the spec bar operators the type allows, plus the field default', () => {
    expect(barOperators(field('name'))).toEqual(['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'NOT LIKE'])
    expect(barOperators(field('inspectionType'))).toEqual(['=', '!=', '>', '>=', '<', '<=', 'IN'])
    expect(barOperators(field('nextDueDate'))).toEqual(['=', '!=', '>', '>=', '<', '<=', 'BETWEEN'])
    expect(barOperators(field('cycle'))).toEqual(['=', '!=', '>', '>=', '<', '<=', 'and'])
  })

  it('picks the widget for an operator', () => {
    expect(widgetField(field('nextDueDate'), '>=').type).toBe('date')
    expect(widgetField(field('cycle'), '=').type).toBe('input')
    expect(widgetField(field('inspectionType'), 'IN').multiple).toBe(true)
    expect(widgetField(field('name'), 'LIKE')).toBe(field('name'))
  })

  it('coerces values between shapes', () => {
    expect(coerceValue('a, b,', 'IN')).toEqual(['a', 'b'])
    expect(coerceValue('a', 'BETWEEN')).toEqual(['a', ''])
    expect(coerceValue(['', 'b'], '=')).toBe('b')
  })

  it('checks required, pattern and validator; empty passes unless required', () => {
    const phone = field('phone')
    expect(fieldProblem(phone, '')).toBeUndefined()
    expect(fieldProblem(phone, 'abc')).toMatchObject({ kind: 'validator' })
    expect(fieldProblem({ ...phone, searchRequired: true }, '  ')).toEqual({ kind: 'required' })
    expect(fieldProblem({ ...field('name'), pattern: '^[A-Z]+$' }, 'abc')).toEqual({ kind: 'pattern' })
    expect(fieldProblem({ ...field('name'), pattern: '^[A-Z]+$' }, ' ABC ')).toBeUndefined()
    expect(fieldProblem(field('cycle'), ['1', '-2'])).toMatchObject({ kind: 'validator' })
  })

  it('converts datetime-local values to the wire form and back', () => {
    expect(fromDateTimeLocal('2026-01-02T03:04')).toBe('2026-01-02 03:04:00')
    expect(toDateTimeLocal('2026-01-02 03:04:00')).toBe('2026-01-02T03:04')
  })
})
