import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { cacheSession, cacheSymbols, cachedSymbols, ownerKeyOf, setCurrentOwner } from '@/offline'
import { activeLanguageTag } from '../i18n'
import { getSession, subscribeSession, type Session } from '../session'
import { isAppOffline } from './networkStatus'

/**
 * Copies of the reference data the shell loads into the offline database (Dexie, src/offline), and reads
 * them back when the network fails: the last session's menu and user info, whose work the device does (the
 * owner the service worker replays the outbox for), and the symbol keyboard's list. The dictionaries go
 * through startup/loadStartup.ts, the column layouts through columnLayoutMirror.ts. Dexie can be missing
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
  return queryClient.getQueryCache().subscribe((event) => {
    if (!sameKey(event.query.queryKey, SYMBOLS_KEY)) return
    if (event.type === 'added' && isAppOffline()) fillFromDexie(event.query)
    if (event.type !== 'updated') return
    const session = getSession()
    if (event.action.type === 'success' && session && Array.isArray(event.action.data)) {
      cacheSymbols(symbolsKeyOf(session), event.action.data).catch(ignore)
    }
    if (event.action.type === 'error' || (event.action.type === 'pause' && isAppOffline())) {
      fillFromDexie(event.query)
    }
  })
}

/** Starts every mirror of this module. Returns the stop function. */
export function startReferenceMirrors(queryClient: QueryClient): () => void {
  const stops = [mirrorSession(), mirrorSymbols(queryClient)]
  return () => stops.forEach((stop) => stop())
}
