import { useEffect } from 'react'
import { afterFirstPaint } from '@/app/startup/afterFirstPaint'
import { useSession } from '@/app/useSession'
import { menuPagePaths } from '@/features/shared/menuPaths'

/** Idle time a page's code needs at least before its load is started (a short idle period is left alone). */
const IDLE_BUDGET_MS = 20

/**
 * Fetches the code of the user's menu pages while the browser is idle, one page at a time, once the first
 * screen is painted: the first visit of a page then shows its rows without waiting for its code (on a slow
 * tablet link, where a page's chunk takes a second). The service worker keeps them for offline use too.
 */
export function usePrefetchMenuPages(): void {
  const identity = useSession()?.account.userId
  useEffect(() => {
    if (!identity || typeof requestIdleCallback !== 'function') return
    let cancelled = false
    let handle: number | undefined
    afterFirstPaint(() => {
      const paths = menuPagePaths()
      const next = (deadline: IdleDeadline) => {
        if (cancelled) return
        if (deadline.timeRemaining() < IDLE_BUDGET_MS) {
          handle = requestIdleCallback(next)
          return
        }
        const path = paths.shift()
        if (!path) return
        void import('@/features/registeredPages')
          .then(({ preloadRegisteredPage }) => preloadRegisteredPage(path))
          .then(() => {
            if (!cancelled) handle = requestIdleCallback(next)
          })
      }
      if (!cancelled) handle = requestIdleCallback(next)
    })
    return () => {
      cancelled = true
      if (handle !== undefined) cancelIdleCallback(handle)
    }
  }, [identity])
}
