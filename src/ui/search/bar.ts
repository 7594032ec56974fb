import { SEARCH_BAR_OPERATORS, type FilterOperator } from '@/domain/constants'
import {
  allowsOperator,
  defaultOperator,
  isListOperator,
  isPairOperator,
  type ResourceField,
  type SearchValue,
} from '@/domain/resources'
import { validators } from '@/domain/validation/registry'

/**
 * Pure helpers of the search bar and the header row: which operators a field offers, which widget an
 * operator needs, how a value changes shape with it, and the blur/submit checks of spec §5.
 */

/**
 * Spec §9: the bar offers =, !=, >, >=, <, <=, LIKE, IN, NOT LIKE and BETWEEN, limited to what the field's
 * type allows (spec §5). The field's own default is always on offer, even when outside that list (the
 * two-part range 'and' of an inputTwo field).
 */
export function barOperators(field: ResourceField): FilterOperator[] {
  const offered: FilterOperator[] = SEARCH_BAR_OPERATORS.filter((op) => allowsOperator(field, op))
  const preferred = defaultOperator(field)
  return offered.includes(preferred) ? offered : [...offered, preferred]
}

/**
 * The widget a field needs under an operator: a range for BETWEEN (or 'and'), one value for a comparison, a
 * multi-select for IN. The header row and the bar render `widgetField(field, op)` instead of the field.
 */
export function widgetField(field: ResourceField, op: FilterOperator): ResourceField {
  const pair = isPairOperator(op)
  switch (field.type) {
    case 'daterange':
      return pair ? field : { ...field, type: 'date' }
    case 'date':
    case 'dateTime':
      return pair ? { ...field, type: 'daterange' } : field
    case 'inputTwo':
      return pair ? field : { ...field, type: 'input' }
    case 'select':
    case 'tree':
      return isListOperator(op) === Boolean(field.multiple)
        ? field
        : { ...field, multiple: isListOperator(op) }
    case 'input':
      return field
  }
}

/** Brings a value into the shape an operator takes: a list for IN/NOT IN, a pair for ranges, else a text. */
export function coerceValue(value: SearchValue, op: FilterOperator): SearchValue {
  if (isListOperator(op)) {
    if (typeof value !== 'string') return value
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
  }
  if (isPairOperator(op)) {
    if (typeof value === 'string') return [value, '']
    return [value[0] ?? '', value[1] ?? '']
  }
  return typeof value === 'string' ? value : (value.find((part) => part !== '') ?? '')
}

/** Whether a search value holds anything (an empty box or an empty list is no condition). */
export const isBlankValue = (value: SearchValue | undefined): boolean =>
  value === undefined ||
  (typeof value === 'string' ? value.trim() === '' : value.every((part) => part.trim() === ''))

/** A value with its text trimmed (spec §5: text inputs in the search row are trimmed). */
export const trimSearchValue = (value: SearchValue): SearchValue =>
  typeof value === 'string' ? value.trim() : value.map((part) => part.trim())

/** Why a search value is refused; the widget words it (the declaration's message first). */
export type FieldProblem = { kind: 'required' } | { kind: 'pattern' } | { kind: 'validator'; message: string }

/**
 * Spec §5: search items may be required (`searchRequired`), with a pattern and a validator, checked on blur.
 * Empty values pass everything but the required check. Each part of a two-part range is checked alone.
 */
export function fieldProblem(field: ResourceField, value: SearchValue | undefined): FieldProblem | undefined {
  if (isBlankValue(value)) return field.searchRequired ? { kind: 'required' } : undefined
  if (field.type !== 'input' && field.type !== 'inputTwo') return undefined
  const parts = (typeof value === 'string' ? [value] : (value ?? [])).map((part) => part.trim())
  for (const part of parts) {
    if (part === '') continue
    if (field.pattern && !new RegExp(field.pattern).test(part)) return { kind: 'pattern' }
    if (field.validator) {
      const result = validators[field.validator](part)
      if (!result.ok) return { kind: 'validator', message: result.message }
    }
  }
  return undefined
}
