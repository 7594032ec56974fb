import { DEFAULT_SEARCH_OPERATOR, type FilterOperator } from '../constants'
import type { FieldType, ResourceField } from './types'

/** Date-like field types: BETWEEN is only for these (spec §5). */
export const isDateType = (type: FieldType): boolean =>
  type === 'date' || type === 'dateTime' || type === 'daterange'

const DISALLOWED: Record<FieldType, readonly FilterOperator[]> = {
  // Spec §5: input fields disallow BETWEEN and IN; BETWEEN is date-only, so NOT BETWEEN goes with it.
  input: ['BETWEEN', 'NOT BETWEEN', 'IN'],
  // Spec §5: select and tree fields disallow BETWEEN, LIKE, NOT LIKE, NOT BETWEEN and AND.
  select: ['BETWEEN', 'LIKE', 'NOT LIKE', 'NOT BETWEEN', 'and'],
  tree: ['BETWEEN', 'LIKE', 'NOT LIKE', 'NOT BETWEEN', 'and'],
  // Dates compare and range; "contains" has no meaning for them.
  date: ['LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'and'],
  dateTime: ['LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'and'],
  daterange: ['LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'and'],
  // A two-part range input ("from … to …", either end open) uses 'and'; it is a number, so no LIKE/IN.
  inputTwo: ['BETWEEN', 'NOT BETWEEN', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN'],
}

/** Whether a field accepts an operator (the browser offers only these; the server refuses the rest). */
export const allowsOperator = (field: Pick<ResourceField, 'type'>, op: FilterOperator): boolean =>
  !DISALLOWED[field.type].includes(op)

/** Spec §9: LIKE by default; '=' for select, tree and date; IN for multiple; BETWEEN for a date range. */
export function defaultOperator(
  field: Pick<ResourceField, 'type' | 'multiple' | 'defaultOp'>,
): FilterOperator {
  if (field.defaultOp) return field.defaultOp
  if (field.multiple) return 'IN'
  switch (field.type) {
    case 'select':
    case 'tree':
    case 'date':
    case 'dateTime':
      return '='
    case 'daterange':
      return 'BETWEEN'
    case 'inputTwo':
      return 'and'
    case 'input':
      return DEFAULT_SEARCH_OPERATOR
  }
}

/** Operators whose value is a list (IN, NOT IN) or a pair (BETWEEN, NOT BETWEEN, and). */
export const isListOperator = (op: FilterOperator): boolean => op === 'IN' || op === 'NOT IN'
export const isPairOperator = (op: FilterOperator): boolean =>
  op === 'BETWEEN' || op === 'NOT BETWEEN' || op === 'and'
