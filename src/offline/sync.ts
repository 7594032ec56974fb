import { offlineDb, type LocalDraft, type LocalPhoto, type OutboxEntry } from './db'
import { type DraftProblem, type RegistrationAnswer } from '../domain/registration/draft'
import { backoffMs, classifyAnswer, type AnswerKind } from './answers'
import { SIGNATURE_PHOTO_ID } from './drafts'
import { outboxEntries } from './outbox'
import { IDLE_PROGRESS, setSyncProgress, type SyncProgress } from './signals'
import { fetchTransport, type SyncTransport } from './transport'

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
}

export type SyncOutcome = {
  status: 'done' | 'busy' | 'offline' | 'unauthorized'
  sent: number
  attention: number
  /** When the earliest entry that waits for its backoff becomes due (epoch ms), if any. */
  nextDueAt: number | null
}

type EntryResult =
  { kind: 'sent' } | { kind: 'retry'; network: boolean } | { kind: 'unauthorized' } | { kind: 'attention' }

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

export async function runOutbox(context: SyncContext): Promise<SyncOutcome> {
  const outcome = await withOutboxLock(() => runLocked(context))
  return outcome === 'busy' ? { status: 'busy', sent: 0, attention: 0, nextDueAt: null } : outcome
}

/**
 * Drafts sent side by side. Each draft's own entries stay in order (its photos before its registration), but
 * one draft's round trips need not wait for another's: with a few in flight the server and the device's
 * IndexedDB work overlap instead of taking turns.
 */
export const SYNC_CONCURRENCY = 4

async function runLocked(context: SyncContext): Promise<SyncOutcome> {
  const db = offlineDb()
  const now = context.now ?? Date.now
  // Holding the lock, nothing else is sending: an entry still marked so was cut off (tab closed, crash).
  await db.outbox.where('[ownerKey+state]').equals([context.ownerKey, 'sending']).modify({ state: 'waiting' })
  const chains = new Map<string, OutboxEntry[]>()
  for (const entry of await outboxEntries(context.ownerKey)) {
    const chain = chains.get(entry.draftId)
    if (chain) chain.push(entry)
    else chains.set(entry.draftId, [entry])
  }
  const queue = [...chains.values()]
  let progress: SyncProgress = {
    running: true,
    done: 0,
    total: queue.flat().filter((entry) => entry.state !== 'attention').length,
    upload: null,
  }
  const showProgress = (next: SyncProgress) => {
    progress = next
    setSyncProgress(progress)
  }
  showProgress(progress)
  const result: SyncOutcome = { status: 'done', sent: 0, attention: 0, nextDueAt: null }
  const dueAt = (at: number | undefined) => {
    if (at) result.nextDueAt = Math.min(result.nextDueAt ?? Infinity, at)
  }
  /** Why the whole run stops: no network (nothing else will get through) or no valid session. */
  let stopped: 'offline' | 'unauthorized' | null = null
  /** One token refresh per run, shared by the drafts in flight. */
  let refreshed: Promise<boolean> | null = null

  const sendChain = async (chain: OutboxEntry[]) => {
    for (const entry of chain) {
      if (stopped || entry.state === 'attention') return
      if (!context.force && entry.nextAttemptAt > now()) return dueAt(entry.nextAttemptAt)
      const onUpload = (upload: UploadProgress) => showProgress({ ...progress, upload })
      let sent = await sendEntry(entry, context, onUpload)
      if (sent.kind === 'unauthorized' && context.refreshToken) {
        refreshed ??= context.refreshToken().catch(() => false)
        // The same entry once more, with the new token.
        if (await refreshed) sent = await sendEntry(entry, context, onUpload)
      }
      switch (sent.kind) {
        case 'sent':
          result.sent++
          showProgress({ ...progress, done: progress.done + 1, upload: null })
          break
        case 'attention':
          result.attention++
          return
        case 'unauthorized':
          stopped = 'unauthorized'
          return
        case 'retry':
          dueAt((await db.outbox.get(entry.id))?.nextAttemptAt)
          if (sent.network) stopped = 'offline'
          return
      }
    }
  }
  const worker = async () => {
    for (let chain = queue.shift(); chain && !stopped; chain = queue.shift()) await sendChain(chain)
  }
  try {
    await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker))
    if (stopped) result.status = stopped
    return result
  } finally {
    setSyncProgress(IDLE_PROGRESS)
  }
}

