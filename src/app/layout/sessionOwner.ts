import { sessionIdentity, subscribeSession } from '@/app/session'

/**
 * Who the session belongs to (session.ts's sessionIdentity: tenant id + ':' + user id, null when signed out).
 * Stores that belong to one session (tabs, lock) remember their owner and start over when it changes: login
 * and logout clear the lock and reset the tabs to the home tab (spec §4).
 */
export const currentIdentity = sessionIdentity

/** Calls back with the new identity whenever it changes (sign-in, sign-out, here or in another tab). */
export function onIdentityChange(listener: (identity: string | null) => void): () => void {
  let last = sessionIdentity()
  return subscribeSession(() => {
    const next = sessionIdentity()
    if (next === last) return
    last = next
    listener(next)
  })
}
