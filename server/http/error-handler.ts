import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, OAuthError } from './errors'
import { localeOf, translate, type Locale, type MessageKey, type MessageParams } from './messages'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** 'oauth': errors answer { error, error_description } (token endpoints), else the envelope. */
    errorFormat?: 'oauth'
  }
}

type ValidationIssue = {
  keyword?: string
  instancePath?: string
  message?: string
  params?: Record<string, unknown>
}

const zodLocales = { zh: z.locales.zhCN(), en: z.locales.en() }

/**
 * Zod's default messages are English; a message a schema chose itself (the spec's validator messages) is
 * kept as it is. The issue is rebuilt from what the type provider passed on to ask zod's locale for it.
 */
function issueMessage(issue: ValidationIssue, locale: Locale): string {
  const raw = { ...(issue.params ?? {}), code: issue.keyword, path: [], message: issue.message } as never
  const english = zodLocales.en.localeError(raw)
  const isDefault =
    typeof english === 'string' ? english === issue.message : english?.message === issue.message
  if (!isDefault) return issue.message ?? ''
  const localized = zodLocales[locale].localeError(raw)
  return (typeof localized === 'string' ? localized : localized?.message) ?? issue.message ?? ''
}

/** One sentence a person can act on: which field, what is wrong. */
function describeIssues(issues: ValidationIssue[], context: string | undefined, locale: Locale): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (context ?? '')
      return `${field}: ${issueMessage(issue, locale)}`
    })
    .join('; ')
}

const POSTGRES_UNIQUE_VIOLATION = '23505'
const POSTGRES_FOREIGN_KEY_VIOLATION = '23503'
/** Text PostgreSQL cannot store (a NUL byte) or decode: the input is bad, not the server. */
const POSTGRES_BAD_TEXT = ['22021', '22P05']

/** The PostgreSQL error code behind a driver error (drizzle wraps it as the cause). */
export function postgresCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

/** Whether a driver error is PostgreSQL's unique violation (a race that met a unique index). */
export const isUniqueViolation = (error: unknown) => postgresCode(error) === POSTGRES_UNIQUE_VIOLATION

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request.headers['accept-language'])
    const oauth = request.routeOptions.config?.errorFormat === 'oauth'
    const send = (
      status: number,
      key: MessageKey,
      params?: MessageParams,
      oauthCode = 'invalid_request',
      data: unknown = null,
    ) => {
      const msg = translate(key, locale, params)
      return oauth
        ? reply.code(status).send({ error: oauthCode, error_description: msg })
        : reply.code(status).send({ code: status, success: false, msg, data })
    }

    if (error instanceof OAuthError) return send(error.status, error.key, error.params, error.error)
    if (error instanceof AppError) return send(error.status, error.key, error.params, undefined, error.data)
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(400, 'invalidParam', {
        detail: describeIssues(error.validation, error.validationContext, locale),
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return send(500, 'internal', {}, 'server_error')
    }
    const pgCode = postgresCode(error)
    // Two identical saves racing past the service's duplicate check meet the unique index instead.
    if (pgCode === POSTGRES_UNIQUE_VIOLATION) return send(409, 'crud.conflict')
    if (pgCode === POSTGRES_FOREIGN_KEY_VIOLATION) return send(400, 'crud.referenceMissing')
    if (pgCode && POSTGRES_BAD_TEXT.includes(pgCode)) return send(400, 'badText')
    const status = error.statusCode ?? 500
    if (status === 413) return send(413, 'payloadTooLarge')
    if (status === 429) return send(429, 'tooManyRequests', {}, 'too_many_requests')
    if (status >= 400 && status < 500) return send(status, 'badRequest', { detail: error.message })
    request.log.error({ err: error }, 'unhandled error')
    return send(500, 'internal', {}, 'server_error')
  })
}
