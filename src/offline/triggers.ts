import { onOutboxChanged } from './signals'
import { runForcing, runOutbox, type RunForcing, type SyncContext, type SyncOutcome } from './sync'

/** How often the page looks at the outbox even when no event said so (a retry's backoff may have ended). */
export const SYNC_INTERVAL_MS = 30_000

/**
 * How soon a run that found another runner at work (another tab, or the worker's Background Sync) tries
 * again. That runner may not be forced (the worker's, woken by the same returning connection, leaves entries
 * in their backoff alone): without another try, the connection's return or a press of 立即同步 would be lost
 * until the next interval.
 */
export const BUSY_RETRY_MS = 1_000

export type OutboxSync = {
  /** Runs now (the 立即同步 button): failed entries are retried without waiting for their backoff. */
  syncNow: () => Promise<SyncOutcome | null>
  stop: () => void
}

export type OutboxSyncOptions = {
  /** The signed-in user's context, or null when nobody is (the runner then does nothing). */
  context: () => SyncContext | null
  onOutcome?: (outcome: SyncOutcome) => void
  /**
   * Follows "the server answers again" after it could not be reached (the page's network state): a forced
   * run then, as when the browser comes back online. Returns the stop function.
   */
  followReachable?: (listener: () => void) => () => void
}

/**
 * Replays the outbox on start, when the network or the server comes back, when the page becomes visible,
 * when something was queued, when a backoff ends and every SYNC_INTERVAL_MS. Runs never overlap in a tab (a
 * request during a run starts one more run after it), and the Web Lock in runOutbox keeps other tabs and the
 * worker out; a run that finds them at work tries again BUSY_RETRY_MS later. A forced request during a run
 * forces that run as well.
 */
export function startOutboxSync(options: OutboxSyncOptions): OutboxSync {
  let running: Promise<SyncOutcome | null> | null = null
  /** The run under way in this tab, so a forced request can force it instead of only queueing another. */
  let current: RunForcing | null = null
  let again: { force: boolean } | null = null
  let dueTimer: ReturnType<typeof setTimeout> | undefined
  let busyTimer: ReturnType<typeof setTimeout> | undefined
  /** A forced request that found the outbox busy: its retry stays forced. */
  let busyForce = false
  let stopped = false

  const scheduleDue = (outcome: SyncOutcome) => {
    clearTimeout(dueTimer)
    if (outcome.nextDueAt === null || outcome.status !== 'done') return
    const delay = Math.max(0, outcome.nextDueAt - Date.now())
    dueTimer = setTimeout(() => void request(false), Math.min(delay, 2 ** 31 - 1))
  }

  const retryWhenFree = (force: boolean) => {
    busyForce ||= force
    clearTimeout(busyTimer)
    busyTimer = setTimeout(() => {
      const retryForce = busyForce
      busyForce = false
      void request(retryForce)
    }, BUSY_RETRY_MS)
  }

  const runOnce = async (force: boolean): Promise<SyncOutcome | null> => {
    const context = options.context()
    if (!context || stopped) return null
    const forced = force || context.force === true
    const forcing = runForcing(forced)
    current = forcing
    const outcome = await runOutbox({ ...context, force: forced }, forcing).finally(() => {
      if (current === forcing) current = null
    })
    // Stopped while it ran (signed out, page closing): no retry timer and no report outlive stop().
    if (stopped) return outcome
    if (outcome.status === 'busy') retryWhenFree(force)
    scheduleDue(outcome)
    options.onOutcome?.(outcome)
    return outcome
  }

  const request = (force: boolean): Promise<SyncOutcome | null> => {
    if (running) {
      // The run under way sends what it left in its backoff at once; the run after it retries what failed.
      if (force) current?.force()
      again = { force: force || (again?.force ?? false) }
      return running
    }
    running = (async () => {
      try {
        let outcome = await runOnce(force).catch(() => null)
        while (again && !stopped) {
          const next = again
          again = null
          outcome = await runOnce(next.force).catch(() => null)
        }
        return outcome
      } finally {
        // In the same step as the last look at `again`: a request arriving after it starts a run of its own
        // (cleared a promise step later, it would be parked in `again` with no run to take it).
        running = null
      }
    })()
    return running
  }

  const onOnline = () => void request(true)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void request(false)
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  const stopQueued = onOutboxChanged(() => void request(true))
  const stopReachable = options.followReachable?.(() => void request(true))
  const interval = setInterval(() => void request(false), SYNC_INTERVAL_MS)
  void request(false)

  return {
    syncNow: () => request(true),
    stop() {
      stopped = true
      clearTimeout(dueTimer)
      clearTimeout(busyTimer)
      clearInterval(interval)
      stopQueued()
      stopReachable?.()
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onVisible)
    },
  }
}
