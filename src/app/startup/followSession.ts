import type { QueryClient } from '@tanstack/react-query'
import { paramStore } from './paramStore'
import { sessionIdentity, subscribeSession } from '../session'
import { sessionQueries } from '../sessionQueries'
import { applyParams, clearStartupData, loadStartupData } from './loadStartup'

/**
 * Loads the start-up data now if a session exists, and again whenever another user signs in (here or in
 * another tab); drops the previous user's data first. Returns the unsubscribe function.
 */
export function followSession(queryClient: QueryClient): () => void {
  let identity = sessionIdentity()
  applyParams(paramStore.get())
  const handleChange = () => {
    const next = sessionIdentity()
    if (next === identity) return
    const previous = identity
    identity = next
    if (previous) {
      queryClient.removeQueries({ queryKey: sessionQueries.all() })
      clearStartupData()
    }
    // After the current task: the sign-in that started the session fetches the same queries first, and
    // fetchQuery then shares its calls instead of sending them twice.
    if (next) setTimeout(() => void loadStartupData(queryClient), 0)
  }
  const unsubscribe = subscribeSession(handleChange)
  if (identity) void loadStartupData(queryClient)
  return unsubscribe
}
