import { bootAnswerFor } from './boot'
import { ApiError, isEnvelope, messageOf } from './envelope'
import { errorToasts, loadingCounter, nextTick } from './feedback/requestFeedback'
import { takeRequestFlags, type RequestFlags } from './requestFlags'
import { isSilentCode } from './silentCodes'

/**
 * The one request layer of the app (spec §7 "General call rules", §8): every call of the typed client and
 * every blob download goes through send().
 * - 20 000 ms timeout (blob calls 120 000 ms); a timeout shows 请求超时,请重试~~~;
 * - cookies and credentials are sent; `Blade-Auth: bearer …` unless the call says `X-Auth: off`;
 * - statuses 200-399 resolve, 400 and above reject; an envelope whose code is not 200 rejects too and shows
 *   the server's message (the UI shows 未知错误 when it is empty) as a persistent, closable toast;
 * - 401 (status or code) on a call that carried the token: the shell logs out and goes to /login;
 * - codes in the configured whitelist reject silently (silentCodes.ts);
 * - a new answer hides the older error toasts (answers of background calls, `X-Loading: off`, do not);
 *   non-JSON answers (blobs) pass through untouched;
 * - the loading overlay counts the call unless it says `X-Loading: off`.
 */

export const REQUEST_TIMEOUT_MS = 20_000
export const BLOB_TIMEOUT_MS = 120_000

export const AUTH_HEADER = 'Blade-Auth'
export const TENANT_HEADER = 'Tenant-Id'

/**
 * What the request layer needs from the session. The api layer sits below the app shell (DESIGN: app → api),
 * so the shell hands these in at start-up with configureApiClient() instead of the layer importing it.
 */
export type ApiClientHooks = {
  getAccessToken: () => string | null
  getTenantId: () => string | null
  /** The UI language as a BCP 47 tag: sent as Accept-Language so the server's messages match the UI. */
  getLanguage: () => string | null
  /** Waits, before an authenticated call, for a token refresh under way (or one that is overdue). */
  beforeAuthenticatedCall?: () => Promise<void>
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

/** Calls that never carry the bearer token (the sign-in itself and its captcha). */
const ANONYMOUS_PATHS = new Set(['/api/blade-auth/oauth/token', '/api/blade-auth/oauth/captcha'])

/** Adds the session's headers; returns whether the call carries a bearer token. */
async function applySession(request: Request, flags: RequestFlags): Promise<boolean> {
  const { headers } = request
  const language = hooks.getLanguage()
  if (language) headers.set('Accept-Language', language)
  const tenantId = hooks.getTenantId()
  if (tenantId && !headers.has(TENANT_HEADER)) headers.set(TENANT_HEADER, tenantId)
  if (headers.has(AUTH_HEADER)) return true
  if (!flags.auth || ANONYMOUS_PATHS.has(new URL(request.url).pathname)) return false
  if (!hooks.getAccessToken()) return false
  await hooks.beforeAuthenticatedCall?.()
  const token = hooks.getAccessToken()
  if (!token) return false
  headers.set(AUTH_HEADER, `bearer ${token}`)
  return true
}

const bearerOf = (request: Request) => request.headers.get(AUTH_HEADER)?.replace(/^bearer\s+/i, '') ?? null

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('Content-Type') ?? '')

async function readJson(response: Response): Promise<unknown> {
  if (!isJson(response)) return undefined
  try {
    return (await response.clone().json()) as unknown
  } catch {
    return undefined
  }
}

type CallContext = { flags: RequestFlags; startedAt: number; carriesToken: boolean }

/** Resolves a good answer; rejects a bad one after telling the user (or not) as the rules say. */
async function judge(response: Response, { flags, startedAt, carriesToken }: CallContext) {
  const body = await readJson(response)
  const envelopeCode = isEnvelope(body) ? body.code : undefined
  const failed = response.status >= 400 || (envelopeCode !== undefined && envelopeCode !== 200)
  // Background calls (no overlay) do not sweep away the toasts of what the user did.
  const hideOlder = flags.loading
  if (!failed) {
    if (flags.errorToast) errorToasts.answered(startedAt, undefined, hideOlder)
    return response
  }
  const code = envelopeCode ?? response.status
  const kind = response.ok ? 'envelope' : 'http'
  const error = new ApiError(kind, messageOf(body), response.status, envelopeCode, body)
  if (isSilentCode(code)) {
    if (flags.errorToast) errorToasts.answered(startedAt, undefined, hideOlder)
    throw error
  }
  if ((code === 401 || response.status === 401) && carriesToken) {
    hooks.onUnauthorized()
    throw error
  }
  if (flags.errorToast) errorToasts.answered(startedAt, { kind: 'server', message: error.message }, hideOlder)
  throw error
}

/** Sends one request through the rules above. A network failure or a timeout rejects with an ApiError. */
export async function send(request: Request, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const flags = takeRequestFlags(request.headers)
  const endLoading = flags.loading ? loadingCounter.begin() : undefined
  const controller = new AbortController()
  let timedOut = false
  // A page timer (not AbortSignal.timeout) so that a test's fake clock can drive it.
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const carriesToken = await applySession(request, flags)
    const startedAt = nextTick()
    let response: Response
    try {
      // A start-up call answered by the boot call already (boot.ts) is not sent again.
      const booted = carriesToken ? await bootAnswerFor(request, bearerOf(request)) : undefined
      response =
        booted ?? (await fetch(request, { signal: AbortSignal.any([request.signal, controller.signal]) }))
    } catch (cause) {
      if (request.signal.aborted && !timedOut) throw cause
      if (timedOut) throw new ApiError('timeout', '')
      throw new ApiError('network', cause instanceof Error ? cause.message : '')
    }
    return await judge(response, { flags, startedAt, carriesToken })
  } catch (error) {
    if (timedOut && flags.errorToast) errorToasts.timedOut()
    throw timedOut && !(error instanceof ApiError && error.kind === 'timeout')
      ? new ApiError('timeout', '')
      : error
  } finally {
    clearTimeout(timer)
    endLoading?.()
  }
}
