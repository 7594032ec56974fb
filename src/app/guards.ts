import { redirect } from '@tanstack/react-router'
import { clearSession, hasAccessToken } from './session'

/**
 * Spec §2 navigation rules, used by route beforeLoad hooks.
 * A route that needs authentication, reached without a token: the session is cleared and the user goes to /login.
 */
export function requireSession(): void {
  if (hasAccessToken()) return
  clearSession()
  throw redirect({ to: '/login', replace: true })
}

/** A signed-in user visiting /login is sent to /. */
export function redirectSignedIn(): void {
  if (hasAccessToken()) throw redirect({ to: '/', replace: true })
}

/** / goes to /wel, /wel to /wel/index, and unknown paths to /wel/index: the home tab. */
export function redirectHome(): never {
  throw redirect({ to: '/wel/index', replace: true })
}
