import { queryOptions } from '@tanstack/react-query'
import { fetchButtons, fetchMenuRoutes, fetchUserInfo } from '@/api/auth'
import { fetchDictionary, fetchDictionaryCode, fetchParams } from '@/api/startup'

/**
 * Query key factory of the signed-in user's data (STYLE: no string keys scattered around). Everything under
 * all() belongs to one session and is dropped when the signed-in identity changes.
 */
export const sessionQueries = {
  all: () => ['session'] as const,
  userInfo: () =>
    queryOptions({ queryKey: [...sessionQueries.all(), 'user-info'] as const, queryFn: fetchUserInfo }),
  menuRoutes: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'menu-routes'] as const,
      queryFn: () => fetchMenuRoutes(),
    }),
  /** Spec §6: button permissions, fetched after the menu. */
  buttons: () =>
    queryOptions({ queryKey: [...sessionQueries.all(), 'buttons'] as const, queryFn: fetchButtons }),
  /** Spec §7: the first 999 dictionary entries. */
  dictionary: () =>
    queryOptions({ queryKey: [...sessionQueries.all(), 'dictionary'] as const, queryFn: fetchDictionary }),
  /** The entries of one code that was not among the first 999. */
  dictionaryCode: (code: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'dictionary', code] as const,
      queryFn: () => fetchDictionaryCode(code),
      staleTime: 10 * 60_000,
    }),
  /** Spec §7: the parameter settings (one page of 99 999). */
  params: () =>
    queryOptions({ queryKey: [...sessionQueries.all(), 'params'] as const, queryFn: fetchParams }),
}
