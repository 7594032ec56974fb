/**
 * Spec §4, §7: the loading overlay counts concurrent requests and closes when the count reaches zero; closing
 * is delayed 50 ms (a request that starts within those 50 ms keeps it open, so it does not flicker).
 */
export const LOADING_CLOSE_DELAY_MS = 50

export type LoadingState = { readonly visible: boolean; readonly pending: number }

export type LoadingTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** The page's own timers, looked up at each call (so fake clocks in tests apply). */
const globalTimers: LoadingTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type LoadingCounter = {
  /** A request starts; call the returned function (once or more: it counts once) when it ends. */
  begin: () => () => void
  getState: () => LoadingState
  subscribe: (listener: () => void) => () => void
}

export function createLoadingCounter(
  closeDelayMs = LOADING_CLOSE_DELAY_MS,
  timers: LoadingTimers = globalTimers,
): LoadingCounter {
  let state: LoadingState = { visible: false, pending: 0 }
  let closeTimer: unknown
  const listeners = new Set<() => void>()

  const set = (next: LoadingState) => {
    if (next.visible === state.visible && next.pending === state.pending) return
    state = next
    for (const listener of listeners) listener()
  }

  const cancelClose = () => {
    if (closeTimer === undefined) return
    timers.clearTimeout(closeTimer)
    closeTimer = undefined
  }

  const end = () => {
    const pending = Math.max(0, state.pending - 1)
    set({ visible: state.visible, pending })
    if (pending > 0) return
    cancelClose()
    closeTimer = timers.setTimeout(() => {
      closeTimer = undefined
      if (state.pending === 0) set({ visible: false, pending: 0 })
    }, closeDelayMs)
  }

  return {
    begin() {
      cancelClose()
      set({ visible: true, pending: state.pending + 1 })
      let ended = false
      return () => {
        if (ended) return
        ended = true
        end()
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
