import type { DraftProblem, RegistrationAnswer } from '../domain/registration/draft'
import { backoffMs, classifyAnswer, type AnswerKind } from './answers'
import { offlineDb, type LocalDraft, type LocalPhoto, type OutboxEntry } from './db'
import { SIGNATURE_PHOTO_ID } from './drafts'
import type { SyncProgress } from './signals'
import { fetchTransport } from './transport'
import type { SyncContext } from './sync'

/*
 * One draft's entries (its photos, then its registration), sent in order. The device's database is written
 * twice on the way, not around every request: once to read the draft and its photos and mark them sending,
 * once to record how it ended (the file ids, the order, or the failure). IndexedDB transactions were most of
 * the tablet's work per draft (bench `offline`). What the server answered in between is held in memory: if
 * the page closes before the last write, the entries are still in the outbox under the same keys, and their
 * replays get the same answers back.
 */

export type UploadProgress = NonNullable<SyncProgress['upload']>

/** How a draft's sending ended: the runner counts it and decides whether the run goes on. */
export type DraftResult =
  | { kind: 'sent' }
  | { kind: 'retry'; network: boolean; nextAttemptAt: number }
  | { kind: 'unauthorized' }
  | { kind: 'attention' }
  /** Its next entry waits for its backoff (a forced run would send it). */
  | { kind: 'notDue' }
  /** Nothing of it can be sent (it waits for the user), or the run had already stopped. */
  | { kind: 'idle' }

/** What the runner lends a draft's sending. */
export type DraftRun = {
  context: SyncContext
  /** Whether the backoff of failed entries is ignored; a run may be forced while it is under way. */
  forced: () => boolean
  /** The run stopped (no network, no session): send nothing more. */
  stopped: () => boolean
  /** An entry left the outbox (the photo's upload under way, if any, is over). */
  entrySent: () => void
  upload: (progress: UploadProgress) => void
  /** The earliest time an entry waiting for its backoff is due. */
  dueAt: (at: number) => void
  /** Refreshes the token, once per run however many drafts ask; true when a new one is ready. */
  refresh: () => Promise<boolean>
}

type Failure = {
  entry: OutboxEntry
  changes: Partial<OutboxEntry>
  draft: Partial<LocalDraft>
  result: DraftResult
}

type Posted = AnswerKind | { kind: 'network'; reason: string }

const isUpload = (entry: OutboxEntry) => entry.operation === 'file.upload'

const photoOf = (draft: LocalDraft, photoId: string | null): LocalPhoto | null =>
  photoId === SIGNATURE_PHOTO_ID
    ? draft.signature
    : (draft.photos.find((photo) => photo.id === photoId) ?? null)

/** The draft with the file ids the server gave its photos in this run. */
function withFileIds(draft: LocalDraft, fileIds: ReadonlyMap<string, string>): LocalDraft {
  if (fileIds.size === 0) return draft
  const withId = (photo: LocalPhoto) => {
    const fileId = fileIds.get(photo.id)
    return fileId ? { ...photo, fileId } : photo
  }
  return { ...draft, photos: draft.photos.map(withId), signature: draft.signature && withId(draft.signature) }
}

/** The entries this run may send: in order, up to the first that waits for the user or for its backoff. */
function dueEntries(chain: OutboxEntry[], run: DraftRun): OutboxEntry[] {
  const now = (run.context.now ?? Date.now)()
  const due: OutboxEntry[] = []
  for (const entry of chain) {
    if (entry.state === 'attention') break
    if (!run.forced() && entry.nextAttemptAt > now) {
      run.dueAt(entry.nextAttemptAt)
      break
    }
    due.push(entry)
  }
  return due
}

