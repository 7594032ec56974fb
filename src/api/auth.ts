import { api } from './client'
import { ApiError, unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_AUTH, NO_ERROR_TOAST } from './requestFlags'

/**
 * The product's OAuth client (spec §9: "the default client id and secret are embedded in the product").
 * Sent as HTTP Basic client authentication on the token call only.
 */
const CLIENT_ID = 'metrodesk'
const CLIENT_SECRET = 'metrodesk_secret'
const clientAuthorization = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`

export type Captcha = { key: string; code: string }

export type PasswordCredentials = {
  tenantId: string
  username: string
  password: string
  /** Required by the server after repeated failures (error `captcha_required`). */
  captcha?: Captcha
}

/** The OAuth error answer of the token call (HTTP 400, or 429 when rate limited). */
export class LoginError extends Error {
  readonly error: string
  readonly status: number

  constructor(error: string, description: string, status: number) {
    super(description)
    this.name = 'LoginError'
    this.error = error
    this.status = status
  }

  get captchaRequired(): boolean {
    return this.error === 'captcha_required'
  }
}

const isTokenError = (body: unknown): body is { error: string; error_description: string } =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'

/** The token call's OAuth error answer becomes a LoginError; anything else stays as it was. */
function asLoginError(error: unknown): unknown {
  if (error instanceof ApiError && isTokenError(error.body)) {
    return new LoginError(error.body.error, error.body.error_description, error.status)
  }
  return error
}

/**
 * POST /api/blade-auth/oauth/token with the password grant. The answer is plain JSON, not an envelope. The
 * login form shows a failure itself (spec §8 "Login answer contains error_description"), so no toast.
 */
export async function requestPasswordToken(credentials: PasswordCredentials) {
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
  try {
    const { data, response } = await api.POST('/api/blade-auth/oauth/token', {
      params: {
        query: { tenantId, username, password, grant_type: 'password', scope: 'all', type: 'account' },
      },
      headers,
    })
    if (data) return data
    throw new ApiError('http', '', response.status)
  } catch (error) {
    throw asLoginError(error)
  }
}

/**
 * POST /api/blade-auth/oauth/token with grant_type=refresh_token (spec §4 token refresh). The server rotates
 * refresh tokens: this one is spent, and presenting it again revokes the whole session. Runs in the
 * background: no overlay, no toast; the caller decides what a failure means.
 */
export async function requestRefreshToken(input: { tenantId: string; refreshToken: string }) {
  try {
    const { data, response } = await api.POST('/api/blade-auth/oauth/token', {
      params: {
        query: {
          tenantId: input.tenantId,
          refresh_token: input.refreshToken,
          grant_type: 'refresh_token',
          scope: 'all',
        },
      },
      headers: { ...NO_AUTH, ...BACKGROUND, Authorization: clientAuthorization, 'Tenant-Id': input.tenantId },
    })
    if (data) return data
    throw new ApiError('http', '', response.status)
  } catch (error) {
    throw asLoginError(error)
  }
}

export type TokenAnswer = Awaited<ReturnType<typeof requestPasswordToken>>

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
