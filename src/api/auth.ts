import { api } from './client'
import type { QueryOf } from './contract'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_AUTH, NO_ERROR_TOAST } from './requestFlags'
import { clientAuthorization, tokenOf, type TokenAnswer } from './tokenCall'

export { LoginError, type TokenAnswer } from './tokenCall'

/** The characters a person read off a captcha image, with the key of that image (sent as two headers). */
export type Captcha = { key: string; code: string }

type TokenQuery = QueryOf<'/api/blade-auth/oauth/token'>

/** The password grant's fields, required here (the token call serves several grants, so all are optional). */
export type PasswordCredentials = Required<Pick<TokenQuery, 'tenantId' | 'username' | 'password'>> & {
  /** Required by the server after repeated failures (error `captcha_required`). */
  captcha?: Captcha
}

/**
 * POST /api/blade-auth/oauth/token with the password grant. The answer is plain JSON, not an envelope. The
 * login form shows a failure itself (spec §8 "Login answer contains error_description"), so no toast.
 */
export function requestPasswordToken(credentials: PasswordCredentials): Promise<TokenAnswer> {
  const { tenantId, username, password, captcha } = credentials
  const headers: Record<string, string> = {
    ...NO_AUTH,
    ...NO_ERROR_TOAST,
    Authorization: clientAuthorization,
    'Tenant-Id': tenantId,
  }
  if (captcha) {
    headers['Captcha-Key'] = captcha.key
    headers['Captcha-Code'] = captcha.code
  }
  return tokenOf(() =>
    api.POST('/api/blade-auth/oauth/token', {
      params: {
        query: { tenantId, username, password, grant_type: 'password', scope: 'all', type: 'account' },
      },
      headers,
    }),
  )
}

/**
 * POST /api/blade-auth/oauth/token with grant_type=refresh_token (spec §4 token refresh). The server rotates
 * refresh tokens: this one is spent, and presenting it again revokes the whole session. Runs in the
 * background: no overlay, no toast; the caller decides what a failure means.
 */
export function requestRefreshToken(input: { tenantId: string; refreshToken: string }): Promise<TokenAnswer> {
  return tokenOf(() =>
    api.POST('/api/blade-auth/oauth/token', {
      params: {
        query: {
          tenantId: input.tenantId,
          refresh_token: input.refreshToken,
          grant_type: 'refresh_token',
          scope: 'all',
        },
      },
      headers: { ...NO_AUTH, ...BACKGROUND, Authorization: clientAuthorization, 'Tenant-Id': input.tenantId },
    }),
  )
}

/** GET /api/blade-auth/oauth/captcha: a key and a data: URL image. */
export const fetchCaptcha = () => unwrapEnvelope(api.GET('/api/blade-auth/oauth/captcha'))

export type CaptchaChallenge = Awaited<ReturnType<typeof fetchCaptcha>>

/** GET /api/blade-user/info: the signed-in user. */
export const fetchUserInfo = () => unwrapEnvelope(api.GET('/api/blade-user/info'))

export type UserInfo = Awaited<ReturnType<typeof fetchUserInfo>>

/** GET /api/blade-system/menu/routes: the user's menu tree (optionally below one top menu). */
export const fetchMenuRoutes = (topMenuId?: string) =>
  unwrapEnvelope(
    api.GET('/api/blade-system/menu/routes', { params: { query: topMenuId ? { topMenuId } : {} } }),
  )

export type MenuItem = Awaited<ReturnType<typeof fetchMenuRoutes>>[number]

/**
 * POST /user/logout with the given bearer token (the session may already be cleared locally). Quiet: the
 * local sign-out happens whatever the server answers.
 */
export async function postLogout(accessToken: string): Promise<void> {
  await api.POST('/user/logout', { headers: { ...BACKGROUND, 'Blade-Auth': `bearer ${accessToken}` } })
}

/** GET /api/blade-system/menu/buttons: the user's buttons, as a tree under their menus. */
export const fetchButtons = () => unwrapEnvelope(api.GET('/api/blade-system/menu/buttons'))
