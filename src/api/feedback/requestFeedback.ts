import { createLoadingCounter } from './loadingCounter'
import { addToast, hideOlderToasts, removeToast, type ErrorToast, type ErrorToastKind } from './errorToasts'

/**
 * What the request layer tells the user, as stores without any UI: the shell (src/app/request-feedback)
 * renders the loading overlay and the error toasts from them.
 */

/** The loading overlay (spec §4, §7). */
export const loadingCounter = createLoadingCounter()

let clock = 0
/** Advances the logical clock that orders request starts and toasts (errorToasts.ts). */
export const nextTick = (): number => ++clock

let toasts: readonly ErrorToast[] = []
const listeners = new Set<() => void>()

function setToasts(next: readonly ErrorToast[]): void {
  if (next === toasts) return
  toasts = next
  for (const listener of listeners) listener()
}

export const errorToasts = {
  get: (): readonly ErrorToast[] => toasts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /**
   * An answer arrived for a request that started at `startedAt`, optionally with an error to show. A
   * background call (hideOlder false) leaves the older toasts alone: the user did not ask for it.
   */
  answered(startedAt: number, error?: { kind: ErrorToastKind; message: string }, hideOlder = true): void {
    let next = hideOlder ? hideOlderToasts(toasts, startedAt) : toasts
    if (error) {
      const now = nextTick()
      next = addToast(next, { id: now, shownAt: now, ...error })
    }
    setToasts(next)
  },
  /** A request timed out (no answer: older toasts stay). */
  timedOut(): void {
    const now = nextTick()
    setToasts(addToast(toasts, { id: now, shownAt: now, kind: 'timeout', message: '' }))
  },
  dismiss(id: number): void {
    setToasts(removeToast(toasts, id))
  },
  clear(): void {
    setToasts([])
  },
}
