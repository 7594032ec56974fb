import { queryOptions } from '@tanstack/react-query'
import { fetchMenuRoutes, fetchUserInfo } from '@/api/auth'

/** Query key factory of the signed-in user's data (STYLE: no string keys scattered around). */
export const sessionQueries = {
  all: () => ['session'] as const,
  userInfo: () =>
    queryOptions({ queryKey: [...sessionQueries.all(), 'user-info'] as const, queryFn: fetchUserInfo }),
  menuRoutes: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'menu-routes'] as const,
      queryFn: () => fetchMenuRoutes(),
    }),
}
