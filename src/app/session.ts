import { forgetBoot } from '@/api/boot'
import type { MenuItem, TokenAnswer, UserInfo } from '@/api/auth'
import {
  onLocalChange,
  readCookie,
  readLocal,
  removeCookie,
  removeLocal,
  writeCookie,
  writeLocal,
} from '@/offline/webStorage'

/**
 * The signed-in session (spec §3 "Session"). Tokens live in the cookies the spec names; who is signed in, the
 * user info and the menu are kept in localStorage so the shell can open without a network. This module owns
 * those keys: nothing else reads or writes them.
 */

export const ACCESS_TOKEN_COOKIE = 'x-access-token'
export const REFRESH_TOKEN_COOKIE = 'x-refresh-token'
const SESSION_KEY = 'metrodesk.session'

/**
 * Lifetime of the token cookies. The access token itself expires sooner (expires_in); it is refreshed with the
 * refresh token while the cookies last (spec §4, src/app/token-refresh).
 */
const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** Who signed in, as the token answer says. */
export type Account = {
  tenantId: string
  userId: string
  account: string
  userName: string
  nickName: string
  roleName: string
  /** Role aliases, comma-separated (the token answer's role_alias). */
  roleAlias: string
}

type StoredSession = {
  account: Account
  syncToken: string
  /** Epoch milliseconds when the access token was issued, and its lifetime in seconds. */
  issuedAt: number
  expiresIn: number
  userInfo: UserInfo | null
  menu: MenuItem[]
  /** Spec §3 permission map: button code → true (GET /api/blade-system/menu/buttons). */
  permissions?: PermissionMap
}

export type PermissionMap = Readonly<Record<string, true>>

export type Session = StoredSession & { accessToken: string; refreshToken: string | null }

const isStoredSession = (value: unknown): value is StoredSession => {
  if (typeof value !== 'object' || value === null) return false
  const { account, menu } = value as Partial<StoredSession>
  return (
    typeof account === 'object' &&
    account !== null &&
    typeof account.tenantId === 'string' &&
    typeof account.roleAlias === 'string' &&
    Array.isArray(menu)
  )
}

function readSession(): Session | null {
  const accessToken = readCookie(ACCESS_TOKEN_COOKIE)
  if (!accessToken) return null
  const stored = readLocal(SESSION_KEY, isStoredSession)
  if (!stored) return null
  return { ...stored, accessToken, refreshToken: readCookie(REFRESH_TOKEN_COOKIE) }
}

let snapshot: Session | null | undefined
const listeners = new Set<() => void>()
let stopWatchingOtherTabs: (() => void) | undefined

/** Reads the stored session again and tells the listeners (also after another tab changed it). */
export function reloadSession(): void {
  snapshot = readSession()
  for (const listener of listeners) listener()
}

/** The session as stored right now, bypassing this tab's snapshot (another tab may have changed it). */
export function readStoredSession(): Session | null {
  return readSession()
}

/** The current session, or null when signed out. The same object until the session changes. */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = readSession()
  return snapshot
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab signing in or out changes the stored session: follow it while anyone listens.
  stopWatchingOtherTabs ??= onLocalChange([SESSION_KEY], reloadSession)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    stopWatchingOtherTabs?.()
    stopWatchingOtherTabs = undefined
  }
}

/** Whether the access token cookie exists: what route guards check (spec §2 navigation rules). */
export function hasAccessToken(): boolean {
  return readCookie(ACCESS_TOKEN_COOKIE) !== null
}

export function getAccessToken(): string | null {
  return readCookie(ACCESS_TOKEN_COOKIE)
}

export function getTenantId(): string | null {
  return getSession()?.account.tenantId ?? null
}

/**
 * Who the session belongs to: tenantId + ':' + userId, or null when signed out. Stores that belong to one
 * session (tabs, lock) reset themselves when it changes (spec §4: login and logout reset them).
 */
export function sessionIdentity(): string | null {
  const session = getSession()
  return session ? `${session.account.tenantId}:${session.account.userId}` : null
}

const writeTokens = (answer: Pick<TokenAnswer, 'access_token' | 'refresh_token'>) => {
  writeCookie(ACCESS_TOKEN_COOKIE, answer.access_token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS })
  writeCookie(REFRESH_TOKEN_COOKIE, answer.refresh_token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS })
}

/** Stores the tokens of a successful sign-in and starts a new session (user info and menu come next). */
export function startSession(answer: TokenAnswer, now = Date.now()): void {
  writeTokens(answer)
  const stored: StoredSession = {
    account: {
      tenantId: answer.tenant_id,
      userId: answer.user_id,
      account: answer.account,
      userName: answer.user_name,
      nickName: answer.nick_name,
      roleName: answer.role_name,
      roleAlias: answer.role_alias,
    },
    syncToken: answer.sync_token,
    issuedAt: now,
    expiresIn: answer.expires_in,
    userInfo: null,
    menu: [],
    permissions: {},
  }
  writeLocal(SESSION_KEY, stored)
  reloadSession()
}

type SessionChange = Partial<
  Pick<StoredSession, 'userInfo' | 'menu' | 'permissions' | 'syncToken' | 'issuedAt' | 'expiresIn'>
>

function update(change: SessionChange): void {
  const stored = readLocal(SESSION_KEY, isStoredSession)
  if (!stored) return
  writeLocal(SESSION_KEY, { ...stored, ...change })
  reloadSession()
}

/**
 * Stores the tokens of a refresh (same user, same session): new access and refresh token, sync token and
 * issue time. The identity does not change, so nothing that belongs to the session is reset.
 */
export function renewTokens(answer: TokenAnswer, now = Date.now()): void {
  if (!readLocal(SESSION_KEY, isStoredSession)) return
  writeTokens(answer)
  update({ syncToken: answer.sync_token, issuedAt: now, expiresIn: answer.expires_in })
}

export function saveUserInfo(userInfo: UserInfo): void {
  update({ userInfo })
}

export function saveMenu(menu: MenuItem[]): void {
  update({ menu })
}

export function savePermissions(permissions: PermissionMap): void {
  update({ permissions })
}

/** Forgets the tokens, the user and the menu (spec §4: logout clears them and the cookies). */
export function clearSession(): void {
  forgetBoot()
  removeCookie(ACCESS_TOKEN_COOKIE)
  removeCookie(REFRESH_TOKEN_COOKIE)
  removeLocal(SESSION_KEY)
  reloadSession()
}

/** Role aliases of the user: from the user info once loaded, else from the token answer (spec §6). */
export function sessionRoles(session: Session): string[] {
  if (session.userInfo) return session.userInfo.roleAliases
  return session.account.roleAlias
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean)
}
