import { LoginError, type TokenAnswer } from '@/api/auth'
import { api } from '@/api/client'
import { ApiError, unwrapEnvelope } from '@/api/envelope'
import { NO_AUTH, NO_ERROR_TOAST } from '@/api/requestFlags'

/**
 * Sign-in calls of the auth pages beyond the password grant (which src/api/auth.ts has): SMS codes, the
 * sms_code grant and the third-system grant (spec §7 "Authentication").
 *
 * The product's OAuth client (spec §9: embedded in the product), sent as HTTP Basic client authentication on
 * the token calls. Same value as src/api/auth.ts, which keeps its own private.
 */
const CLIENT_ID = 'metrodesk'
const CLIENT_SECRET = 'metrodesk_secret'
export const clientAuthorization = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`

export type SmsPurpose = 'login' | 'register' | 'reset'

const isTokenError = (body: unknown): body is { error: string; error_description: string } =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'

type TokenCall = Promise<{ data?: TokenAnswer; response: Response }>

/**
 * The token calls answer plain JSON: the token, or `{ error, error_description }` (spec §8), which becomes a
 * LoginError carrying the server's description.
 */
async function tokenOf(call: () => TokenCall): Promise<TokenAnswer> {
  try {
    const { data, response } = await call()
    if (data) return data
    throw new ApiError('http', '', response.status)
  } catch (error) {
    if (error instanceof ApiError && isTokenError(error.body)) {
      throw new LoginError(error.body.error, error.body.error_description, error.status)
    }
    throw error
  }
}

/** POST /csApi/hm-metrology/self-service/sms/{phone}: sends a verification code to the phone. */
export function sendSmsCode(input: { tenantId: string; phone: string; purpose: SmsPurpose }) {
  const { tenantId, phone, purpose } = input
  return unwrapEnvelope(
    api.POST('/csApi/hm-metrology/self-service/sms/{param}', {
      params: { path: { param: phone }, query: purpose === 'login' ? {} : { purpose } },
      headers: { 'Tenant-Id': tenantId, ...NO_ERROR_TOAST },
    }),
  )
}

export type SmsCredentials = { tenantId: string; phone: string; code: string }

/** POST /api/blade-auth/oauth/token with grant_type=sms_code (phone login). */
export function requestSmsToken({ tenantId, phone, code }: SmsCredentials): Promise<TokenAnswer> {
  return tokenOf(() =>
    api.POST('/api/blade-auth/oauth/token', {
      params: { query: { tenantId, phone, code, grant_type: 'sms_code', scope: 'all' } },
      headers: { ...NO_AUTH, ...NO_ERROR_TOAST, Authorization: clientAuthorization, 'Tenant-Id': tenantId },
    }),
  )
}

export type ThirdCredentials = {
  tenantId: string
  username: string
  accessKeyId: string
  timestamp: string
  signature: string
}

/** POST /api/blade-auth/third/oauth/token: the signed key of a trusted third system (single sign-on). */
export function requestThirdToken(credentials: ThirdCredentials): Promise<TokenAnswer> {
  return tokenOf(() =>
    api.POST('/api/blade-auth/third/oauth/token', {
      params: { query: credentials },
      // The session being replaced (if any) must not sign this call.
      headers: {
        ...NO_AUTH,
        ...NO_ERROR_TOAST,
        Authorization: clientAuthorization,
        'Tenant-Id': credentials.tenantId,
      },
    }),
  )
}

export type RegistrationInput = {
  tenantId: string
  phone: string
  code: string
  account: string
  password: string
  password1: string
  realName: string
  companyName: string | null
}

/** POST /api/blade-user/register: a customer registers herself with the SMS code (purpose=register). */
export const registerCustomer = (body: RegistrationInput) =>
  unwrapEnvelope(api.POST('/api/blade-user/register', { body, headers: NO_ERROR_TOAST }))

export type PasswordResetInput = {
  tenantId: string
  phone: string
  code: string
  newPassword: string
  newPassword1: string
}

/** POST /api/blade-user/forget-password: a new password with the SMS code (purpose=reset). */
export const resetForgottenPassword = (body: PasswordResetInput) =>
  unwrapEnvelope(api.POST('/api/blade-user/forget-password', { body, headers: NO_ERROR_TOAST }))
