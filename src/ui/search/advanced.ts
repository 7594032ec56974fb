import { ADVANCED_SEARCH_ROWS, SEARCH_BAR_OPERATORS, type FilterOperator } from '@/domain/constants'
import {
  allowsOperator,
  defaultOperator,
  isDateType,
  isListOperator,
  type AdvancedRow,
  type AdvancedValueType,
  type ResourceField,
} from '@/domain/resources'
import type { AdvancedRowDraft } from './state'

/**
 * The rules of the advanced search (spec §4 "Advanced search", §5 "Search"), as pure functions over the rows
 * the panel edits. The panel shows the warnings these return; nothing here knows about React or Lingui.
 */

/** The spec's four messages, by name; the panel translates them. */
export type AdvancedWarning = 'noField' | 'incomplete' | 'needsRange' | 'betweenDateOnly'

let rowCounter = 0
/** A React key for a new row (rows are added and removed in pairs, so indexes are not stable keys). */
export const newRowKey = (): string => `adv-${++rowCounter}`

/** An empty row: AND (none for the first row), LIKE, text, no value. */
export const emptyAdvancedRow = (first: boolean): AdvancedRowDraft => ({
  key: newRowKey(),
  searchType: first ? undefined : 'and',
  searchFilter: '',
  searchOp: 'LIKE',
  searchValue: '',
  valueType: 'text',
  startTime: '',
  endTime: '',
})

/** The rows the panel starts with and resets to (spec §9: 2 rows). */
export const defaultAdvancedRows = (): AdvancedRowDraft[] =>
  Array.from({ length: ADVANCED_SEARCH_ROWS }, (_, index) => emptyAdvancedRow(index === 0))

const DATE_WORDS = /时间|日期/

/**
 * Spec §4: a field whose label contains 时间 (time) or 日期 (date) — or whose type is a date type — is searched
 * by a date range; a select (or tree) field by its options; anything else by text.
 */
export function rowValueType(field: Pick<ResourceField, 'type' | 'label'>): AdvancedValueType {
  if (isDateType(field.type) || DATE_WORDS.test(field.label.zh)) return 'date'
  if (field.type === 'select' || field.type === 'tree') return 'select'
  return 'text'
}

/**
 * The operators a row offers. Without a field: every search-bar operator. A date row: BETWEEN only (spec §4:
 * a date row is a range). Otherwise those the field's type allows (spec §5); a text row also keeps BETWEEN on
 * offer because the spec answers that choice with its own message (see chooseOperator).
 */
export function rowOperators(
  row: Pick<AdvancedRowDraft, 'valueType'>,
  field: ResourceField | undefined,
): FilterOperator[] {
  if (!field) return [...SEARCH_BAR_OPERATORS]
  if (row.valueType === 'date') return ['BETWEEN']
  return SEARCH_BAR_OPERATORS.filter(
    (op) => allowsOperator(field, op) || (op === 'BETWEEN' && row.valueType === 'text'),
  )
}

const textOperator = (field: ResourceField | undefined): FilterOperator =>
  !field || allowsOperator(field, 'LIKE') ? 'LIKE' : '='

const selectOperator = (field: ResourceField): FilterOperator => {
  const preferred = defaultOperator(field)
  return preferred === '=' || preferred === 'IN' ? preferred : '='
}

/** The value a row holds for an operator: an array for IN on a select row (a multi-select), else a text. */
function valueForOperator(
  value: AdvancedRowDraft['searchValue'],
  valueType: AdvancedValueType,
  op: FilterOperator,
): AdvancedRowDraft['searchValue'] {
  const wantsList = valueType === 'select' && isListOperator(op)
  if (wantsList) return Array.isArray(value) ? value : value ? [value] : []
  return Array.isArray(value) ? (value[0] ?? '') : value
}

/** Spec §4: choosing a field sets the row's kind and its operator (date → BETWEEN, select → =/IN, text → LIKE). */
export function chooseField(row: AdvancedRowDraft, field: ResourceField | undefined): AdvancedRowDraft {
  if (!field) {
    return { ...row, searchFilter: '', valueType: 'text', searchOp: 'LIKE', startTime: '', endTime: '' }
  }
  const valueType = rowValueType(field)
  const searchOp =
    valueType === 'date' ? 'BETWEEN' : valueType === 'select' ? selectOperator(field) : textOperator(field)
  // A text typed before choosing a text field is kept; a change of kind starts the value afresh.
  const keepValue = valueType === 'text' && row.valueType === 'text' && typeof row.searchValue === 'string'
  const searchValue = keepValue ? row.searchValue : valueForOperator('', valueType, searchOp)
  return { ...row, searchFilter: field.name, valueType, searchOp, searchValue, startTime: '', endTime: '' }
}

