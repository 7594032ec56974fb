import { readSessionValue, writeSessionValue } from '@/offline/webStorage'
import { createExternalStore, useExternalStore } from './externalStore'
import { currentIdentity } from './sessionOwner'

/**
 * The chosen top menu (null = home: the sidebar shows the whole menu), kept for this browser tab and for the
 * identity that chose it (another user starts from home).
 */
const TOP_MENU_KEY = 'metrodesk.topMenu'

type StoredTopMenu = { owner: string | null; id: string | null }

const isStoredTopMenu = (value: unknown): value is StoredTopMenu =>
  typeof value === 'object' &&
  value !== null &&
  ((value as StoredTopMenu).id === null || typeof (value as StoredTopMenu).id === 'string')

const store = createExternalStore<StoredTopMenu>(() => {
  const stored = readSessionValue(TOP_MENU_KEY, isStoredTopMenu)
  const owner = currentIdentity()
  return stored && stored.owner === owner ? stored : { owner, id: null }
})

export function setTopMenu(id: string | null): void {
  const next = { owner: currentIdentity(), id }
  writeSessionValue(TOP_MENU_KEY, next)
  store.set(next)
}

export function useTopMenu(): string | null {
  const stored = useExternalStore(store)
  return stored.owner === currentIdentity() ? stored.id : null
}
