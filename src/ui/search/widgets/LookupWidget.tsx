import { useState } from 'react'
import { useDebouncedValue } from '@mantine/hooks'
import { useQueries, useQuery } from '@tanstack/react-query'
import { DEBOUNCE_MS } from '@/domain/constants'
import type { ResourceDeclaration } from '@/domain/resources'
import { searchOptionQueries, type LookupOption } from '../optionSources'
import { ChoiceWidget } from './ChoiceWidget'
import { listOf, type WidgetProps } from './types'

export type LookupWidgetProps = WidgetProps & { resource: ResourceDeclaration }

/**
 * A searchable select of another resource's records by their title field (an instrument's customer): what
 * the user types is searched on the server (LIKE, debounced), and the chosen record's title is fetched when
 * it is not among the listed ones.
 */
export function LookupWidget({ resource, ...widget }: LookupWidgetProps) {
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, DEBOUNCE_MS)
  const page = useQuery(searchOptionQueries.lookup(resource, term))
  const listed = page.data
  const chosen = listOf(widget.value)
  const missing = chosen.filter((id) => !listed?.some((option) => option.value === id))
  const labels = useQueries({
    queries: missing.map((id) => ({
      ...searchOptionQueries.lookupLabel(resource, id),
      enabled: !page.isPending,
    })),
  })
  const extra = labels.map((query) => query.data).filter((option) => option !== undefined)
  // At most a page of options plus the chosen ones: cheap enough to merge on every render.
  const byValue = new Map<string, LookupOption>()
  for (const option of [...(listed ?? []), ...extra]) byValue.set(option.value, option)
  const data = [...byValue.values()]
  return (
    <ChoiceWidget
      {...widget}
      data={data}
      multiple={Boolean(widget.field.multiple)}
      loading={page.isFetching}
      searchValue={search}
      onSearchChange={setSearch}
    />
  )
}
