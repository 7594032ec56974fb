import { getSession, readStoredSession } from '../session'
import { getParam } from '../startup/paramStore'
import { refreshInFlight, refreshTokens } from './refreshTokens'
import {
  isRefreshDue,
  isTokenExpired,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_TIME_PARAM,
  tokenTimeSeconds,
} from './tokenAge'

/** One check: refreshes when the stored token's age has reached `website.tokenTime`. */
export function checkTokenAge(now = Date.now()): void {
  const session = readStoredSession()
  if (!session?.refreshToken) return
  const clock = { issuedAt: session.issuedAt, expiresIn: session.expiresIn, now }
  if (isRefreshDue(clock, tokenTimeSeconds(getParam(TOKEN_TIME_PARAM)))) void refreshTokens(session)
}

/**
 * Spec §4: checks the token age every 10 seconds, and also when the page becomes visible again or the
 * network returns (timers sleep in background tabs and on a suspended laptop). Returns the stop function.
 */
export function startTokenRefresh(): () => void {
  const handleVisibility = () => {
    if (document.visibilityState === 'visible') checkTokenAge()
  }
  const handleOnline = () => checkTokenAge()
  const timer = setInterval(() => checkTokenAge(), TOKEN_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', handleVisibility)
  window.addEventListener('online', handleOnline)
  checkTokenAge()
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', handleVisibility)
    window.removeEventListener('online', handleOnline)
  }
}

/**
 * For the request layer, before an authenticated call: waits for a refresh under way, and refreshes first
 * when the access token has already expired (e.g. after the laptop slept), so the call does not meet a 401.
 */
export async function ensureFreshToken(): Promise<void> {
  const running = refreshInFlight()
  if (running) return running
  const expired = (session: { issuedAt: number; expiresIn: number } | null) =>
    session !== null &&
    isTokenExpired({ issuedAt: session.issuedAt, expiresIn: session.expiresIn, now: Date.now() })
  // The snapshot is cheap; only when it looks expired is the stored session read (another tab may have
  // refreshed it already).
  if (!expired(getSession())) return
  const stored = readStoredSession()
  if (stored?.refreshToken && expired(stored)) await refreshTokens(stored)
}
