import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/envelope'

/** A refused call (4xx, or an envelope with another code) will be refused again: only retry network trouble. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && (error.kind === 'envelope' || error.status >= 400))

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
