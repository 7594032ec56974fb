import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/envelope'

/**
 * Only network trouble is retried: a refused call (4xx, or an envelope with another code) would be refused
 * again, and a call that timed out after 20 s has already kept the user waiting (and the server busy).
 */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && (error.kind !== 'network' || error.status >= 400))

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
