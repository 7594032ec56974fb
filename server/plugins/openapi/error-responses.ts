import type { Response } from './document'

/*
 * The error answers of the API, as server/http/error-handler.ts and the not-found handler send them: the same
 * envelope as every answer, with success false, `code` repeating the HTTP status and `msg` saying what went
 * wrong in the caller's language. One schema, registered once; each status a response component that refers
 * to it.
 */

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 413, 422, 429] as const

export type ErrorStatus = (typeof ERROR_STATUSES)[number]

export const ERROR_SCHEMA_NAME = 'ErrorEnvelope'

export const errorEnvelopeSchema = {
  type: 'object',
  description:
    'A refused or failed request: the envelope of every answer with success false. Sign-in (the token ' +
    'endpoints) answers { error, error_description } instead.',
  properties: {
    code: { type: 'integer', description: 'The HTTP status of the answer' },
    success: { type: 'boolean', const: false },
    msg: {
      type: 'string',
      description: 'What went wrong, in the language of Accept-Language (Chinese unless English is asked)',
    },
    data: {
      description:
        'null, or what the refusal is about: e.g. { problems } of a refused draft, { refusal } of a ' +
        'workflow action, { captchaRequired } of a public lookup',
    },
  },
  required: ['code', 'success', 'msg', 'data'],
  additionalProperties: false,
} as const

type ErrorResponse = { name: string; description: string }

const ERROR_RESPONSES: Record<ErrorStatus, ErrorResponse> = {
  400: { name: 'BadRequest', description: 'The request is invalid: msg names the field and the problem' },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in: no valid access token or its session has ended (at sign-in: a wrong client)',
  },
  403: {
    name: 'Forbidden',
    description:
      'The caller may not do this: her grants do not allow it, or the record is not hers to act on',
  },
  404: {
    name: 'NotFound',
    description: 'No such record, or none the caller may read (outside her data scope)',
  },
  409: {
    name: 'Conflict',
    description:
      'In conflict with the record’s current state (changed meanwhile, already answered), or the same ' +
      'Idempotency-Key is still being processed',
  },
  410: { name: 'Gone', description: 'No longer available (closed)' },
  413: { name: 'PayloadTooLarge', description: 'The upload is larger than allowed' },
  422: {
    name: 'UnprocessableContent',
    description: 'The Idempotency-Key was already used for a different request',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: wait (Retry-After when given) and try again',
  },
}

/** The name of a status's shared response component (under #/components/responses). */
export const errorResponseName = (status: ErrorStatus) => ERROR_RESPONSES[status].name

export const errorDescription = (status: ErrorStatus) => ERROR_RESPONSES[status].description

/** The shared response component of a status: its description and the envelope schema. */
export function errorResponse(status: ErrorStatus): Response {
  return {
    description: errorDescription(status),
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } },
    },
  }
}
