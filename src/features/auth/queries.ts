import { queryOptions } from '@tanstack/react-query'
import { fetchCaptcha } from '@/api/auth'

/** Query key factory of the sign-in page. */
export const authQueries = {
  all: () => ['auth'] as const,
  /** A captcha is single-use: never reuse a cached one, fetch a new one after every attempt. */
  captcha: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'captcha'] as const,
      queryFn: fetchCaptcha,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
}
