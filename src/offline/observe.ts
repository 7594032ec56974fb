import { liveQuery } from 'dexie'

/** A value that changes over time; what React's useSyncExternalStore (src/app/offline) or a worker can follow. */
export type LiveValue<T> = {
  subscribe: (next: (value: T) => void) => { unsubscribe: () => void }
}

/**
 * A Dexie query re-run whenever the tables it read change, in this tab, another tab or the worker. Errors
 * (IndexedDB refused, e.g. private mode) end as no further values rather than an exception in the UI.
 */
export function observeQuery<T>(query: () => Promise<T>): LiveValue<T> {
  const observable = liveQuery(query)
  return {
    subscribe(next) {
      const subscription = observable.subscribe({ next, error: () => undefined })
      return { unsubscribe: () => subscription.unsubscribe() }
    },
  }
}