/** Reads the draft and the bytes of its photos still to upload, and marks the draft and entries sending. */
async function begin(due: OutboxEntry[]): Promise<{ draft: LocalDraft; blobs: Map<string, Blob> } | null> {
  const db = offlineDb()
  const draftId = due[0]!.draftId
  return db.transaction('rw', db.drafts, db.photos, db.outbox, async () => {
    const draft = await db.drafts.get(draftId)
    if (!draft) {
      // The draft is gone (removed after a refusal): nothing left to send.
      await db.outbox.bulkDelete(due.map((entry) => entry.id))
      return null
    }
    const photoIds = due
      .filter(isUpload)
      .map((entry) => photoOf(draft, entry.photoId))
      .filter((photo): photo is LocalPhoto => photo !== null && !photo.fileId)
      .map((photo) => photo.id)
    const rows = await db.photos.bulkGet(photoIds)
    const blobs = new Map(rows.flatMap((row) => (row ? [[row.id, row.blob] as const] : [])))
    await db.outbox.bulkUpdate(
      due.map((entry) => ({ key: entry.id, changes: { state: 'sending' as const } })),
    )
    const sending: LocalDraft = { ...draft, syncState: 'sending' }
    await db.drafts.put(sending)
    return { draft: sending, blobs }
  })
}

/**
 * Sends the due entries of one draft. Returns how it ended; every entry that left the outbox was reported
 * through run.entrySent.
 */
export async function sendDraft(chain: OutboxEntry[], run: DraftRun): Promise<DraftResult> {
  if (run.stopped()) return { kind: 'idle' }
  const due = dueEntries(chain, run)
  if (due.length === 0) return chain[0]?.state === 'attention' ? { kind: 'idle' } : { kind: 'notDue' }
  const { context } = run
  if (!(await context.getToken()) && !(await run.refresh())) return { kind: 'unauthorized' }
  const started = await begin(due)
  if (!started) {
    due.forEach(run.entrySent)
    return { kind: 'sent' }
  }
  const { blobs } = started
  const fileIds = new Map<string, string>()
  const answered = new Set<string>()
  const draft = () => withFileIds(started.draft, fileIds)

  /** Records what this run did for the draft, and how the entry that could not be sent failed. */
  const finish = async (failure: Failure | null, registration: RegistrationAnswer | null) => {
    const db = offlineDb()
    await db.transaction('rw', db.outbox, db.drafts, db.photos, async () => {
      const current = await db.drafts.get(started.draft.id)
      if (current) {
        // Answered after it was queued, even within the same millisecond: the sending episode counts the
        // drafts answered after it began (tally.ts).
        const answeredAt = Math.max(Date.now(), current.updatedAt + 1)
        const changes: Partial<LocalDraft> = registration
          ? { syncState: 'sent', message: null, problems: [], answer: registration, updatedAt: answeredAt }
          : (failure?.draft ?? { syncState: 'waiting' })
        await db.drafts.put({ ...withFileIds(current, fileIds), ...changes })
      }
      // The server has the photos now; their bytes need not take the tablet's space any longer.
      if (registration) await db.photos.where('draftId').equals(started.draft.id).delete()
      await db.outbox.bulkDelete([...answered])
      if (failure) await db.outbox.update(failure.entry.id, failure.changes)
      // Entries this run did not reach wait for the next one.
      const untouched = due.filter((entry) => !answered.has(entry.id) && entry !== failure?.entry)
      await db.outbox.bulkUpdate(
        untouched.map((entry) => ({ key: entry.id, changes: { state: 'waiting' as const } })),
      )
    })
  }
  const fail = async (failure: Failure) => {
    await finish(failure, null)
    return failure.result
  }

  for (const entry of due) {
    if (run.stopped()) {
      await finish(null, null)
      return { kind: 'idle' }
    }
    if (isUpload(entry)) {
      const photo = photoOf(draft(), entry.photoId)
      if (photo && !photo.fileId) {
        const blob = blobs.get(photo.id)
        if (!blob) return fail(refusal(entry, '照片已不在本设备上，请删除后重新拍摄', 404))
        const form = new FormData()
        form.append('file', blob, photo.name)
        const answer = await post(run, entry, '/api/file/upload?kind=image', form, {}, (loaded, total) =>
          run.upload({ entryId: entry.id, photoId: photo.id, loaded, total: total || blob.size }),
        )
        if (answer.kind !== 'ok') return fail(failureOf(entry, answer, context))
        const fileId = (answer.data as { id?: unknown } | undefined)?.id
        if (typeof fileId !== 'string')
          return fail(retry(entry, 'upload answer without a file id', context, false))
        fileIds.set(photo.id, fileId)
      }
      // Else removed since, or already on the server (an earlier run's answer arrived): nothing to send.
    } else {
      const current = draft()
      const photos = current.photos.map((photo) => photo.fileId)
      const signature = current.signature?.fileId ?? null
      if (photos.some((id) => !id) || (current.signature && !signature)) {
        // Its uploads have not all been answered (they come first, so they are retrying): wait for them.
        return fail(retry(entry, 'photos not uploaded yet', context, false))
      }
      const record = { ...current.record, photoFileIds: photos as string[], signature }
      const answer = await post(run, entry, '/api/crm/registration/submit', JSON.stringify(record), {
        'Content-Type': 'application/json',
      })
      if (answer.kind !== 'ok') return fail(failureOf(entry, answer, context))
      answered.add(entry.id)
      await finish(null, answer.data as RegistrationAnswer)
      run.entrySent()
      return { kind: 'sent' }
    }
    answered.add(entry.id)
    run.entrySent()
  }
  // Only photos were due (the registration waits for its backoff): keep their file ids.
  await finish(null, null)
  return { kind: 'sent' }
}

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

