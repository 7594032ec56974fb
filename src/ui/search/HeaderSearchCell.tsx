import type { ResourceField, SearchValue } from '@/domain/resources'
import { widgetField } from './bar'
import { SearchField } from './SearchField'
import { operatorOf, setFieldValue, type SearchState } from './state'

export type HeaderSearchCellProps = {
  field: ResourceField
  state: SearchState
  onChange: (state: SearchState) => void
  /**
   * Runs the search. It gets the state to search with, because the change that triggered it has not reached
   * the caller's state yet (a `() => void` handler that reads its own state after onChange works as well).
   */
  onSearch: (state: SearchState) => void
}

/**
 * The table's column search row cell (spec §2): the field's compact widget under its column header, sharing
 * the bar's values and operators. Enter searches; picking an option of a select or tree searches at once.
 */
export function HeaderSearchCell({ field, state, onChange, onSearch }: HeaderSearchCellProps) {
  const shown = widgetField(field, operatorOf(state, field))
  const immediate = shown.type === 'select' || shown.type === 'tree'
  const handleChange = (value: SearchValue) => {
    const next = setFieldValue(state, field.name, value)
    onChange(next)
    if (immediate) onSearch(next)
  }
  const handleSubmit = (value?: SearchValue) =>
    onSearch(value === undefined ? state : setFieldValue(state, field.name, value))
  return (
    <SearchField
      field={shown}
      value={state.values[field.name]}
      onChange={handleChange}
      onSubmit={handleSubmit}
      compact
    />
  )
}