type UploadProgress = NonNullable<SyncProgress['upload']>

async function sendEntry(
  entry: OutboxEntry,
  context: SyncContext,
  onUpload: (upload: UploadProgress) => void,
): Promise<EntryResult> {
  const db = offlineDb()
  const draft = await db.drafts.get(entry.draftId)
  if (!draft) {
    // The draft is gone (removed after a refusal): nothing left to send.
    await db.outbox.delete(entry.id)
    return { kind: 'sent' }
  }
  if (entry.operation === 'file.upload') return sendUpload(entry, draft, context, onUpload)
  return sendRegistration(entry, draft, context)
}

const photoOf = (draft: LocalDraft, photoId: string | null): LocalPhoto | null =>
  photoId === SIGNATURE_PHOTO_ID
    ? draft.signature
    : (draft.photos.find((photo) => photo.id === photoId) ?? null)

async function headersOf(context: SyncContext, entry: OutboxEntry): Promise<Record<string, string> | null> {
  const token = await context.getToken()
  if (!token) return null
  const headers: Record<string, string> = {
    'Blade-Auth': `bearer ${token}`,
    'Tenant-Id': entry.tenantId,
    'Idempotency-Key': entry.id,
  }
  if (context.language) headers['Accept-Language'] = context.language
  return headers
}

async function markSending(entry: OutboxEntry): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    await db.outbox.update(entry.id, { state: 'sending' })
    await db.drafts.where('id').equals(entry.draftId).modify({ syncState: 'sending' })
  })
}

async function send(
  context: SyncContext,
  url: string,
  headers: Record<string, string>,
  body: FormData | string,
  onProgress?: (loaded: number, total: number) => void,
): Promise<AnswerKind | { kind: 'network'; reason: string }> {
  const transport = context.transport ?? fetchTransport
  try {
    const answer = await transport({ url: `${context.baseUrl ?? ''}${url}`, headers, body }, onProgress)
    return classifyAnswer(answer.status, answer.body)
  } catch (error) {
    return { kind: 'network', reason: error instanceof Error ? error.message : String(error) }
  }
}

async function sendUpload(
  entry: OutboxEntry,
  draft: LocalDraft,
  context: SyncContext,
  onUpload: (upload: UploadProgress) => void,
): Promise<EntryResult> {
  const db = offlineDb()
  const photo = photoOf(draft, entry.photoId)
  if (!photo || photo.fileId) {
    // Removed since, or already on the server (an earlier run's answer arrived): nothing to send.
    await db.outbox.delete(entry.id)
    return { kind: 'sent' }
  }
  const blob = (await db.photos.get(photo.id))?.blob
  if (!blob) return refuse(entry, '照片已不在本设备上，请删除后重新拍摄', 404)
  const headers = await headersOf(context, entry)
  if (!headers) return { kind: 'unauthorized' }
  await markSending(entry)
  const form = new FormData()
  form.append('file', blob, photo.name)
  const answer = await send(context, '/api/file/upload?kind=image', headers, form, (loaded, total) =>
    onUpload({ entryId: entry.id, photoId: photo.id, loaded, total: total || blob.size }),
  )
  if (answer.kind !== 'ok') return afterFailure(entry, answer, context)
  const fileId = (answer.data as { id?: unknown } | undefined)?.id
  if (typeof fileId !== 'string') return retryLater(entry, 'upload answer without a file id', context, false)
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const current = await db.drafts.get(draft.id)
    if (current) {
      const withId = (item: LocalPhoto) => (item.id === photo.id ? { ...item, fileId } : item)
      await db.drafts.put({
        ...current,
        photos: current.photos.map(withId),
        signature: current.signature ? withId(current.signature) : null,
      })
    }
    await db.outbox.delete(entry.id)
  })
  return { kind: 'sent' }
}

