import type { JsonAnswer } from './contract'
import { ApiError } from './envelope'
import type { paths } from './schema.gen'

/**
 * What every OAuth token call shares (password, refresh, SMS code and third-system grants): the product's
 * client authentication, the answer, and the error answer turned into a LoginError.
 */

/**
 * The product's OAuth client (spec §9: "the default client id and secret are embedded in the product").
 * Sent as HTTP Basic client authentication on the token calls only.
 */
const CLIENT_ID = 'metrodesk'
const CLIENT_SECRET = 'metrodesk_secret'
export const clientAuthorization = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`

type TokenOperation = paths['/api/blade-auth/oauth/token']['post']

/** A token call's answer: plain JSON, not an envelope. */
export type TokenAnswer = JsonAnswer<'/api/blade-auth/oauth/token', 'post'>

/** The OAuth error answer of a token call (spec §8: `error_description` is what the person reads). */
type TokenErrorBody = TokenOperation['responses']['4XX']['content']['application/json']

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

const isTokenError = (body: unknown): body is TokenErrorBody =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'

type TokenCall = Promise<{ data?: TokenAnswer; response: Response }>

/**
 * The answer of a token call, or a LoginError carrying the server's description when it answered the OAuth
 * error; any other failure is thrown as it was.
 */
export async function tokenOf(call: () => TokenCall): Promise<TokenAnswer> {
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
