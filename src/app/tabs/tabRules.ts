import { HOME_PATH, LIST_STATE_PARAM } from '@/domain/constants'

/**
 * The tab rules of spec §2 ("Navigation rules", "Tabs") and §3 ("Tab"), as pure functions over plain data so
 * each rule has a unit test. The store (tabStore.ts) persists the state and drives navigation.
 */

/** A tab of the tab strip. Its label is computed when shown (labels follow the language), see tabLabel. */
export type Tab = {
  /** Identity of the tab: the `src` query, or the full path (spec §2). Never two tabs with one value. */
  value: string
  /** Where a click on the tab goes: the full path with query and hash, exactly as it was opened. */
  href: string
  pathname: string
  /** Query values as text (the `name` and `id` values feed the label). */
  query: Record<string, string>
  params: Record<string, string>
  /** The router's id of the route shown (its staticData.title names the tab when nothing else does). */
  routeId?: string
}

export type TabState = { tabs: Tab[]; active: string }

export const HOME_TAB: Tab = { value: HOME_PATH, href: HOME_PATH, pathname: HOME_PATH, query: {}, params: {} }

export const initialTabState = (): TabState => ({ tabs: [HOME_TAB], active: HOME_PATH })

/** Where the router is: what a tab is made from. */
export type TabLocation = {
  pathname: string
  /** pathname + search + hash, as the address bar shows it (without the origin). */
  href: string
  search: Record<string, unknown>
  params?: Record<string, unknown>
  routeId?: string
}

const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const textRecord = (record: Record<string, unknown> = {}): Record<string, string> => {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(record)) {
    const text = asText(value)
    if (text !== undefined) result[key] = text
  }
  return result
}

/** The home page is one tab whatever its query: it is the tab that cannot be closed. */
const isHomePath = (pathname: string) => pathname === HOME_PATH || pathname === `${HOME_PATH}/`

/**
 * The full path without the lists' search and paging (`list`): searching or paging a list is the same tab,
 * and the tab's address (href) keeps them, so coming back to the tab brings the list back as it was.
 */
export function withoutListState(href: string): string {
  const start = href.indexOf('?')
  if (start === -1) return href
  const kept = href
    .slice(start + 1)
    .split('&')
    .filter((part) => !part.startsWith(`${LIST_STATE_PARAM}=`))
  return kept.length > 0 ? `${href.slice(0, start)}?${kept.join('&')}` : href.slice(0, start)
}

/** The tab for a location: value from the `src` query or the full path; query and params kept (spec §2). */
export function tabFromLocation(location: TabLocation): Tab {
  const query = textRecord(location.search)
  const params = textRecord(location.params)
  const home = isHomePath(location.pathname)
  const value = home ? HOME_PATH : query.src || withoutListState(location.href)
  const tab: Tab = {
    value,
    href: location.href,
    pathname: home ? HOME_PATH : location.pathname,
    query,
    params,
  }
  return location.routeId ? { ...tab, routeId: location.routeId } : tab
}

/** Opens a tab and makes it active; a tab with the same value is reused (and follows the newest address). */
export function openTab(state: TabState, tab: Tab): TabState {
  const index = state.tabs.findIndex((existing) => existing.value === tab.value)
  if (index === -1) return { tabs: [...state.tabs, tab], active: tab.value }
  const tabs = state.tabs.slice()
  tabs[index] = tab
  return { tabs, active: tab.value }
}

/** The home tab never closes, and neither does the last tab left. */
export function isClosable(state: TabState, value: string): boolean {
  return value !== HOME_PATH && state.tabs.length > 1 && state.tabs.some((tab) => tab.value === value)
}

/** Closes a tab; closing the active one activates the tab before it (or the new first tab). */
export function closeTab(state: TabState, value: string): TabState {
  if (!isClosable(state, value)) return state
  const index = state.tabs.findIndex((tab) => tab.value === value)
  const tabs = state.tabs.filter((tab) => tab.value !== value)
  if (value !== state.active) return { tabs, active: state.active }
  const previous = tabs[Math.max(0, index - 1)] ?? HOME_TAB
  return { tabs, active: previous.value }
}

/** Keeps the home tab and the active tab. */
export function closeOthers(state: TabState): TabState {
  const tabs = state.tabs.filter((tab) => tab.value === HOME_PATH || tab.value === state.active)
  return { tabs, active: state.active }
}

/** Back to the home page with only its tab. */
export function closeAll(): TabState {
  return initialTabState()
}

export function activeTab(state: TabState): Tab {
  return state.tabs.find((tab) => tab.value === state.active) ?? state.tabs[0] ?? HOME_TAB
}

/** What names a tab when its address has no `name` query. */
export type TabLabelSources = {
  /** The home tab's label (首页 in the current language). */
  home: string
  /** The name of the menu entry at this path, in the current language. */
  menuName: (pathname: string) => string | undefined
  /** The route's own title (F3's `staticData.title`). */
  routeTitle: (routeId: string | undefined) => string | undefined
}

/** The label: the `name` query or the menu/route name, with the `id` query appended after a hyphen. */
export function tabLabel(tab: Tab, sources: TabLabelSources): string {
  if (tab.value === HOME_PATH) return sources.home
  const base =
    tab.query.name || sources.menuName(tab.pathname) || sources.routeTitle(tab.routeId) || tab.pathname
  return tab.query.id ? `${base}-${tab.query.id}` : base
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string')

const isTab = (value: unknown): value is Tab => {
  if (typeof value !== 'object' || value === null) return false
  const tab = value as Partial<Tab>
  return (
    typeof tab.value === 'string' &&
    typeof tab.href === 'string' &&
    typeof tab.pathname === 'string' &&
    isTextRecord(tab.query) &&
    isTextRecord(tab.params) &&
    (tab.routeId === undefined || typeof tab.routeId === 'string')
  )
}

/** A stored state is used only when it is well formed and still holds the home tab and its active tab. */
export function isTabState(value: unknown): value is TabState {
  if (typeof value !== 'object' || value === null) return false
  const { tabs, active } = value as Partial<TabState>
  return (
    Array.isArray(tabs) &&
    tabs.every(isTab) &&
    typeof active === 'string' &&
    tabs.some((tab) => tab.value === HOME_PATH) &&
    tabs.some((tab) => tab.value === active)
  )
}
