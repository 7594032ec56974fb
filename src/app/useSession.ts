import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type Session } from './session'

/** The current session (null when signed out); re-renders when it changes, here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession)
}
