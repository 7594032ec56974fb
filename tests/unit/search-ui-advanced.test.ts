import { describe, expect, it } from 'vitest'

import { customers, instruments, type ResourceField } from '../../src/domain/resources'
import {
  addPair,
  canRemovePair,
  chooseField,
  chooseOperator,
  defaultAdvancedRows,
  emptyAdvancedRow,
  isRowComplete,
  removePair,
  rowOperators,
  rowValueType,
  toAdvancedRows,
  validateAdvanced,
} from '../../src/ui/search/advanced'
import { dayAfter, dayBefore } from '../../src/ui/search/dates'
import type { AdvancedRowDraft } from '../../src/ui/search/state'

const field = (name: string): ResourceField => {
  const found = [...instruments.fields, ...customers.fields].find((f) => f.name === name)
  if (!found) throw new Error(name)
  return found
}
const name = field('name') // input
const inspectionType = field('inspectionType') // select (dict)
const nextDueDate = field('nextDueDate') // daterange
const customerId = field('customerId') // select (lookup)
const cycle = field('cycle') // inputTwo
const textWithDateLabel: ResourceField = {
  name: 'checkedOn',
  label: { zh: '检定日期', en: 'Checked on' },
  type: 'input',
  data: 'text',
}

const strip = ({ key: _key, ...row }: AdvancedRowDraft) => row
const textRow = (value: string, first = false): AdvancedRowDraft => ({
  ...chooseField(emptyAdvancedRow(first), name),
  searchValue: value,
})

describe('default rows', () => {
  it('starts with two rows: the first without a connector, the second AND; LIKE, text, empty', () => {
    const rows = defaultAdvancedRows()
    expect(rows.map(strip)).toEqual([
      {
        searchType: undefined,
        searchFilter: '',
        searchOp: 'LIKE',
        searchValue: '',
        valueType: 'text',
        startTime: '',
        endTime: '',
      },
      {
        searchType: 'and',
        searchFilter: '',
        searchOp: 'LIKE',
        searchValue: '',
        valueType: 'text',
        startTime: '',
        endTime: '',
      },
    ])
    expect(new Set(rows.map((row) => row.key)).size).toBe(2)
  })
})

describe('choosing a field', () => {
  it('date types and labels with 时间/日期 switch the row to a date range with BETWEEN', () => {
    expect(rowValueType(nextDueDate)).toBe('date')
    expect(rowValueType(field('createTime'))).toBe('date')
    expect(rowValueType(textWithDateLabel)).toBe('date')
    const row = chooseField(textRow('abc'), nextDueDate)
    expect(row).toMatchObject({ searchFilter: 'nextDueDate', valueType: 'date', searchOp: 'BETWEEN' })
    expect(rowOperators(row, nextDueDate)).toEqual(['BETWEEN'])
  })

  it('a select field switches the row to select with =, a multiple one to IN with a list', () => {
    const row = chooseField(textRow('abc'), inspectionType)
    expect(row).toMatchObject({ valueType: 'select', searchOp: '=', searchValue: '' })
    const multiple = chooseField(emptyAdvancedRow(true), { ...inspectionType, multiple: true })
    expect(multiple).toMatchObject({ valueType: 'select', searchOp: 'IN', searchValue: [] })
    expect(rowValueType(customerId)).toBe('select')
  })

  it('any other field is text with LIKE (= when the type refuses LIKE); a typed text is kept', () => {
    const row = chooseField({ ...emptyAdvancedRow(true), searchValue: ' x ' }, name)
    expect(row).toMatchObject({ valueType: 'text', searchOp: 'LIKE', searchValue: ' x ' })
    expect(chooseField(emptyAdvancedRow(true), cycle)).toMatchObject({ valueType: 'text', searchOp: '=' })
  })

  it('clearing the field resets the row to text LIKE', () => {
    const row = chooseField(chooseField(emptyAdvancedRow(true), nextDueDate), undefined)
    expect(row).toMatchObject({ searchFilter: '', valueType: 'text', searchOp: 'LIKE' })
  })
})

describe('operators', () => {
  it('offers what the field type allows (no LIKE for select, no IN for input)', () => {
    const select = chooseField(emptyAdvancedRow(true), inspectionType)
    expect(rowOperators(select, inspectionType)).toEqual(['=', '!=', '>', '>=', '<', '<=', 'IN'])
    const text = chooseField(emptyAdvancedRow(true), name)
    const ops = rowOperators(text, name)
    expect(ops).toContain('LIKE')
    expect(ops).toContain('NOT LIKE')
    expect(ops).not.toContain('IN')
    expect(rowOperators(emptyAdvancedRow(true), undefined)).toHaveLength(10)
  })

  it('BETWEEN on a non-date row goes back to LIKE with 只有时间日期查询才能选择该选项', () => {
    const text = textRow('abc')
    expect(chooseOperator(text, name, 'BETWEEN')).toEqual({
      row: { ...text, searchOp: 'LIKE' },
      warning: 'betweenDateOnly',
    })
    const noField = emptyAdvancedRow(true)
    expect(chooseOperator(noField, undefined, 'BETWEEN').warning).toBe('betweenDateOnly')
    const date = chooseField(emptyAdvancedRow(true), nextDueDate)
    expect(chooseOperator(date, nextDueDate, 'BETWEEN')).toEqual({ row: date })
  })

  it('IN on a select row makes the value a list, and back to one value', () => {
    const row = { ...chooseField(emptyAdvancedRow(true), inspectionType), searchValue: '1' }
    const multi = chooseOperator(row, inspectionType, 'IN').row
    expect(multi.searchValue).toEqual(['1'])
    expect(chooseOperator(multi, inspectionType, '=').row.searchValue).toBe('1')
  })
})

