/**
 * The update prompt's rules as plain data (unit-tested): a new version of the worker is never switched to by
 * itself, since a reload under an open form loses it.
 * - none: nothing waiting;
 * - waiting: a new worker is installed and waits; the prompt shows 更新;
 * - updating: the user pressed 更新; the new worker is told to take over, and the page reloads once it does;
 * - activated: the new worker took over without this page asking (the user pressed 更新 in another tab);
 *   this page keeps running its old code until the user presses 更新 here, which only reloads.
 */
export type UpdateState = 'none' | 'waiting' | 'updating' | 'activated'

export type UpdateEffects = {
  /** Tells the waiting worker to take over (workbox-window's messageSkipWaiting). */
  skipWaiting: () => void
  reload: () => void
}

export type UpdateFlow = {
  state: () => UpdateState
  subscribe: (listener: () => void) => () => void
  /** A new worker is installed and waiting. */
  waiting: () => void
  /** The user pressed 更新. */
  accept: () => void
  /**
   * The page is controlled by a new worker. With nothing waiting that is the first install taking control,
   * which changes nothing here.
   */
  controlling: () => void
}

export function createUpdateFlow(effects: UpdateEffects): UpdateFlow {
  let state: UpdateState = 'none'
  const listeners = new Set<() => void>()
  const set = (next: UpdateState) => {
    if (next === state) return
    state = next
    for (const listener of listeners) listener()
  }
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    waiting() {
      if (state === 'none') set('waiting')
    },
    accept() {
      if (state === 'waiting') {
        set('updating')
        effects.skipWaiting()
      } else if (state === 'activated') {
        effects.reload()
      }
    },
    controlling() {
      if (state === 'updating') effects.reload()
      else if (state === 'waiting') set('activated')
    },
  }
}