export type OperatorChoice = { row: AdvancedRowDraft; warning?: AdvancedWarning }

/**
 * Spec §5: BETWEEN is for dates only; on any other row the operator goes back to LIKE with the message
 * 只有时间日期查询才能选择该选项. IN on a select row turns its value into a multi-select (spec §4).
 */
export function chooseOperator(
  row: AdvancedRowDraft,
  field: ResourceField | undefined,
  op: FilterOperator,
): OperatorChoice {
  if (op === 'BETWEEN' && row.valueType !== 'date') {
    return { row: { ...row, searchOp: textOperator(field) }, warning: 'betweenDateOnly' }
  }
  return { row: { ...row, searchOp: op, searchValue: valueForOperator(row.searchValue, row.valueType, op) } }
}

const hasText = (value: AdvancedRowDraft['searchValue']): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value.some((part) => part.trim() !== '')

/** Whether the user typed or picked anything in the row's value (or date) controls. */
export const rowHasValue = (row: AdvancedRowDraft): boolean =>
  row.valueType === 'date' ? row.startTime !== '' || row.endTime !== '' : hasText(row.searchValue)

/** Spec §5: a complete row has its connector (not the first), field, operator and value (dates: both ends). */
export function isRowComplete(row: AdvancedRowDraft, index: number): boolean {
  if (index > 0 && !row.searchType) return false
  if (!row.searchFilter || !row.searchOp) return false
  if (row.valueType === 'date') return row.startTime !== '' && row.endTime !== ''
  return hasText(row.searchValue)
}

export type AddPairResult = { rows: AdvancedRowDraft[]; warning?: undefined } | { warning: 'incomplete' }

/** Spec §4/§5: rows are added in pairs, only when the current (last) and the previous row are complete. */
export function addPair(rows: readonly AdvancedRowDraft[]): AddPairResult {
  const last = rows.length - 1
  const previous = last - 1
  const lastRow = rows[last]
  const previousRow = rows[previous]
  const complete =
    lastRow !== undefined &&
    isRowComplete(lastRow, last) &&
    (previousRow === undefined || isRowComplete(previousRow, previous))
  if (!complete) return { warning: 'incomplete' }
  return { rows: [...rows, emptyAdvancedRow(false), emptyAdvancedRow(false)] }
}

/** The pair a row belongs to (rows 0-1 are pair 0, 2-3 pair 1, …). */
export const pairOf = (index: number): number => Math.floor(index / 2)

/** Spec §4: the first pair cannot be deleted. */
export const canRemovePair = (index: number): boolean => pairOf(index) > 0

/** Removes the pair of the row at `index` (both rows); the first pair stays. */
export function removePair(rows: readonly AdvancedRowDraft[], index: number): AdvancedRowDraft[] {
  if (!canRemovePair(index)) return [...rows]
  const start = pairOf(index) * 2
  return rows.filter((_, i) => i !== start && i !== start + 1)
}

/**
 * Checks the rows before a search (spec §5): a value without a field → noField; a date row without both
 * ends → needsRange. Rows with a field and nothing else are simply not conditions.
 */
export function validateAdvanced(rows: readonly AdvancedRowDraft[]): AdvancedWarning | undefined {
  if (rows.some((row) => !row.searchFilter && rowHasValue(row))) return 'noField'
  const halfDate = (row: AdvancedRowDraft) =>
    row.valueType === 'date' && row.searchFilter !== '' && (row.startTime === '' || row.endTime === '')
  if (rows.some(halfDate)) return 'needsRange'
  return undefined
}

const trimValue = (value: AdvancedRowDraft['searchValue']): string | string[] =>
  typeof value === 'string' ? value.trim() : value.map((part) => part.trim()).filter((part) => part !== '')

/**
 * The rows of the wire format: only complete rows, the first of them without a connector, text trimmed,
 * date rows as startTime/endTime with BETWEEN (common brief, "Wire format").
 */
export function toAdvancedRows(rows: readonly AdvancedRowDraft[]): AdvancedRow[] {
  const complete = rows.filter((row, index) => isRowComplete({ ...row, searchType: 'and' }, index))
  return complete.map((row, index): AdvancedRow => {
    const connector = index === 0 ? {} : { searchType: row.searchType ?? 'and' }
    if (row.valueType === 'date') {
      return {
        ...connector,
        searchFilter: row.searchFilter,
        searchOp: 'BETWEEN',
        valueType: 'date',
        startTime: row.startTime,
        endTime: row.endTime,
      }
    }
    return {
      ...connector,
      searchFilter: row.searchFilter,
      searchOp: row.searchOp,
      valueType: row.valueType,
      searchValue: trimValue(row.searchValue),
    }
  })
}
