import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { anyone } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { AppError, OAuthError } from '../../http/errors'
import { translate, localeOf } from '../../http/messages'
import { readParams } from '../system/param-values'
import { createCaptcha } from './captcha'
import { isClientAuthenticated } from './client-auth'
import {
  assertTenantEnabled,
  loginWithPassword,
  loginWithRefreshToken,
  loginWithSmsCode,
  loginWithThirdSignature,
  logout,
  type ClientContext,
} from './service'
import { sendSmsCode, type SmsSender } from './sms'

export type AuthRouteOptions = {
  db: Db
  tokenSecret: string
  smsSender: SmsSender
  /** CAPTCHA_OUTBOX_FILE (tests only). */
  captchaOutbox?: string | null
}

const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  tenant_id: z.string(),
  user_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  role_name: z.string(),
  role_alias: z.string(),
  dept_id: z.string().nullable(),
  avatar: z.string().nullable(),
  sync_token: z.string(),
})

const oauthError = z.object({ error: z.string(), error_description: z.string() })

const tenantIdField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'tenantId: 6 digits')
const mobileField = z
  .string()
  .trim()
  .regex(/^1\d{10}$/)

const tokenQuery = z.object({
  tenantId: tenantIdField.optional(),
  grant_type: z.enum(['password', 'refresh_token', 'sms_code']),
  scope: z.string().optional(),
  type: z.string().optional(),
  username: z.string().trim().max(64).optional(),
  password: z.string().max(256).optional(),
  refresh_token: z.string().max(256).optional(),
  phone: mobileField.optional(),
  code: z.string().trim().max(12).optional(),
})

const tokenHeaders = z.object({
  'tenant-id': tenantIdField.optional(),
  'captcha-key': z.string().max(64).optional(),
  'captcha-code': z.string().max(16).optional(),
})

const thirdQuery = z.object({
  tenantId: tenantIdField.optional(),
  grant_type: z.string().optional(),
  username: z.string().trim().min(1).max(64),
  accessKeyId: z.string().trim().min(1).max(64),
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/),
  timestamp: z
    .string()
    .trim()
    .regex(/^\d{10,13}$/),
})

function clientOf(request: FastifyRequest, tokenSecret: string): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], tokenSecret }
}

function tenantOf(header: string | undefined, query: string | undefined): string {
  const tenantId = header ?? query
  if (!tenantId) throw new OAuthError(400, 'invalid_tenant', 'auth.missingTenant')
  return tenantId
}

/** Token answers (and their errors) are never kept by a browser or a proxy (RFC 6749 §5.1). */
const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
  return payload
}

