import { offlineDb, runOutbox, xhrTransport, type SyncTransport } from '../../../src/offline'
import type { SyncRun } from '../protocol'
import { currentSession, refreshSession } from './session'
import { RequestLog } from './stats'

/** Runner calls before the loop gives up (each one retries what failed, ignoring the backoff). */
const MAX_RUNS = 20

const sizeOf = (body: FormData | string): number => {
  if (typeof body === 'string') return new TextEncoder().encode(body).length
  const file = body.get('file')
  return file instanceof Blob ? file.size : 0
}

const describe = (body: unknown): string => {
  const message = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : body
  return String(message).slice(0, 200)
}

/** xhrTransport (the page's transport), timed per request. */
function timedTransport(uploads: RequestLog, submits: RequestLog): SyncTransport {
  return async (request, onUploadProgress) => {
    const log = request.url.includes('/api/file/upload') ? uploads : submits
    const bytes = sizeOf(request.body)
    const started = performance.now()
    try {
      const answer = await xhrTransport(request, onUploadProgress)
      const ok = answer.status >= 200 && answer.status < 300
      log.add(
        performance.now() - started,
        bytes,
        ok ? null : `HTTP ${answer.status} ${describe(answer.body)}`,
      )
      return answer
    } catch (error) {
      log.add(performance.now() - started, bytes, `network: ${String(error)}`)
      throw error
    }
  }
}

/** Runs the outbox until it is empty (or stops moving): the figure is the time from first call to empty. */
export async function syncAll(): Promise<SyncRun> {
  const session = currentSession()
  const db = offlineDb()
  const uploads = new RequestLog()
  const submits = new RequestLog()
  const transport = timedTransport(uploads, submits)
  const left = () => db.outbox.where('ownerKey').equals(session.ownerKey).count()
  const outcomes: string[] = []
  let sent = 0
  let attention = 0
  let runs = 0
  const started = performance.now()
  while (runs < MAX_RUNS) {
    runs++
    const outcome = await runOutbox({
      ownerKey: session.ownerKey,
      tenantId: session.tenantId,
      language: 'zh-CN',
      getToken: () => currentSession().token,
      refreshToken: refreshSession,
      transport,
      force: true,
    })
    outcomes.push(outcome.status)
    sent += outcome.sent
    attention += outcome.attention
    if ((await left()) === 0) break
    // Something failed and waits (a 5xx, a network error): give the server a moment, then retry.
    if (outcome.sent === 0) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const ms = performance.now() - started
  const drafts = await db.drafts.where('ownerKey').equals(session.ownerKey).toArray()
  const sentDrafts = drafts.filter((draft) => draft.syncState === 'sent' && draft.answer)
  return {
    ms,
    runs,
    outcomes,
    sent,
    attention,
    remaining: await left(),
    uploads: uploads.stats(),
    submits: submits.stats(),
    draftsSent: sentDrafts.length,
    draftsNotSent: drafts.length - sentDrafts.length,
    distinctOrderNos: new Set(sentDrafts.map((draft) => draft.answer!.orderNo)).size,
    sampleOrderId: sentDrafts[0]?.answer?.id ?? null,
  }
}
