export { AdvancedSearch, type AdvancedSearchProps } from './AdvancedSearch'
export { FieldLabel, type FieldLabelProps } from './FieldLabel'
export { HeaderSearchCell, type HeaderSearchCellProps } from './HeaderSearchCell'
export { SearchBar, type SearchBarProps } from './SearchBar'
export { SearchField, type SearchFieldProps } from './SearchField'
export { barOperators, widgetField } from './bar'
export {
  initialSearchState,
  operatorOf,
  setFieldOperator,
  setFieldValue,
  toSearchPayload,
  type AdvancedRowDraft,
  type SearchState,
} from './state'