async function sendRegistration(
  entry: OutboxEntry,
  draft: LocalDraft,
  context: SyncContext,
): Promise<EntryResult> {
  const db = offlineDb()
  const photos = draft.photos.map((photo) => photo.fileId)
  const signature = draft.signature?.fileId ?? null
  if (photos.some((id) => !id) || (draft.signature && !signature)) {
    // Its uploads have not all been answered (they come first, so they are retrying): wait for them.
    return retryLater(entry, 'photos not uploaded yet', context, false)
  }
  const headers = await headersOf(context, entry)
  if (!headers) return { kind: 'unauthorized' }
  await markSending(entry)
  const record = { ...draft.record, photoFileIds: photos as string[], signature }
  const answer = await send(
    context,
    '/api/crm/registration/submit',
    { ...headers, 'Content-Type': 'application/json' },
    JSON.stringify(record),
  )
  if (answer.kind !== 'ok') return afterFailure(entry, answer, context)
  const registration = answer.data as RegistrationAnswer
  await db.transaction('rw', db.outbox, db.drafts, db.photos, async () => {
    const current = await db.drafts.get(draft.id)
    if (current) {
      await db.drafts.put({
        ...current,
        syncState: 'sent',
        message: null,
        problems: [],
        answer: registration,
        updatedAt: Date.now(),
      })
    }
    // The server has the photos now; their bytes need not take the tablet's space any longer.
    await db.photos.where('draftId').equals(draft.id).delete()
    await db.outbox.delete(entry.id)
  })
  return { kind: 'sent' }
}

async function afterFailure(
  entry: OutboxEntry,
  answer: Exclude<AnswerKind, { kind: 'ok' }> | { kind: 'network'; reason: string },
  context: SyncContext,
): Promise<EntryResult> {
  switch (answer.kind) {
    case 'unauthorized':
      await offlineDb().outbox.update(entry.id, { state: 'waiting' })
      await setDraftState(entry.draftId, 'waiting')
      return { kind: 'unauthorized' }
    case 'rejected':
      return refuse(entry, answer.message, answer.status, answer.problems)
    case 'retry':
      return retryLater(entry, answer.reason, context, false)
    case 'network':
      return retryLater(entry, answer.reason, context, true)
  }
}

async function setDraftState(draftId: string, syncState: LocalDraft['syncState']) {
  await offlineDb().drafts.where('id').equals(draftId).modify({ syncState })
}

async function retryLater(
  entry: OutboxEntry,
  reason: string,
  context: SyncContext,
  network: boolean,
): Promise<EntryResult> {
  const attempts = entry.attempts + 1
  const now = (context.now ?? Date.now)()
  await offlineDb().outbox.update(entry.id, {
    state: 'waiting',
    attempts,
    nextAttemptAt: now + backoffMs(attempts, context.random),
    lastError: reason,
  })
  await setDraftState(entry.draftId, 'waiting')
  return { kind: 'retry', network }
}

async function refuse(
  entry: OutboxEntry,
  message: string,
  status: number,
  listed: DraftProblem[] = [],
): Promise<EntryResult> {
  const db = offlineDb()
  // The server lists the fields it refused (data.problems); another refusal (a file too large, a draft of
  // another user) only words its message, shown above the form.
  const problems: DraftProblem[] = listed.length > 0 ? listed : [{ field: '', message }]
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    await db.outbox.update(entry.id, { state: 'attention', message, lastError: `HTTP ${status}` })
    await db.drafts
      .where('id')
      .equals(entry.draftId)
      .modify({ syncState: 'attention', message, problems, updatedAt: Date.now() })
  })
  return { kind: 'attention' }
}