export async function authRoutes(appBase: FastifyInstance, options: AuthRouteOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, tokenSecret, smsSender } = options
  const tags = ['auth']

  app.post(
    '/api/blade-auth/oauth/token',
    {
      config: { errorFormat: 'oauth', access: anyone('signing in; the client authenticates by HTTP Basic') },
      onSend: noStore,
      schema: {
        tags,
        summary: 'Sign in (password, refresh_token or sms_code grant); client by HTTP Basic',
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: tokenAnswer, '4xx': oauthError, '5xx': oauthError },
      },
    },
    async (request) => {
      if (!isClientAuthenticated(request.headers.authorization)) {
        throw new OAuthError(401, 'invalid_client', 'auth.badClient')
      }
      const query = request.query
      const tenantId = tenantOf(request.headers['tenant-id'], query.tenantId)
      const client = clientOf(request, tokenSecret)
      if (query.grant_type === 'refresh_token') {
        if (!query.refresh_token) throw new OAuthError(400, 'invalid_request', 'auth.refreshInvalid')
        return loginWithRefreshToken(db, { tenantId, refreshToken: query.refresh_token }, client)
      }
      if (query.grant_type === 'sms_code') {
        if (!query.phone || !query.code) throw new OAuthError(400, 'invalid_request', 'auth.smsInvalid')
        return loginWithSmsCode(db, { tenantId, phone: query.phone, code: query.code }, client)
      }
      if (!query.username || !query.password)
        throw new OAuthError(400, 'invalid_request', 'auth.missingCredentials')
      return loginWithPassword(
        db,
        {
          tenantId,
          username: query.username,
          password: query.password,
          captchaKey: request.headers['captcha-key'],
          captchaCode: request.headers['captcha-code'],
        },
        client,
      )
    },
  )

  app.post(
    '/api/blade-auth/third/oauth/token',
    {
      config: { errorFormat: 'oauth', access: anyone('signing in from a trusted system by its signature') },
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Sign in from a trusted third system: signature = hex HMAC-SHA256(secret, tenantId\\nusername\\ntimestamp)',
        querystring: thirdQuery,
        headers: tokenHeaders,
        response: { 200: tokenAnswer, '4xx': oauthError, '5xx': oauthError },
      },
    },
    async (request) => {
      if (!isClientAuthenticated(request.headers.authorization)) {
        throw new OAuthError(401, 'invalid_client', 'auth.badClient')
      }
      const tenantId = tenantOf(request.headers['tenant-id'], request.query.tenantId)
      return loginWithThirdSignature(db, { ...request.query, tenantId }, clientOf(request, tokenSecret))
    },
  )

  app.get(
    '/api/blade-auth/oauth/captcha',
    {
      config: { access: anyone('the captcha of the sign-in form') },
      schema: {
        tags,
        summary: 'A captcha image and its key',
        response: { 200: envelope(z.object({ key: z.string(), image: z.string() })) },
      },
    },
    async () => ok(await createCaptcha(db, options.captchaOutbox ?? null)),
  )

  const tenantQuery = z.object({ tenantId: tenantIdField.optional() })
  const flagRoute = (path: string, key: 'sms.required' | 'log.uploadEnabled', summary: string) =>
    app.get(
      path,
      {
        config: { access: anyone('a flag the sign-in form reads') },
        schema: {
          tags,
          summary,
          querystring: tenantQuery,
          headers: tokenHeaders,
          response: { 200: envelope(z.boolean()) },
        },
      },
      async (request) => {
        const tenantId = request.headers['tenant-id'] ?? request.query.tenantId ?? '000000'
        await assertTenantEnabled(db, tenantId)
        const values = await withTenant(db, tenantId, (tx) => readParams(tx, tenantId, [key]))
        return ok(values[key] === 'true')
      },
    )
  flagRoute(
    '/api/blade-auth/isSmsRequired',
    'sms.required',
    'Whether sign-in needs an SMS code (parameter sms.required)',
  )
  flagRoute(
    '/api/blade-auth/isUpLoad',
    'log.uploadEnabled',
    'Whether local error logs may be uploaded (parameter log.uploadEnabled)',
  )

  app.post(
    '/csApi/hm-metrology/self-service/sms/:param',
    {
      config: { access: anyone('an SMS code, rate-limited per phone and address') },
      schema: {
        tags,
        summary:
          'Send an SMS verification code to the phone {param} (login by default; purpose=reset|register)',
        params: z.object({ param: z.string() }),
        querystring: z.object({
          tenantId: tenantIdField.optional(),
          purpose: z.enum(['login', 'reset', 'register']).default('login'),
        }),
        headers: tokenHeaders,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const phone = request.params.param.trim()
      if (!/^1\d{10}$/.test(phone)) throw new AppError(400, 'auth.phoneInvalid')
      const tenantId = request.headers['tenant-id'] ?? request.query.tenantId ?? '000000'
      await assertTenantEnabled(db, tenantId)
      await sendSmsCode(db, smsSender, { tenantId, phone, purpose: request.query.purpose, ip: request.ip })
      return ok(null, translate('auth.smsSent', localeOf(request.headers['accept-language'])))
    },
  )

  const logoutHandler = async (request: FastifyRequest) => {
    // Logout must succeed even with an expired token: it only ever ends the caller's own session.
    if (request.auth) {
      await logout(db, request.auth, { ip: request.ip, userAgent: request.headers['user-agent'] })
    }
    return ok(null)
  }
  const logoutOptions = {
    config: { access: anyone('ends only the session of the token it carries, even an expired one') },
    schema: {
      tags,
      summary: 'Sign out: revokes the session and its refresh tokens',
      response: { 200: envelope(z.null()) },
    },
  }
  app.get('/user/logout', logoutOptions, logoutHandler)
  app.post('/user/logout', logoutOptions, logoutHandler)
}

export default authRoutes
