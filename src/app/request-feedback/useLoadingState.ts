import { useSyncExternalStore } from 'react'
import type { LoadingState } from '@/api/feedback/loadingCounter'
import { loadingCounter } from '@/api/feedback/requestFeedback'

/** Whether the request layer's loading overlay is up, and how many calls are pending. */
export function useLoadingState(): LoadingState {
  return useSyncExternalStore(loadingCounter.subscribe, loadingCounter.getState)
}
