import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  persistQueryClient,
  removeOldestQuery,
  type PersistedClient,
  type PersistRetryer,
} from '@tanstack/react-query-persist-client'
import { onIdentityChange } from '../layout/sessionOwner'
import { sessionIdentity } from '../session'
import { localTextStorage } from '@/offline/webStorage'
import { APP_VERSION } from './appVersion'

/**
 * The query cache survives a reload ("a reload offline shows the last data"): successful answers
 * are kept in localStorage and put back before the first render, so a page opened offline shows what it
 * showed last time (and refreshes it once the network is back, as the restored data is stale).
 *
 * The cache belongs to one signed-in user: its buster is the app version and the session identity, it is
 * removed when the identity changes (sign-out, another user) and never written while signed out.
 */

export const QUERY_CACHE_KEY = 'metrodesk.query-cache'
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 3600_000
/** Kept in memory as long as they may be restored (queries nobody shows would otherwise go after 5 min). */
export const PERSISTED_GC_TIME_MS = QUERY_CACHE_MAX_AGE_MS
const SAVE_THROTTLE_MS = 1000

/**
 * Answers with more rows than this are not persisted: localStorage holds about 5 MB for the whole app, and a
 * 5,000-row resource page would fill it (the start-up dictionary is kept apart, in its own store and Dexie).
 */
export const MAX_PERSISTED_ROWS = 500

/**
 * Query roots never persisted: captchas (single-use), the symbol keyboard (kept in Dexie instead), and the
 * session's start-up answers (user info, menu, buttons, dictionary, parameters): the session and start-up
 * stores keep those already, updated the moment they change, where this cache's throttled copy could bring
 * back an answer older than the session's (a profile saved just before a reload).
 */
const NOT_PERSISTED_ROOTS: ReadonlySet<unknown> = new Set(['auth', 'symbols', 'session'])

/** The rows of an answer: an array's length, or a page's `records`. */
export function rowCount(data: unknown): number {
  if (Array.isArray(data)) return data.length
  if (typeof data === 'object' && data !== null && 'records' in data && Array.isArray(data.records)) {
    return data.records.length
  }
  return 0
}

/**
 * Which queries are written to localStorage: those with an answer (a refresh that failed keeps the last good
 * answer, which is written as it was: a failed or offline refresh never replaces good data with nothing), not
 * the excluded roots, not those whose `meta.persist` is false, and not big answers.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state' | 'meta'>): boolean {
  const answered = defaultShouldDehydrateQuery(query as Query) || query.state.data !== undefined
  if (!answered) return false
  if (query.meta?.persist === false) return false
  if (NOT_PERSISTED_ROOTS.has(query.queryKey[0])) return false
  return rowCount(query.state.data) <= MAX_PERSISTED_ROWS
}

export const busterOf = (identity: string): string => `${APP_VERSION}|${identity}`

/** A save of another session's cache (queued before the identity changed): dropped, never written. */
class StaleSave extends Error {}

/**
 * A query whose last refresh failed is kept as its last good answer: restored, it shows that answer (with
 * the time it was fetched), not an error.
 */
export function lastGoodAnswer(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: { ...query.state, status: 'success' as const, error: null, fetchFailureReason: null },
        }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
}

const serialize = (client: PersistedClient): string => {
  const identity = sessionIdentity()
  if (!identity || client.buster !== busterOf(identity)) throw new StaleSave()
  return JSON.stringify(lastGoodAnswer(client))
}

/** Storage full: drop the oldest queries until it fits; a stale save is simply not written. */
const retry: PersistRetryer = (props) =>
  props.error instanceof StaleSave ? undefined : removeOldestQuery(props)

const persister = createSyncStoragePersister({
  storage: localTextStorage,
  key: QUERY_CACHE_KEY,
  throttleTime: SAVE_THROTTLE_MS,
  serialize,
  retry,
})

/** Forgets the persisted cache (sign-out: it must not outlive the session). */
export function removePersistedQueries(): void {
  void persister.removeClient()
}

/**
 * Restores the signed-in user's persisted cache into the client and keeps saving it from then on; follows
 * identity changes. Resolves when the restore is done: render after it, so route loaders find the data.
 */
export function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  let stop: (() => void) | undefined
  const follow = (identity: string | null): Promise<void> => {
    stop?.()
    stop = undefined
    if (!identity) {
      removePersistedQueries()
      return Promise.resolve()
    }
    const [unsubscribe, restored] = persistQueryClient({
      queryClient,
      persister,
      maxAge: QUERY_CACHE_MAX_AGE_MS,
      buster: busterOf(identity),
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    })
    stop = unsubscribe
    // A broken stored cache is removed by the restore itself; the app then simply starts without it.
    // What was restored is shown at once but counts as stale, whatever its age: a reload online fetches
    // anew (a reload is how people ask for fresh data), offline the restored data stays on screen.
    return restored.then(() => queryClient.invalidateQueries({ refetchType: 'none' })).catch(() => undefined)
  }
  onIdentityChange((identity) => {
    removePersistedQueries()
    void follow(identity)
  })
  return follow(sessionIdentity())
}
