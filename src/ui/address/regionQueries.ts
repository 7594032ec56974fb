import { queryOptions } from '@tanstack/react-query'
import { fetchRegionChildren } from '@/api/regions'

/**
 * The children of a region, loaded when a picker first needs them and then kept in memory for the session
 * (regions are reference data; they do not change while the app runs). '' lists the provinces.
 */
export const regionChildrenQuery = (parentId: string) =>
  queryOptions({
    queryKey: ['regions', 'children', parentId] as const,
    queryFn: () => fetchRegionChildren(parentId || undefined),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
