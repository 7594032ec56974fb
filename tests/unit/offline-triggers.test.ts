import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Signals from '@/offline/signals'
import type * as Sync from '@/offline/sync'
import type { RunForcing, SyncContext, SyncOutcome } from '@/offline/sync'

/*
 * startOutboxSync decides when the outbox is replayed; runOutbox (what a replay does) is replaced by a fake
 * whose runs finish when the test says so, so overlapping requests can be made while one is under way. The
 * unit project runs in Node: `window` and `document` are bare EventTargets, and time is fake.
 */

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void }

type Run = {
  context: SyncContext
  force: boolean
  forcing: RunForcing | undefined
  done: Deferred<SyncOutcome>
}

const fake = vi.hoisted(() => {
  const deferred = <T>(): Deferred<T> => {
    let resolve!: (value: T) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<T>((yes, no) => {
      resolve = yes
      reject = no
    })
    return { promise, resolve, reject }
  }
  return { deferred, runs: [] as Run[], queuedListeners: 0 }
})

// triggers.ts imports './sync' and './signals': mocks apply by resolved file, whatever the specifier.
vi.mock('@/offline/sync', async (importOriginal) => ({
  // The real runForcing: the runner hands one to each run, and a test forces it through the runner.
  runForcing: (await importOriginal<typeof Sync>()).runForcing,
  runOutbox: (context: SyncContext, forcing?: RunForcing) => {
    const run: Run = { context, force: context.force === true, forcing, done: fake.deferred<SyncOutcome>() }
    fake.runs.push(run)
    return run.done.promise
  },
}))

// The real signals, with a count of the "something was queued" listeners still subscribed.
vi.mock('@/offline/signals', async (importOriginal) => {
  const actual = await importOriginal<typeof Signals>()
  return {
    ...actual,
    onOutboxChanged: (listener: () => void) => {
      const off = actual.onOutboxChanged(listener)
      fake.queuedListeners++
      let subscribed = true
      return () => {
        if (subscribed) fake.queuedListeners--
        subscribed = false
        off()
      }
    },
  }
})

const { startOutboxSync, SYNC_INTERVAL_MS, BUSY_RETRY_MS } = await import('@/offline/triggers')
const { notifyOutboxChanged } = await import('@/offline/signals')

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
}

const signedIn: SyncContext = { ownerKey: '100001:u1', tenantId: '100001', getToken: () => 'token' }

const outcomeOf = (over: Partial<SyncOutcome> = {}): SyncOutcome => ({
  status: 'done',
  sent: 0,
  attention: 0,
  nextDueAt: null,
  ...over,
})

/** Lets every pending promise reaction run (the runner's chain is a few awaits deep). */
async function settle() {
  for (let tick = 0; tick < 50; tick++) await Promise.resolve()
}

const runs = () => fake.runs
const forces = () => fake.runs.map((run) => run.force)

/** Ends run number `index` (0-based) with `outcome` and lets the runner react. */
async function finish(index: number, outcome: SyncOutcome = outcomeOf()) {
  const run = fake.runs[index]
  if (!run) throw new Error(`run ${index} never started (${fake.runs.length} runs)`)
  run.done.resolve(outcome)
  await settle()
}

let win: EventTarget
let doc: FakeDocument
let stopAll: (() => void)[] = []

function start(context: () => SyncContext | null = () => signedIn) {
  const outcomes: SyncOutcome[] = []
  const sync = startOutboxSync({ context, onOutcome: (outcome) => outcomes.push(outcome) })
  stopAll.push(sync.stop)
  return { sync, outcomes }
}

const goOnline = () => win.dispatchEvent(new Event('online'))
const showPage = (state: DocumentVisibilityState) => {
  doc.visibilityState = state
  doc.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  win = new EventTarget()
  doc = new FakeDocument()
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', doc)
  fake.runs.length = 0
})

