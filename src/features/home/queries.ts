import { queryOptions } from '@tanstack/react-query'
import { fetchWorkSummary } from '@/api/workSummary'

/**
 * Query key factory of the home page (STYLE: no string keys scattered around). Its root is persisted with the
 * rest of the cache (src/app/offline/queryPersistence.ts), so an offline start shows the last counts.
 */
export const homeQueries = {
  all: () => ['home'] as const,
  workSummary: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'work-summary'] as const,
      queryFn: fetchWorkSummary,
      // Counts move as colleagues work: fetched again each time the home page is shown.
      staleTime: 0,
    }),
}
