import { queryOptions } from '@tanstack/react-query'
import { fetchMenuRoutes } from '@/api/auth'

/** Query key factory of the layout's menus. */
export const menuQueries = {
  all: () => ['layout-menu'] as const,
  /**
   * The sub-menu of one top menu (GET /api/blade-system/menu/routes?topMenuId=), asked when it is chosen. The
   * session's menu shows it before the answer, and in its place when the answer fails.
   */
  routes: (topMenuId: string) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'routes', topMenuId] as const,
      queryFn: () => fetchMenuRoutes(topMenuId),
      staleTime: 0,
    }),
}
