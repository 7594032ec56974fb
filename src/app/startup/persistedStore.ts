import { readLocal, removeLocal, writeLocal } from '@/offline/webStorage'

/** A value kept in memory and in localStorage, with listeners (for useSyncExternalStore). */
export type PersistedStore<T> = {
  get: () => T
  set: (value: T) => void
  clear: () => void
  subscribe: (listener: () => void) => () => void
}

export function createPersistedStore<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  empty: T,
): PersistedStore<T> {
  let value: T | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    get: () => (value ??= readLocal(key, isValid) ?? empty),
    set(next) {
      value = next
      writeLocal(key, next)
      notify()
    },
    clear() {
      value = empty
      removeLocal(key)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
