import { describe, expect, it } from 'vitest'
import { connectionOf, isOffline, nextNetworkState, type NetworkState } from '@/app/offline/networkState'
import { API_PREFIXES } from '../../server/plugins/static-app'
import { NAVIGATION_DENYLIST, opensAppShell } from '../../sw/navigation'

describe('the network state of the offline banner', () => {
  const online: NetworkState = { browserOnline: true, serverUnreachable: false, retryAt: null }
  const now = 1_000_000

  it('is offline while the browser is, or while the server gives no answer', () => {
    expect(isOffline(online)).toBe(false)
    const browserOffline = nextNetworkState(online, { type: 'browser-offline' }, now)
    expect(isOffline(browserOffline)).toBe(true)
    expect(connectionOf(browserOffline)).toBe('offline')
    const unreachable = nextNetworkState(online, { type: 'request-failed' }, now)
    expect(isOffline(unreachable)).toBe(true)
    expect(connectionOf(unreachable)).toBe('unreachable')
  })

  it('is online again after any answer, or when the browser comes back online', () => {
    const unreachable = nextNetworkState(online, { type: 'request-failed' }, now)
    expect(nextNetworkState(unreachable, { type: 'request-answered' }, now)).toEqual(online)
    const both: NetworkState = { browserOnline: false, serverUnreachable: true, retryAt: null }
    expect(nextNetworkState(both, { type: 'browser-online' }, now)).toEqual(online)
    // An answer while the browser says offline does not make it online.
    expect(isOffline(nextNetworkState(both, { type: 'request-answered' }, now))).toBe(true)
  })

  it('keeps the same object when nothing changes (no re-render)', () => {
    expect(nextNetworkState(online, { type: 'request-answered' }, now)).toBe(online)
    const unreachable = nextNetworkState(online, { type: 'request-failed' }, now)
    expect(nextNetworkState(unreachable, { type: 'request-failed' }, now + 5)).toBe(unreachable)
  })
})

describe('navigations the service worker answers with the app shell', () => {
  it('are the app’s routes, with or without a query string', () => {
    for (const path of [
      '/',
      '/login',
      '/wel/index',
      '/appointment-pickup-manage/registration/index?draft=0190',
      '/login?redirect=/a.b',
      '/apiary',
      '/userinfo',
    ]) {
      expect(opensAppShell(path), path).toBe(true)
    }
  })

  it('are never the server’s paths (every API prefix the server has) nor files', () => {
    for (const prefix of API_PREFIXES) {
      for (const path of [prefix, `${prefix}/`, `${prefix}/x/y`, `${prefix}?a=1`]) {
        expect(opensAppShell(path), path).toBe(false)
      }
    }
    for (const path of ['/api/docs', '/doc.html', '/doc/index', '/report.pdf', '/a/b/file.xlsx?x=1']) {
      expect(opensAppShell(path), path).toBe(false)
    }
    expect(NAVIGATION_DENYLIST.length).toBeGreaterThan(API_PREFIXES.length)
  })
})