afterEach(() => {
  for (const stop of stopAll) stop()
  stopAll = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('startOutboxSync: what starts a run', () => {
  it('replays the outbox once on start, not forced, with the signed-in context', async () => {
    start()
    expect(runs()).toHaveLength(1)
    expect(runs()[0]!.context).toMatchObject({ ownerKey: '100001:u1', tenantId: '100001' })
    expect(forces()).toEqual([false])
    await finish(0)
    expect(runs()).toHaveLength(1)
  })

  it("keeps the context's own force", async () => {
    start(() => ({ ...signedIn, force: true }))
    expect(forces()).toEqual([true])
    await finish(0)
  })

  it('runs forced when the network comes back', async () => {
    start()
    await finish(0)
    goOnline()
    expect(forces()).toEqual([false, true])
  })

  it('runs forced when the server answers again (the network state says so), and stops following it', async () => {
    const reachable = new Set<() => void>()
    const sync = startOutboxSync({
      context: () => signedIn,
      followReachable: (listener) => {
        reachable.add(listener)
        return () => reachable.delete(listener)
      },
    })
    await finish(0)
    for (const listener of reachable) listener()
    expect(forces()).toEqual([false, true])
    await finish(1)
    sync.stop()
    expect(reachable.size).toBe(0)
  })

  it('runs when the page becomes visible, and not when it is hidden', async () => {
    start()
    await finish(0)
    showPage('hidden')
    await settle()
    expect(runs()).toHaveLength(1)
    showPage('visible')
    expect(forces()).toEqual([false, false])
  })

  it('runs forced when something was queued', async () => {
    start()
    await finish(0)
    notifyOutboxChanged()
    expect(forces()).toEqual([false, true])
  })

  it('runs when the backoff of the outcome ends, not before', async () => {
    start()
    await finish(0, outcomeOf({ nextDueAt: Date.now() + 10_000 }))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(runs()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(forces()).toEqual([false, false])
  })

  it('follows the latest outcome: a run that left nothing due cancels the earlier backoff', async () => {
    const { sync } = start()
    await finish(0, outcomeOf({ nextDueAt: Date.now() + 10_000 }))
    void sync.syncNow()
    await finish(1, outcomeOf({ nextDueAt: null }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs()).toHaveLength(2)
  })

  it('tries again shortly when another runner holds the outbox, and a forced try stays forced', async () => {
    start()
    // Another tab or the worker is at work: the start's run finds the lock taken.
    await finish(0, outcomeOf({ status: 'busy' }))
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS - 1)
    expect(runs()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(forces()).toEqual([false, false])
    await finish(1)
    // The connection comes back while the worker's (unforced) Background Sync holds the lock.
    goOnline()
    await finish(2, outcomeOf({ status: 'busy' }))
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS)
    expect(forces()).toEqual([false, false, true, true])
    await finish(3)
    // Free again: no more tries until something asks.
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS * 5)
    expect(runs()).toHaveLength(4)
  })

  it('runs every SYNC_INTERVAL_MS, not forced', async () => {
    start()
    await finish(0)
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS - 1)
    expect(runs()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs()).toHaveLength(2)
    await finish(1)
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS)
    expect(forces()).toEqual([false, false, false])
  })

  it('syncNow (the 立即同步 button) forces a run and answers its outcome', async () => {
    const { sync, outcomes } = start()
    await finish(0)
    const answer = sync.syncNow()
    expect(forces()).toEqual([false, true])
    const sent = outcomeOf({ sent: 3 })
    await finish(1, sent)
    await expect(answer).resolves.toBe(sent)
    expect(outcomes.at(-1)).toBe(sent)
  })
})

