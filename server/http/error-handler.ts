import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, OAuthError } from './errors'
import { localeOf, translate, type Locale } from './messages'

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> }

const contextLabel = { zh: { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' } }

/** Turns schema issues into one sentence a person can act on: which field, what is wrong. */
function describeIssues(issues: ValidationIssue[], context: string | undefined, locale: Locale): string {
  const where = locale === 'zh' ? (contextLabel.zh[context as keyof typeof contextLabel.zh] ?? '') : (context ?? '')
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || where
      return `${field}: ${issue.message ?? ''}`.trim()
    })
    .join('; ')
}

function send(reply: FastifyReply, status: number, msg: string) {
  return reply.code(status).send({ code: status, success: false, msg, data: null })
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request.headers['accept-language'])
    if (error instanceof OAuthError) {
      return reply.code(error.status).send({
        error: error.error,
        error_description: translate(error.key, locale, error.params),
      })
    }
    if (error instanceof AppError) return send(reply, error.status, translate(error.key, locale, error.params))
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = describeIssues(error.validation, error.validationContext, locale)
      if (request.url.includes('/oauth/token')) {
        return reply.code(400).send({ error: 'invalid_request', error_description: translate('invalidParam', locale, { detail }) })
      }
      return send(reply, 400, translate('invalidParam', locale, { detail }))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return send(reply, 500, translate('internal', locale))
    }
    const status = error.statusCode ?? 500
    if (status === 413) return send(reply, 413, translate('payloadTooLarge', locale))
    if (status === 429) return send(reply, 429, translate('tooManyRequests', locale))
    if (status >= 400 && status < 500) {
      return send(reply, status, translate('badRequest', locale, { detail: error.message }))
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, translate('internal', locale))
  })
}
