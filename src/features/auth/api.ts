import { api } from '@/api/client'
import type { JsonBody, QueryOf } from '@/api/contract'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_AUTH, NO_ERROR_TOAST } from '@/api/requestFlags'
import { clientAuthorization, tokenOf, type TokenAnswer } from '@/api/tokenCall'

/**
 * Sign-in calls of the auth pages beyond the password grant (which src/api/auth.ts has): SMS codes, the
 * sms_code grant and the third-system grant (spec §7 "Authentication").
 */

/** Why a code is sent: the server words the SMS for it. */
export type SmsPurpose = NonNullable<QueryOf<'/csApi/hm-metrology/self-service/sms/{param}'>['purpose']>

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

/** The sms_code grant's fields, required here (the token call serves several grants, so all are optional). */
export type SmsCredentials = Required<
  Pick<QueryOf<'/api/blade-auth/oauth/token'>, 'tenantId' | 'phone' | 'code'>
>

/** POST /api/blade-auth/oauth/token with grant_type=sms_code (phone login). */
export function requestSmsToken({ tenantId, phone, code }: SmsCredentials): Promise<TokenAnswer> {
  return tokenOf(() =>
    api.POST('/api/blade-auth/oauth/token', {
      params: { query: { tenantId, phone, code, grant_type: 'sms_code', scope: 'all' } },
      headers: { ...NO_AUTH, ...NO_ERROR_TOAST, Authorization: clientAuthorization, 'Tenant-Id': tenantId },
    }),
  )
}

type ThirdQuery = QueryOf<'/api/blade-auth/third/oauth/token'>

/** The signed key of a trusted third system; the tenant is required here as it also goes in a header. */
export type ThirdCredentials = Pick<ThirdQuery, 'username' | 'accessKeyId' | 'timestamp' | 'signature'> &
  Required<Pick<ThirdQuery, 'tenantId'>>

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

export type RegistrationInput = JsonBody<'/api/blade-user/register'>

/** POST /api/blade-user/register: a customer registers herself with the SMS code (purpose=register). */
export const registerCustomer = (body: RegistrationInput) =>
  unwrapEnvelope(api.POST('/api/blade-user/register', { body, headers: NO_ERROR_TOAST }))

export type PasswordResetInput = JsonBody<'/api/blade-user/forget-password'>

/** POST /api/blade-user/forget-password: a new password with the SMS code (purpose=reset). */
export const resetForgottenPassword = (body: PasswordResetInput) =>
  unwrapEnvelope(api.POST('/api/blade-user/forget-password', { body, headers: NO_ERROR_TOAST }))
