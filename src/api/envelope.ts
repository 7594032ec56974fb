/** Every JSON answer of the API (except the OAuth token call) is this envelope; success means code 200. */
export type Envelope<T> = { code: number; success: boolean; msg: string; data: T }

export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout'

/** A call that did not succeed: the server's message when it sent one, otherwise the kind of failure. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number | undefined

  constructor(kind: ApiErrorKind, message: string, status = 0, code?: number) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.code = code
  }
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && 'data' in value

const messageOf = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return ''
  if ('msg' in body && typeof body.msg === 'string') return body.msg
  if ('error_description' in body && typeof body.error_description === 'string') return body.error_description
  return ''
}

/**
 * Awaits an openapi-fetch call and returns the envelope's data, or throws an ApiError carrying the server's
 * message (spec §7: success is code 200; a status of 400 or more rejects the call).
 */
export async function unwrapEnvelope<T>(call: Promise<FetchResult<Envelope<T>>>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok || data === undefined) {
    const body = error ?? data
    throw new ApiError('http', messageOf(body), response.status, isEnvelope(body) ? body.code : undefined)
  }
  if (data.code !== 200) throw new ApiError('envelope', data.msg, response.status, data.code)
  return data.data
}
