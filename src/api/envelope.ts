/** Every JSON answer of the API (except the OAuth token call) is this envelope; success means code 200. */
export type Envelope<T> = { code: number; success: boolean; msg: string; data: T }

export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout'

/** A call that did not succeed: the server's message when it sent one, otherwise the kind of failure. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number | undefined
  /** The parsed JSON answer, when there was one (e.g. an OAuth `{ error, error_description }`). */
  readonly body: unknown

  constructor(kind: ApiErrorKind, message: string, status = 0, code?: number, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.code = code
    this.body = body
  }
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

export const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number'

/** The text a failed answer carries: the envelope's msg, or an OAuth error_description. */
export const messageOf = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return ''
  if ('msg' in body && typeof body.msg === 'string') return body.msg
  if ('error_description' in body && typeof body.error_description === 'string') return body.error_description
  return ''
}

/** An envelope as the generated types describe it (answers without data leave the field out). */
type EnvelopeLike = { code: number; msg: string }

/** The data an envelope carries: its `data` field's type, or undefined when it has none. */
export type EnvelopeData<E> = E extends { data: infer T } ? T : undefined

/**
 * Awaits an openapi-fetch call and returns the envelope's data. The request layer (transport.ts) already
 * rejects a status of 400 or more and an envelope whose code is not 200 with an ApiError; this only unwraps.
 */
export async function unwrapEnvelope<E extends EnvelopeLike>(
  call: Promise<FetchResult<E>>,
): Promise<EnvelopeData<E>> {
  const { data, error, response } = await call
  if (!response.ok || data === undefined) {
    const body = error ?? data
    throw new ApiError(
      'http',
      messageOf(body),
      response.status,
      isEnvelope(body) ? body.code : undefined,
      body,
    )
  }
  if (data.code !== 200) throw new ApiError('envelope', data.msg, response.status, data.code, data)
  return (data as { data?: unknown }).data as EnvelopeData<E>
}
