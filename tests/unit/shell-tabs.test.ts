import { describe, expect, it } from 'vitest'
import {
  HOME_TAB,
  activeTab,
  closeAll,
  closeOthers,
  closeTab,
  initialTabState,
  isClosable,
  isTabState,
  openTab,
  tabFromLocation,
  tabLabel,
  type Tab,
  type TabLabelSources,
  type TabState,
} from '../../src/app/tabs/tabRules'

const HOME = '/wel/index'

const at = (href: string, extra: { routeId?: string; params?: Record<string, unknown> } = {}): Tab => {
  const url = new URL(href, 'http://x')
  return tabFromLocation({
    pathname: url.pathname,
    href,
    search: Object.fromEntries(url.searchParams),
    ...extra,
  })
}

const stateOf = (...hrefs: string[]): TabState =>
  hrefs.reduce((state, href) => openTab(state, at(href)), initialTabState())

const values = (state: TabState) => state.tabs.map((tab) => tab.value)

const sources: TabLabelSources = {
  home: '首页',
  menuName: (pathname) => ({ '/system/user': '用户管理' })[pathname],
  routeTitle: (routeId) => ({ '/_layout/info/index': '个人信息' })[routeId ?? ''],
}

describe('the tab of a location (spec §2 navigation rules)', () => {
  it('takes its value from the full path, query included', () => {
    const tab = at('/system/user?dept=2#top')
    expect(tab.value).toBe('/system/user?dept=2#top')
    expect(tab.href).toBe('/system/user?dept=2#top')
    expect(tab.query).toEqual({ dept: '2' })
  })

  it('takes its value from the src query when there is one, and keeps the full path to go back to', () => {
    const tab = at('/myiframe/x?src=report-7&name=Report')
    expect(tab.value).toBe('report-7')
    expect(tab.href).toBe('/myiframe/x?src=report-7&name=Report')
  })

  it('keeps query and params as text', () => {
    const tab = tabFromLocation({
      pathname: '/work/process/leave/detail/p1/b1',
      href: '/work/process/leave/detail/p1/b1?id=3',
      search: { id: 3, flag: true, list: [1, 2] },
      params: { processInstanceId: 'p1', businessId: 'b1' },
      routeId: '/_layout/work/process/leave/detail/$processInstanceId/$businessId',
    })
    expect(tab.query).toEqual({ id: '3', flag: 'true', list: '[1,2]' })
    expect(tab.params).toEqual({ processInstanceId: 'p1', businessId: 'b1' })
    expect(tab.routeId).toBe('/_layout/work/process/leave/detail/$processInstanceId/$businessId')
  })

  it('makes the home page the home tab, whatever its query', () => {
    expect(at('/wel/index?x=1').value).toBe(HOME)
  })
})

describe('labels', () => {
  it('names the home tab 首页', () => {
    expect(tabLabel(HOME_TAB, sources)).toBe('首页')
  })

  it('prefers the name query, then the menu name, then the route title, then the path', () => {
    expect(tabLabel(at('/system/user?name=Staff'), sources)).toBe('Staff')
    expect(tabLabel(at('/system/user'), sources)).toBe('用户管理')
    expect(tabLabel(at('/info/index', { routeId: '/_layout/info/index' }), sources)).toBe('个人信息')
    expect(tabLabel(at('/unknown/page'), sources)).toBe('/unknown/page')
  })

  it('appends the id query with a hyphen', () => {
    expect(tabLabel(at('/system/user?id=42'), sources)).toBe('用户管理-42')
    expect(tabLabel(at('/system/user?name=Order&id=7'), sources)).toBe('Order-7')
  })
})

describe('opening tabs', () => {
  it('starts with the home tab only, active', () => {
    expect(values(initialTabState())).toEqual([HOME])
    expect(initialTabState().active).toBe(HOME)
  })

  it('adds a new tab at the end and activates it', () => {
    const state = stateOf('/a', '/b')
    expect(values(state)).toEqual([HOME, '/a', '/b'])
    expect(state.active).toBe('/b')
  })

  it('never adds the same tab twice: it re-activates the existing one in its place', () => {
    const state = openTab(stateOf('/a', '/b'), at('/a'))
    expect(values(state)).toEqual([HOME, '/a', '/b'])
    expect(state.active).toBe('/a')
  })

  it('treats different queries as different tabs, and one src as one tab', () => {
    expect(values(stateOf('/a?id=1', '/a?id=2'))).toEqual([HOME, '/a?id=1', '/a?id=2'])
    const state = stateOf('/x?src=s&page=1', '/x?src=s&page=2')
    expect(values(state)).toEqual([HOME, 's'])
    expect(activeTab(state).href).toBe('/x?src=s&page=2')
  })
})

describe('closing tabs', () => {
  it('never closes the home tab', () => {
    const state = stateOf('/a')
    expect(isClosable(state, HOME)).toBe(false)
    expect(closeTab(state, HOME)).toBe(state)
  })

  it('never closes the last tab left', () => {
    const single: TabState = { tabs: [at('/a')], active: '/a' }
    expect(isClosable(single, '/a')).toBe(false)
    expect(closeTab(single, '/a')).toBe(single)
  })

  it('closing the active tab activates the previous one', () => {
    const state = closeTab(stateOf('/a', '/b', '/c'), '/c')
    expect(values(state)).toEqual([HOME, '/a', '/b'])
    expect(state.active).toBe('/b')
    const middle = closeTab(openTab(stateOf('/a', '/b', '/c'), at('/b')), '/b')
    expect(middle.active).toBe('/a')
  })

  it('closing another tab keeps the active one', () => {
    const state = closeTab(stateOf('/a', '/b', '/c'), '/a')
    expect(values(state)).toEqual([HOME, '/b', '/c'])
    expect(state.active).toBe('/c')
  })

  it('ignores a tab that is not open', () => {
    const state = stateOf('/a')
    expect(closeTab(state, '/nope')).toBe(state)
  })

  it('close others keeps the home tab and the active tab', () => {
    const state = closeOthers(openTab(stateOf('/a', '/b', '/c'), at('/b')))
    expect(values(state)).toEqual([HOME, '/b'])
    expect(state.active).toBe('/b')
  })

  it('close all leaves only the home tab, active', () => {
    const state = closeAll()
    expect(values(state)).toEqual([HOME])
    expect(state.active).toBe(HOME)
  })
})

describe('a stored state', () => {
  it('is accepted when well formed', () => {
    expect(isTabState(JSON.parse(JSON.stringify(stateOf('/a'))))).toBe(true)
  })

  it('is refused when it lacks the home tab, its active tab, or has a malformed tab', () => {
    expect(isTabState({ tabs: [at('/a')], active: '/a' })).toBe(false)
    expect(isTabState({ tabs: [HOME_TAB], active: '/a' })).toBe(false)
    expect(isTabState({ tabs: [HOME_TAB, { value: 1 }], active: HOME })).toBe(false)
    expect(isTabState(null)).toBe(false)
    expect(isTabState('x')).toBe(false)
  })
})