describe('completeness and pairs', () => {
  it('a row is complete with connector (after the first), field, operator and value; dates need both ends', () => {
    expect(isRowComplete(textRow('a', true), 0)).toBe(true)
    expect(isRowComplete(textRow('  '), 1)).toBe(false)
    expect(isRowComplete({ ...textRow('a'), searchType: undefined }, 1)).toBe(false)
    expect(isRowComplete({ ...emptyAdvancedRow(true), searchValue: 'a' }, 0)).toBe(false)
    const date = chooseField(emptyAdvancedRow(false), nextDueDate)
    expect(isRowComplete({ ...date, startTime: '2026-01-01' }, 1)).toBe(false)
    expect(isRowComplete({ ...date, startTime: '2026-01-01', endTime: '2026-02-01' }, 1)).toBe(true)
  })

  it('adds a pair only when the current and the previous row are complete (请先完善当前列信息)', () => {
    const rows = defaultAdvancedRows()
    expect(addPair(rows)).toEqual({ warning: 'incomplete' })
    expect(addPair([textRow('a', true), rows[1]!])).toEqual({ warning: 'incomplete' })
    const added = addPair([textRow('a', true), textRow('b')])
    if (added.warning) throw new Error('expected rows')
    expect(added.rows).toHaveLength(4)
    expect(added.rows.slice(2).map((row) => row.searchType)).toEqual(['and', 'and'])
    // With four rows only the last two count.
    const next = addPair([...added.rows.slice(0, 2), textRow('c'), textRow('d')])
    expect(next.warning).toBeUndefined()
  })

  it('removes in pairs and never the first pair', () => {
    const rows = [textRow('a', true), textRow('b'), textRow('c'), textRow('d'), textRow('e'), textRow('f')]
    expect(canRemovePair(0)).toBe(false)
    expect(canRemovePair(1)).toBe(false)
    expect(canRemovePair(2)).toBe(true)
    expect(removePair(rows, 1)).toEqual(rows)
    expect(removePair(rows, 3).map((row) => row.searchValue)).toEqual(['a', 'b', 'e', 'f'])
    expect(removePair(rows, 4).map((row) => row.searchValue)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('checks before a search', () => {
  it('a value without a field: 请完善数据查询信息，请选择查询字段', () => {
    const rows = defaultAdvancedRows()
    expect(validateAdvanced(rows)).toBeUndefined()
    expect(validateAdvanced([{ ...rows[0]!, searchValue: 'x' }, rows[1]!])).toBe('noField')
  })

  it('a date row without both ends: 时间查询请选择一个时间段进行查询', () => {
    const date = chooseField(emptyAdvancedRow(true), nextDueDate)
    expect(validateAdvanced([date])).toBe('needsRange')
    expect(validateAdvanced([{ ...date, endTime: '2026-01-01' }])).toBe('needsRange')
    expect(validateAdvanced([{ ...date, startTime: '2026-01-01', endTime: '2026-01-31' }])).toBeUndefined()
  })
})

describe('wire rows', () => {
  it('keeps complete rows only, drops the first connector, trims text, dates as start/end BETWEEN', () => {
    const date = {
      ...chooseField(emptyAdvancedRow(false), nextDueDate),
      searchType: 'or' as const,
      startTime: '2026-01-01',
      endTime: '2026-01-31',
    }
    const select = {
      ...chooseOperator(chooseField(emptyAdvancedRow(false), inspectionType), inspectionType, 'IN').row,
      searchValue: ['1', ' 2 '],
    }
    const rows = [emptyAdvancedRow(true), { ...textRow('  pump  '), searchType: 'or' as const }, date, select]
    expect(toAdvancedRows(rows)).toEqual([
      { searchFilter: 'name', searchOp: 'LIKE', valueType: 'text', searchValue: 'pump' },
      {
        searchType: 'or',
        searchFilter: 'nextDueDate',
        searchOp: 'BETWEEN',
        valueType: 'date',
        startTime: '2026-01-01',
        endTime: '2026-01-31',
      },
      {
        searchType: 'and',
        searchFilter: 'inspectionType',
        searchOp: 'IN',
        valueType: 'select',
        searchValue: ['1', '2'],
      },
    ])
  })
})

describe('date pickers', () => {
  it('the end picker starts the day after the start, the start picker ends the day before the end', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01')
    expect(dayAfter('2024-02-28')).toBe('2024-02-29')
    expect(dayBefore('2026-01-01')).toBe('2025-12-31')
    expect(dayAfter('')).toBe('')
  })
})
