import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import {
  cacheCustomers,
  cacheInstruments,
  cacheSession,
  cacheSymbols,
  cachedSymbols,
  ownerKeyOf,
  setCurrentOwner,
} from '@/offline'
import { REGISTRATION_SUBMIT_PERMISSION } from '@/domain/pickup'
import { customers } from '@/domain/resources/customers'
import { instruments } from '@/domain/resources/instruments'
import { activeLanguageTag } from '../i18n'
import { getSession, subscribeSession, type Session } from '../session'
import { hasPermission } from '../startup/permissions'
import { isAppOffline } from './networkStatus'

/**
 * Copies of the reference data the shell loads into the offline database (Dexie, src/offline), and reads
 * them back when the network fails: the last session's menu and user info, whose work the device does (the
 * owner the service worker replays the outbox for), the symbol keyboard's list, and the CRM customers and
 * instruments looked at (read by the registration form's pickers). The dictionaries go
 * through startup/loadStartup.ts; the column layouts live in Dexie only (columnLayoutStore.ts). Dexie can be missing
 * (private mode): every copy is best effort and never stops the app.
 */

const ignore = () => undefined

const ownerOf = (session: Session) => ownerKeyOf(session.account.tenantId, session.account.userId)

/** The owner record and the session copy follow the signed-in session (and the language). */
function mirrorSession(): () => void {
  /**
   * The owner record last written (as JSON), so a token refresh does not write it again; undefined before
   * the first run, so that a start without a session clears an owner left by a session that expired.
   */
  let lastOwner: string | null | undefined
  let lastCopy: Session | null = null
  const follow = () => {
    const session = getSession()
    if (!session) {
      if (lastOwner !== null) setCurrentOwner(null).catch(ignore)
      lastOwner = null
      lastCopy = null
      return
    }
    const ownerKey = ownerOf(session)
    const owner = {
      ownerKey,
      tenantId: session.account.tenantId,
      userId: session.account.userId,
      language: activeLanguageTag(),
    }
    const ownerText = JSON.stringify(owner)
    if (ownerText !== lastOwner) setCurrentOwner(owner).catch(ignore)
    lastOwner = ownerText
    // The session object changes with the menu and user info; a token refresh alone changes neither.
    if (lastCopy && lastCopy.menu === session.menu && lastCopy.userInfo === session.userInfo) return
    lastCopy = session
    if (session.userInfo || session.menu.length > 0) {
      cacheSession(ownerKey, { menu: session.menu, userInfo: session.userInfo }).catch(ignore)
    }
  }
  const unsubscribe = subscribeSession(follow)
  const stopLanguage = i18n.on('change', follow)
  follow()
  return () => {
    unsubscribe()
    stopLanguage()
  }
}

/** The symbol keyboard's query (src/ui/math/MathInput.tsx). */
const SYMBOLS_KEY: QueryKey = ['symbols', 'keyboard']

const sameKey = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, index) => part === b[index])

const symbolsKeyOf = (session: Session) => `keyboard:${ownerOf(session)}`

/**
 * The keyboard's symbols: saved on every successful load; put into the query from Dexie when the query
 * starts offline or fails for network reasons with nothing to show.
 */
function mirrorSymbols(queryClient: QueryClient): () => void {
  const fillFromDexie = (query: Query) => {
    const session = getSession()
    if (!session || query.state.data !== undefined) return
    cachedSymbols(symbolsKeyOf(session)).then((list) => {
      if (!list || queryClient.getQueryData(SYMBOLS_KEY) !== undefined) return
      queryClient.setQueryData(SYMBOLS_KEY, list)
    }, ignore)
  }
  const keep = (data: unknown) => {
    const session = getSession()
    if (session && Array.isArray(data)) cacheSymbols(symbolsKeyOf(session), data).catch(ignore)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!sameKey(event.query.queryKey, SYMBOLS_KEY)) return
    if (event.type === 'added' && isAppOffline()) fillFromDexie(event.query)
    if (event.type !== 'updated') return
    if (event.action.type === 'success') keep(event.action.data)
    if (event.action.type === 'error' || (event.action.type === 'pause' && isAppOffline())) {
      fillFromDexie(event.query)
    }
  })
  // These services start after the first paint: the keyboard may have loaded (or failed) before.
  const earlier = queryClient.getQueryCache().find({ queryKey: SYMBOLS_KEY, exact: true })
  if (earlier?.state.status === 'success') keep(earlier.state.data)
  else if (earlier && (earlier.state.status === 'error' || isAppOffline())) fillFromDexie(earlier)
  return unsubscribe
}

/** At most this many rows of one list answer are kept: a 5,000-row page is browsing, not looking at. */
export const LOOKED_AT_ROWS = 500

const recordsOf = (data: unknown): Record<string, unknown>[] => {
  const records = (data as { records?: unknown } | undefined)?.records
  return Array.isArray(records)
    ? records
        .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
        .slice(0, LOOKED_AT_ROWS)
    : []
}

/**
 * The customers and instruments staff who register on site looked at in the CRM lists (the resource pages'
 * answers, query key ['resource', code, 'page', …]): kept on the device, so the registration form can pick
 * them on a site without a connection, as it can the customers of today's appointments.
 */
function mirrorLookedAt(queryClient: QueryClient): () => void {
  const keep = (queryKey: QueryKey, data: unknown) => {
    const [scope, code, kind] = queryKey
    if (scope !== 'resource' || kind !== 'page') return
    if (code !== customers.code && code !== instruments.code) return
    const session = getSession()
    if (!session || !hasPermission(REGISTRATION_SUBMIT_PERMISSION)) return
    const rows = recordsOf(data)
    if (rows.length === 0) return
    const tenantId = session.account.tenantId
    const write = code === customers.code ? cacheCustomers(tenantId, rows) : cacheInstruments(tenantId, rows)
    write.catch(ignore)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      keep(event.query.queryKey, event.action.data)
  })
  // These services start after the first paint: a CRM list opened directly (a reload, a link) has often
  // been answered by then, and would otherwise be kept only when next refetched.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['resource'] })) {
    if (query.state.status === 'success') keep(query.queryKey, query.state.data)
  }
  return unsubscribe
}

/** Starts every mirror of this module. Returns the stop function. */
export function startReferenceMirrors(queryClient: QueryClient): () => void {
  const stops = [mirrorSession(), mirrorSymbols(queryClient), mirrorLookedAt(queryClient)]
  return () => stops.forEach((stop) => stop())
}