describe('startOutboxSync: one run at a time', () => {
  it('coalesces every request made during a run into exactly one more run after it, forced', async () => {
    const { sync } = start()
    showPage('visible')
    goOnline()
    notifyOutboxChanged()
    const answer = sync.syncNow()
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS)
    // Still the first run: nothing overlaps it.
    expect(runs()).toHaveLength(1)
    await finish(0)
    expect(forces()).toEqual([false, true])
    const last = outcomeOf({ sent: 1 })
    await finish(1, last)
    expect(runs()).toHaveLength(2)
    // The button's answer is the run that honoured its force, not the one it waited for.
    await expect(answer).resolves.toBe(last)
  })

  it('forces the run under way when a forced request comes during it, and only then', async () => {
    const { sync } = start()
    await settle()
    const first = runs()[0]!
    showPage('visible')
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS)
    expect(first.forcing?.forced(), 'the page shown and the interval leave backoffs alone').toBe(false)
    // The connection comes back while a run a timer started is sending the drafts that were due.
    goOnline()
    expect(first.forcing?.forced()).toBe(true)
    await finish(0)
    // The run after it (for what failed in the forced one) has a forcing of its own, forced from the start.
    expect(forces()).toEqual([false, true])
    const second = runs()[1]!
    expect(second.forcing).not.toBe(first.forcing)
    expect(second.forcing?.forced()).toBe(true)
    void sync.syncNow()
    await finish(1)
    await finish(2)
    expect(runs()).toHaveLength(3)
  })

  it('merges force whatever the order of the requests', async () => {
    const { sync } = start()
    void sync.syncNow()
    showPage('visible')
    await finish(0)
    expect(forces()).toEqual([false, true])
    await finish(1)
  })

  it('makes the extra run unforced when no request during the run was forced', async () => {
    start()
    showPage('visible')
    showPage('visible')
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS)
    await finish(0)
    expect(forces()).toEqual([false, false])
    await finish(1)
    expect(runs()).toHaveLength(2)
  })

  it('starts one more run for a request made during the extra run', async () => {
    start()
    goOnline()
    await finish(0)
    expect(runs()).toHaveLength(2)
    showPage('visible')
    notifyOutboxChanged()
    await finish(1)
    expect(forces()).toEqual([false, true, true])
    await finish(2)
    expect(runs()).toHaveLength(3)
  })

  it('serves a request made at any moment while a run is ending', async () => {
    // The request lands 0, 1, 2 … promise reactions after the run's outcome arrives: it must either join
    // the run that is ending (one more run follows) or start a run of its own, never be dropped.
    for (let ticks = 0; ticks < 30; ticks++) {
      fake.runs.length = 0
      const { sync } = start()
      fake.runs[0]!.done.resolve(outcomeOf())
      for (let tick = 0; tick < ticks; tick++) await Promise.resolve()
      const answer = sync.syncNow()
      await settle()
      expect(forces(), `request ${ticks} reactions after the outcome`).toEqual([false, true])
      const second = outcomeOf({ sent: ticks })
      await finish(1, second)
      await expect(answer).resolves.toBe(second)
      sync.stop()
    }
  })

  it('goes on after a run that failed, first or extra', async () => {
    const { sync } = start()
    fake.runs[0]!.done.reject(new Error('IndexedDB closed'))
    await settle()
    goOnline()
    expect(forces()).toEqual([false, true])
    // A request during run 1 makes run 2, which fails: the button gets null, not an error.
    const answer = sync.syncNow()
    await finish(1)
    fake.runs[2]!.done.reject(new Error('again'))
    await expect(answer).resolves.toBeNull()
    notifyOutboxChanged()
    expect(forces()).toEqual([false, true, true, true])
    await finish(3)
  })
})

describe('startOutboxSync: when nothing runs', () => {
  it('does nothing while nobody is signed in, and runs once someone is', async () => {
    let context: SyncContext | null = null
    const { sync } = start(() => context)
    goOnline()
    showPage('visible')
    notifyOutboxChanged()
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 2)
    await expect(sync.syncNow()).resolves.toBeNull()
    expect(runs()).toHaveLength(0)
    context = signedIn
    goOnline()
    expect(forces()).toEqual([true])
    await finish(0)
  })

  it('runs nothing after stop(), and stop() removes its listeners and timers', async () => {
    const added = { window: vi.spyOn(win, 'addEventListener'), document: vi.spyOn(doc, 'addEventListener') }
    const removed = {
      window: vi.spyOn(win, 'removeEventListener'),
      document: vi.spyOn(doc, 'removeEventListener'),
    }
    const { sync } = start()
    expect(fake.queuedListeners).toBe(1)
    // A backoff timer and the interval are pending.
    await finish(0, outcomeOf({ nextDueAt: Date.now() + 10_000 }))
    expect(vi.getTimerCount()).toBe(2)

    sync.stop()
    expect(vi.getTimerCount()).toBe(0)
    expect(fake.queuedListeners).toBe(0)
    for (const target of ['window', 'document'] as const) {
      expect(added[target]).toHaveBeenCalledTimes(1)
      const [type, listener] = added[target].mock.calls[0]!
      expect(removed[target]).toHaveBeenCalledWith(type, listener)
    }

    goOnline()
    showPage('visible')
    notifyOutboxChanged()
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 2)
    await expect(sync.syncNow()).resolves.toBeNull()
    expect(runs()).toHaveLength(1)
  })

  it('stop() during a run: the run ends, no run follows it and no timer is left', async () => {
    const { sync } = start()
    goOnline()
    sync.stop()
    await finish(0, outcomeOf({ nextDueAt: Date.now() + 10_000 }))
    expect(runs()).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 2)
    expect(runs()).toHaveLength(1)
  })

  it('stop() also ends the wait of a run that found the outbox busy', async () => {
    const { sync } = start()
    await finish(0, outcomeOf({ status: 'busy' }))
    sync.stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS * 3)
    expect(runs()).toHaveLength(1)
  })
})
