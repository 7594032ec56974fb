import { getSession, sessionIdentity, subscribeSession } from '../session'
import { closeLiveChannel, openLiveChannel } from './liveChannel'

/**
 * Keeps the live channel open while someone is signed in: opens it for the signed-in user, reopens it for
 * another user, closes it on sign-out. Leaving the page (pagehide) closes it cleanly; coming back from the
 * back-forward cache reopens it. Returns the stop function.
 */
export function startLiveChannel(): () => void {
  let identity: string | null = null
  const sync = () => {
    const next = sessionIdentity()
    if (next === identity) return
    identity = next
    const session = getSession()
    if (!session) {
      closeLiveChannel()
      return
    }
    openLiveChannel({ userId: session.account.userId, token: () => getSession()?.syncToken ?? null })
  }
  const handlePageHide = () => {
    identity = null
    closeLiveChannel()
  }
  const handlePageShow = (event: PageTransitionEvent) => {
    if (event.persisted) sync()
  }
  const unsubscribe = subscribeSession(sync)
  window.addEventListener('pagehide', handlePageHide)
  window.addEventListener('pageshow', handlePageShow)
  sync()
  return () => {
    unsubscribe()
    window.removeEventListener('pagehide', handlePageHide)
    window.removeEventListener('pageshow', handlePageShow)
    closeLiveChannel()
  }
}
