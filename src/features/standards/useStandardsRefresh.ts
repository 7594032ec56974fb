import { useQueryClient } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import type { ResourceDeclaration } from '@/domain/resources'
import { recordHistoryQueries } from '@/ui/resource/RecordHistory'
import { resourceListKey } from '@/ui/resource/useResourceList'

/**
 * After a step of the standards module: the lists it touched, what the standards pages show of them (an
 * overview, the due list, the containments) and the records' histories are read again.
 */
export function useStandardsRefresh() {
  const client = useQueryClient()
  return (...touched: ResourceDeclaration[]) =>
    Promise.all([
      ...touched.map((resource) => client.invalidateQueries({ queryKey: resourceListKey(resource.code) })),
      client.invalidateQueries({ queryKey: standardsQueries.all() }),
      client.invalidateQueries({ queryKey: recordHistoryQueries.all() }),
    ])
}
