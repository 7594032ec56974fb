import type { MessageKey, MessageParams } from './messages'

/** The one error type of the server: an HTTP status and a message key, turned into the envelope. */
export class AppError extends Error {
  readonly status: number
  readonly key: MessageKey
  readonly params: MessageParams
  /** What the envelope's `data` carries besides the message (e.g. every problem of a refused draft). */
  readonly data: unknown

  constructor(status: number, key: MessageKey, params: MessageParams = {}, data: unknown = null) {
    super(key)
    this.status = status
    this.key = key
    this.params = params
    this.data = data
  }
}

/**
 * OAuth token endpoint errors answer { error, error_description } instead of the envelope (spec §7/§8:
 * "Login answer contains error_description").
 */
export class OAuthError extends AppError {
  readonly error: string

  constructor(status: number, error: string, key: MessageKey, params: MessageParams = {}) {
    super(status, key, params)
    this.error = error
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(400, key, params)
export const notFound = (key: MessageKey = 'crud.notFound') => new AppError(404, key)
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key)
export const unauthorized = () => new AppError(401, 'unauthorized')
