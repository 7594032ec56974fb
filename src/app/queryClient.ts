import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/envelope'
import { reportRequestOutcome } from './offline/networkStatus'
import { bridgeOnlineManager } from './offline/onlineBridge'
import { PERSISTED_GC_TIME_MS } from './offline/queryPersistence'

/**
 * Only network trouble is retried: a refused call (4xx, or an envelope with another code) would be refused
 * again, and a call that timed out after 20 s has already kept the user waiting (and the server busy).
 */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && (error.kind !== 'network' || error.status >= 400))

/** Resource pages can hold thousands of rows: they are not persisted, so memory need not keep them long. */
const RESOURCE_PAGE_GC_TIME_MS = 5 * 60_000

export function createQueryClient(): QueryClient {
  // Offline (or with the server down) retries and refetches wait for the network instead of failing.
  bridgeOnlineManager()
  const queryClient = new QueryClient({
    // Every answer or network failure tells the offline banner whether the server can be reached. A query
    // in networkMode 'always' may answer from the device when the server does not (the pickup pages): its
    // success says nothing about the server.
    queryCache: new QueryCache({
      onSuccess: (_data, query) => {
        if (query.options.networkMode !== 'always') reportRequestOutcome(null)
      },
      onError: (error) => reportRequestOutcome(error),
    }),
    mutationCache: new MutationCache({
      onSuccess: () => reportRequestOutcome(null),
      onError: (error) => reportRequestOutcome(error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a query still runs once (and then waits for the network to retry) instead of waiting
        // before its first attempt: restored data shows as it is, and a failed first attempt is seen (the
        // reference mirrors then fill it from Dexie).
        networkMode: 'offlineFirst',
        // As long as the persisted cache may be restored (queryPersistence.ts): a query nobody shows must
        // not be dropped after 5 minutes and so vanish from what a reload offline finds.
        gcTime: PERSISTED_GC_TIME_MS,
      },
      // A write offline fails at once rather than waiting to be replayed later: only the outbox replays
      // writes, with idempotency keys (DESIGN "Offline").
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  queryClient.setQueryDefaults(['resource'], { gcTime: RESOURCE_PAGE_GC_TIME_MS })
  return queryClient
}
