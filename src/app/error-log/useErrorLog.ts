import { useSyncExternalStore } from 'react'
import { getErrorLog, subscribeErrorLog, type ErrorLogEntry } from './errorLogStore'

/** The local error log, newest first; re-renders when it changes (here or in another tab). */
export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(subscribeErrorLog, getErrorLog)
}
