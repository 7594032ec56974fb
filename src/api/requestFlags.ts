/**
 * Per-call options of the request layer (spec §6, §7: "unless disabled for that request", "unless turned off
 * per call"). They travel as request headers so any openapi-fetch call can carry them; the transport reads
 * and removes them before the request leaves the browser.
 *
 * - `X-Loading: off`     no loading overlay for this call (background work); its answer does not hide older
 *                        error toasts either (the user did not ask for it)
 * - `X-Error-Toast: off` no error toast for this call, and its answer does not hide older toasts: the caller
 *                        shows the failure itself (e.g. the login form)
 * - `X-Auth: off`        no `Blade-Auth: bearer …` header (anonymous calls)
 */
export const LOADING_FLAG = 'X-Loading'
export const ERROR_TOAST_FLAG = 'X-Error-Toast'
export const AUTH_FLAG = 'X-Auth'

export type RequestFlags = { loading: boolean; errorToast: boolean; auth: boolean }

const isOff = (value: string | null) => value?.trim().toLowerCase() === 'off'

/** Reads the flags of a request and removes their headers. */
export function takeRequestFlags(headers: Headers): RequestFlags {
  const flags = {
    loading: !isOff(headers.get(LOADING_FLAG)),
    errorToast: !isOff(headers.get(ERROR_TOAST_FLAG)),
    auth: !isOff(headers.get(AUTH_FLAG)),
  }
  headers.delete(LOADING_FLAG)
  headers.delete(ERROR_TOAST_FLAG)
  headers.delete(AUTH_FLAG)
  return flags
}

/** Header sets to spread into a call's `headers`. */
export const NO_LOADING = { [LOADING_FLAG]: 'off' } as const
export const NO_ERROR_TOAST = { [ERROR_TOAST_FLAG]: 'off' } as const
export const NO_AUTH = { [AUTH_FLAG]: 'off' } as const
/** A background call: no overlay, no toast (the caller handles failures). */
export const BACKGROUND = { ...NO_LOADING, ...NO_ERROR_TOAST } as const
