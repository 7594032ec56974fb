import { redirect } from '@tanstack/react-router'
import { HOME_PATH, LOCK_PATH, LOGIN_PATH } from '@/domain/constants'
import { clearSession, getSession, hasAccessToken } from './session'

/** The login pages a signed-in user is sent away from (spec §2: /login; /login1 is the same page). */
const LOGIN_PAGES = new Set([LOGIN_PATH, '/login1'])

export type NavigationState = {
  /** The path being opened. */
  path: string
  /** Whether the route is marked `isAuth: false` (public). */
  isPublic: boolean
  /** Whether the session token cookie exists. */
  hasToken: boolean
  /** Whether the stored session (user, menu) exists beside the cookie. */
  hasSession: boolean
  /** Whether the session is locked (spec §4). */
  locked: boolean
}

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; clearSession: boolean }

const allow: NavigationDecision = { kind: 'allow' }
const redirectTo = (to: string, clear = false): NavigationDecision => ({
  kind: 'redirect',
  to,
  clearSession: clear,
})

/**
 * Spec §2 "Navigation rules", as a pure function of what the browser knows:
 * - with a session token cookie: a locked session goes to /lock (from anywhere but /lock); a signed-in user
 *   opening a login page goes to /; a route that needs authentication without the stored session clears
 *   what is left of it and goes to /login; anything else is allowed;
 * - without a token, only routes marked `isAuth: false` are allowed; all others go to /login.
 */
export function decideNavigation(state: NavigationState): NavigationDecision {
  const { path, isPublic, hasToken, hasSession, locked } = state
  if (!hasToken) return isPublic ? allow : redirectTo(LOGIN_PATH)
  if (locked) return path === LOCK_PATH ? allow : redirectTo(LOCK_PATH)
  if (LOGIN_PAGES.has(path)) return redirectTo('/')
  if (!isPublic && !hasSession) return redirectTo(LOGIN_PATH, true)
  return allow
}

type MatchLike = { staticData?: { isAuth?: boolean } }

/** A route is public when the deepest matched route is marked `isAuth: false`. */
export const isPublicMatch = (matches: readonly MatchLike[]): boolean =>
  matches.at(-1)?.staticData?.isAuth === false

export type GuardInput = { path: string; matches: readonly MatchLike[]; locked: boolean }

/** Applies the navigation rules before a route loads (the root route's beforeLoad). */
export function guardNavigation({ path, matches, locked }: GuardInput): void {
  const decision = decideNavigation({
    path: normalisePath(path),
    isPublic: isPublicMatch(matches),
    hasToken: hasAccessToken(),
    hasSession: getSession() !== null,
    locked,
  })
  if (decision.kind === 'allow') return
  if (decision.clearSession) clearSession()
  throw redirect({ href: decision.to, replace: true })
}

/** "/wel/index/" and "/wel/index" are the same page. */
export const normalisePath = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path

/**
 * A route that needs authentication, reached without a token: the session is cleared and the user goes to
 * /login. (The root route applies every rule; layouts may call this as a second line.)
 */
export function requireSession(): void {
  if (hasAccessToken()) return
  clearSession()
  throw redirect({ to: LOGIN_PATH, replace: true })
}

/** / goes to /wel (spec §2). */
export function redirectToWel(): never {
  throw redirect({ to: '/wel', replace: true })
}

/** /wel and unknown paths go to /wel/index: the home tab. */
export function redirectHome(): never {
  throw redirect({ href: HOME_PATH, replace: true })
}
