import { useMemo, useSyncExternalStore } from 'react'
import type { LiveValue } from '@/offline'

const UNSET: unique symbol = Symbol('unset')

type LiveStore<T> = { subscribe: (onChange: () => void) => () => void; get: () => T | typeof UNSET }

/** A live value as useSyncExternalStore reads it: the latest value it sent, UNSET before the first. */
function liveStore<T>(observable: LiveValue<T> | null): LiveStore<T> {
  let value: T | typeof UNSET = UNSET
  return {
    subscribe(onChange) {
      if (!observable) return () => undefined
      const subscription = observable.subscribe((next) => {
        value = next
        onChange()
      })
      return () => subscription.unsubscribe()
    },
    get: () => value,
  }
}

/**
 * The latest value of a live query of src/offline (a Dexie liveQuery: it re-runs when the tables it read
 * change, in this tab, another tab or the worker); `initial` until the first value arrives. Pass a memoised
 * observable (`useMemo(() => observeDraft(id), [id])`): a new one starts a new subscription.
 */
export function useLiveValue<T>(observable: LiveValue<T> | null, initial: T): T {
  const store = useMemo(() => liveStore(observable), [observable])
  const value = useSyncExternalStore(store.subscribe, store.get)
  return value === UNSET ? initial : value
}
