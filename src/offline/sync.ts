import { offlineDb, type OutboxEntry } from './db'
import { outboxEntries } from './outbox'
import { sendDraft, type DraftRun } from './send-draft'
import { IDLE_PROGRESS, setSyncProgress, type SyncProgress } from './signals'
import type { SyncTransport } from './transport'

/**
 * The outbox runner: sends a user's queued entries in order, one runner at a time across tabs and the worker
 * (Web Locks). An entry leaves the outbox only after the server answered it; the Idempotency-Key (the entry's
 * id) makes a replay after a lost answer return the first answer instead of a second order.
 */

export const OUTBOX_LOCK = 'metrodesk-outbox'
/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'metrodesk-outbox'

export type SyncContext = {
  ownerKey: string
  tenantId: string
  language?: string | null
  getToken: () => string | null | Promise<string | null>
  /** Refreshes the access token; true when a new one is ready. Called at most once per run. */
  refreshToken?: () => Promise<boolean>
  transport?: SyncTransport
  /** Prefix of the API paths ('' in the page; the worker's origin works as well). */
  baseUrl?: string
  /** Ignore the backoff of failed entries (the user pressed the button, or the network just came back). */
  force?: boolean
  now?: () => number
  random?: () => number
  /**
   * Told after each request whether the server answered it (any status) or not (no network, timeout): the
   * page's network state learns from the outbox too, not only from its queries.
   */
  reportReach?: (answered: boolean) => void
}

export type SyncOutcome = {
  status: 'done' | 'busy' | 'offline' | 'unauthorized'
  sent: number
  attention: number
  /** When the earliest entry that waits for its backoff becomes due (epoch ms), if any. */
  nextDueAt: number | null
}

/** One runner per tab when the browser (or Node in tests) has no Web Locks. */
let localRun: Promise<unknown> | null = null

async function withOutboxLock<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  // The page and the worker both run this; the worker's type library has no Navigator, only the locks.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  if (locks?.request) {
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock: Lock | null) =>
      lock ? work() : ('busy' as const),
    )
  }
  if (localRun) return 'busy'
  const run = work()
  localRun = run
  try {
    return await run
  } finally {
    localRun = null
  }
}

/**
 * Forces a run that is already under way: 立即同步, or the connection's return, during a run a timer started.
 * Such a run leaves the drafts still in their backoff alone; forced, it sends them too, at once, instead of
 * making them wait until it has sent the others (a photo on a slow line can take minutes).
 */
export type RunForcing = {
  readonly forced: () => boolean
  readonly force: () => void
  /** The run's hook; called once, when it is forced. */
  onForce: (() => void) | null
}

export function runForcing(forced = false): RunForcing {
  const forcing: RunForcing = {
    forced: () => forced,
    force: () => {
      if (forced) return
      forced = true
      forcing.onForce?.()
    },
    onForce: null,
  }
  return forcing
}

export async function runOutbox(context: SyncContext, forcing = runForcing()): Promise<SyncOutcome> {
  if (context.force) forcing.force()
  const outcome = await withOutboxLock(() => runLocked(context, forcing))
  return outcome === 'busy' ? { status: 'busy', sent: 0, attention: 0, nextDueAt: null } : outcome
}

/**
 * Drafts sent side by side. Each draft's own entries stay in order (its photos before its registration), but
 * one draft's round trips need not wait for another's: with a few in flight the server and the device's
 * IndexedDB work overlap instead of taking turns.
 */
export const SYNC_CONCURRENCY = 4

/**
 * Holding the lock, nothing else is sending: an entry or a draft still marked so was cut off (tab closed,
 * crash, the page left). They wait again, so the list says 等待发送 rather than 发送中 until the next try,
 * which a backoff may put minutes away.
 */
async function resetCutOff(ownerKey: string): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    await db.outbox.where('[ownerKey+state]').equals([ownerKey, 'sending']).modify({ state: 'waiting' })
    const stuck = await db.drafts
      .where('ownerKey')
      .equals(ownerKey)
      .filter((draft) => draft.syncState === 'sending')
      .primaryKeys()
    for (const id of stuck) {
      // Only while it has entries left: a draft with none was answered (its state is written with the answer).
      if ((await db.outbox.where('draftId').equals(id).count()) > 0)
        await db.drafts.update(id, { syncState: 'waiting' })
    }
  })
}

async function runLocked(context: SyncContext, forcing: RunForcing): Promise<SyncOutcome> {
  await resetCutOff(context.ownerKey)
  const chains = new Map<string, OutboxEntry[]>()
  for (const entry of await outboxEntries(context.ownerKey)) {
    const chain = chains.get(entry.draftId)
    if (chain) chain.push(entry)
    else chains.set(entry.draftId, [entry])
  }
  const queue = [...chains.values()]
  let progress: SyncProgress = { running: true, upload: null }
  const showProgress = (next: SyncProgress) => {
    progress = next
    setSyncProgress(progress)
  }
  showProgress(progress)
  const result: SyncOutcome = { status: 'done', sent: 0, attention: 0, nextDueAt: null }
  const dueAt = (at: number) => {
    result.nextDueAt = Math.min(result.nextDueAt ?? Infinity, at)
  }
  /** Why the whole run stops: no network (nothing else will get through) or no valid session. */
  let stopped: 'offline' | 'unauthorized' | null = null
  /** One token refresh per run, shared by the drafts in flight. */
  let refreshed: Promise<boolean> | null = null
  const run: DraftRun = {
    context,
    forced: forcing.forced,
    stopped: () => stopped !== null,
    entrySent: () => {
      result.sent++
      showProgress({ ...progress, upload: null })
    },
    upload: (upload) => showProgress({ ...progress, upload }),
    dueAt,
    refresh: () => {
      if (!context.refreshToken) return Promise.resolve(false)
      refreshed ??= context.refreshToken().catch(() => false)
      return refreshed
    },
  }
  /** Drafts this run left in their backoff: sent after all if the run is forced before it ends. */
  const waiting: OutboxEntry[][] = []
  const worker = async () => {
    for (let chain = queue.shift(); chain && !stopped; chain = queue.shift()) {
      const sent = await sendDraft(chain, run)
      if (sent.kind === 'attention') result.attention++
      else if (sent.kind === 'unauthorized') stopped = 'unauthorized'
      else if (sent.kind === 'notDue') waiting.push(chain)
      else if (sent.kind === 'retry') {
        dueAt(sent.nextAttemptAt)
        if (sent.network) stopped = 'offline'
      }
    }
  }
  const workers = new Set<Promise<void>>()
  const addWorkers = (count: number) => {
    for (let index = 0; index < count; index++) {
      const running: Promise<void> = worker().finally(() => workers.delete(running))
      workers.add(running)
    }
  }
  forcing.onForce = () => {
    queue.push(...waiting.splice(0))
    // Workers that found the queue empty have ended; as many come back as the drafts given back need.
    addWorkers(Math.min(SYNC_CONCURRENCY - workers.size, queue.length))
  }
  try {
    addWorkers(SYNC_CONCURRENCY)
    while (workers.size > 0) await Promise.all(workers)
    if (stopped) result.status = stopped
    return result
  } finally {
    forcing.onForce = null
    setSyncProgress(IDLE_PROGRESS)
  }
}