/** One request of an entry; on 401 the token is refreshed (once per run) and the request made again. */
async function post(
  run: DraftRun,
  entry: OutboxEntry,
  url: string,
  body: FormData | string,
  extraHeaders: Record<string, string>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<Posted> {
  const attempt = async (): Promise<Posted> => {
    const headers = await headersOf(run.context, entry)
    if (!headers) return { kind: 'unauthorized' }
    const transport = run.context.transport ?? fetchTransport
    try {
      const request = {
        url: `${run.context.baseUrl ?? ''}${url}`,
        headers: { ...headers, ...extraHeaders },
        body,
      }
      const answer = await transport(request, onProgress)
      run.context.reportReach?.(true)
      return classifyAnswer(answer.status, answer.body)
    } catch (error) {
      run.context.reportReach?.(false)
      return { kind: 'network', reason: error instanceof Error ? error.message : String(error) }
    }
  }
  const answer = await attempt()
  if (answer.kind === 'unauthorized' && (await run.refresh())) return attempt()
  return answer
}

function failureOf(
  entry: OutboxEntry,
  answer: Exclude<Posted, { kind: 'ok' }>,
  context: SyncContext,
): Failure {
  switch (answer.kind) {
    case 'unauthorized':
      return {
        entry,
        changes: { state: 'waiting' },
        draft: { syncState: 'waiting' },
        result: { kind: 'unauthorized' },
      }
    case 'rejected':
      return refusal(entry, answer.message, answer.status, answer.problems)
    case 'retry':
      return retry(entry, answer.reason, context, false)
    case 'network':
      return retry(entry, answer.reason, context, true)
  }
}

function retry(entry: OutboxEntry, reason: string, context: SyncContext, network: boolean): Failure {
  const attempts = entry.attempts + 1
  const nextAttemptAt = (context.now ?? Date.now)() + backoffMs(attempts, context.random)
  return {
    entry,
    changes: { state: 'waiting', attempts, nextAttemptAt, lastError: reason },
    draft: { syncState: 'waiting' },
    result: { kind: 'retry', network, nextAttemptAt },
  }
}

function refusal(entry: OutboxEntry, message: string, status: number, listed: DraftProblem[] = []): Failure {
  // The server lists the fields it refused (data.problems); another refusal (a file too large, a draft of
  // another user) only words its message, shown above the form.
  const problems: DraftProblem[] = listed.length > 0 ? listed : [{ field: '', message }]
  return {
    entry,
    changes: { state: 'attention', message, lastError: `HTTP ${status}` },
    draft: { syncState: 'attention', message, problems, updatedAt: Date.now() },
    result: { kind: 'attention' },
  }
}
