import { useMutation } from '@tanstack/react-query'
import { postLogout } from '@/api/auth'
import { errorToasts } from '@/api/feedback/requestFeedback'
import { closeLiveChannel } from './live-channel/liveChannel'
import { removePersistedQueries } from './offline/queryPersistence'
import { clearSession, getAccessToken } from './session'
import { clearSymbolCache } from '@/ui/math/symbolSource'
import { clearStartupData } from './startup/loadStartup'

export type LogoutOptions = {
  /** A federated logout (signed out elsewhere, or the server already refused the session): no server call. */
  federated?: boolean
}

export const LOGIN_PATH = '/login'

let loggingOut = false

/** Whether a logout is under way (a 401 that arrives meanwhile needs no second one). */
export const isLoggingOut = (): boolean => loggingOut

/**
 * Spec §4: logout tells the server (POST /user/logout, unless federated), then clears the token, menu,
 * roles, sync token, user info, permission map and the token cookies (tabs and lock reset themselves on the
 * identity change), the start-up caches, the persisted query cache and the live channel, and reloads the app
 * at /login, whatever the server answered (offline included). The outbox and the drafts stay: they are the
 * user's unsent work, sent after their next sign-in (useSignOut warns about them first).
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (loggingOut) return
  loggingOut = true
  const token = getAccessToken()
  if (!options.federated && token) await postLogout(token).catch(() => undefined)
  closeLiveChannel()
  clearSession()
  clearStartupData()
  removePersistedQueries()
  // The keyboard's list includes the person's own symbols; the next user of this tab must not get them.
  clearSymbolCache()
  errorToasts.clear()
  window.location.replace(LOGIN_PATH)
}

/** logout() as a mutation, for a button's pending state: `const { mutate } = useLogout(); mutate()`. */
export function useLogout() {
  return useMutation<void, Error, LogoutOptions | void>({ mutationFn: (options) => logout(options ?? {}) })
}
