import { queryOptions } from '@tanstack/react-query'
import { fetchMenuRoutes } from '@/api/auth'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

/** GET /api/blade-system/menu/top-menu: the top-level menus of the top bar (spec §2 "Top menu"). */
const fetchTopMenus = () => unwrapEnvelope(api.GET('/api/blade-system/menu/top-menu'))

export type TopMenuItem = Awaited<ReturnType<typeof fetchTopMenus>>[number]

/** Query key factory of the layout's menus. */
export const menuQueries = {
  all: () => ['layout-menu'] as const,
  topMenus: () => queryOptions({ queryKey: [...menuQueries.all(), 'top'] as const, queryFn: fetchTopMenus }),
  /** The sidebar's tree: the whole menu, or the sub-menu of one top menu. Loaded when the layout opens. */
  routes: (topMenuId: string | null) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'routes', topMenuId ?? 'all'] as const,
      queryFn: () => fetchMenuRoutes(topMenuId ?? undefined),
      staleTime: 0,
    }),
}
