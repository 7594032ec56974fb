import createClient, { type Middleware } from 'openapi-fetch'
import { ApiError } from './envelope'
import type { paths } from './schema.gen'

/** Spec §7: requests time out after 20 s (blob calls after 120 s). */
export const REQUEST_TIMEOUT_MS = 20_000
export const BLOB_TIMEOUT_MS = 120_000

export const AUTH_HEADER = 'Blade-Auth'
export const TENANT_HEADER = 'Tenant-Id'

/**
 * What the client needs from the session. The api layer sits below the app shell (DESIGN: app → api), so the
 * shell hands these in at start-up with configureApiClient() instead of the client importing the session.
 */
export type ApiClientHooks = {
  getAccessToken: () => string | null
  getTenantId: () => string | null
  /** The UI language as a BCP 47 tag: sent as Accept-Language so the server's messages match the UI. */
  getLanguage: () => string | null
  /** A 401 answer on an authenticated call: the shell logs out and goes to /login (spec §2, §8). */
  onUnauthorized: () => void
}

let hooks: ApiClientHooks = {
  getAccessToken: () => null,
  getTenantId: () => null,
  getLanguage: () => null,
  onUnauthorized: () => {},
}

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next
}

/** Calls that must not carry the bearer token (the sign-in itself and its captcha). */
const anonymousPaths = new Set(['/api/blade-auth/oauth/token', '/api/blade-auth/oauth/captcha'])

const sessionMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const token = hooks.getAccessToken()
    if (token && !anonymousPaths.has(schemaPath) && !request.headers.has(AUTH_HEADER)) {
      request.headers.set(AUTH_HEADER, `bearer ${token}`)
    }
    const tenantId = hooks.getTenantId()
    if (tenantId && !request.headers.has(TENANT_HEADER)) request.headers.set(TENANT_HEADER, tenantId)
    const language = hooks.getLanguage()
    if (language) request.headers.set('Accept-Language', language)
    return request
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && !anonymousPaths.has(schemaPath)) hooks.onUnauthorized()
    return response
  },
}

/** fetch with the spec's timeout; a network failure or a timeout becomes an ApiError. */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, timeout]) })
  } catch (cause) {
    if (timeout.aborted) throw new ApiError('timeout', '')
    if (request.signal.aborted) throw cause
    throw new ApiError('network', cause instanceof Error ? cause.message : '')
  }
}

/** The one typed client of the API (types generated from the server's OpenAPI document). */
export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'include',
  fetch: fetchWithTimeout,
})

api.use(sessionMiddleware)
