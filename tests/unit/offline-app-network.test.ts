import { describe, expect, it } from 'vitest'
import { isOffline, nextNetworkState, type NetworkState } from '@/app/offline/networkState'
import { API_PREFIXES } from '../../server/plugins/static-app'
import { NAVIGATION_DENYLIST, opensAppShell } from '../../sw/navigation'

describe('the network state of the offline banner', () => {
  const online: NetworkState = { browserOnline: true, serverUnreachable: false }

  it('is offline while the browser is, or while the server gives no answer', () => {
    expect(isOffline(online)).toBe(false)
    const browserOffline = nextNetworkState(online, { type: 'browser-offline' })
    expect(isOffline(browserOffline)).toBe(true)
    const unreachable = nextNetworkState(online, { type: 'request-failed' })
    expect(isOffline(unreachable)).toBe(true)
  })

  it('is online again after any answer, or when the browser comes back online', () => {
    const unreachable = nextNetworkState(online, { type: 'request-failed' })
    expect(nextNetworkState(unreachable, { type: 'request-answered' })).toEqual(online)
    const both: NetworkState = { browserOnline: false, serverUnreachable: true }
    expect(nextNetworkState(both, { type: 'browser-online' })).toEqual(online)
    // An answer while the browser says offline does not make it online.
    expect(isOffline(nextNetworkState(both, { type: 'request-answered' }))).toBe(true)
  })

  it('keeps the same object when nothing changes (no re-render)', () => {
    expect(nextNetworkState(online, { type: 'request-answered' })).toBe(online)
    const unreachable = nextNetworkState(online, { type: 'request-failed' })
    expect(nextNetworkState(unreachable, { type: 'request-failed' })).toBe(unreachable)
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
