import { LoginError, requestRefreshToken } from '@/api/auth'
import { readStoredSession, reloadSession, renewTokens, type Session } from '../session'
import { withCrossTabLock } from './crossTabLock'

/** The Web Locks name every tab takes before it spends a refresh token. */
export const REFRESH_LOCK_NAME = 'metrodesk.token-refresh'

let inFlight: Promise<void> | null = null

/** The server refused the refresh token (spent, revoked or expired): the session is over. */
const isRefused = (error: unknown) =>
  error instanceof LoginError && (error.status === 400 || error.status === 401)

/** The refresh under way in this tab, if any. */
export const refreshInFlight = (): Promise<void> | null => inFlight

/**
 * Refreshes the tokens of the session `seen` (the one found due). The server rotates refresh tokens and
 * revokes the whole session when a spent one comes back, so a refresh token must be spent exactly once:
 * - in this tab, one refresh at a time (a second caller shares the first's promise);
 * - across tabs, under a Web Lock; inside it the stored session is read again, and if another tab has
 *   refreshed meanwhile (issue time or refresh token changed) its tokens are adopted instead.
 * A refused refresh (400/401: the session was revoked or expired) signs the user out to /login; network
 * trouble, a timeout, a rate limit or a server error leaves the session alone until the next check.
 */
export function refreshTokens(seen: Pick<Session, 'issuedAt' | 'refreshToken'>): Promise<void> {
  inFlight ??= withCrossTabLock(REFRESH_LOCK_NAME, async () => {
    const stored = readStoredSession()
    if (!stored?.refreshToken) return
    if (stored.issuedAt !== seen.issuedAt || stored.refreshToken !== seen.refreshToken) {
      reloadSession()
      return
    }
    try {
      const answer = await requestRefreshToken({
        tenantId: stored.account.tenantId,
        refreshToken: stored.refreshToken,
      })
      renewTokens(answer)
    } catch (error) {
      // Signing out loads its own code (live channel, caches): the sign-in page never needs it up front.
      if (isRefused(error)) await import('../useLogout').then(({ logout }) => logout({ federated: true }))
    }
  }).finally(() => {
    inFlight = null
  })
  return inFlight
}
