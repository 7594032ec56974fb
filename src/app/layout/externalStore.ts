import { useSyncExternalStore } from 'react'

/** A value outside React that components follow (tabs, lock, theme, sidebar state). */
export type ExternalStore<T> = {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/** The value is created on first read, so importing a store touches no storage. */
export function createExternalStore<T>(create: () => T): ExternalStore<T> {
  let value: { current: T } | undefined
  const listeners = new Set<() => void>()
  const get = () => {
    value ??= { current: create() }
    return value.current
  }
  return {
    get,
    set(next) {
      if (value && Object.is(value.current, next)) return
      value = { current: next }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get)
}
