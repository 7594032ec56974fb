import type { ColumnLayoutStore } from '@/offline'

/**
 * Where the tables keep their column layouts: the signed-in user's store of the offline layer, which the app
 * gives here (provideColumnLayoutStore) once that layer has loaded, and takes back when the user changes.
 * It is handed over here rather than through a context because it arrives after the first screen: the
 * tables render before it, from the server's layout or their default, and pick it up when it comes.
 */

let current: ColumnLayoutStore | null = null
const listeners = new Set<() => void>()

export function provideColumnLayoutStore(store: ColumnLayoutStore | null): void {
  if (store === current) return
  current = store
  for (const listener of listeners) listener()
}

/** The store now: null before the app has given one, or when nobody is signed in. */
export const currentColumnLayoutStore = (): ColumnLayoutStore | null => current

/** Calls back whenever the store changes; the returned function stops it. */
export function subscribeColumnLayoutStore(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
