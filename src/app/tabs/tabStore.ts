import { createExternalStore, useExternalStore } from '@/app/layout/externalStore'
import { currentIdentity, onIdentityChange } from '@/app/layout/sessionOwner'
import { readSessionValue, writeSessionValue } from '@/offline/webStorage'
import * as rules from './tabRules'
import type { Tab, TabLocation, TabState } from './tabRules'

/**
 * The tab strip's state (spec §2): kept in sessionStorage so the tabs survive a reload of this browser tab,
 * and reset to the home tab when the signed-in identity changes (spec §4: login and logout reset the tabs).
 */

const TABS_KEY = 'metrodesk.tabs'

type StoredTabs = TabState & { owner: string | null }

const isStoredTabs = (value: unknown): value is StoredTabs =>
  rules.isTabState(value) &&
  'owner' in value &&
  (value.owner === null || typeof (value as { owner: unknown }).owner === 'string')

const fresh = (owner: string | null): StoredTabs => ({ ...rules.initialTabState(), owner })

function load(): StoredTabs {
  const owner = currentIdentity()
  const stored = readSessionValue(TABS_KEY, isStoredTabs)
  return stored && stored.owner === owner ? stored : fresh(owner)
}

const store = createExternalStore(load)
let stopWatching: (() => void) | undefined

function watchIdentity(): void {
  stopWatching ??= onIdentityChange((identity) => save(fresh(identity)))
}

function save(next: StoredTabs): void {
  writeSessionValue(TABS_KEY, next)
  store.set(next)
}

/** Where the tabs send the browser when closing changes the active tab (set by the layout). */
let navigator: ((href: string) => void) | undefined

export function setTabNavigator(navigate: ((href: string) => void) | undefined): void {
  navigator = navigate
}

function apply(change: (state: TabState) => TabState): void {
  watchIdentity()
  const current = store.get()
  const next = change(current)
  if (next === current) return
  const before = rules.activeTab(current)
  save({ ...next, owner: current.owner })
  const after = rules.activeTab(next)
  if (after.value !== before.value) navigator?.(after.href)
}

export function getTabs(): TabState {
  watchIdentity()
  return store.get()
}

/** Opens (or re-activates) the tab for a location: the layout calls it on every route it shows. */
export function openTab(location: TabLocation | Tab): void {
  watchIdentity()
  const tab = 'value' in location ? location : rules.tabFromLocation(location)
  const current = store.get()
  save({ ...rules.openTab(current, tab), owner: current.owner })
}

export function closeTab(value: string): void {
  apply((state) => rules.closeTab(state, value))
}

export function closeOthers(): void {
  apply(rules.closeOthers)
}

export function closeAll(): void {
  apply(rules.closeAll)
}

export function isTabClosable(value: string): boolean {
  return rules.isClosable(store.get(), value)
}

export function useTabs(): TabState {
  watchIdentity()
  return useExternalStore(store)
}
